/**
 * The staff chat console (/chat-admin) as a support agent answering several travellers at once, in
 * real Chromium against the real app: unread badges per conversation, switching while messages
 * arrive, an Arabic message in its own direction, a reply sent from the keyboard, the staff socket
 * cut and back (the reply box waits for it; what arrived meanwhile in the open chat is read), and
 * the console at 1280, 768 and 390 px without sideways scrolling, a long link included.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signInToChatConsole } from './support/staff.mjs';
import { journey, postJson, useBrowser } from './support/browser.mjs';

/** A traveller writes (as the widget does, over REST); the first message starts the conversation. */
async function travellerSays(message, { sessionId, language = 'en' } = {}) {
  const answer = await postJson('/api/chat/message', sessionId ? { sessionId, message } : { message, language });
  return answer.sessionId ?? sessionId;
}

describe('staff chat console: several travellers at once', () => {
  const session = useBrowser();

  test(
    'badges, switching while messages arrive, Arabic, keyboard replies, a cut socket, 1280, 768 and 390 px',
    journey(async () => {
      const marker = `CA-${Date.now().toString(36)}`;
      const staff = await session.open({ viewport: { width: 1280, height: 900 } });
      const pageErrors = [];
      staff.on('pageerror', (error) => pageErrors.push(error.message));

      // The staff socket goes through this route, so the journey can cut it (and refuse reconnects).
      let socketDown = false;
      const liveSockets = new Set();
      await staff.routeWebSocket(/\/ws\//, (ws) => {
        if (socketDown) return void ws.close();
        ws.connectToServer();
        liveSockets.add(ws);
      });

      await signInToChatConsole(staff);

      const ada = await travellerSays(`Ada: is my visa ready? (${marker})`);
      await travellerSays(`Ada: it is urgent (${marker})`, { sessionId: ada });
      const arabicText = `مرحبا، أريد أن أعرف حالة طلبي. (${marker})`;
      const layla = await travellerSays(arabicText, { language: 'ar' });
      const chat = (id) => staff.locator(`[data-session-id="${id}"]`);
      await chat(ada).getByText('Unread messages: 2').waitFor();
      await chat(layla).getByText('Unread messages: 1').waitFor();
      // Most recent first.
      const order = await staff.locator('[data-session-id]').evaluateAll((buttons) => buttons.map((b) => b.dataset.sessionId));
      assert.ok(order.indexOf(layla) < order.indexOf(ada), 'the newest conversation is listed first');

      // Open the Arabic conversation from the keyboard: the focus goes to its heading, the badge goes.
      await chat(layla).focus();
      await staff.keyboard.press('Enter');
      const log = staff.getByRole('log');
      const arabic = log.getByText(arabicText);
      await arabic.waitFor();
      assert.equal(await arabic.evaluate((p) => getComputedStyle(p).direction), 'rtl');
      // The focus moves in an effect after the render: wait for it (the page's 15 s) rather than read it once.
      await staff
        .waitForFunction(() => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === 'Anonymous')
        .catch(() => undefined);
      assert.deepEqual(await staff.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent]), ['H2', 'Anonymous']);
      await chat(layla).getByTestId('unread-badge').waitFor({ state: 'detached' });

      // Ada writes again while Layla's chat is open: her badge counts it, Layla's log does not show it.
      await travellerSays(`Ada: hello? (${marker})`, { sessionId: ada });
      await chat(ada).getByText('Unread messages: 3').waitFor();
      assert.equal(await log.getByText(`Ada: hello? (${marker})`).count(), 0);

      // A two-line reply: Shift+Enter is a new line; sent with the Send button from the keyboard,
      // after which the focus is back in the reply box (the button is disabled).
      const reply = staff.getByRole('textbox', { name: 'Your reply' });
      await reply.fill(`Merhaba Layla (${marker})`);
      await reply.press('Shift+Enter');
      await reply.pressSequentially('We are checking.');
      await staff.keyboard.press('Tab');
      await staff.keyboard.press('Enter');
      await log.getByText(`We are checking.`, { exact: false }).waitFor();
      assert.equal(await reply.inputValue(), '');
      assert.ok(await reply.evaluate((box) => box === document.activeElement), 'the focus is back in the reply box');
      await staff.waitForTimeout(500);
      assert.equal(await log.getByText('We are checking.', { exact: false }).count(), 1, 'the reply is shown once (REST answer and socket echo)');

      // Switch to Ada: her three messages, oldest first, and her badge goes.
      await chat(ada).click();
      await log.getByText(`Ada: hello? (${marker})`).waitFor();
      const adaTexts = (await log.locator('li p').allInnerTexts()).filter((text) => text.includes(marker));
      assert.deepEqual(adaTexts, [`Ada: is my visa ready? (${marker})`, `Ada: it is urgent (${marker})`, `Ada: hello? (${marker})`]);
      await chat(ada).getByTestId('unread-badge').waitFor({ state: 'detached' });

      // The socket is cut: 'Disconnected', Enter does not send and the text stays.
      socketDown = true;
      for (const ws of liveSockets) await ws.close();
      liveSockets.clear();
      await staff.getByText('Disconnected').waitFor();
      await reply.fill(`Your visa is approved (${marker})`);
      await reply.press('Enter');
      assert.equal(await reply.inputValue(), `Your visa is approved (${marker})`);
      assert.ok(await staff.getByRole('button', { name: 'Send' }).isDisabled());
      await staff.getByText('Replies can be sent again once the chat system is connected.').waitFor();

      // Ada writes while the console cannot hear; the socket comes back (socket.io retries by itself):
      // her open conversation shows the message and it is read, here and on the server.
      await travellerSays(`Ada: thank you (${marker})`, { sessionId: ada });
      socketDown = false;
      await staff.getByText('Connected to chat system').waitFor({ timeout: 20_000 });
      await log.getByText(`Ada: thank you (${marker})`).waitFor();
      await staff.waitForTimeout(1_000);
      assert.equal(await chat(ada).getByTestId('unread-badge').count(), 0, 'the open conversation is not counted unread');
      // The console marks it read with a call of its own after showing it: poll the server (10 s)
      // rather than read it once after a fixed wait a loaded machine can outlast.
      const serverUnread = () =>
        staff.evaluate(async (id) => {
          const { sessions } = await (await fetch('/api/admin/chat/sessions')).json();
          return sessions.find((s) => s.sessionId === id)?.unreadCount;
        }, ada);
      const readBy = Date.now() + 10_000;
      while ((await serverUnread()) !== 0 && Date.now() < readBy) await staff.waitForTimeout(100);
      assert.equal(await serverUnread(), 0);

      // The kept reply goes now, once.
      await reply.press('Enter');
      await log.getByText(`Your visa is approved (${marker})`).waitFor();
      assert.equal(await reply.inputValue(), '');

      // A pasted link, one unbroken word: no sideways scrolling at 1280 and 768 px, nor on a phone
      // (390 px, one panel at a time), where the page grew to the link's length.
      const link = `https://example.com/${'a'.repeat(300)}?ref=${marker}`;
      await travellerSays(link, { sessionId: ada });
      await log.getByText(link).waitFor();
      for (const width of [1280, 768, 390]) {
        await staff.setViewportSize({ width, height: 900 });
        const { scrollWidth, clientWidth } = await staff.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        assert.ok(scrollWidth <= clientWidth, `no horizontal overflow at ${width}px (${scrollWidth} > ${clientWidth})`);
      }
      assert.deepEqual(pageErrors, []);
    }),
  );
});

/**
 * The live support chat in real Chromium against the real app: a traveller writes from the widget
 * on the home page, a staff member signed in at /chat-admin sees the conversation arrive over the
 * socket, opens it and answers, and the answer appears in the traveller's widget. A second
 * traveller's widget sees none of it (PRODUCT.md decision 3).
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { signInToChatConsole } from './support/staff.mjs';
import { journey, newPage, useBrowser } from './support/browser.mjs';

describe('live support chat', () => {
  const session = useBrowser();

  test(
    'a traveller asks from the widget, staff answer from /chat-admin, and only that traveller sees the answer',
    journey(async () => {
      const marker = `E2E-${Date.now().toString(36)}`;
      const question = `Hello, can I still change my arrival date? (${marker})`;
      const answer = `Yes, write to us with your application number. (${marker})`;

      // Staff first, so the new conversation has to arrive over the socket, not in the first list.
      const staff = await session.open({ viewport: { width: 1280, height: 900 } });
      await signInToChatConsole(staff);

      const traveller = await newPage(session.browser);
      const other = await newPage(session.browser);
      try {
        await traveller.goto('/');
        await traveller.getByRole('button', { name: 'Open live support chat' }).click();
        const composer = traveller.getByRole('textbox', { name: 'Your message' });
        await composer.fill(question);
        // Shift+Enter is a new line, not a send (spec section 5).
        await composer.press('Shift+Enter');
        assert.equal(await composer.inputValue(), `${question}\n`);
        await composer.press('Enter');
        const log = traveller.getByRole('log');
        await log.getByText(question).waitFor();
        await log.getByText('This is an automatic reply', { exact: false }).waitFor();
        assert.equal(await composer.inputValue(), '');

        // The conversation arrives in the staff list as 'Anonymous' with one unread message.
        const item = staff.getByRole('button').filter({ hasText: marker });
        await item.waitFor();
        await item.getByText('Anonymous').waitFor();
        await item.getByText('Unread messages: 1').waitFor();
        await item.click();
        const conversation = staff.getByRole('log');
        await conversation.getByText(question).waitFor();
        // Opening the chat reads it: the unread badge goes.
        await item.getByText('Unread messages: 1').waitFor({ state: 'detached' });
        const reply = staff.getByRole('textbox', { name: 'Your reply' });
        assert.equal(await reply.getAttribute('placeholder'), 'Type your response...');
        await reply.fill(answer);
        await reply.press('Enter');
        await conversation.getByText(answer).waitFor();
        assert.equal(await reply.inputValue(), '');

        // The traveller's widget shows the answer (socket, or the 3 s poll at the latest).
        await log.getByText(answer).waitFor();

        // Back later on another page, chat closed: the next answer shows on the launcher.
        // The remembered conversation's socket opens by itself once the page is idle; the server's
        // socket.io CONNECT packet ('40') comes once it has put the socket in the conversation's room.
        const joined = traveller
          .waitForEvent('websocket', (ws) => ws.url().includes('/ws/'))
          .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).startsWith('40')));
        await traveller.goto('/faq');
        await traveller.getByRole('button', { name: 'Open live support chat' }).waitFor();
        await joined;
        const followUp = `You can also change it after approval. (${marker})`;
        await reply.fill(followUp);
        await reply.press('Enter');
        await conversation.getByText(followUp).waitFor();
        // Read out to a screen reader although the chat is closed; opening it then reads its history
        // into the conversation, and none of that is read out.
        const spoken = traveller.locator('[aria-live="polite"]').filter({ hasText: `Support: ${followUp}` });
        await spoken.waitFor({ state: 'attached' });
        await traveller.getByRole('button', { name: 'Open live support chat (new replies: 1)' }).click();
        await traveller.getByRole('log').getByText(question).waitFor();
        await traveller.getByRole('log').getByText(followUp).waitFor();
        assert.equal(await traveller.getByRole('log').getAttribute('aria-live'), 'off');
        assert.doesNotMatch((await traveller.locator('[aria-live="polite"]').allTextContents()).join(' '), new RegExp(`Hello, can I still|Yes, write to us`));

        // Another traveller's widget starts empty and never receives the conversation.
        await other.goto('/');
        await other.getByRole('button', { name: 'Open live support chat' }).click();
        await other.getByRole('textbox', { name: 'Your message' }).waitFor();
        await other.waitForTimeout(3500);
        assert.equal(await other.getByText(marker, { exact: false }).count(), 0);
      } finally {
        await traveller.context().close();
        await other.context().close();
      }
    }),
  );

  test(
    "a reply sent while the traveller's socket was away shows on the closed chat's launcher once the socket is back",
    journey(async () => {
      const marker = `E2E-AWAY-${Date.now().toString(36)}`;
      const staff = await session.open({ viewport: { width: 1280, height: 900 } });
      await signInToChatConsole(staff);

      const traveller = await newPage(session.browser);
      try {
        // The traveller's socket goes through this route, so the journey can cut it (and refuse reconnects).
        let socketDown = false;
        const liveSockets = new Set();
        await traveller.routeWebSocket(/\/ws\//, (ws) => {
          if (socketDown) return void ws.close();
          ws.connectToServer();
          liveSockets.add(ws);
        });
        await traveller.goto('/');
        await traveller.getByRole('button', { name: 'Open live support chat' }).click();
        await traveller.getByRole('textbox', { name: 'Your message' }).fill(`Is my visa ready? (${marker})`);
        await traveller.getByRole('textbox', { name: 'Your message' }).press('Enter');
        await traveller.getByRole('log').getByText('This is an automatic reply', { exact: false }).waitFor();
        await traveller.getByRole('button', { name: 'Close chat' }).click();
        assert.ok(liveSockets.size > 0, 'the widget connected its socket');

        // The traveller's connection drops; support answers meanwhile.
        socketDown = true;
        for (const ws of liveSockets) await ws.close();
        liveSockets.clear();
        const answer = `Yes, it was approved this morning. (${marker})`;
        await staff.getByRole('button').filter({ hasText: marker }).click();
        const reply = staff.getByRole('textbox', { name: 'Your reply' });
        await reply.fill(answer);
        await reply.press('Enter');
        await staff.getByRole('log').getByText(answer).waitFor();

        // socket.io reconnects by itself; the widget then reads what it missed.
        socketDown = false;
        await traveller.getByRole('button', { name: 'Open live support chat (new replies: 1)' }).waitFor({ timeout: 20_000 });
        await traveller.locator('[aria-live="polite"]').filter({ hasText: `Support: ${answer}` }).waitFor({ state: 'attached' });
      } finally {
        await traveller.context().close();
      }
    }),
  );

  test(
    'two tabs open before the conversation starts share it: the second joins the first one\'s, and both show both tabs\' messages',
    journey(async () => {
      const marker = `E2E-TABS-${Date.now().toString(36)}`;
      const first = await newPage(session.browser);
      try {
        const second = await first.context().newPage();
        const tabs = [first, second];
        for (const tab of tabs) {
          await tab.goto('/');
          await tab.getByRole('button', { name: 'Open live support chat' }).click();
          await tab.getByRole('textbox', { name: 'Your message' }).waitFor();
        }
        await first.getByRole('textbox', { name: 'Your message' }).fill(`From the first tab (${marker})`);
        await first.getByRole('textbox', { name: 'Your message' }).press('Enter');
        // The second tab reads the conversation the first one started (no second conversation asking for a name).
        await second.getByRole('log').getByText(`From the first tab (${marker})`).waitFor();
        assert.equal(await second.getByRole('textbox', { name: 'Your name (optional)' }).count(), 0);
        await second.getByRole('textbox', { name: 'Your message' }).fill(`From the second tab (${marker})`);
        await second.getByRole('textbox', { name: 'Your message' }).press('Enter');
        await first.getByRole('log').getByText(`From the second tab (${marker})`).waitFor();

        const sessionId = await first.evaluate(() => localStorage.getItem('evisa.chat.session'));
        const answer = await fetch(new URL(`/api/chat/messages?sessionId=${sessionId}`, first.url()));
        const texts = (await answer.json()).messages.map((message) => message.text);
        assert.deepEqual(texts, [`From the first tab (${marker})`, `From the second tab (${marker})`]);
      } finally {
        await first.context().close();
      }
    }),
  );
});

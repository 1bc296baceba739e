/**
 * The open chat on a phone is a modal dialog, on a wide screen a card beside the page, in real
 * Chromium against the real app (frontend/src/features/chat/hooks/use-modal-sheet.ts):
 *  - at 360 × 740 (below `sm`, the widget's bottom sheet), in English and Arabic: a dialog named
 *    after the chat with aria-modal, the page behind it inert, Tab from its last control and
 *    Shift+Tab from its first staying inside it, Escape minimising even with the focus outside it,
 *    and the page usable again once minimised;
 *  - at 1280 × 900: a region, not modal; Shift+Tab from its first control reaches the page.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { journey, useBrowser } from './support/browser.mjs';

const read = (code, namespace) => JSON.parse(readFileSync(new URL(`../../frontend/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'));

/** Opens the chat from its launcher once the page is React's (the launcher is disabled until then). */
async function openChat(page, chat) {
  await page.waitForFunction((label) => document.querySelector(`button[aria-label="${label}"]`)?.disabled === false, chat.launcher.open);
  await page.getByRole('button', { name: chat.launcher.open }).click();
  await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
}

/** Runs in the page: where the focus is, as the panel's section sees it. */
function focusPlace() {
  const panel = document.querySelector('section:has([role="log"])');
  const active = document.activeElement;
  return {
    inPanel: !!panel && !!active && panel.contains(active),
    onPage: !!active && active !== document.body && !(panel && panel.contains(active)),
    name: active ? (active.getAttribute('aria-label') || active.textContent || active.tagName).trim().slice(0, 40) : 'none',
  };
}

describe('the open chat: modal on a phone, beside the page on a wide screen', () => {
  const session = useBrowser();

  for (const { code, locale } of [
    { code: 'en', locale: 'en-GB' },
    { code: 'ar', locale: 'ar-EG' },
  ]) {
    test(
      `${code}: at 360 × 740 the open chat is a modal dialog; Tab stays in it, Escape minimises from anywhere, and the page comes back`,
      journey(async () => {
        const page = await session.open({ viewport: { width: 360, height: 740 }, locale });
        await page.addInitScript((language) => localStorage.setItem('language', language), code);
        const chat = read(code, 'chat');
        await page.goto('/');
        assert.equal(await page.evaluate(() => document.documentElement.dir), code === 'ar' ? 'rtl' : 'ltr');
        await openChat(page, chat);

        const dialog = page.getByRole('dialog', { name: chat.panel.title });
        await dialog.waitFor();
        assert.equal(await dialog.getAttribute('aria-modal'), 'true');
        assert.equal(await page.evaluate(() => !!document.querySelector('main')?.closest('[inert]')), true, 'the page behind the sheet is inert');

        // The message box is the sheet's last control while Send waits for words: Tab goes round inside.
        const box = dialog.getByRole('textbox', { name: chat.composer.label });
        assert.equal(await box.evaluate((element) => element === document.activeElement), true);
        for (let i = 0; i < 8; i += 1) {
          await page.keyboard.press('Tab');
          const place = await page.evaluate(focusPlace);
          assert.ok(place.inPanel, `Tab ${i + 1} from the message box stays in the sheet (went to ${place.name})`);
        }
        await dialog.getByRole('button', { name: chat.panel.minimise }).focus();
        await page.keyboard.press('Shift+Tab');
        assert.equal(await box.evaluate((element) => element === document.activeElement), true, 'Shift+Tab from the first control goes to the last');
        // A tap on the page above the sheet reaches nothing there.
        const link = page.locator('header a[href]').first();
        await link.click({ trial: true, timeout: 1000 }).then(
          () => assert.fail('a link behind the sheet can be tapped'),
          () => undefined,
        );

        // Escape with the focus outside the sheet minimises it; the keyboard goes to the bar's button.
        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('Escape');
        const restore = page.getByRole('button', { name: chat.panel.restore });
        await restore.waitFor();
        assert.equal(await restore.evaluate((element) => element === document.activeElement), true, 'the bar’s button has the keyboard');
        assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]').length), 0, 'nothing stays inert once minimised');
        await page.keyboard.press('Shift+Tab');
        assert.ok((await page.evaluate(focusPlace)).onPage, 'the page is reachable again');

        // Opened again and closed: the launcher has the keyboard and the page is back.
        await restore.click();
        await dialog.waitFor();
        await dialog.getByRole('button', { name: chat.panel.close }).click();
        await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, chat.launcher.open);
        assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]').length), 0);
      }),
    );
  }

  test(
    'at 1280 × 900 the open chat is a card beside the page, not modal: the page stays reachable',
    journey(async () => {
      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      const chat = read('en', 'chat');
      await page.goto('/');
      await openChat(page, chat);
      const panel = page.getByRole('region', { name: chat.panel.title });
      await panel.waitFor();
      assert.equal(await page.getByRole('dialog').count(), 0);
      assert.equal(await page.evaluate(() => document.querySelectorAll('[inert]').length), 0);
      await panel.getByRole('button', { name: chat.panel.minimise }).focus();
      await page.keyboard.press('Shift+Tab');
      const place = await page.evaluate(focusPlace);
      assert.ok(place.onPage, `Shift+Tab from the panel's first control reaches the page (went to ${place.name})`);
      await page.locator('header a[href]').first().click({ trial: true, timeout: 10_000 });
    }),
  );
});

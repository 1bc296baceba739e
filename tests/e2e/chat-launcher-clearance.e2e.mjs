/**
 * The floating chat launcher never sits on something a traveller needs to tap, on a 360 × 740 phone,
 * in real Chromium against the real app (frontend/src/features/chat/lib/launcher-clearance.ts):
 *  - at the end of the visa wizard, the insurance form and the home page, no button, link or field
 *    in view lies under the launcher's box, and a tap at the centre of each (the footer's links, to
 *    the inconspicuous staff link on the last line) reaches it;
 *  - the wizard's Next Step, which on this phone first shows right under the launcher, is scrolled
 *    clear of it when the keyboard reaches it with Tab (the window's scroll padding);
 *  - in Arabic the launcher sits in the mirrored corner (bottom left), with the same room kept;
 *  - while the cookie banner shows (until a choice is made), the launcher, the open panel and its
 *    minimised bar stand on top of it, never under it, in English and Arabic; after the choice the
 *    launcher is back in its corner.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { journey, useBrowser } from './support/browser.mjs';

const PHONE = { width: 360, height: 740 };

/** The launcher once the page is React's (it is disabled until then), and its box. */
async function launcherBox(page, name) {
  const launcher = page.getByRole('button', { name });
  await launcher.waitFor();
  await page.waitForFunction((label) => document.querySelector(`button[aria-label="${label}"]`)?.disabled === false, name);
  return { launcher, box: await launcher.boundingBox() };
}

/**
 * Runs in the page: every control in view at the end of the page that the launcher's box overlaps,
 * or that a tap at its centre does not reach, as readable lines; and how many controls were checked.
 */
function coveredAtEnd(launcherLabel) {
  const launcher = document.querySelector(`button[aria-label="${launcherLabel}"]`);
  const spot = launcher.getBoundingClientRect();
  const controls = document.querySelectorAll(
    'a[href], button, input, select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [tabindex]:not([tabindex="-1"])',
  );
  const problems = [];
  const checked = [];
  for (const control of controls) {
    if (control === launcher || launcher.contains(control)) continue;
    const box = control.getBoundingClientRect();
    const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
    // Not laid out, visually hidden (the skip link), or out of view (one cut by the top edge is reached lower down the page).
    if (box.width < 2 || box.height < 2 || y < 0 || y >= innerHeight) continue;
    const name = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
    checked.push(name);
    const overlaps = box.left < spot.right && box.right > spot.left && box.top < spot.bottom && box.bottom > spot.top;
    if (overlaps) problems.push(`${name} at ${[box.left, box.top, box.right, box.bottom].map(Math.round)} is under the launcher`);
    const hit = document.elementFromPoint(x, y);
    if (!hit || !control.contains(hit)) problems.push(`${name}: a tap at its centre reaches ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
  }
  return { problems, checked };
}

// Scrolls again on every check: the page may still grow after the first scroll (a translation or the
// country list arriving late on a loaded machine), and one scroll would then never reach the new end.
async function scrollToEnd(page) {
  await page.waitForFunction(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
  });
}

describe('the chat launcher keeps clear of what a phone user taps', () => {
  const session = useBrowser();

  test(
    'at 360 × 740 the ends of the wizard, the insurance form and the home page, and the wizard’s Next Step reached with Tab, are not under the launcher',
    journey(async () => {
      const page = await session.open({ viewport: PHONE });
      const label = 'Open live support chat';

      await page.goto('/apply');
      const next = page.getByRole('button', { name: 'Next Step' });
      await next.waitFor();
      const { box: spot } = await launcherBox(page, label);
      // The reading side's end: bottom right, 16 px in.
      assert.deepEqual([spot.x + spot.width, spot.y + spot.height], [PHONE.width - 16, PHONE.height - 16]);

      // The keyboard: from the last field of the step, Tab until Next Step has focus.
      await page.getByLabel('Travel Document Type').focus();
      for (let i = 0; i < 5 && !(await next.evaluate((button) => button === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      assert.equal(await next.evaluate((button) => button === document.activeElement), true, 'Tab reaches Next Step');
      const focused = await next.boundingBox();
      assert.ok(
        focused.y + focused.height <= spot.y,
        `the focused Next Step (${focused.y}–${focused.y + focused.height}) ends above the launcher (from ${spot.y})`,
      );

      for (const path of ['/apply', '/insurance', '/']) {
        if (path !== '/apply') {
          await page.goto(path);
          await launcherBox(page, label);
        }
        await scrollToEnd(page);
        const { problems, checked } = await page.evaluate(coveredAtEnd, label);
        assert.deepEqual(problems, [], `${path} at its end`);
        // The footer's last line is in view, with its staff link, so the check above covered it.
        assert.ok(checked.includes('a "Staff sign-in"'), `${path}: the staff link was checked (${checked.join(', ')})`);
      }
    }),
  );

  test(
    'in Arabic the launcher sits bottom left, and the end of the wizard is clear of it',
    journey(async () => {
      const page = await session.open({ viewport: PHONE, locale: 'ar-EG' });
      await page.addInitScript(() => localStorage.setItem('language', 'ar'));
      await page.goto('/apply');
      assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
      const arabic = (namespace) => JSON.parse(readFileSync(new URL(`../../frontend/src/locales/ar/${namespace}.json`, import.meta.url), 'utf8'));
      const [chat, common] = [arabic('chat'), arabic('common')];
      const { box: spot } = await launcherBox(page, chat.launcher.open);
      assert.deepEqual([spot.x, spot.y + spot.height], [16, PHONE.height - 16]);

      await scrollToEnd(page);
      const { problems, checked } = await page.evaluate(coveredAtEnd, chat.launcher.open);
      assert.deepEqual(problems, []);
      assert.ok(checked.includes(`a "${common.footer.staffLink}"`), `the staff link was checked (${checked.join(', ')})`);
    }),
  );

  for (const { code, locale } of [
    { code: 'en', locale: 'en-GB' },
    { code: 'ar', locale: 'ar-EG' },
  ]) {
    test(
      `${code}: at 360 × 740, while the cookie banner shows, the launcher reached with Tab, the open panel (its whole message box in view) and its minimised bar stand above the banner; after Accept All the launcher is back in its corner`,
      journey(async () => {
        const page = await session.open({ viewport: PHONE, locale, acceptCookies: false });
        await page.addInitScript((language) => localStorage.setItem('language', language), code);
        const read = (namespace) => JSON.parse(readFileSync(new URL(`../../frontend/src/locales/${code}/${namespace}.json`, import.meta.url), 'utf8'));
        const [chat, common] = [read('chat'), read('common')];
        await page.goto('/');
        const banner = page.locator('section[aria-labelledby="cookie-banner-title"]');
        await banner.waitFor();
        const { launcher } = await launcherBox(page, chat.launcher.open);

        // The keyboard: from the footer's last link, Tab until the launcher has focus.
        await page.getByRole('link', { name: common.footer.staffLink }).focus();
        for (let i = 0; i < 5 && !(await launcher.evaluate((button) => button === document.activeElement)); i += 1) await page.keyboard.press('Tab');
        assert.equal(await launcher.evaluate((button) => button === document.activeElement), true, 'Tab reaches the launcher');

        /** The element's box against the banner's: wholly in the window and above the banner, and on top at its centre. */
        const clearOfBanner = (element) =>
          element.evaluate((node) => {
            const box = node.getBoundingClientRect();
            const bannerTop = document.querySelector('section[aria-labelledby="cookie-banner-title"]').getBoundingClientRect().top;
            const hit = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
            return { top: Math.round(box.top), bottom: Math.round(box.bottom), left: Math.round(box.left), right: Math.round(box.right), bannerTop: Math.round(bannerTop), onTop: !!hit && node.contains(hit) };
          });
        const focused = await clearOfBanner(launcher);
        assert.ok(focused.top >= 0 && focused.bottom <= focused.bannerTop, `the focused launcher (${focused.top}–${focused.bottom}) ends above the banner (from ${focused.bannerTop})`);
        assert.ok(focused.onTop, 'nothing covers the launcher');
        // The reading side's end: bottom right, or bottom left in Arabic, 16 px in.
        if (code === 'ar') assert.equal(focused.left, 16);
        else assert.equal(focused.right, PHONE.width - 16);

        // Open (Enter), the sheet stands on the banner; Escape minimises to a bar that does too.
        await page.keyboard.press('Enter');
        // On a phone the open sheet is a modal dialog (chat-sheet.e2e.mjs).
        const panel = page.getByRole('dialog', { name: chat.panel.title });
        await panel.waitFor();
        const open = await clearOfBanner(panel);
        assert.ok(open.top >= 0 && open.bottom <= open.bannerTop, `the open panel (${open.top}–${open.bottom}) ends above the banner (from ${open.bannerTop})`);
        // The shorter panel still shows the whole message box, which has the keyboard.
        const box = panel.getByRole('textbox', { name: chat.composer.label });
        await page.waitForFunction(() => document.activeElement?.tagName === 'TEXTAREA');
        const typing = await clearOfBanner(box);
        assert.ok(typing.top >= open.top && typing.bottom <= open.bottom, `the message box (${typing.top}–${typing.bottom}) is within the panel (${open.top}–${open.bottom})`);
        await page.keyboard.press('Escape');
        const restore = page.getByRole('button', { name: chat.panel.restore });
        await restore.waitFor();
        const bar = await clearOfBanner(restore);
        assert.ok(bar.bottom <= bar.bannerTop && bar.onTop, `the minimised bar (${bar.top}–${bar.bottom}) ends above the banner (from ${bar.bannerTop})`);
        await page.getByRole('button', { name: chat.panel.close }).click();
        await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, chat.launcher.open);

        // On to the banner with Tab, Accept All with Enter: the focus comes back to the launcher, in its corner.
        await page.keyboard.press('Tab');
        assert.equal(await banner.getByRole('button', { name: common.cookies.acceptAll, exact: true }).evaluate((button) => button === document.activeElement), true);
        await page.keyboard.press('Enter');
        await banner.waitFor({ state: 'detached' });
        await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, chat.launcher.open);
        // The launcher moves down once the widget has heard that the banner is gone, a render or two after
        // the focus lands (later on a loaded machine): wait for it there, then say where it is if it never comes.
        await page
          .waitForFunction(
            (bottom) => Math.round(document.activeElement?.getBoundingClientRect().bottom ?? 0) === bottom,
            PHONE.height - 16,
            { timeout: 5000 },
          )
          .catch(() => undefined);
        const back = await launcher.boundingBox();
        assert.equal(Math.round(back.y + back.height), PHONE.height - 16, 'the launcher is back 16 px above the window’s bottom');
      }),
    );
  }
});

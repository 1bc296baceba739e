import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, useBrowser } from './support/browser.mjs';

const PAGES = ['/terms', '/terms-of-service', '/privacy', '/privacy-policy', '/kvkk', '/cancellation-policy', '/security', '/refund', '/payment-policy', '/faq', '/requirements', '/processing-times'];

/**
 * The legal and information pages in Arabic on a 360 px phone: nothing sticks out sideways, the
 * headings go down one level at a time, in-page links lead somewhere, and no English is left over.
 */
describe('legal and information pages (Arabic, 360 px)', () => {
  const session = useBrowser();

  test(
    'each page fits the screen, its headings are in order and its in-page links have targets',
    journey(async () => {
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      const problems = [];
      for (const path of PAGES) {
        await page.goto(path);
        await page.locator('#main h1').waitFor();
        await page.waitForLoadState('networkidle');
        const found = await page.evaluate(() => {
          const out = [];
          const vw = document.documentElement.clientWidth;
          if (document.documentElement.scrollWidth > vw) out.push(`scrolls sideways (${document.documentElement.scrollWidth} > ${vw})`);
          for (const el of document.querySelectorAll('#main *')) {
            const r = el.getBoundingClientRect();
            if (r.width && (r.right > vw + 1 || r.left < -1) && !el.closest('.sr-only') && getComputedStyle(el).position !== 'absolute') {
              out.push(`${el.tagName.toLowerCase()} "${el.textContent.slice(0, 40)}" spans ${Math.round(r.left)}…${Math.round(r.right)}`);
              break;
            }
          }
          let last = 0;
          for (const h of document.querySelectorAll('#main h1, #main h2, #main h3, #main h4, #main h5, #main h6')) {
            const level = Number(h.tagName[1]);
            if (last && level > last + 1) out.push(`h${level} "${h.textContent.slice(0, 40)}" after h${last}`);
            last = level;
          }
          for (const a of document.querySelectorAll('#main a[href^="#"]')) {
            const id = decodeURIComponent(a.getAttribute('href').slice(1));
            if (!document.getElementById(id)) out.push(`link to #${id} has no target`);
          }
          const english = document.querySelector('#main').innerText.match(/\b(January|February|March|April|May|June|July|August|September|October|November|December|Last updated)\b/);
          if (english) out.push(`English left over: ${english[0]}`);
          return out;
        });
        problems.push(...found.map((p) => `${path}: ${p}`));
      }
      assert.deepEqual(problems, []);
    }),
  );

  test(
    "from the keyboard, the footer's legal links lead to the pages they name; Privacy Policy opens a new tab and says so",
    journey(async () => {
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      await page.goto('/');
      await page.locator('#main h1').waitFor();
      const footer = page.locator('footer.bg-slate-900');
      /** Tabs forward until the footer link to `href` has the focus (keyboard only: no clicks). */
      async function tabTo(href) {
        for (let presses = 0; presses < 80; presses++) {
          await page.keyboard.press('Tab');
          if (await page.evaluate((h) => document.activeElement?.getAttribute('href') === h && !!document.activeElement.closest('footer'), href)) return;
        }
        throw new Error(`Tab never reached the footer's link to ${href}`);
      }

      // Same-tab pages: Enter on the link opens the page whose h1 and tab title are the link's words.
      for (const href of ['/terms', '/refund']) {
        await page.goto('/');
        await page.locator('#main h1').waitFor();
        await tabTo(href);
        const label = (await footer.locator(`a[href="${href}"]`).innerText()).trim();
        await page.keyboard.press('Enter');
        await page.waitForURL(`**${href}`);
        // The page's code loads after the address changes; it fails here (timeout) if no h1 says the link's words.
        await page.locator('#main h1').filter({ hasText: label }).waitFor();
        assert.equal((await page.locator('#main h1').innerText()).trim(), label);
        assert.ok((await page.title()).startsWith(`${label} | `), await page.title());
      }

      // The new-tab link: its words (arrow and screen-reader note included) stay on its own box at 360 px,
      // and Enter opens the policy in a second tab while this page stays where it was.
      await page.goto('/');
      await page.locator('#main h1').waitFor();
      const privacy = footer.locator('a[href="/privacy-policy"]');
      const box = await privacy.evaluate((a) => {
        const words = document.createRange();
        words.selectNodeContents(a.firstChild);
        const arrow = a.querySelector('[aria-hidden="true"]').getBoundingClientRect();
        return { sameLine: Math.abs(words.getBoundingClientRect().top - arrow.top) < 4, height: a.getBoundingClientRect().height, text: a.textContent };
      });
      assert.ok(box.sameLine, `the arrow wraps away from the words: ${box.text}`);
      assert.ok(box.height >= 44, `the link is ${box.height} px tall`);
      assert.match(box.text, / \(يُفتح في علامة تبويب جديدة\)$/);
      assert.ok(box.text.includes('↖'), 'the arrow points ahead in right-to-left text');
      await tabTo('/privacy-policy');
      const [tab] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
      await tab.waitForLoadState();
      assert.equal(new URL(tab.url()).pathname, '/privacy-policy');
      assert.equal(new URL(page.url()).pathname, '/');
      await tab.close();
    }),
  );
});

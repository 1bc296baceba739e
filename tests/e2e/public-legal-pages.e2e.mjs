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
});

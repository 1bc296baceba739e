import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, useBrowser } from './support/browser.mjs';

/**
 * The private-service disclaimer's link to the official site, as a phone user taps it: a tap target
 * of at least 24 × 24 px (WCAG 2.5.8) whose whole box, padding included, reaches the link.
 */
describe('private-service disclaimer', () => {
  const session = useBrowser();

  for (const locale of ['en', 'ar']) {
    test(
      `${locale}, 360 px: the official site's link in the banner, the page's disclaimer and the footer is a 24 px tap target`,
      journey(async () => {
        const page = await session.open({ locale, viewport: { width: 360, height: 740 } });
        await page.goto('/terms-of-service');
        await page.locator('#main h1').waitFor();
        const links = page.locator('[data-testid="private-service-disclaimer"] a[href="https://www.evisa.gov.tr"]');
        assert.equal(await links.count(), 3);
        for (let i = 0; i < 3; i++) {
          const link = links.nth(i);
          await link.scrollIntoViewIfNeeded();
          const target = await link.evaluate((a) => {
            const box = a.getBoundingClientRect();
            const x = box.left + box.width / 2;
            // Just inside the top and bottom edges: a tap there must land on the link, not the text around it.
            const hit = (y) => document.elementFromPoint(x, y);
            const name = (el) => (el ? `${el.tagName.toLowerCase()}.${el.className}` : 'nothing');
            const rects = [...a.getClientRects()].map((r) => `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}`);
            return {
              width: box.width,
              height: box.height,
              top: a.contains(hit(box.top + 1)),
              bottom: a.contains(hit(box.bottom - 1)),
              seen: `lines ${rects.join(' / ')}; top hits ${name(hit(box.top + 1))}; bottom hits ${name(hit(box.bottom - 1))}`,
            };
          });
          assert.ok(target.width >= 24 && target.height >= 24, `link ${i}: ${target.width}×${target.height} px`);
          assert.deepEqual([target.top, target.bottom], [true, true], `link ${i}: its edges reach the link (${target.seen})`);
        }
        assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
      }),
    );
  }
});

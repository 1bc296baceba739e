/**
 * Toasts on a 360 × 740 phone, in real Chromium against the real app. Their region is fixed along the
 * bottom of the screen and spans its whole width, with a margin around each toast: while a toast
 * shows, a tap beside it (in that margin) must reach the page underneath, and the toast itself must
 * still take taps.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, useBrowser } from './support/browser.mjs';

const PHONE = { width: 360, height: 740 };

/** Runs in the page: whether a tap at (x, y) lands in the toasts' region, in a toast, and on what. */
function tapAt([x, y]) {
  const element = document.elementFromPoint(x, y);
  return {
    inRegion: Boolean(element?.closest('[role="region"] ol')),
    inToast: Boolean(element?.closest('[role="region"] ol li')),
    what: element?.outerHTML.slice(0, 80) ?? 'nothing',
  };
}

describe('toasts on a phone', () => {
  const session = useBrowser();

  test(
    'while a toast shows, a tap beside it reaches the page and a tap on it reaches the toast',
    journey(async () => {
      const page = await session.open({ viewport: PHONE });
      await page.goto('/apply');
      // Next Step on an empty first step: the wizard's validation toast.
      await page.getByRole('button', { name: 'Next Step' }).click();
      const toast = page.locator('[role="region"] ol li').first();
      await toast.waitFor();
      const region = await page.locator('[role="region"] ol').first().boundingBox();
      const box = await toast.boundingBox();
      // The region really spans the bottom of the screen, wider and lower than the toast.
      assert.ok(region.x <= 1 && region.x + region.width >= PHONE.width - 1 && region.y + region.height >= PHONE.height - 1, `region ${JSON.stringify(region)}`);
      assert.ok(box.x >= 8 && box.y + box.height <= PHONE.height - 8, `toast ${JSON.stringify(box)}`);

      const beside = await page.evaluate(tapAt, [box.x / 2, box.y + box.height / 2]);
      assert.equal(beside.inRegion, false, `a tap beside the toast reaches ${beside.what}`);
      const below = await page.evaluate(tapAt, [PHONE.width / 2, (box.y + box.height + PHONE.height) / 2]);
      assert.equal(below.inRegion, false, `a tap below the toast reaches ${below.what}`);
      const on = await page.evaluate(tapAt, [box.x + box.width / 2, box.y + box.height / 2]);
      assert.equal(on.inToast, true, `a tap on the toast reaches ${on.what}`);
    }),
  );
});

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { journey, useBrowser } from './support/browser.mjs';

/** The information pages as a keyboard user on a phone reads them. */
describe('public information pages', () => {
  const session = useBrowser();

  test(
    "requirements (Arabic, 360 px): a folded country group opens and closes from the keyboard, its button saying Hide while open",
    journey(async () => {
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      await page.goto('/requirements');
      const group = page.getByTestId('policy-consulate');
      const summary = group.locator('summary');
      await summary.waitFor();
      const shown = (await summary.innerText()).trim();
      assert.match(shown, /^عرض الدول/);

      await summary.focus();
      await page.keyboard.press('Enter');
      await group.getByText(/^إخفاء الدول/).waitFor();
      assert.equal(await group.locator('details').getAttribute('open'), '');
      assert.equal(await group.getByTestId('countries-consulate').isVisible(), true);

      await page.keyboard.press('Enter');
      await group.getByText(shown).waitFor();
      assert.equal(await group.getByTestId('countries-consulate').isVisible(), false);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
    }),
  );
});

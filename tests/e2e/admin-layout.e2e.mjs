/**
 * The staff panel on a 768x1024 tablet in Turkish (the longest tab names of the six languages):
 * every section tab is on screen, none hidden past the edge of a sideways-scrolling strip.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { E2E_ADMIN } from './support/app-server.mjs';
import { journey, useBrowser } from './support/browser.mjs';

describe('staff panel layout', () => {
  const session = useBrowser();

  test(
    'at 768x1024 in Turkish all five section tabs are fully visible, before and after choosing the last',
    journey(async () => {
      const page = await session.open({ viewport: { width: 768, height: 1024 }, locale: 'tr-TR' });
      await page.addInitScript(() => localStorage.setItem('language', 'tr'));
      await page.goto('/admin');
      await page.getByLabel('E-posta adresi').fill(E2E_ADMIN.email);
      await page.getByLabel('Şifre').fill(E2E_ADMIN.password);
      await page.getByLabel('Şifre').press('Enter');
      await page.getByRole('heading', { name: 'Personel paneli' }).waitFor();

      const tabsOutOfView = () =>
        page.getByRole('tab').evaluateAll((tabs) =>
          tabs.filter((tab) => {
            const box = tab.getBoundingClientRect();
            return box.left < 0 || box.right > window.innerWidth;
          }).map((tab) => tab.textContent),
        );
      assert.equal((await page.getByRole('tab').count()), 5);
      assert.deepEqual(await tabsOutOfView(), []);
      await page.getByRole('tab', { name: 'Personel' }).click();
      await page.getByRole('tabpanel', { name: 'Personel' }).waitFor();
      assert.deepEqual(await tabsOutOfView(), []);
    }),
  );
});

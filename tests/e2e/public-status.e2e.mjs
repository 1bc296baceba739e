import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApplication, createInsuranceApplication } from './support/applications.mjs';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';

/** The status page as a traveller on a phone meets it: far from UTC, in Arabic, on a failing network. */
describe('public status page', () => {
  const session = useBrowser();

  test(
    "shows the application date as the traveller's own day, wherever they are",
    journey(async () => {
      const { applicationNumber } = await createApplication();
      const { createdAt } = await (await fetch(`${baseUrl()}/api/applications/${applicationNumber}`)).json();
      const day = (timeZone) => new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone }).format(new Date(createdAt));
      // UTC+14 and UTC-11 are 25 hours apart: at any moment at least one of them is not on UTC's day.
      const zones = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'];
      assert.ok(zones.some((zone) => day(zone) !== day('UTC')));
      for (const timezoneId of zones) {
        const context = await session.browser.newContext({ baseURL: baseUrl(), locale: 'en-GB', timezoneId, viewport: { width: 360, height: 740 } });
        try {
          const page = await context.newPage();
          await page.goto(`/status?ref=${applicationNumber}`);
          const result = page.getByRole('region', { name: 'Amelia Harrington' });
          await result.waitFor();
          const applicationDate = result.locator('dt', { hasText: 'Application date' }).locator('xpath=following-sibling::dd');
          assert.equal((await applicationDate.textContent())?.trim(), day(timezoneId), `in ${timezoneId}`);
        } finally {
          await context.close();
        }
      }
    }),
  );

  test(
    'on a failing network (Arabic, 360 px): the notice is in Arabic, Try again by keyboard keeps the focus, and the plan is named in Arabic',
    journey(async () => {
      const { applicationNumber } = await createInsuranceApplication();
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      await page.route('**/api/insurance/applications/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`/status?ref=${applicationNumber}&kind=insurance`);
      const notice = page.getByRole('alert').filter({ hasText: 'تعذّر تحميل الحالة' });
      await notice.waitFor();
      assert.match(await notice.innerText(), /تحقّق من اتصالك بالإنترنت/);
      assert.doesNotMatch(await notice.innerText(), /Failed to fetch/);

      // The network comes back, slowly: the retry is in flight long enough to look at the page.
      await page.unroute('**/api/insurance/applications/**');
      await page.route('**/api/insurance/applications/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await notice.getByRole('button', { name: 'حاول مرة أخرى' }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'جارٍ البحث' }).waitFor();
      assert.equal(await notice.count(), 0, 'the last failure is not shown while the lookup runs again');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-live')), 'polite', 'the focus is on the answer area');

      const result = page.getByRole('region', { name: 'Oliver Bennett' });
      await result.waitFor();
      const plan = result.locator('dt', { hasText: 'خطة التأمين' }).locator('xpath=following-sibling::dd');
      assert.equal((await plan.textContent())?.trim(), '7 يومًا');
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), true);
      // Tab from the answer area goes on to the download link or the page's end, not back to the header.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('header')), false);
    }),
  );
});

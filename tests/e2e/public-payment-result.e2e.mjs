import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApplication, payApplication } from './support/applications.mjs';
import { journey, newPage, useBrowser } from './support/browser.mjs';

/** The payment result page as a traveller on a phone returns to it from the payment provider. */
describe('public payment result page', () => {
  const session = useBrowser();

  test(
    "turns from 'not confirmed yet' to success by itself when the payment is confirmed after the traveller arrived (a Stripe return)",
    journey(async () => {
      const { applicationNumber, payload } = await createApplication();
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      // As Stripe sends the traveller back: no signed result in the address, the webhook still on its way.
      await page.goto(`/payment/success?payment=success&order=${applicationNumber}&transaction=cs_test_e2e`);
      const result = page.getByTestId('payment-result');
      await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
      assert.equal(await result.getAttribute('data-state'), 'awaiting');

      await payApplication(applicationNumber, payload);
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor({ timeout: 10_000 });
      assert.equal(await result.getAttribute('data-state'), 'success');
      assert.equal((await page.getByTestId('result-order').textContent())?.trim(), applicationNumber);
    }),
  );

  test(
    "the payment error page in Arabic quotes an English error in its own order ('404: Not Found', not 'Not Found :404')",
    journey(async () => {
      const page = await newPage(session.browser, { locale: 'ar-EG', viewport: { width: 360, height: 740 } });
      try {
        await page.goto(`/payment-error?error=${encodeURIComponent('404: Not Found')}`);
        const quoted = page.getByTestId('payment-error-detail').locator('code');
        await quoted.waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
        // Where the number and the words are drawn on the line: left to right, the number first.
        const [number, words] = await quoted.evaluate((code) => {
          const text = code.firstChild;
          const at = (start, end) => {
            const range = document.createRange();
            range.setStart(text, start);
            range.setEnd(text, end);
            return range.getBoundingClientRect().left;
          };
          const value = text.textContent;
          return [at(0, 3), at(value.indexOf('Not'), value.length)];
        });
        assert.ok(number < words, `'404' is drawn right of 'Not Found' (${number} > ${words})`);
      } finally {
        await page.context().close();
      }
    }),
  );

  test(
    'Check again, pressed from the keyboard on a flaky network, leaves the focus on the page title',
    journey(async () => {
      const { applicationNumber, payload } = await createApplication();
      await payApplication(applicationNumber, payload);
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
      await page.goto(`/payment/success?payment=success&order=${applicationNumber}&transaction=TX1`);
      const checkAgain = page.getByRole('button', { name: 'Check again' });
      await checkAgain.waitFor();

      await page.unroute('**/api/**');
      await checkAgain.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
      assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
      // The next Tab goes on through the page (the status link), not back to the header.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => !!document.activeElement?.closest('main')), true);
    }),
  );
});

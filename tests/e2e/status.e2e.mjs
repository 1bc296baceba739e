import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApplication } from './support/applications.mjs';
import { journey, useBrowser } from './support/browser.mjs';

describe('status page', () => {
  const session = useBrowser();

  test(
    'finds a submitted application through /status?ref=',
    journey(async () => {
      const { applicationNumber } = await createApplication();
      assert.match(applicationNumber, /^[A-Z]{3}[A-Z0-9]{13}$/);

      const page = await session.open();
      await page.goto(`/status?ref=${applicationNumber}`);

      const result = page.getByRole('region', { name: 'Amelia Harrington' });
      await result.waitFor();
      assert.equal(await page.getByLabel('Application number').inputValue(), applicationNumber);
      const badge = result.locator('[data-colour]');
      assert.equal((await badge.textContent())?.trim(), 'Pending');
      assert.equal(await badge.getAttribute('data-colour'), 'yellow');
      await result.getByText('Your application is under review.').waitFor();
      assert.equal(await result.getByRole('link', { name: 'Download e-Visa' }).count(), 0);
    }),
  );

  test(
    'shows the not-found notice for an unknown number',
    journey(async () => {
      const page = await session.open();
      await page.goto('/status');
      await page.getByLabel('Application number').fill('ZZZ0000000000000');
      await page.getByRole('button', { name: 'Check status' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Application not found' });
      await notice.waitFor();
      assert.equal(
        (await notice.textContent())?.trim(),
        'Application not found. Please check your application number and try again.',
      );
      assert.match(page.url(), /\/status\?ref=ZZZ0000000000000$/);
    }),
  );
});

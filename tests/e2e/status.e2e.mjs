import { after, afterEach, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COUNTRIES } from '@evisa/contracts/countries';
import { computeVisaPrice, formatCentsAsAmount, toIsoDate } from '@evisa/contracts';
import { journey, launchBrowser, newPage, postJson, screenshotOnFailure } from './support/browser.mjs';

function daysFromNow(days) {
  return toIsoDate(new Date(Date.now() + days * 86_400_000));
}

/** A complete, valid application for a traveller who needs no supporting document ('evisa' policy). */
function visaApplicationPayload() {
  const country = COUNTRIES.find((c) => c.visaPolicy === 'evisa');
  const price = computeVisaPrice(false, 'standard');
  return {
    firstName: 'Amelia',
    lastName: 'Harrington',
    email: 'amelia.harrington@example.com',
    phone: '+61 2 5550 1234',
    passportNumber: 'PA1234567',
    passportIssueDate: daysFromNow(-365 * 3),
    passportExpiryDate: daysFromNow(365 * 5),
    dateOfBirth: '1988-04-12',
    placeOfBirth: 'Sydney',
    motherName: 'Margaret',
    fatherName: 'Edward',
    address: '12 Harbour Street, Sydney NSW 2000',
    arrivalDate: daysFromNow(30),
    processingType: 'standard',
    documentType: 'ordinary',
    countryId: country.id,
    countryOfOrigin: country.name,
    totalAmount: formatCentsAsAmount(price.totalCents),
    supportingDocumentType: null,
    supportingDocumentCountry: null,
    supportingDocumentNumber: null,
    supportingDocumentStartDate: null,
    supportingDocumentEndDate: null,
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
    language: 'en',
  };
}

describe('status page', () => {
  let browser;
  let page;

  before(async () => {
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
  });
  afterEach(async (t) => {
    await screenshotOnFailure(t, page);
    await page?.context().close();
  });

  test(
    'finds a submitted application through /status?ref=',
    journey(async () => {
      const { applicationNumber } = await postJson('/api/applications', visaApplicationPayload());
      assert.match(applicationNumber, /^[A-Z]{3}[A-Z0-9]{13}$/);

      page = await newPage(browser);
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
      page = await newPage(browser);
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

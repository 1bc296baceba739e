/**
 * The staff panel's view in the address, in real Chromium: the tab and the page are in /admin's
 * address (reload, bookmark, send to a colleague; Back and Forward move between views), the search
 * only in the history entry's state — a passport number never reaches the address bar, the browser's
 * history or the server's log of page addresses — and it still survives a reload and Back/Forward.
 * An address the panel cannot read opens its start.
 */
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { E2E_ADMIN } from './support/app-server.mjs';
import { createApplication, createInsuranceApplication } from './support/applications.mjs';
import { journey, newPage, useBrowser } from './support/browser.mjs';
import { signIn } from './support/staff.mjs';

const pathOf = (page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/** Waits for the address the panel writes (the router writes it just after the view changes). */
const addressIs = (page, expected) => page.waitForFunction((path) => `${location.pathname}${location.search}` === path, expected);

describe('staff panel address', () => {
  const session = useBrowser();

  test(
    'page and tab in the address, the search in the entry: reload keeps all three, Back and Forward walk the views, a colleague opens the link',
    journey(async () => {
      // More than one page of 50 visa applications, whatever the other journeys created.
      for (let i = 0; i < 51; i += 1) await createApplication({ passportNumber: `AD${String(i).padStart(3, '0')}${Date.now().toString().slice(-6)}` });
      const passportNumber = `ADR${Date.now().toString().slice(-7)}`;
      const { applicationNumber } = await createInsuranceApplication({ passportNumber });
      // Another one, so the list without the search has more than the one it finds.
      await createInsuranceApplication({ passportNumber: `ADO${Date.now().toString().slice(-7)}` });

      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      const panelRequests = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'document') panelRequests.push(request.url());
      });
      await signIn(page);
      assert.equal(pathOf(page), '/admin');

      // Page 2: in the address, the focus on the list heading as before.
      const visaPager = page.getByRole('navigation', { name: 'Visa application pages' });
      await visaPager.getByRole('button', { name: 'Next' }).click();
      await visaPager.getByText(/^Page 2 of \d+/).waitFor();
      await addressIs(page, '/admin?page=2');
      await page.waitForFunction(() => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === 'Visa applications');

      // Insurance, and a passport number typed letter by letter: the address names the tab only.
      await page.getByRole('tab', { name: 'Insurance applications' }).click();
      await addressIs(page, '/admin?tab=insurance');
      const historyBefore = await page.evaluate(() => history.length);
      const searched = page.waitForRequest((request) => request.url().includes(`search=${passportNumber}`));
      await page.getByLabel('Search applications').pressSequentially(passportNumber, { delay: 30 });
      await searched;
      const row = page.getByTestId(`insurance-row-${applicationNumber}`);
      await row.waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="insurance-row-"]').length === 1);
      assert.equal(pathOf(page), '/admin?tab=insurance');
      // One entry for the search, not one per letter.
      assert.equal(await page.evaluate(() => history.length), historyBefore + 1);

      // Reload: the same tab, the search back in its box and applied.
      await page.reload();
      await page.getByRole('tab', { name: 'Insurance applications', selected: true }).waitFor();
      assert.equal(await page.getByLabel('Search applications').inputValue(), passportNumber);
      await row.waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="insurance-row-"]').length === 1);

      // Back: the insurance list before the search; Back again: page 2 of the visa list.
      await page.goBack();
      await addressIs(page, '/admin?tab=insurance');
      await page.waitForFunction(() => document.querySelector('input[type="search"]')?.value === '');
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="insurance-row-"]').length > 1);
      await page.goBack();
      await addressIs(page, '/admin?page=2');
      await page.getByRole('tab', { name: 'Visa applications', selected: true }).waitFor();
      await visaPager.getByText(/^Page 2 of \d+/).waitFor();
      // Forward twice: the search again.
      await page.goForward();
      await page.goForward();
      await page.getByRole('tab', { name: 'Insurance applications', selected: true }).waitFor();
      await page.waitForFunction((text) => document.querySelector('input[type="search"]')?.value === text, passportNumber);
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="insurance-row-"]').length === 1);

      // The passport number was never in an address the browser loaded or showed.
      assert.ok(!panelRequests.some((url) => url.includes(passportNumber)), panelRequests.join(', '));
      assert.ok(!pathOf(page).includes(passportNumber));

      // A colleague opens the link in a browser of their own: the tab, after signing in; no search.
      const colleague = await newPage(session.browser, { viewport: { width: 1280, height: 900 } });
      try {
        await colleague.goto('/admin?tab=insurance');
        await colleague.getByLabel('Email address').fill(E2E_ADMIN.email);
        await colleague.getByLabel('Password').fill(E2E_ADMIN.password);
        await colleague.getByLabel('Password').press('Enter');
        await colleague.getByRole('tab', { name: 'Insurance applications', selected: true }).waitFor();
        assert.equal(await colleague.getByLabel('Search applications').inputValue(), '');
      } finally {
        await colleague.context().close();
      }
    }),
  );

  test(
    'an address the panel cannot read opens Visa on its first page, with no error',
    journey(async () => {
      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      const errors = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await signIn(page);
      await page.goto('/admin?tab=nonsense&page=-4');
      await page.getByRole('tab', { name: 'Visa applications', selected: true }).waitFor();
      await page.getByRole('navigation', { name: 'Visa application pages' }).getByText(/^Page 1 of \d+/).waitFor();
      await page.goto('/admin?tab=outbox&page=abc');
      await page.getByRole('tab', { name: 'Outbox', selected: true }).waitFor();
      await page.getByRole('navigation', { name: 'Outbox pages' }).getByText(/^Page 1 of \d+/).waitFor();
      assert.deepEqual(errors, []);
    }),
  );
});

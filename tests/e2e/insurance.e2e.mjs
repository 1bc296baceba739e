import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { COUNTRIES } from '@evisa/contracts/countries';
import { INSURANCE_PRODUCTS } from '@evisa/contracts';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';

/**
 * Buying travel health insurance in real Chromium against the real app: a traveller sent from the
 * wizard (?country=) buys the 14-day plan the page suggests, pays on the simulated provider's card
 * page and finds the insurance application paid on the status page; an applicant under 18 cannot
 * buy without a parent ID photo.
 */
const NATIONALITY = COUNTRIES.find((c) => c.code === 'DEU');
const FOURTEEN_DAYS = INSURANCE_PRODUCTS.find((p) => p.durationDays === 14);
assert.ok(NATIONALITY && FOURTEEN_DAYS);
/** A 1x1 PNG: the server checks the photo's bytes, not only its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const pad = (n) => String(n).padStart(2, '0');
function localDate(offsetDays, offsetYears = 0) {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  d.setFullYear(d.getFullYear() + offsetYears);
  return { year: String(d.getFullYear()), month: pad(d.getMonth() + 1), day: pad(d.getDate()) };
}

async function pickDate(page, label, { year, month, day }) {
  await page.getByLabel(`${label} Year`, { exact: true }).selectOption(year);
  await page.getByLabel(`${label} Month`, { exact: true }).selectOption(month);
  await page.getByLabel(`${label} Day`, { exact: true }).selectOption(day);
}

/** Opens the page from the wizard's redirect and fills everything but the photos; 11 days of travel. */
async function fillForm(page, { firstName, dateOfBirth }) {
  await page.goto(`/insurance?country=${encodeURIComponent(NATIONALITY.name)}`);
  await page.getByRole('radio', { name: /^7 days/ }).waitFor();
  const nationality = page.getByLabel('Nationality', { exact: true });
  await page.waitForFunction(
    (name) => document.querySelector('#insurance-nationality')?.selectedOptions[0]?.text === name,
    NATIONALITY.name,
  );
  assert.equal(await nationality.evaluate((s) => s.selectedOptions[0].text), NATIONALITY.name);
  await page.getByLabel('First name', { exact: true }).fill(firstName);
  await page.getByLabel('Last name', { exact: true }).fill('Becker');
  await page.getByLabel('Email address', { exact: true }).fill(`${firstName.toLowerCase()}.becker@example.com`);
  await page.getByLabel('Phone number', { exact: true }).fill('+49 30 1234567');
  await page.getByLabel('Passport number', { exact: true }).fill('C01X00T47');
  await pickDate(page, 'Date of birth', dateOfBirth);
  await pickDate(page, 'Travel date', localDate(10));
  await pickDate(page, 'Return date', localDate(20));
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
}

describe('travel insurance purchase', () => {
  const session = useBrowser();

  test(
    'buys the suggested 14-day plan, pays with the test card and finds the insurance application paid on the status page',
    journey(async () => {
      const page = await session.open();
      await fillForm(page, { firstName: 'Jonas', dateOfBirth: localDate(0, -35) });
      const plan = page.getByRole('radio', { name: /^14 days/ });
      assert.equal(await plan.getAttribute('aria-checked'), 'true');
      assert.equal(await page.getByRole('radio', { name: /^7 days/ }).isDisabled(), true);
      assert.match(await page.getByTestId('insurance-total').innerText(), new RegExp(`\\$${FOURTEEN_DAYS.priceCents / 100}`));

      const posted = page.waitForResponse((r) => r.url().endsWith('/api/insurance/applications') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Buy insurance and pay' }).click();
      const created = await posted;
      assert.equal(created.status(), 201);
      const { applicationNumber } = await created.json();

      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor({ timeout: 15_000 });
      assert.equal((await page.getByTestId('mock-order').innerText()).trim(), applicationNumber);
      // The plan's price; with or without ' USD' after it (the test card page is dropping the word, as the format names the currency).
      assert.match((await page.getByTestId('mock-total').innerText()).trim(), new RegExp(`^\\$${FOURTEEN_DAYS.priceCents / 100}(\\.00)?( USD)?$`));
      await page.getByLabel('Card holder name').fill('Jonas Becker');
      await page.getByLabel('Card number').pressSequentially('4242424242424242');
      await page.getByLabel('Expiry date (MM/YY)').pressSequentially('1230');
      await page.getByLabel('CVV').pressSequentially('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Test Payment Successful!' }).waitFor();

      // The success page's link carries only the number: the status page finds it as insurance.
      await page.getByTestId('payment-result').getByRole('link', { name: 'Check application status' }).click();
      await page.waitForURL((url) => url.searchParams.get('ref') === applicationNumber && url.searchParams.get('kind') === 'insurance');
      assert.equal(await page.getByRole('button', { name: 'Insurance Application' }).getAttribute('aria-pressed'), 'true');
      const result = page.getByRole('region', { name: 'Jonas Becker' });
      await result.waitFor();
      // The plan by its period in the page's language (not the API's English product name).
      await result.getByText(`${FOURTEEN_DAYS.durationDays} days`, { exact: true }).waitFor();
      const payment = result.locator('dt', { hasText: /^Payment status$/ }).locator('xpath=following-sibling::dd[1]');
      for (let i = 0; i < 20 && (await payment.innerText()).trim() !== 'Paid'; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        await page.reload();
        await result.waitFor();
      }
      assert.equal((await payment.innerText()).trim(), 'Paid');
      assert.equal(await result.getByRole('link', { name: 'Download insurance policy' }).count(), 0);
    }),
  );

  test(
    'an applicant under 18 must upload a parent ID photo before paying',
    journey(async () => {
      const page = await session.open();
      await fillForm(page, { firstName: 'Mia', dateOfBirth: localDate(0, -12) });
      const posts = [];
      page.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/insurance/applications') && posts.push(r.url()));
      await page.getByRole('button', { name: 'Buy insurance and pay' }).click();
      const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
      await notifications.getByText('Parent ID Required', { exact: true }).waitFor();
      await notifications.getByText('Upload parent ID photos for under 18', { exact: true }).waitFor();
      assert.equal(posts.length, 0);

      // The message also stands under the photo input, which has the focus and is described by it (a screen reader reads it there).
      const parent = page.getByRole('region', { name: 'Parent or guardian ID' });
      const photoInput = parent.getByLabel('Choose photos');
      await page.waitForFunction(() => document.activeElement?.getAttribute('type') === 'file');
      assert.equal(await photoInput.getAttribute('aria-invalid'), 'true');
      const description = await photoInput.evaluate((input) =>
        input.getAttribute('aria-describedby').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '),
      );
      assert.match(description, /Upload parent ID photos for under 18/);
      // A text file named and typed as a JPEG: the form reads its first bytes and refuses it where it was chosen.
      await photoInput.setInputFiles({ name: 'mother-id.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo, only some text') });
      await parent.getByRole('alert').getByText(/^mother-id\.jpg is named as a photo, but its content is not a JPG or PNG image/).waitFor();
      assert.equal(await parent.getByRole('img').count(), 0);
      assert.equal(await photoInput.getAttribute('aria-invalid'), 'true');
      await parent.getByLabel('Choose photos').setInputFiles({ name: 'mother-id.png', mimeType: 'image/png', buffer: PNG });
      await parent.getByRole('img', { name: 'mother-id.png' }).waitFor();

      const posted = page.waitForResponse((r) => r.url().endsWith('/api/insurance/applications') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Buy insurance and pay' }).click();
      const created = await posted;
      assert.equal(created.status(), 201, await created.text());
      const { applicationNumber } = await created.json();
      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor({ timeout: 15_000 });

      const status = await fetch(`${baseUrl()}/api/insurance/applications/${applicationNumber}`);
      assert.equal(status.status, 200);
      assert.equal((await status.json()).paymentStatus, 'pending');
    }),
  );

  test(
    'keyboard only, a payment provider failing every time: the focus stays on Retry Payment through the 3 retries, which then says why it does nothing more',
    journey(async () => {
      const page = await session.open();
      await fillForm(page, { firstName: 'Lena', dateOfBirth: localDate(0, -40) });
      // The provider refuses every payment (the server's own answer for a refused create).
      const creates = [];
      await page.route('**/api/payment/create', (route) => {
        creates.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: false, paymentUrl: null, error: 'Card processor unavailable' }) });
      });
      // The focused element: a button by its words, otherwise its tag (BODY when the focus was dropped).
      const focused = () => page.evaluate(() => (document.activeElement?.tagName === 'BUTTON' ? document.activeElement.textContent.trim() : document.activeElement?.tagName));
      await page.getByRole('button', { name: 'Buy insurance and pay' }).focus();
      await page.keyboard.press('Enter');
      const issue = page.getByTestId('payment-issue-screen');
      await issue.waitFor({ timeout: 15_000 });
      const count = issue.getByTestId('payment-retry-count');
      // Buy stays focusable while it works; the next Tab stop is the issue screen's Retry Payment.
      await page.keyboard.press('Tab');
      assert.equal(await focused(), 'Retry Payment');

      for (const attempt of [1, 2, 3]) {
        await page.keyboard.press('Enter');
        // The 2-second wait: busy, still focused, and said in a live region.
        const busy = issue.getByRole('button', { name: 'Retrying...' });
        await busy.waitFor();
        assert.equal(await busy.getAttribute('aria-busy'), 'true');
        assert.equal(await focused(), 'Retrying...');
        assert.equal((await count.innerText()).trim(), `${attempt} of 3`);
        // After the wait the application is resubmitted and its payment refused again.
        for (let i = 0; i < 40 && creates.length < attempt + 1; i += 1) await page.waitForTimeout(250);
        assert.equal(creates.length, attempt + 1);
        await issue.getByRole('button', { name: 'Retry Payment' }).waitFor();
        // Through the resubmission and its failure: never dropped to the page's start.
        await page.waitForTimeout(500);
        assert.equal(await focused(), 'Retry Payment', `focus lost after retry ${attempt}`);
      }
      assert.equal(creates.length, 4);

      const retry = issue.getByRole('button', { name: 'Retry Payment' });
      assert.equal(await retry.getAttribute('aria-disabled'), 'true');
      // Not the HTML disabled (Playwright's isDisabled also counts aria-disabled).
      assert.equal(await retry.evaluate((button) => button.disabled), false);
      const description = await retry.evaluate((button) =>
        button.getAttribute('aria-describedby').split(' ').map((id) => document.getElementById(id)?.textContent).join(' '),
      );
      assert.equal(description, 'You have tried 3 times, so Retry Payment no longer works for this order. Please contact support at support@traveldesk-turkiye.com with your order ID.');
      // Read out when it appears: it stands in a live region.
      assert.equal(await page.locator('#payment-retry-exhausted').evaluate((p) => p.parentElement.getAttribute('role')), 'status');
      // Chromium's accessibility tree gives the focused button that description.
      const cdp = await page.context().newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find((n) => n.role?.value === 'button' && n.name?.value === 'Retry Payment');
      assert.match(node?.description?.value ?? '', /^You have tried 3 times/);
      assert.equal(node.properties.find((p) => p.name === 'focused')?.value.value, true);

      // Enter once more: nothing happens, and the focus stays.
      await page.keyboard.press('Enter');
      await page.waitForTimeout(2500);
      assert.equal(creates.length, 4);
      assert.equal((await count.innerText()).trim(), '3 of 3');
      assert.equal(await focused(), 'Retry Payment');
      // The last failure's toast offers no Retry and names the support address.
      const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
      await notifications.getByText('You have tried 3 times. Please contact support at support@traveldesk-turkiye.com with your order ID.').first().waitFor();
    }),
  );

  test(
    'a direct visit and a visit from the wizard (?country=) show the page, with that nationality\'s visa situation, before its code has run, and the app adopts that markup without a hydration error',
    journey(async () => {
      const page = await session.open();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      // The app's code arrives 1.5 s late (a slow phone): the prerendered page shows meanwhile.
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto('/insurance');
      await page.getByRole('heading', { level: 1, name: 'Travel health insurance for Türkiye' }).waitFor({ timeout: 1000 });
      await page.getByText('We are a private intermediary, not a government agency and not an insurer.').waitFor({ timeout: 1000 });
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), '/insurance');
      // Then the app takes the same nodes over and loads the plans.
      const heading = await page.locator('h1').elementHandle();
      await page.getByRole('radio', { name: /^7 days/ }).waitFor({ timeout: 15_000 });
      assert.equal(await heading.evaluate((node) => node.isConnected), true);
      assert.deepEqual(errors, []);

      // From the wizard, with a country: the page opens with that nationality's visa situation, which
      // the inline script puts into the prerendered markup (the build renders that section once per
      // visa policy), so it too paints before the code runs and the app takes it over.
      // Script requests still held by the handler above finish on a page that is going away: their
      // route.continue() then fails ("Route is already handled!") as an unhandled rejection, which
      // failed the whole file now and then after every test had passed; the new handler ignores it.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route(/\/assets\/.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue().catch(() => {});
      });
      await page.goto(`/insurance?country=${encodeURIComponent(NATIONALITY.name)}`);
      const visa = page.locator('section[aria-labelledby="insurance-visa-title"]');
      await visa.getByText(`Citizens of ${NATIONALITY.name} do not need a visa`).waitFor({ timeout: 1000 });
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), '/insurance');
      assert.equal(await page.locator('#root template').count(), 0);
      const section = await visa.elementHandle();
      await page.getByRole('radio', { name: /^7 days/ }).waitFor({ timeout: 15_000 });
      assert.equal(await section.evaluate((node) => node.isConnected), true);
      assert.equal(await visa.count(), 1);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      assert.deepEqual(errors, []);
    }),
  );

  test(
    'a reload keeps everything typed, and after a cancelled payment Return to Application comes back to this form and pays the same application',
    journey(async () => {
      const page = await session.open();
      await fillForm(page, { firstName: 'Mila', dateOfBirth: localDate(0, -29) });
      await page.reload();
      const firstName = page.getByLabel('First name', { exact: true });
      await firstName.waitFor();
      await page.waitForFunction(() => document.querySelector('#insurance-firstName')?.value === 'Mila');
      assert.equal(await page.getByLabel('Passport number', { exact: true }).inputValue(), 'C01X00T47');
      assert.equal(await page.getByLabel('Return date Day', { exact: true }).inputValue(), localDate(20).day);
      assert.equal(await page.getByRole('checkbox', { name: /Terms of Service/ }).getAttribute('aria-checked'), 'true');

      const numbers = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('/api/insurance/applications') && r.request().method() === 'POST') numbers.push((await r.json()).applicationNumber);
      });
      await page.getByRole('button', { name: 'Buy insurance and pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/payment/cancel', { timeout: 15_000 });
      await page.getByRole('link', { name: 'Return to Application' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance');
      await page.waitForFunction(() => document.querySelector('#insurance-firstName')?.value === 'Mila');

      await page.getByRole('button', { name: 'Buy insurance and pay' }).click();
      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor({ timeout: 15_000 });
      assert.equal(numbers.length, 2);
      assert.equal(numbers[1], numbers[0], 'paying again made a second insurance application');
      assert.equal((await page.getByTestId('mock-order').innerText()).trim(), numbers[0]);
    }),
  );
});

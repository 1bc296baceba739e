import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createApplication, EVISA_PRICE, startPayment } from './support/applications.mjs';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';
import { E2E_ADMIN } from './support/app-server.mjs';

/**
 * Payments in real Chromium against the real app and its simulated provider: pay on
 * /mock-gpay-payment and land on a server-confirmed success page, cancel and land on the cancel
 * page, and a forged result in the address never shows success. The status page shows the outcome.
 */
const CARD_NUMBER = '4242424242421234';

/** An application of the Okafor family (told apart by first name) with its payment started but not made. */
async function createOkaforApplication(firstName) {
  const { applicationNumber, payload } = await createApplication({
    firstName,
    lastName: 'Okafor',
    email: `${firstName.toLowerCase()}.okafor@example.com`,
    passportNumber: 'PB7654321',
  });
  const paymentUrl = await startPayment(applicationNumber, payload);
  return { applicationNumber, paymentUrl };
}

/** Signs in as the harness's first admin through the API; returns the Cookie header to send. */
async function staffCookie() {
  const response = await fetch(`${baseUrl()}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  assert.equal(response.status, 200, await response.clone().text());
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The payment confirmation in the staff-readable outbox (the outbox projection catches up asynchronously). */
async function confirmationEmail(applicationNumber, cookie) {
  for (let i = 0; i < 40; i += 1) {
    const response = await fetch(`${baseUrl()}/api/admin/outbox?page=1`, { headers: { cookie } });
    assert.equal(response.status, 200);
    const { items } = await response.json();
    const message = items.find((m) => m.orderId === applicationNumber);
    if (message) return message;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  assert.fail(`no confirmation email for ${applicationNumber} in the outbox`);
}

async function paymentStatusOf(applicationNumber) {
  const response = await fetch(`${baseUrl()}/api/applications/${applicationNumber}`);
  assert.equal(response.status, 200);
  return (await response.json()).paymentStatus;
}

/** The status page's "Payment status" value for the application found through /status?ref=. */
async function statusPagePayment(page) {
  const result = page.getByRole('region').filter({ has: page.getByText('Payment status', { exact: true }) });
  await result.waitFor();
  const label = result.locator('dt', { hasText: /^Payment status$/ });
  return (await label.locator('xpath=following-sibling::dd[1]').innerText()).trim();
}

/** Every request body the page sends, to prove the card number never leaves the browser. */
function recordRequests(page) {
  const sent = [];
  page.on('request', (request) => sent.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
  return sent;
}

describe('payments with the simulated provider', () => {
  const session = useBrowser();

  test(
    'pays on the test card page, sees the server-confirmed success page, and the status page shows the payment completed',
    journey(async () => {
      const { applicationNumber, paymentUrl } = await createOkaforApplication('Chioma');
      const page = await session.open();
      const sent = recordRequests(page);
      await page.goto(paymentUrl);

      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor();
      await page.getByText('This page simulates the card payment provider', { exact: false }).waitFor();
      assert.equal((await page.getByTestId('mock-order').innerText()).trim(), applicationNumber);
      // The price format alone names the currency ('$N', not '$N USD').
      assert.match((await page.getByTestId('mock-total').innerText()).trim(), new RegExp(`^\\$${EVISA_PRICE.totalCents / 100}(\\.00)?$`));

      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByText('Please fill in all fields', { exact: true }).waitFor();

      await page.getByLabel('Card holder name').fill('Chioma Okafor');
      await page.getByLabel('Card number').pressSequentially(CARD_NUMBER);
      assert.equal(await page.getByLabel('Card number').inputValue(), '4242 4242 4242 1234');
      await page.getByLabel('Expiry date (MM/YY)').pressSequentially('1230');
      assert.equal(await page.getByLabel('Expiry date (MM/YY)').inputValue(), '12/30');
      await page.getByLabel('CVV').pressSequentially('123');

      const confirmed = page.waitForResponse((r) => r.url().endsWith('/api/payment/simulated/confirm'), { timeout: 20_000 });
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('button', { name: 'Processing...' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 15_000 });
      const confirmation = await confirmed;
      assert.equal(confirmation.status(), 200);
      assert.equal((await confirmation.json()).status, 'completed');

      await page.getByRole('heading', { level: 1, name: 'Test Payment Successful!' }).waitFor();
      assert.equal((await page.getByTestId('result-order').innerText()).trim(), applicationNumber);
      assert.match(await page.getByTestId('result-transaction').innerText(), /^gpay_/);
      assert.equal(await paymentStatusOf(applicationNumber), 'completed');

      const checkout = sent.find((line) => line.includes('/api/simulated-provider/checkout'));
      assert.ok(checkout, 'the page settles through the provider endpoint');
      assert.match(checkout, /"cardLast4":"1234"/);
      for (const line of sent) {
        assert.ok(!line.includes('4242'), `card digits left the browser: ${line}`);
        assert.ok(!line.includes('12/30') && !line.includes('12%2F30'), `expiry left the browser: ${line}`);
      }

      // The confirmation email, with its PDF receipt, is composed into the outbox staff can read.
      const cookie = await staffCookie();
      const email = await confirmationEmail(applicationNumber, cookie);
      assert.equal(email.to, 'chioma.okafor@example.com');
      const receipt = email.attachments.find((a) => a.contentType === 'application/pdf');
      assert.ok(receipt, `a PDF receipt is attached: ${JSON.stringify(email.attachments)}`);
      const pdf = await fetch(`${baseUrl()}/api/admin/outbox/${encodeURIComponent(email.id)}/attachments/${encodeURIComponent(receipt.filename)}`, { headers: { cookie } });
      assert.equal(pdf.status, 200);
      assert.equal(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1'), '%PDF-');

      await page.getByTestId('payment-result').getByRole('link', { name: 'Check application status' }).click();
      await page.waitForURL((url) => url.pathname === '/status' && url.searchParams.get('ref') === applicationNumber);
      assert.equal(await statusPagePayment(page), 'Paid');
    }),
  );

  test(
    'pays from the keyboard on a flaky network: Enter in the CVV field keeps the focus there through the wait and the failure, and Enter again pays',
    journey(async () => {
      const { applicationNumber, paymentUrl } = await createOkaforApplication('Ifeoma');
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      await page.goto(paymentUrl);
      await page.getByLabel('Card holder name').fill('Ifeoma Okafor');
      await page.getByLabel('Card number').pressSequentially(CARD_NUMBER);
      await page.getByLabel('Expiry date (MM/YY)').pressSequentially('1230');
      const cvv = page.getByLabel('CVV');
      await cvv.pressSequentially('123');

      // The provider cannot be reached the first time.
      await page.route('**/api/simulated-provider/checkout', (route) => route.abort('internetdisconnected'));
      await cvv.press('Enter');
      await page.getByTestId('mock-processing').waitFor();
      const focused = () => page.evaluate(() => document.activeElement?.getAttribute('id') ?? document.activeElement?.tagName);
      const cvvId = await cvv.getAttribute('id');
      assert.equal(await focused(), cvvId, 'the focus left the CVV field while the payment was processing');
      await page.getByText('The payment provider could not be reached', { exact: false }).waitFor({ timeout: 10_000 });
      assert.equal(await focused(), cvvId, 'the focus left the CVV field when the payment failed');

      await page.unroute('**/api/simulated-provider/checkout');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Test Payment Successful!' }).waitFor();
      assert.equal(await paymentStatusOf(applicationNumber), 'completed');
    }),
  );

  test(
    'in Arabic the test card page names the currency of the total once, kept left to right',
    journey(async () => {
      const page = await session.open({ locale: 'ar-EG' });
      await page.addInitScript(() => localStorage.setItem('language', 'ar'));
      // Only the amount in the address matters to what the page shows; nothing is paid.
      await page.goto('/mock-gpay-payment?order=ABC1234567890XYZ&amount=25.00&merchant=X&return=%2Fpayment%2Fsuccess&cancel=%2Fpayment%2Fcancel');
      const total = (await page.getByTestId('mock-total').innerText()).trim();
      // Before: 'US$ 25 دولار أمريكي', the formatted currency and the word for it.
      assert.doesNotMatch(total, /دولار|USD/);
      assert.equal(total.match(/US\$/g)?.length, 1, total);
      assert.match(total, /^\u2066[^\u2069]*25[^\u2069]*\u2069$/, 'the amount, whole in a left-to-right isolate');
    }),
  );

  test(
    'Cancel on the test card page lands on /payment/cancel and the payment shows as failed',
    journey(async () => {
      const { applicationNumber, paymentUrl } = await createOkaforApplication('Adaeze');
      const page = await session.open();
      await page.goto(paymentUrl);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/payment/cancel', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Payment Cancelled' }).waitFor();
      await page.getByText('Your payment was cancelled. You can return to the application form to try again.').waitFor();
      assert.equal(await page.getByRole('link', { name: 'Return to Application' }).getAttribute('href'), '/application');

      // The cancel page hands the signed result to the server, which records it.
      let status = await paymentStatusOf(applicationNumber);
      for (const deadline = Date.now() + 15_000; status === 'pending' && Date.now() < deadline; ) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        status = await paymentStatusOf(applicationNumber);
      }
      assert.equal(status, 'failed');

      await page.goto(`/status?ref=${applicationNumber}`);
      assert.equal(await statusPagePayment(page), 'Failed');
    }),
  );

  test(
    "the payment system status page's check pings the simulated checkout page (OPTIONS, answered 204) and says it responds, with nothing in the console",
    journey(async () => {
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      const consoleErrors = [];
      page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await page.goto('/payment-troubleshoot');
      const ping = page.waitForResponse((r) => r.request().method() === 'OPTIONS' && new URL(r.url()).pathname === '/mock-gpay-payment');
      await page.getByRole('button', { name: 'Check Status' }).click();
      assert.equal((await ping).status(), 204);
      await page.getByText('GPay API is responding normally').waitFor();
      assert.deepEqual(consoleErrors, []);
    }),
  );

  test(
    'a forged success address does not show success and changes nothing',
    journey(async () => {
      const { applicationNumber } = await createOkaforApplication('Obinna');
      const forged = Buffer.from(
        JSON.stringify({
          status: 'completed',
          transactionId: 'fake',
          ref: 'sim_forged',
          amount: '25',
          orderId: applicationNumber,
          cardLast4: '0000',
          timestamp: new Date().toISOString(),
          signature: 'f'.repeat(64),
        }),
      ).toString('base64');

      const page = await session.open();
      const answered = page.waitForResponse((r) => r.url().endsWith('/api/payment/simulated/confirm'));
      await page.goto(
        `/payment/success?payment=success&order=${applicationNumber}&transaction=fake&test=true&payload=${encodeURIComponent(forged)}`,
      );
      assert.equal((await answered).status(), 400);
      await page.getByRole('heading', { level: 1, name: 'We could not verify this payment' }).waitFor();
      assert.equal(await page.getByTestId('payment-result').getAttribute('data-state'), 'refused');
      assert.equal(await page.getByText(/Payment Successful/).count(), 0);
      assert.equal(await paymentStatusOf(applicationNumber), 'pending');

      // Without any payload the address alone cannot claim success either.
      await page.goto(`/payment/success?payment=success&order=${applicationNumber}&transaction=fake`);
      await page.getByRole('heading', { level: 1, name: 'Payment not confirmed yet' }).waitFor();
      assert.equal(await page.getByText(/Payment Successful/).count(), 0);
    }),
  );
});

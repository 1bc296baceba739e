import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { COUNTRIES } from '@evisa/contracts/countries';
import { computeVisaPrice, formatCentsAsAmount } from '@evisa/contracts';
import { baseUrl, journey, useBrowser } from './support/browser.mjs';

/**
 * The visa wizard in real Chromium against the real app: the 6-step journey of an eligible
 * `conditional` traveller with a Schengen visa, the consulate countdown to insurance (and its
 * "Stay on this page", WCAG 2.2.1), and the
 * "No supporting document" redirect. Test countries come from contracts' policy table.
 */
const CONDITIONAL = COUNTRIES.find((c) => c.code === 'IND');
const CONSULATE = COUNTRIES.find((c) => c.visaPolicy === 'consulate');
const EVISA = COUNTRIES.find((c) => c.code === 'AUS');
assert.equal(EVISA?.visaPolicy, 'evisa');
assert.equal(CONDITIONAL?.visaPolicy, 'conditional');
assert.ok(CONSULATE);

const ARABIC = JSON.parse(readFileSync(new URL('../../frontend/src/locales/ar/wizard.json', import.meta.url), 'utf8'));

/** What a screen reader reads as the element's description: the text of the elements its aria-describedby names. */
function accessibleDescription(locator) {
  return locator.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );
}

const pad = (n) => String(n).padStart(2, '0');
function localDate(offsetDays) {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return { year: String(d.getFullYear()), month: pad(d.getMonth() + 1), day: pad(d.getDate()) };
}

/** Fills one of the wizard's three-select date pickers, named by its legend. */
async function pickDate(page, label, { year, month, day }) {
  await page.getByLabel(`${label} Year`, { exact: true }).selectOption(year);
  await page.getByLabel(`${label} Month`, { exact: true }).selectOption(month);
  await page.getByLabel(`${label} Day`, { exact: true }).selectOption(day);
}

/**
 * Chooses an option of a Radix select (the trigger is labelled by its <Label>), then waits until
 * its list has closed and the trigger shows the choice: the next click must not land while the
 * list's closing animation still covers the page. A choice that never sticks still fails.
 */
async function choose(page, label, option) {
  const trigger = page.getByLabel(label, { exact: true });
  await trigger.and(page.locator(':enabled')).waitFor();
  for (let attempt = 1; ; attempt += 1) {
    await trigger.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    if ((await trigger.innerText()).includes(option)) return;
    assert.ok(attempt < 3, `${label}: "${option}" was not selected`);
  }
}

/**
 * Chooses an option of a native select (the first step's pickers) once it is enabled; a country's
 * option reads "<name> <flag>".
 */
async function chooseOption(page, label, option) {
  const select = page.getByLabel(label, { exact: true });
  await select.and(page.locator(':enabled')).waitFor();
  const value = await select.evaluate(
    (element, name) => [...element.options].find((o) => o.text === name || o.text.startsWith(`${name} `))?.value,
    option,
  );
  assert.ok(value, `${label}: no option "${option}"`);
  await select.selectOption(value);
}

async function chooseCountryAndDocument(page, countryName) {
  await page.goto('/application');
  await chooseOption(page, 'Country/Region of Travel Document *', countryName);
  await chooseOption(page, 'Travel Document Type *', 'Ordinary Passport');
}

async function next(page) {
  await page.getByRole('button', { name: 'Next Step' }).click();
}

describe('visa application wizard', () => {
  const session = useBrowser();

  test(
    'an eligible conditional traveller with a Schengen visa completes all 6 steps and the application is stored',
    journey(async () => {
      const page = await session.open();
      await chooseCountryAndDocument(page, CONDITIONAL.name);
      await page.getByTestId('eligibility-alert').and(page.locator('[data-variant="green"]')).waitFor();
      await next(page);

      await page.getByRole('heading', { name: 'Supporting Document Check' }).waitFor();
      await page.getByRole('radio', { name: 'Yes' }).click();
      await page.getByRole('radio', { name: 'Visa', exact: true }).click();
      await choose(page, 'Visa Country *', 'Schengen');
      await page.getByLabel('Document Number *').fill('FRA-E2E-778899');
      const thisYear = new Date().getFullYear();
      await pickDate(page, 'Start Date *', { year: String(thisYear), month: '01', day: '01' });
      await pickDate(page, 'End Date *', { year: String(thisYear + 1), month: '12', day: '31' });
      await next(page);

      await page.getByRole('heading', { name: 'Step 3: Arrival date and processing' }).waitFor();
      await pickDate(page, 'Arrival Date *', localDate(30));
      assert.equal(await page.getByRole('radio', { name: /Standard/ }).getAttribute('aria-checked'), 'true');
      await next(page);

      await page.getByRole('heading', { name: 'Step 4: Prerequisites checklist' }).waitFor();
      for (const box of await page.getByRole('checkbox').all()) await box.click();
      await next(page);

      await page.getByRole('heading', { name: 'Step 5: Personal details' }).waitFor();
      await page.getByLabel('First Name *').fill('Priya');
      await page.getByLabel('Last Name *').fill('Raman');
      await page.getByLabel('Email *').fill('priya.raman@example.com');
      await page.getByLabel('Phone *').fill('+91 98765 43210');
      await page.getByLabel('Passport Number *').fill('Z7654321');
      await page.getByLabel('Place of Birth *').fill('Chennai');
      await page.getByLabel("Mother's Name *").fill('Lakshmi');
      await page.getByLabel("Father's Name *").fill('Raman');
      await page.getByLabel('Address *').fill('14 Anna Salai, Chennai 600002, India');
      await pickDate(page, 'Date of Birth *', { year: '1991', month: '07', day: '19' });
      await pickDate(page, 'Passport Issue Date *', { year: String(thisYear - 3), month: '02', day: '10' });
      await pickDate(page, 'Passport Expiry Date *', { year: String(thisYear + 5), month: '02', day: '09' });
      await next(page);

      await page.getByRole('heading', { name: 'Step 6: Payment' }).waitFor();
      const price = computeVisaPrice(true, 'standard');
      assert.match(await page.getByTestId('total-amount').innerText(), new RegExp(`\\$${price.totalCents / 100}`));
      await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
      await page.getByRole('checkbox', { name: /Terms of Service/ }).click();

      const created = page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Submit and pay' }).click();
      const response = await created;
      assert.equal(response.status(), 201, await response.text());
      const { applicationNumber } = await response.json();
      assert.match(applicationNumber, /^[A-Z]{2}[A-Z0-9]{14}$/);
      const sent = response.request().postDataJSON();
      assert.equal(sent.countryOfOrigin, CONDITIONAL.name);
      assert.equal(sent.totalAmount, formatCentsAsAmount(price.totalCents));
      assert.equal(sent.supportingDocumentType, 'visa');
      assert.equal(sent.supportingDocumentCountry, 'SCHENGEN');
      assert.ok(response.request().headers()['idempotency-key']);

      const stored = await page.request.get(`${baseUrl()}/api/applications/${applicationNumber}`);
      assert.equal(stored.status(), 200);
      const record = await stored.json();
      assert.equal(record.firstName, 'Priya');
      assert.equal(record.processingType, 'standard');

      // The payment is created for this application and, after the spec's 500 ms, the browser is on the provider's page.
      await page.waitForURL((url) => url.pathname === '/mock-gpay-payment', { timeout: 15_000 });
      const paymentPage = new URL(page.url());
      assert.equal(paymentPage.searchParams.get('order'), applicationNumber);
      assert.equal(Number(paymentPage.searchParams.get('amount')), price.totalCents / 100);
      await page.getByRole('heading', { level: 1, name: 'Test card payment' }).waitFor();
      assert.equal((await page.getByTestId('mock-order').innerText()).trim(), applicationNumber);
    }),
  );

  test(
    'step 1 lists the countries by name and starts without the later steps\' code, which comes with the first interaction',
    journey(async () => {
      const page = await session.open();
      const laterStepsRequests = [];
      page.on('request', (request) => {
        if (/\/later-steps-[^/]*\.js$/.test(new URL(request.url()).pathname)) laterStepsRequests.push(request.url());
      });
      await page.goto('/application');
      const picker = page.getByLabel('Country/Region of Travel Document *', { exact: true });
      await picker.and(page.locator(':enabled')).waitFor();
      const names = await picker.evaluate((element) => [...element.options].slice(1).map((o) => o.text.replace(/ \S+$/, '')));
      assert.equal(names.length, COUNTRIES.length);
      assert.deepEqual(names, [...names].sort(new Intl.Collator('en').compare));
      // Long enough for an idle-time load to have started: the page is loaded, hydrated and idle.
      await page.waitForTimeout(1500);
      assert.deepEqual(laterStepsRequests, [], 'the later steps were fetched before any interaction');
      await chooseOption(page, 'Country/Region of Travel Document *', CONDITIONAL.name);
      await page.waitForRequest((request) => /\/later-steps-[^/]*\.js$/.test(new URL(request.url()).pathname), { timeout: 15_000 }).catch(() => null);
      assert.equal(laterStepsRequests.length, 1, 'the later steps were not fetched after the first interaction');
    }),
  );

  test(
    'a consulate country is sent to insurance after the countdown',
    journey(async () => {
      const page = await session.open();
      await chooseCountryAndDocument(page, CONSULATE.name);
      const alert = page.getByTestId('eligibility-alert');
      await alert.and(page.locator('[data-variant="red"]')).waitFor();
      await page.waitForURL((url) => url.pathname === '/insurance', { timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('country'), CONSULATE.name);
    }),
  );

  test(
    'a keyboard user turns the consulate countdown off with "Stay on this page" (WCAG 2.2.1) and stays on the wizard',
    journey(async () => {
      const page = await session.open();
      await page.goto('/application');
      await chooseOption(page, 'Country/Region of Travel Document *', CONSULATE.name);
      const documentType = page.getByLabel('Travel Document Type *', { exact: true });
      await documentType.focus();
      await documentType.selectOption('ordinary');
      const alert = page.getByTestId('eligibility-alert').and(page.locator('[data-variant="red"]'));
      await alert.getByText(/Redirecting you to travel insurance in \d s/).waitFor();
      // The countdown leaves the focus in the picker; the next Tab is "Stay on this page".
      assert.equal(await documentType.evaluate((select) => select === document.activeElement), true);
      await page.keyboard.press('Tab');
      const stay = alert.getByRole('button', { name: 'Stay on this page' });
      assert.equal(await stay.evaluate((button) => button === document.activeElement), true);
      await page.keyboard.press('Enter');
      const insurance = alert.getByRole('button', { name: 'Get Travel Insurance' });
      await insurance.waitFor();
      await page.waitForTimeout(3000);
      assert.equal(new URL(page.url()).pathname, '/application');
      assert.equal(await alert.getByText(/Redirecting/).count(), 0);
      assert.equal(await insurance.evaluate((button) => button === document.activeElement), true);
      // Another consulate country in this visit: no countdown again.
      const other = COUNTRIES.find((c) => c.visaPolicy === 'consulate' && c.code !== CONSULATE.code);
      await chooseOption(page, 'Country/Region of Travel Document *', other.name);
      await alert.getByText(other.name).first().waitFor();
      await page.waitForTimeout(3000);
      assert.equal(new URL(page.url()).pathname, '/application');
      await alert.getByRole('button', { name: 'Get Travel Insurance' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance', { timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('country'), other.name);
    }),
  );

  test(
    'Back from the insurance page a consulate traveller is not counted down and sent away again',
    journey(async () => {
      const page = await session.open();
      await chooseCountryAndDocument(page, CONSULATE.name);
      await page.waitForURL((url) => url.pathname === '/insurance', { timeout: 10_000 });
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/application');
      const alert = page.getByTestId('eligibility-alert').and(page.locator('[data-variant="red"]'));
      await alert.getByRole('button', { name: 'Get Travel Insurance' }).waitFor();
      await page.waitForTimeout(3000);
      assert.equal(new URL(page.url()).pathname, '/application');
      assert.equal(await alert.getByText(/Redirecting/).count(), 0);
      // A reload, likewise.
      await page.reload();
      await alert.getByRole('button', { name: 'Get Travel Insurance' }).waitFor();
      await page.waitForTimeout(3000);
      assert.equal(new URL(page.url()).pathname, '/application');
    }),
  );

  test(
    '"No supporting document" for a conditional country redirects to insurance',
    journey(async () => {
      const page = await session.open();
      await chooseCountryAndDocument(page, CONDITIONAL.name);
      await next(page);
      await page.getByRole('radio', { name: 'No' }).click();
      await page.waitForURL((url) => url.pathname === '/insurance', { timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('country'), CONDITIONAL.name);
    }),
  );

  test(
    'after a cancelled payment, Return to Application brings back every answer and paying then pays the same application',
    journey(async () => {
      const page = await session.open();
      const created = [];
      page.on('response', async (r) => {
        if (r.url().endsWith('/api/applications') && r.request().method() === 'POST') created.push((await r.json()).applicationNumber);
      });
      await chooseCountryAndDocument(page, EVISA.name);
      await next(page);
      await page.getByRole('radio', { name: 'No' }).click();
      await next(page);
      await pickDate(page, 'Arrival Date *', localDate(30));
      await next(page);
      await page.getByRole('heading', { name: 'Step 4: Personal details' }).waitFor();
      const thisYear = new Date().getFullYear();
      await page.getByLabel('First Name *').fill('Olivia');
      await page.getByLabel('Last Name *').fill('Nguyen');
      await page.getByLabel('Email *').fill('olivia.nguyen@example.com');
      await page.getByLabel('Phone *').fill('+61 3 5550 9876');
      await page.getByLabel('Passport Number *').fill('PB7654321');
      await page.getByLabel('Place of Birth *').fill('Melbourne');
      await page.getByLabel("Mother's Name *").fill('Grace');
      await page.getByLabel("Father's Name *").fill('Minh');
      await page.getByLabel('Address *').fill('8 Collins Street, Melbourne VIC 3000');
      await pickDate(page, 'Date of Birth *', { year: '1992', month: '09', day: '03' });
      await pickDate(page, 'Passport Issue Date *', { year: String(thisYear - 2), month: '05', day: '20' });
      await pickDate(page, 'Passport Expiry Date *', { year: String(thisYear + 6), month: '05', day: '19' });
      await next(page);
      await page.getByRole('checkbox', { name: /Privacy Policy/ }).click();
      await page.getByRole('checkbox', { name: /Terms of Service/ }).click();
      await page.getByRole('button', { name: 'Submit and pay' }).click();

      await page.waitForURL((url) => url.pathname === '/mock-gpay-payment', { timeout: 15_000 });
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((url) => url.pathname === '/payment/cancel', { timeout: 15_000 });
      await page.getByRole('link', { name: 'Return to Application' }).click();

      // Back on the summary with every answer: nothing to type again.
      await page.getByRole('heading', { name: 'Step 5: Payment' }).waitFor();
      assert.match(await page.locator('main').innerText(), /Olivia/);
      await page.getByRole('button', { name: 'Submit and pay' }).click();
      await page.waitForURL((url) => url.pathname === '/mock-gpay-payment', { timeout: 15_000 });
      assert.equal(created.length, 2);
      assert.equal(created[1], created[0], 'paying again made a second application');
      assert.equal(new URL(page.url()).searchParams.get('order'), created[0]);

      await page.getByLabel('Card holder name').fill('Olivia Nguyen');
      await page.getByLabel('Card number').pressSequentially('4242424242424242');
      await page.getByLabel('Expiry date (MM/YY)').pressSequentially('1230');
      await page.getByLabel('CVV').pressSequentially('123');
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.waitForURL((url) => url.pathname === '/payment/success', { timeout: 15_000 });
      await page.getByRole('heading', { level: 1, name: 'Test Payment Successful!' }).waitFor();

      // Paid: the next visit to the form starts a new application.
      await page.goto('/application');
      await page.getByRole('heading', { name: 'Step 1: Country and travel document' }).waitFor();
      assert.equal(await page.getByLabel('Country/Region of Travel Document *', { exact: true }).inputValue(), '');
    }),
  );

  test(
    "the browser's Back and Forward move between the steps, and an address cannot skip a step",
    journey(async () => {
      const page = await session.open();
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      const step = (name) => page.getByRole('heading', { name });
      const stepInAddress = () => new URL(page.url()).searchParams.get('step');
      // A new visitor's address naming a later step: the prerendered first step is adopted as before.
      await page.goto('/application?step=4');
      await step('Step 1: Country and travel document').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '1');
      assert.equal(await page.locator('#root').getAttribute('data-prerendered'), '/application');

      await chooseCountryAndDocument(page, EVISA.name);
      await next(page);
      await step('Step 2: Supporting documents').waitFor();
      await page.getByRole('radio', { name: 'No' }).click();
      await next(page);
      await step('Step 3: Arrival date and processing').waitFor();
      assert.equal(stepInAddress(), '3');

      await page.goBack();
      await step('Step 2: Supporting documents').waitFor();
      assert.equal(await page.getByRole('radio', { name: 'No' }).getAttribute('aria-checked'), 'true');
      assert.equal(stepInAddress(), '2');
      await page.goForward();
      await step('Step 3: Arrival date and processing').waitFor();
      // A reload keeps the step (saved progress) and the history entries.
      await page.reload();
      await step('Step 3: Arrival date and processing').waitFor();
      assert.equal(stepInAddress(), '3');
      await page.goBack();
      await step('Step 2: Supporting documents').waitFor();
      await page.goBack();
      await step('Step 1: Country and travel document').waitFor();
      assert.match(await page.getByLabel('Country/Region of Travel Document *', { exact: true }).evaluate((s) => s.selectedOptions[0].text), /^Australia /);
      await page.goForward();
      await step('Step 2: Supporting documents').waitFor();

      // No arrival date yet: an address naming the summary opens step 3, the furthest step allowed.
      await page.goto('/application?step=5');
      await step('Step 3: Arrival date and processing').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '3');
      assert.deepEqual(errors, []);
    }),
  );

  test(
    "the page's Previous goes back in history, so the browser's Back after it never shows the step Previous left",
    journey(async () => {
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      const errors = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(String(error)));
      const step = (name) => page.getByRole('heading', { name });
      const stepInAddress = () => new URL(page.url()).searchParams.get('step');
      const previous = page.getByRole('button', { name: 'Previous' });
      const inView = (locator) =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight;
        });
      await chooseCountryAndDocument(page, EVISA.name);
      await next(page);
      await step('Step 2: Supporting documents').waitFor();
      await page.getByRole('radio', { name: 'No' }).click();
      // Step 2 left from its end, as a long step is: its heading far above.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await next(page);
      await step('Step 3: Arrival date and processing').waitFor();

      await previous.click();
      await step('Step 2: Supporting documents').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '2');
      // Previous shows the step from its top, with its heading (which has the focus) in view, as Next Step does.
      // The scroll and the focus follow the step's render: poll for them (5 s) rather than read them
      // once; then give the router's own scroll restoration (back to where step 2 was left) time to
      // come, which must not take the heading away again.
      const heading = step('Step 2: Supporting documents');
      const focused = () => heading.evaluate((h) => h === document.activeElement);
      const deadline = Date.now() + 5000;
      while (!((await inView(heading)) && (await focused())) && Date.now() < deadline) await page.waitForTimeout(50);
      await page.waitForTimeout(300);
      assert.ok(await inView(heading), 'the heading of the step Previous showed is out of view');
      assert.equal(await focused(), true);
      await page.goBack();
      await step('Step 1: Country and travel document').waitFor();
      assert.equal(stepInAddress(), '1');
      // Forward returns to the steps Previous and Back left, in order.
      await page.goForward();
      await step('Step 2: Supporting documents').waitFor();
      await page.goForward();
      await step('Step 3: Arrival date and processing').waitFor();

      // The entries keep the wizard's mark through a reload.
      await page.reload();
      await step('Step 3: Arrival date and processing').waitFor();
      await previous.click();
      await step('Step 2: Supporting documents').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '2');
      await page.goBack();
      await step('Step 1: Country and travel document').waitFor();

      // Two presses before the browser has gone back for the first (its Back is asynchronous) go back two
      // entries. Pressed in one task: a double click's second press would land where the button was.
      await page.goForward();
      await step('Step 2: Supporting documents').waitFor();
      await page.goForward();
      await step('Step 3: Arrival date and processing').waitFor();
      await previous.evaluate((button) => {
        button.click();
        button.click();
      });
      await step('Step 1: Country and travel document').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '1');
      await page.goForward();
      await step('Step 2: Supporting documents').waitFor();

      // An address opened from elsewhere: Previous replaces its entry, and Back then leaves the wizard.
      await page.goto('/');
      await page.goto('/application?step=3');
      await step('Step 3: Arrival date and processing').waitFor();
      await previous.click();
      await step('Step 2: Supporting documents').waitFor();
      await page.waitForURL((url) => url.searchParams.get('step') === '2');
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      assert.deepEqual(errors, []);
    }),
  );

  test(
    'a keyboard user picks the country by typing the start of its name, as on any native picker',
    journey(async () => {
      const page = await session.open({ viewport: { width: 1280, height: 900 } });
      await page.goto('/application');
      const picker = page.getByLabel('Country/Region of Travel Document *', { exact: true });
      await picker.and(page.locator(':enabled')).waitFor();
      await picker.focus();
      await page.keyboard.type('Austral');
      assert.match(await picker.evaluate((select) => select.selectedOptions[0].text), /^Australia /);
      const documentType = page.getByLabel('Travel Document Type *', { exact: true });
      await page.keyboard.press('Tab');
      assert.equal(await documentType.evaluate((select) => select === document.activeElement), true);
      await page.keyboard.type('Ord');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Step 2: Supporting documents' }).waitFor();
    }),
  );

  test(
    'on an Arabic phone, a keyboard user whose Next Step is refused lands on the field, which is marked invalid and described by the error',
    journey(async () => {
      const page = await session.open({ locale: 'ar', viewport: { width: 360, height: 740 } });
      await page.goto('/application');
      const country = page.locator('#wizard-country');
      await country.and(page.locator(':enabled')).waitFor();
      const message = ARABIC.errors.countryAndDocumentRequired.description;
      await country.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'wizard-country');
      assert.equal(await country.getAttribute('aria-invalid'), 'true');
      assert.equal(await accessibleDescription(country), message);
      assert.equal(await page.locator('#wizard-country-error').isVisible(), true);
      // Once the country is chosen the error is about the document type, still missing.
      const documentType = page.locator('#wizard-document-type');
      await country.selectOption(String(EVISA.id));
      assert.equal(await country.getAttribute('aria-invalid'), null);
      assert.equal(await accessibleDescription(documentType), message);
      await documentType.selectOption('ordinary');
      assert.equal(await documentType.getAttribute('aria-invalid'), null);
      assert.equal(await page.locator('[data-testid="field-error"]').count(), 0);
      assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 360);
    }),
  );

  test(
    'a keyboard user going through Yes and No with the arrow keys is not sent to insurance until pressing Space on No',
    journey(async () => {
      const page = await session.open({ viewport: { width: 360, height: 740 } });
      await chooseCountryAndDocument(page, CONDITIONAL.name);
      await next(page);
      const yes = page.getByRole('radio', { name: 'Yes' });
      const no = page.getByRole('radio', { name: 'No' });
      await yes.waitFor();
      await page.getByRole('heading', { name: 'Step 2: Supporting documents' }).focus();
      await page.keyboard.press('Tab');
      assert.equal(await yes.evaluate((radio) => radio === document.activeElement), true);
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction(() => document.activeElement?.id === 'supporting-answer-no');
      // Long enough for the redirect that a checked No starts at once.
      await page.waitForTimeout(1000);
      assert.equal(new URL(page.url()).pathname, '/application');
      assert.equal(await no.getAttribute('aria-checked'), 'false');
      // Back to Yes: checked as usual, its document form shown.
      await page.keyboard.press('ArrowLeft');
      await page.getByRole('radio', { name: 'Visa', exact: true }).waitFor();
      assert.equal(await yes.getAttribute('aria-checked'), 'true');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.pathname === '/insurance', { timeout: 10_000 });
      assert.equal(new URL(page.url()).searchParams.get('country'), CONDITIONAL.name);
    }),
  );
});

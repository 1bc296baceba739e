import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { INSURANCE_MESSAGES, INSURANCE_PRODUCTS, LIMITS, MESSAGES, TIMINGS, addDays } from '@evisa/contracts';
import { COUNTRIES, type VisaPolicy } from '@evisa/contracts/countries';
import { getToasts, resetToasts } from '../../components/toast/toast-store';
import { COMPANY } from '../../lib/company';
import { INSURANCE_PROGRESS_KEY } from '../../lib/saved-progress';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';
import { insuranceNavigation } from './hooks/use-insurance-purchase';

const PRODUCTS = INSURANCE_PRODUCTS.map(({ id, name, durationDays, priceCents }) => ({ id, name, durationDays, price: priceCents / 100 }));
const countryWith = (policy: VisaPolicy) => COUNTRIES.find((c) => c.visaPolicy === policy)!;
const SERVER_COUNTRIES = COUNTRIES.map((c) => ({ id: c.id, code: c.code, name: c.name, isEligible: true, visaPolicy: c.visaPolicy }));
const NEXT_YEAR = String(new Date().getFullYear() + 1);
const ORDER = 'INS1234567890ABC';
/** Real image files (a 1x1 PNG; a JPEG's start of image and JFIF header): the form reads their first bytes, as the server does. */
const PNG_BYTES = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);

// Radix's radio group measures its hidden form input (it sits in the page's <form>); jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

let fetchMock: ReturnType<typeof mockFetch> | undefined;
let redirects: string[] = [];
const originalAssign = insuranceNavigation.assign;

beforeEach(() => {
  redirects = [];
  insuranceNavigation.assign = (url) => void redirects.push(url);
});

afterEach(() => {
  cleanup();
  fetchMock?.restore();
  fetchMock = undefined;
  resetToasts();
  // The page keeps what was typed in the tab's session storage; each test is a new tab.
  sessionStorage.clear();
  insuranceNavigation.assign = originalAssign;
});

function api(options: { products?: () => Response; application?: () => Response | Promise<Response>; payment?: () => Response } = {}) {
  fetchMock = mockFetch((url) => {
    if (url === '/api/insurance/products') return options.products?.() ?? jsonResponse(PRODUCTS);
    if (url === '/api/countries') return jsonResponse(SERVER_COUNTRIES);
    if (url === '/api/insurance/applications') return options.application?.() ?? jsonResponse({ applicationNumber: ORDER }, 201);
    if (url === '/api/payment/create') return options.payment?.() ?? jsonResponse({ success: true, paymentUrl: `/payment/simulated?order=${ORDER}`, error: null });
    return jsonResponse({});
  });
  return fetchMock;
}

async function open(path = '/insurance', language = 'en'): Promise<I18n> {
  const i18n = await createTestI18n(language);
  renderApp(path, i18n);
  await screen.findByRole('heading', { level: 1 });
  return i18n;
}

const plan = (name: string) => screen.getByRole('radio', { name: new RegExp(`^${name}`) });

async function pickDate(user: ReturnType<typeof userEvent.setup>, label: string, iso: string) {
  const [year, month, day] = iso.split('-') as [string, string, string];
  await user.selectOptions(screen.getByRole('combobox', { name: `${label} Year` }), year);
  await user.selectOptions(screen.getByRole('combobox', { name: `${label} Month` }), month);
  await user.selectOptions(screen.getByRole('combobox', { name: `${label} Day` }), day);
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>, dateOfBirth = '1990-02-03') {
  await user.type(screen.getByLabelText('First name'), 'Lena');
  await user.type(screen.getByLabelText('Last name'), 'Schmidt');
  await user.type(screen.getByLabelText('Email address'), 'lena@example.com');
  await user.type(screen.getByLabelText('Phone number'), '+49 30 1234567');
  await user.type(screen.getByLabelText('Passport number'), 'C01X00T47');
  await pickDate(user, 'Date of birth', dateOfBirth);
  await pickDate(user, 'Travel date', `${NEXT_YEAR}-03-10`);
  await pickDate(user, 'Return date', `${NEXT_YEAR}-03-20`);
  await user.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
  await user.click(screen.getByRole('checkbox', { name: /Terms of Service/ }));
}

const lastToast = () => getToasts().at(-1);

describe('insurance page', () => {
  it('shows a skeleton while the plans load, then the legal notice and the 7 plans by duration with their prices', async () => {
    let answer: (r: Response) => void = () => {};
    api({ products: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response });
    await open();
    expect(screen.getByTestId('insurance-loading')).toHaveTextContent('Loading the insurance plans');
    answer(jsonResponse([...PRODUCTS].reverse()));
    await screen.findByRole('radio', { name: /^7 days/ });
    const labels = screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent);
    expect(labels.map((l) => l!.replace(/\$.*/, ''))).toEqual(['7 days', '14 days', '30 days', '60 days', '90 days', '180 days', '1 year']);
    expect(screen.getByTestId('plan-price-1')).toHaveTextContent('$114');
    const legal = screen.getByRole('region', { name: 'Before you buy' });
    expect(legal).toHaveTextContent('private intermediary');
    expect(legal).toHaveTextContent('90% of the price is refunded up to 48 hours before the cover starts, 70% up to 24 hours before');
    expect(within(legal).getByRole('link', { name: 'Read the refund policy' })).toHaveAttribute('href', '/refund');
    expect(screen.getByLabelText('Destination')).toHaveValue('Türkiye');
    // The private-service disclaimer stands beside the total and the Buy button too, not only in the notice at the top.
    const summary = screen.getByRole('region', { name: 'Payment summary' });
    expect(within(summary).getByTestId('private-service-disclaimer')).toHaveTextContent('not affiliated with the Republic of Türkiye');
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ }).closest('div')!.querySelector('a')).toHaveAttribute('href', '/privacy-policy');
  });

  it('keeps the nationality picker waiting, saying so, while the countries are on their way (a slow connection)', async () => {
    let answer: (r: Response) => void = () => {};
    fetchMock = mockFetch((url) => {
      if (url === '/api/insurance/products') return jsonResponse(PRODUCTS);
      if (url === '/api/countries') return new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response;
      return jsonResponse({});
    });
    await open();
    await screen.findByRole('radio', { name: /^7 days/ });
    const nationality = screen.getByLabelText('Nationality');
    expect(nationality).toBeDisabled();
    expect(nationality).toHaveDisplayValue('Loading countries...');
    answer(jsonResponse(SERVER_COUNTRIES));
    await waitFor(() => expect(nationality).toBeEnabled());
    expect(nationality).toHaveDisplayValue('Select your nationality');
    expect(within(nationality).getByRole('option', { name: 'Germany' })).toBeInTheDocument();
  });

  it('offers Try again when the plans or the countries could not be loaded, rather than asking for a reload', async () => {
    let productsAnswer = () => jsonResponse({ statusCode: 503, message: 'Service Unavailable' }, 503);
    let countriesAnswer = () => jsonResponse({ statusCode: 503, message: 'Service Unavailable' }, 503);
    fetchMock = mockFetch((url) => {
      if (url === '/api/insurance/products') return productsAnswer();
      if (url === '/api/countries') return countriesAnswer();
      return jsonResponse({});
    });
    await open();
    const user = userEvent.setup();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The insurance plans could not be loaded. Check your connection and try again.');
    productsAnswer = () => jsonResponse(PRODUCTS);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: /^7 days/ });

    expect(await screen.findByText('The list of countries could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    countriesAnswer = () => jsonResponse(SERVER_COUNTRIES);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    const nationality = screen.getByLabelText('Nationality');
    await waitFor(() => expect(within(nationality).getByRole('option', { name: 'Germany' })).toBeInTheDocument());
    expect(nationality).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says so when no plan can be bought, rather than a form that cannot be sent', async () => {
    api({ products: () => jsonResponse([]) });
    await open();
    expect(await screen.findByText('No insurance plan can be bought at the moment. Please try again later.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy insurance and pay' })).toBeNull();
  });

  it('shows the spec toasts on an invalid submit: product, first name, email, invalid email, invalid dates', async () => {
    const network = api();
    await open();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    const submit = () => user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await submit();
    expect(lastToast()).toMatchObject({ variant: 'destructive', title: INSURANCE_MESSAGES.productRequired });
    await user.click(plan('30 days'));
    await submit();
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.firstNameRequired });
    await user.type(screen.getByLabelText('First name'), 'Lena');
    await user.type(screen.getByLabelText('Last name'), 'Schmidt');
    await submit();
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.emailRequired });
    await user.type(screen.getByLabelText('Email address'), 'lena@');
    await submit();
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.invalidEmail });
    await user.type(screen.getByLabelText('Email address'), 'example.com');
    await user.type(screen.getByLabelText('Phone number'), '+49 30 1234567');
    await user.type(screen.getByLabelText('Passport number'), 'C01X00T47');
    await user.selectOptions(screen.getByLabelText('Nationality'), 'Germany');
    await pickDate(user, 'Travel date', `${NEXT_YEAR}-03-10`);
    await pickDate(user, 'Return date', `${NEXT_YEAR}-03-10`);
    await submit();
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.invalidDates, description: 'The return date must be after the travel date.' });
    expect(network.calls.filter((c) => c.url === '/api/insurance/applications')).toHaveLength(0);
  });

  it('disables plans too short for the trip with the reason, and suggests the cheapest covering plan when the dates change', async () => {
    api();
    await open();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    expect(screen.getByText(/we suggest the cheapest plan that covers your whole trip/)).toBeInTheDocument();
    await pickDate(user, 'Travel date', `${NEXT_YEAR}-03-10`);
    await pickDate(user, 'Return date', `${NEXT_YEAR}-03-20`);
    expect(plan('7 days')).toBeDisabled();
    expect(plan('7 days').closest('label')).toHaveTextContent('Too short: covers 7 days, your trip lasts 11 days');
    expect(plan('14 days')).toBeChecked();
    expect(plan('14 days').closest('label')).toHaveTextContent('Suggested for your trip');
    expect(lastToast()).toMatchObject({ title: 'Plan suggested' });
    const summary = screen.getByTestId('insurance-summary');
    expect(summary).toHaveTextContent('14 days');
    expect(summary).toHaveTextContent('11 days');
    expect(screen.getByTestId('insurance-total')).toHaveTextContent('$149');
    await user.click(plan('60 days'));
    expect(screen.getByTestId('insurance-total')).toHaveTextContent('$299');
  });

  it('asks for parent ID photos only under 18, checks type (by the bytes) and size here, previews and removes them', async () => {
    api();
    await open();
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('radio', { name: /^7 days/ });
    await pickDate(user, 'Date of birth', '1990-02-03');
    expect(screen.queryByRole('region', { name: 'Parent or guardian ID' })).toBeNull();
    await pickDate(user, 'Date of birth', `${Number(NEXT_YEAR) - 10}-02-03`);
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    const input = parent.getByLabelText('Choose photos');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    const big = new File([JPEG_BYTES], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, [new File(['%PDF'], 'id.pdf', { type: 'application/pdf' }), big, new File([PNG_BYTES], 'mother-id.png', { type: 'image/png' })]);
    // Each file's first bytes are read before it is judged, so the verdict comes a moment later.
    expect(await parent.findByRole('alert')).toHaveTextContent('id.pdf is not a JPG or PNG image.');
    expect(parent.getByRole('alert')).toHaveTextContent('big.jpg is larger than 5 MB.');
    // Tied to the input too, so a screen reader back on it hears why the files were not taken.
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining('id.pdf is not a JPG or PNG image.'));
    expect(await parent.findByRole('img', { name: 'mother-id.png' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    await user.click(parent.getByRole('button', { name: 'Remove mother-id.png' }));
    expect(parent.queryByRole('img')).toBeNull();
  });

  it('reads the first bytes of a photo: a text file named .jpg is refused where it was chosen and never sent; real JPEG and PNG photos are', async () => {
    const network = api();
    await open('/insurance?country=Germany');
    // Not filtered by the input's accept list: a phone's picker can hand over a file with no type.
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user, `${Number(NEXT_YEAR) - 10}-02-03`);
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    const input = parent.getByLabelText('Choose photos');
    await user.upload(input, new File(['Dear parent, this is a text file.'], 'mother-id.jpg', { type: 'image/jpeg' }));
    const refused = 'mother-id.jpg is named as a photo, but its content is not a JPG or PNG image. Choose the photo itself, or take a new one.';
    expect(await parent.findByRole('alert')).toHaveTextContent(refused);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(refused));
    expect(parent.queryByRole('img')).toBeNull();
    // Nothing else is lost: the answers are as typed.
    expect(screen.getByLabelText('First name')).toHaveValue('Lena');
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.parentIdRequired });
    expect(network.calls.some((c) => c.url === '/api/insurance/applications')).toBe(false);

    // A real JPEG (with no declared type, as some phones hand it over) and a PNG named .jpg go as what their bytes are.
    await user.upload(input, [new File([JPEG_BYTES], 'father-id.jpeg'), new File([PNG_BYTES], 'scan.jpg', { type: 'image/jpeg' })]);
    await parent.findByRole('img', { name: 'scan.jpg' });
    expect(parent.queryByRole('alert')).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await waitFor(() => expect(network.calls.some((c) => c.url === '/api/insurance/applications')).toBe(true));
    const body = JSON.parse(network.calls.find((c) => c.url === '/api/insurance/applications')!.init!.body as string);
    expect(body.parentIdPhotos).toEqual([
      { name: 'father-id.jpeg', dataUrl: expect.stringMatching(/^data:image\/jpeg;base64,\/9j\//) },
      { name: 'scan.jpg', dataUrl: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) },
    ]);
  });

  it("says, back on a saved minor's form, that ID photos are not kept and are to be chosen again", async () => {
    api();
    const germany = SERVER_COUNTRIES.find((c) => c.name === 'Germany')!;
    sessionStorage.setItem(
      INSURANCE_PROGRESS_KEY,
      JSON.stringify({
        version: 1,
        form: {
          productId: 2,
          firstName: 'Mia',
          lastName: 'Becker',
          email: 'mia@example.com',
          phone: '+49 30 1234567',
          passportNumber: 'C01X00T47',
          nationality: { id: germany.id, code: germany.code, name: germany.name, visaPolicy: germany.visaPolicy },
          travelDate: `${NEXT_YEAR}-03-10`,
          returnDate: `${NEXT_YEAR}-03-20`,
          dateOfBirth: `${Number(NEXT_YEAR) - 10}-02-03`,
          privacyPolicyAccepted: true,
          termsOfServiceAccepted: true,
        },
        idempotencyKey: null,
        submissionFingerprint: null,
        applicationNumber: null,
      }),
    );
    await open();
    await screen.findByRole('radio', { name: /^7 days/ });
    expect(screen.getByLabelText('First name')).toHaveValue('Mia');
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    const forgotten = 'To protect the ID, photos are not kept when you leave or reload the page: if you had chosen some, please choose them again.';
    expect(parent.getByText(forgotten)).toBeInTheDocument();
    // Said where a screen reader lands too: on the photo input.
    expect(parent.getByLabelText('Choose photos')).toHaveAccessibleDescription(expect.stringContaining(forgotten));
    const user = userEvent.setup();
    await user.upload(parent.getByLabelText('Choose photos'), new File([PNG_BYTES], 'mother-id.png', { type: 'image/png' }));
    await parent.findByRole('img', { name: 'mother-id.png' });
    expect(parent.queryByText(forgotten)).toBeNull();
  });

  it('keeps the keyboard focus in the photos when one is removed: on the next Remove, then the input', async () => {
    api();
    await open();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await pickDate(user, 'Date of birth', `${Number(NEXT_YEAR) - 10}-02-03`);
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    const input = parent.getByLabelText('Choose photos');
    await user.upload(input, [new File([PNG_BYTES], 'mother-id.png', { type: 'image/png' }), new File([JPEG_BYTES], 'father-id.jpg', { type: 'image/jpeg' })]);
    (await parent.findByRole('button', { name: 'Remove mother-id.png' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(parent.getByRole('button', { name: 'Remove father-id.jpg' })).toHaveFocus());
    await user.keyboard(' ');
    await waitFor(() => expect(input).toHaveFocus());
    expect(parent.queryByRole('img')).toBeNull();
  });

  it('moves focus to the control a refused form is about: the plan, then each field in error, then the photos', async () => {
    api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    const submit = screen.getByRole('button', { name: 'Buy insurance and pay' });
    await user.click(submit);
    expect(lastToast()).toMatchObject({ title: 'Product Required' });
    await waitFor(() => expect(plan('7 days')).toHaveFocus());
    await pickDate(user, 'Travel date', `${NEXT_YEAR}-03-10`);
    await pickDate(user, 'Return date', `${NEXT_YEAR}-03-20`);
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    await user.type(screen.getByLabelText('First name'), 'Lena');
    await user.type(screen.getByLabelText('Last name'), 'Schmidt');
    await user.type(screen.getByLabelText('Email address'), 'lena@');
    await user.click(submit);
    expect(lastToast()).toMatchObject({ title: 'Invalid Email' });
    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveFocus());
  });

  it("shows the refused form's message under its control, tied to it, until it is fixed", async () => {
    api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    const submit = screen.getByRole('button', { name: 'Buy insurance and pay' });
    const plans = screen.getByRole('radiogroup', { name: 'Policy period' });
    await user.click(submit);
    await waitFor(() => expect(plans).toHaveAccessibleDescription('Please choose an insurance plan.'));
    await user.click(plan('30 days'));
    expect(plans).not.toHaveAccessibleDescription();
    expect(screen.queryByTestId('field-error')).toBeNull();

    await user.click(submit);
    const firstName = screen.getByLabelText('First name');
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription("Please enter the traveller's first name.");
    await user.type(firstName, 'Lena');
    expect(firstName).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('field-error')).toBeNull();

    await user.type(screen.getByLabelText('Last name'), 'Schmidt');
    await user.type(screen.getByLabelText('Email address'), 'lena@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+49 30 1234567');
    await user.type(screen.getByLabelText('Passport number'), 'C01X00T47');
    await pickDate(user, 'Date of birth', '1990-02-03');
    await pickDate(user, 'Travel date', `${NEXT_YEAR}-03-10`);
    await pickDate(user, 'Return date', `${NEXT_YEAR}-03-20`);
    await user.click(submit);
    const privacy = screen.getByRole('checkbox', { name: /Privacy Policy/ });
    await waitFor(() => expect(privacy).toHaveAccessibleDescription('You must accept the Privacy Policy'));
    expect(privacy).toHaveAttribute('aria-invalid', 'true');
  });

  it("refuses a date of birth of today under the date, in the server's words, rather than sending what the server refuses", async () => {
    const network = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    const today = new Date().toISOString().slice(0, 10);
    await fillValidForm(user, today);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    const day = screen.getByRole('combobox', { name: 'Date of birth Day' });
    await waitFor(() => expect(day).toHaveAttribute('aria-invalid', 'true'));
    expect(day).toHaveAccessibleDescription(INSURANCE_MESSAGES.dateOfBirthInFuture);
    expect(screen.getByTestId('field-error')).toHaveTextContent(INSURANCE_MESSAGES.dateOfBirthInFuture);
    expect(network.calls.some((c) => c.url === '/api/insurance/applications')).toBe(false);
  });

  it("takes no more characters in a text field than the server's limit for it", async () => {
    api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    const passport = screen.getByLabelText('Passport number');
    await user.type(passport, 'P'.repeat(LIMITS.passportNumberMax + 3));
    expect(passport).toHaveValue('P'.repeat(LIMITS.passportNumberMax));
    await user.click(screen.getByLabelText('Last name'));
    await user.paste('S'.repeat(LIMITS.nameMax + 1));
    expect(screen.getByLabelText('Last name')).toHaveValue('S'.repeat(LIMITS.nameMax));
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('1'.repeat(LIMITS.phoneMax + 1));
    expect(screen.getByLabelText('Phone number')).toHaveValue('1'.repeat(LIMITS.phoneMax));
  });

  it("refuses an under-18 applicant without photos ('Parent ID Required') and sends the photos once uploaded", async () => {
    const network = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user, `${Number(NEXT_YEAR) - 10}-02-03`);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    expect(lastToast()).toMatchObject({ title: INSURANCE_MESSAGES.parentIdRequired, description: INSURANCE_MESSAGES.parentIdPhotosUnder18 });
    await user.upload(screen.getByLabelText('Choose photos'), new File([PNG_BYTES], 'father-id.png', { type: 'image/png' }));
    await screen.findByRole('img', { name: 'father-id.png' });
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await waitFor(() => expect(network.calls.some((c) => c.url === '/api/insurance/applications')).toBe(true));
    const body = JSON.parse(network.calls.find((c) => c.url === '/api/insurance/applications')!.init!.body as string);
    expect(body.parentIdPhotos).toEqual([{ name: 'father-id.png', dataUrl: expect.stringMatching(/^data:image\/png;base64,/) }]);
  });

  it('submits the application, creates the payment for its number and redirects to the payment page', async () => {
    const network = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    expect(await screen.findByTestId('insurance-payment-state')).toHaveTextContent(`Application ${ORDER} created. Payment created.`);
    const posts = network.calls.filter((c) => c.init?.method === 'POST').map((c) => c.url);
    expect(posts).toEqual(['/api/insurance/applications', '/api/payment/create']);
    const application = JSON.parse(network.calls.find((c) => c.url === '/api/insurance/applications')!.init!.body as string);
    expect(application).toMatchObject({
      productId: 2,
      nationality: SERVER_COUNTRIES.find((c) => c.name === 'Germany')!.code,
      countryOfOrigin: 'Germany',
      destination: 'Turkey',
      totalAmount: '149',
      tripDurationDays: 11,
      parentIdPhotos: null,
      language: 'en',
    });
    const payment = JSON.parse(network.calls.find((c) => c.url === '/api/payment/create')!.init!.body as string);
    expect(payment).toMatchObject({ amount: 149, currency: 'USD', orderId: ORDER, customerEmail: 'lena@example.com' });
    await waitFor(() => expect(redirects).toEqual([`/payment/simulated?order=${ORDER}`]), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
    // The browser did not leave (jsdom): the payment link is offered by hand.
    const ready = await screen.findByText('Your payment link is ready.', undefined, { timeout: TIMINGS.continueToPaymentToastMs + 5000 });
    await user.click(within(ready.closest('[data-testid="insurance-payment-state"]') as HTMLElement).getByRole('button', { name: 'Continue to Payment' }));
    expect(redirects).toHaveLength(2);
  });

  it('a double click on Buy makes one application and one payment', async () => {
    let answer: (r: Response) => void = () => {};
    const network = api({ application: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.dblClick(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await user.click(screen.getByRole('button', { name: 'Processing...' }));
    answer(jsonResponse({ applicationNumber: ORDER }, 201));
    expect(await screen.findByTestId('insurance-payment-state')).toHaveTextContent(`Application ${ORDER} created.`);
    const posts = network.calls.filter((c) => c.init?.method === 'POST').map((c) => c.url);
    expect(posts).toEqual(['/api/insurance/applications', '/api/payment/create']);
  });

  it("a failed payment create shows one retry control, the wizard's payment retry flow; retrying reuses the Idempotency-Key and goes on to pay", async () => {
    let payments = 0;
    const network = api({
      payment: () => (++payments === 1 ? jsonResponse({ success: false, paymentUrl: null, error: null }) : jsonResponse({ success: true, paymentUrl: '/pay/2', error: null })),
    });
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));

    // The spec's 'Payment Error' toast with its Retry, as the visa wizard shows it.
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Payment Error', description: 'Payment initialization failed.', action: { label: 'Retry' } }));
    expect(MESSAGES.paymentInitFailed).toBe('Payment initialization failed');
    // On the page: the payment issue screen and nothing else offering a retry.
    const issue = within(await screen.findByTestId('payment-issue-screen'));
    expect(issue.getByTestId('payment-issue-order')).toHaveTextContent(ORDER);
    expect(issue.getByTestId('payment-retry-count')).toHaveTextContent('0 of 3');
    const form = within(screen.getByRole('form', { name: 'Travel health insurance for Türkiye' }));
    expect(form.getAllByRole('button', { name: /retry|try again/i })).toEqual([issue.getByRole('button', { name: 'Retry Payment' })]);
    expect(screen.queryByTestId('insurance-payment-state')).not.toBeInTheDocument();

    await user.click(issue.getByRole('button', { name: 'Retry Payment' }));
    expect(await screen.findByRole('button', { name: 'Retrying...' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(network.calls.filter((c) => c.url === '/api/payment/create')).toHaveLength(2), {
      timeout: TIMINGS.paymentRetryDelayMs + 5000,
    });
    const keys = (url: string) => network.calls.filter((c) => c.url === url).map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    const applicationKeys = keys('/api/insurance/applications');
    expect(applicationKeys).toHaveLength(2);
    expect(applicationKeys[1]).toBe(applicationKeys[0]);
    expect(keys('/api/payment/create')).toEqual([`${applicationKeys[0]}:payment`, `${applicationKeys[0]}:payment`]);
    expect(await screen.findByTestId('insurance-payment-state')).toHaveTextContent(`Application ${ORDER} created. Payment created.`);
    expect(screen.queryByTestId('payment-issue-screen')).not.toBeInTheDocument();
    await waitFor(() => expect(redirects).toEqual(['/pay/2']), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
  });

  it("counts the failure toast's Retry toward the 3 attempts, as the issue screen's Retry Payment", async () => {
    const network = api({ payment: () => jsonResponse({ success: false, paymentUrl: null, error: null }) });
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    const paymentPosts = () => network.calls.filter((c) => c.url === '/api/payment/create').length;
    const counter = () => screen.getByTestId('payment-retry-count');
    const retryWait = { timeout: TIMINGS.paymentRetryDelayMs + 5000 };
    await screen.findByTestId('payment-issue-screen');
    expect(counter()).toHaveTextContent('0 of 3');

    let used: string | undefined;
    for (const attempt of [1, 2, 3]) {
      await waitFor(() => expect(paymentPosts()).toBe(attempt));
      // This attempt's failure raises a toast of its own, a moment after its request: wait for that
      // one rather than act on the toast whose Retry was already used.
      const failure = await waitFor(() => {
        const current = lastToast();
        expect(current?.id).not.toBe(used);
        expect(current?.action).toMatchObject({ label: 'Retry' });
        return current!;
      });
      used = failure.id;
      act(() => failure.action!.onClick());
      // The retry flow's 2-second wait, shown on the issue screen: an attempt it counts.
      expect(await screen.findByRole('button', { name: 'Retrying...' })).toBeInTheDocument();
      await waitFor(() => expect(paymentPosts()).toBe(attempt + 1), retryWait);
      await waitFor(() => expect(counter()).toHaveTextContent(`${attempt} of 3`));
    }
    // All three used: the last failure's toast offers no Retry and names the support address instead;
    // the issue screen's Retry Payment stays focusable (aria-disabled, never disabled) and says why.
    const retryPayment = screen.getByRole('button', { name: 'Retry Payment' });
    await waitFor(() => expect(retryPayment).toHaveAttribute('aria-disabled', 'true'));
    expect(retryPayment).not.toBeDisabled();
    expect(retryPayment).toHaveAccessibleDescription(
      `You have tried 3 times, so Retry Payment no longer works for this order. Please contact support at ${COMPANY.supportEmail} with your order ID.`,
    );
    expect(lastToast()).toMatchObject({
      title: 'Payment Error',
      description: `You have tried 3 times. Please contact support at ${COMPANY.supportEmail} with your order ID.`,
    });
    expect(lastToast()?.action).toBeUndefined();
  });

  it('an application that was not submitted says so with Try Again, which resubmits with the same Idempotency-Key', async () => {
    let applications = 0;
    const network = api({
      application: () => (++applications === 1 ? jsonResponse({ message: 'Unknown insurance plan' }, 400) : jsonResponse({ applicationNumber: ORDER }, 201)),
    });
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    const failed = await screen.findByTestId('insurance-payment-state');
    expect(failed).toHaveTextContent('Your application could not be submitted.');
    // The server's sentence, not its raw answer ('400: {"message":…}').
    expect(failed).toHaveTextContent('Unknown insurance plan');
    expect(failed).not.toHaveTextContent(/400|\{/);
    expect(screen.queryByTestId('payment-issue-screen')).not.toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(network.calls.filter((c) => c.url === '/api/payment/create')).toHaveLength(1));
    const keys = network.calls
      .filter((c) => c.url === '/api/insurance/applications')
      .map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("words why the application was not submitted, in the page's language: the refused field, no connection, too many attempts, the service down", async () => {
    const answers: Array<() => Response | Promise<Response>> = [
      () => jsonResponse({ statusCode: 400, message: 'Validation failed', errors: { phone: ['Invalid input'] } }, 400, 'Bad Request'),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => jsonResponse({ statusCode: 429, message: 'Too many requests; please wait a minute and try again' }, 429, 'Too Many Requests'),
      () => jsonResponse({ statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' }, 503, 'Service Unavailable'),
    ];
    const network = api({ application: () => answers.shift()!() });
    const i18n = await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue('Germany'));
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));

    // The field named by this form's label, with the server's message; the toast says the same.
    const notice = async () => screen.findByTestId('insurance-payment-state');
    await waitFor(async () => expect(await notice()).toHaveTextContent('Phone number: Invalid input'));
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Phone number: Invalid input' });

    const expected = [
      'We could not reach our server. Please check your internet connection and try again.',
      'Too many attempts from your connection. Please wait a minute and try again.',
      'The service is temporarily unavailable. Please try again in a moment.',
    ];
    for (const [index, text] of expected.entries()) {
      await user.click(within(await notice()).getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(network.calls.filter((c) => c.url === '/api/insurance/applications')).toHaveLength(index + 2));
      await waitFor(async () => expect(await notice()).toHaveTextContent(text));
      expect(lastToast()).toMatchObject({ title: 'Error', description: text });
    }
    expect(document.body.textContent).not.toMatch(/Failed to fetch|statusCode|Too many requests|briefly unavailable/);

    // The notice follows the page's language.
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    await waitFor(async () => expect(await notice()).toHaveTextContent('Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.'));
  });

  it("tells a consulate-only national the e-Visa needs the consulate and that insurance can still be bought here; it is translated", async () => {
    api();
    const country = countryWith('consulate');
    await open(`/insurance?country=${encodeURIComponent(country.name)}`);
    const visa = screen.getByRole('region', { name: 'Your visa' });
    expect(visa).toHaveTextContent(`Citizens of ${country.name} cannot get a Türkiye e-Visa`);
    expect(visa).toHaveTextContent('You can still buy the travel health insurance for your stay here');
    expect(within(visa).getByRole('link', { name: /Ministry of Foreign Affairs/ })).toHaveAttribute('href', COMPANY.officialVisaInformationUrl);
    await waitFor(() => expect(screen.getByLabelText('Nationality')).toHaveDisplayValue(country.name));
    cleanup();
    await open('/insurance', 'tr');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Türkiye için seyahat sağlık sigortası');
    expect(await screen.findByRole('radio', { name: /^7 gün/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Satın almadan önce' })).toHaveTextContent('48 saate kadar ücretin %90 kadarı');
  });
});

/** Only the clock faked (Date), so the page's own timers and promises run as usual. */
const fakeClockOnly = () =>
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'nextTick', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'hrtime', 'performance'] });
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

describe("insurance page: parent ID photos asked for as the server requires them, wherever the traveller is", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks one who turns 18 today for the photos, saying why (still 17 west of UTC, where it is yesterday), and no one 18 since yesterday', async () => {
    // Noon by the page's clock: its own date is the UTC date.
    const today = '2026-07-15';
    fakeClockOnly();
    jest.setSystemTime(new Date(`${today}T12:00:00`));
    api();
    await open();
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await pickDate(user, 'Date of birth', yearsBefore(today, 18));
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    expect(parent.getByText(/has just turned 18, but that date has not yet come everywhere in the world/)).toBeInTheDocument();
    expect(parent.queryByText(/is under 18/)).toBeNull();
    await pickDate(user, 'Date of birth', yearsBefore(addDays(today, -1), 18));
    expect(screen.queryByRole('region', { name: 'Parent or guardian ID' })).toBeNull();
  });
});

describe("insurance page: the UTC date moving on between two checks of the clock", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends, on Buy just after UTC midnight, the parent ID photos the server then requires: none for one 18 on every date a traveller can have', async () => {
    fakeClockOnly();
    jest.setSystemTime(new Date('2026-07-15T23:59:50Z'));
    const server = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    // 18 on 2026-07-15: still 17 where it is 2026-07-14, so the photos are asked for.
    await fillValidForm(user, '2008-07-15');
    const parent = within(screen.getByRole('region', { name: 'Parent or guardian ID' }));
    await user.upload(parent.getByLabelText('Choose photos'), new File([PNG_BYTES], 'mother-id.png', { type: 'image/png' }));
    await parent.findByRole('img', { name: 'mother-id.png' });
    // Twenty seconds later, before the page's next look at the clock: 18 wherever the traveller is.
    jest.setSystemTime(new Date('2026-07-16T00:00:10Z'));
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await waitFor(() => expect(server.calls.filter((c) => c.url === '/api/insurance/applications')).toHaveLength(1));
    const application = JSON.parse(server.calls.find((c) => c.url === '/api/insurance/applications')!.init!.body as string);
    expect(application).toMatchObject({ dateOfBirth: '2008-07-15', parentIdPhotos: null });
  });
});

describe("insurance page: the traveller's today moving on while the page is open", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('refuses, after midnight, a travel date of the day before, as a page opened then would', async () => {
    const today = '2026-07-15';
    fakeClockOnly();
    jest.setSystemTime(new Date(`${today}T12:00:00`));
    const server = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await fillValidForm(user);
    await pickDate(user, 'Travel date', today);
    await pickDate(user, 'Return date', addDays(today, 5));
    // The next day: the tab is looked at again.
    jest.setSystemTime(new Date(`${addDays(today, 1)}T12:00:00`));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await waitFor(() => expect(getToasts().length + server.calls.filter((c) => c.url === '/api/insurance/applications').length).toBeGreaterThan(0));
    expect(lastToast()).toMatchObject({ title: 'Invalid Dates', description: INSURANCE_MESSAGES.travelDateInPast });
    expect(server.calls.filter((c) => c.url === '/api/insurance/applications')).toHaveLength(0);
  });
});

describe("insurance page: Back from the payment page, the page shown again from the browser's back/forward cache", () => {
  it('shows the form ready to change or buy again, not a purchase stuck in Processing; Buy is the same application', async () => {
    const network = api();
    await open('/insurance?country=Germany');
    const user = userEvent.setup();
    await screen.findByRole('radio', { name: /^7 days/ });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Buy insurance and pay' }));
    await waitFor(() => expect(redirects).toEqual([`/payment/simulated?order=${ORDER}`]), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
    expect(screen.getByLabelText('First name')).toBeDisabled();

    // The browser shows the page again as it was left (pageshow with persisted), timers and all.
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    const buy = await screen.findByRole('button', { name: 'Buy insurance and pay' });
    expect(screen.getByLabelText('First name')).toBeEnabled();

    await user.click(buy);
    await waitFor(() => expect(redirects).toHaveLength(2), { timeout: TIMINGS.paymentRedirectDelayMs + 5000 });
    const keys = network.calls.filter((c) => c.url === '/api/insurance/applications').map((c) => (c.init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.stringMatching(/\S/));
    expect(keys[1]).toBe(keys[0]);
  });
});

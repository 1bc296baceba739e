import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MESSAGES, TIMINGS } from '@evisa/contracts';
import { createTestI18n, jsonResponse, mockFetch } from '../../../test/render-app';
import { displayUsd } from '../../../lib/format';
import { MockPaymentPage, type MockPaymentSearch } from './mock-payment-page';

const SEARCH: MockPaymentSearch = {
  order: 'ABC1234567890XYZ',
  amount: '119.00',
  merchant: 'Türkiye Visa Services Ltd',
  return: '/payment/success',
  cancel: '/payment/cancel',
};
const SUCCESS_URL = '/payment/success?payment=success&order=ABC1234567890XYZ&transaction=gpay_1&test=true&payload=abc';
const CANCEL_URL = '/payment/cancel?payment=cancelled&order=ABC1234567890XYZ&payload=def';
const CARD = '4242424242421234';

let i18n: I18n;
let network: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => {
  cleanup();
  network?.restore();
  network = undefined;
  jest.useRealTimers();
});

function provider() {
  network = mockFetch((url, init) => {
    const body = JSON.parse(String(init?.body ?? '{}')) as { outcome?: string };
    if (url === '/api/simulated-provider/checkout') {
      return jsonResponse({ payload: 'x', redirectUrl: body.outcome === 'completed' ? SUCCESS_URL : CANCEL_URL });
    }
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return network;
}

function renderPage(search: MockPaymentSearch = SEARCH) {
  const navigate = jest.fn<(url: string) => void>();
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <MockPaymentPage search={search} navigate={navigate} />
      </Suspense>
    </I18nextProvider>,
  );
  return navigate;
}

async function fillCard(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Card holder name'), 'Ada Lovelace');
  await user.type(screen.getByLabelText('Card number'), CARD);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('CVV'), '1234');
}

describe('simulated card payment page', () => {
  it('shows the order, merchant and total in USD, and says clearly that it is a test page', async () => {
    provider();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Test card payment' })).toBeInTheDocument();
    expect(screen.getByTestId('mock-payment-notice')).toHaveTextContent('This page simulates the card payment provider');
    expect(screen.getByTestId('mock-payment-notice')).toHaveTextContent('never leave this browser');
    expect(screen.getByTestId('mock-order')).toHaveTextContent('ABC1234567890XYZ');
    expect(screen.getByText('Türkiye Visa Services Ltd')).toBeInTheDocument();
    expect(screen.getByTestId('mock-total')).toHaveTextContent(/^\$119$/);
  });

  it('groups the card number in fours, builds MM/YY and keeps 3 CVV digits', async () => {
    provider();
    renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 1234');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('maxLength', '19');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveValue('12/30');
    expect(screen.getByLabelText('Expiry date (MM/YY)')).toHaveAttribute('maxLength', '5');
    expect(screen.getByLabelText('CVV')).toHaveValue('123');
    for (const field of screen.getAllByRole('textbox')) {
      expect(field).toHaveAttribute('autocomplete', 'off');
      expect(field).not.toHaveAttribute('name');
    }
  });

  it("says 'Please fill in all fields' and sends nothing while a field is empty", async () => {
    const calls = provider();
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card holder name'), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByText(MESSAGES.fillAllFields)).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.calls).toHaveLength(0);
  });

  it('processes for 3 seconds, then sends only the outcome and last 4 digits and follows the provider redirect', async () => {
    const calls = provider();
    const navigate = renderPage();
    const user = userEvent.setup();
    await fillCard(user);

    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $119' }));
    expect(screen.getByTestId('mock-processing')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute('aria-disabled', 'true');
    act(() => jest.advanceTimersByTime(TIMINGS.simulatedPaymentMs - 1));
    expect(calls.calls).toHaveLength(0);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();

    await waitFor(() => expect(navigate).toHaveBeenCalledWith(SUCCESS_URL));
    expect(calls.calls).toHaveLength(1);
    const body = String(calls.calls[0]?.init?.body);
    expect(JSON.parse(body)).toEqual({ order: 'ABC1234567890XYZ', amount: '119.00', outcome: 'completed', cardLast4: '1234' });
    expect(body).not.toContain('4242');
    expect(body).not.toContain('Ada');
    expect(body).not.toContain('12/30');
    expect(JSON.stringify(calls.calls.map((c) => c.url))).not.toContain('4242');
  });

  it('Enter in the CVV field pays and leaves the keyboard there: the fields lock read-only, not disabled, and Cancel stays focusable', async () => {
    const calls = provider();
    renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    const cvv = screen.getByLabelText('CVV');
    // Enter's implicit submission (jsdom's user-event does not find a submit button outside the form).
    cvv.focus();
    fireEvent.submit(cvv.closest('form')!);
    expect(await screen.findByTestId('mock-processing')).toBeInTheDocument();
    // A disabled field loses the focus to the page's start (Chromium's focus fix-up; see the payment journey).
    for (const label of ['Card holder name', 'Card number', 'Expiry date (MM/YY)', 'CVV']) {
      const input = screen.getByLabelText(label);
      expect(input).not.toBeDisabled();
      expect(input).toHaveAttribute('readonly');
    }
    expect(cvv).toHaveFocus();
    await user.type(cvv, '9');
    expect(cvv).toHaveValue('123');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).not.toBeDisabled();
    expect(cancel).toHaveAttribute('aria-disabled', 'true');
    await user.click(cancel);
    expect(calls.calls).toHaveLength(0);
  });

  it('Cancel sends the cancelled outcome, no card data, and goes to the cancel address', async () => {
    const calls = provider();
    const navigate = renderPage();
    const user = userEvent.setup();
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(CANCEL_URL));
    expect(JSON.parse(String(calls.calls[0]?.init?.body))).toEqual({ order: 'ABC1234567890XYZ', amount: '119.00', outcome: 'cancelled' });
  });

  it('sends a whole-dollar amount the router parsed as a number as the same decimal string', async () => {
    const calls = provider();
    const navigate = renderPage({ ...SEARCH, amount: 119 });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(CANCEL_URL));
    expect(JSON.parse(String(calls.calls[0]?.init?.body))).toMatchObject({ amount: '119' });
  });

  it('shows the provider refusal instead of redirecting when the checkout is not open', async () => {
    network = mockFetch(() => jsonResponse({ statusCode: 404, message: 'No open checkout for this order and amount' }, 404));
    const navigate = renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Card holder name');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('The payment provider answered: No open checkout for this order and amount')).toBeInTheDocument();
    expect(screen.queryByText(/statusCode/)).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says in the page language that the provider could not be reached, not the browser\'s "Failed to fetch"', async () => {
    const french = await createTestI18n('fr');
    network = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const navigate = jest.fn<(url: string) => void>();
    render(
      <I18nextProvider i18n={french}>
        <Suspense fallback={null}>
          <MockPaymentPage search={SEARCH} navigate={navigate} />
        </Suspense>
      </I18nextProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Annuler' }));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Le prestataire de paiement est injoignable. Vérifiez votre connexion Internet et réessayez.');
    expect(notice).not.toHaveTextContent('Failed to fetch');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('never follows a redirect to another site', async () => {
    network = mockFetch(() => jsonResponse({ payload: 'x', redirectUrl: 'https://evil.example/steal' }));
    const navigate = renderPage();
    const user = userEvent.setup();
    await screen.findByLabelText('Card holder name');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText(/unexpected return address/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('disables the form when the link has no order or amount', async () => {
    provider();
    renderPage({ merchant: 'X' });
    expect(await screen.findByText('This payment link is incomplete')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeDisabled();
  });

  it('keeps the amount whole in Arabic, where a bare "25 US$" in right-to-left text reads "$US 25"', async () => {
    provider();
    const arabic = await createTestI18n('ar');
    render(
      <I18nextProvider i18n={arabic}>
        <Suspense fallback={null}>
          <MockPaymentPage search={SEARCH} navigate={jest.fn()} />
        </Suspense>
      </I18nextProvider>,
    );
    const isolated = /\u2066[^\u2069]*US\$[^\u2069]*\u2069/;
    expect(await screen.findByTestId('mock-total')).toHaveTextContent(isolated, { normalizeWhitespace: false });
    const pay = screen.getAllByRole('button').find((button) => button.getAttribute('type') === 'submit');
    expect(pay?.textContent).toMatch(isolated);
  });

  // The total is the shared price format alone: a currency word after it named the currency twice
  // ('US$ 25 دولار أمريكي' in Arabic, '$119 USD' in English).
  it.each([
    ['ar', /^\u2066\u200f?119\s?US\$\u2069$/],
    ['es', /^119\sUS\$$/],
  ])('names the currency once in the total (%s)', async (language, once) => {
    provider();
    const translated = await createTestI18n(language);
    render(
      <I18nextProvider i18n={translated}>
        <Suspense fallback={null}>
          <MockPaymentPage search={SEARCH} navigate={jest.fn()} />
        </Suspense>
      </I18nextProvider>,
    );
    const total = (await screen.findByTestId('mock-total')).textContent;
    expect(total).toMatch(once);
    expect(total).toBe(displayUsd(11900, language));
  });
});

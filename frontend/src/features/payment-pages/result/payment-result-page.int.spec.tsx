import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { getToasts, resetToasts } from '../../../components/toast/toast-store';
import { INSURANCE_PROGRESS_KEY, WIZARD_PROGRESS_KEY } from '../../../lib/saved-progress';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../../test/render-app';

const ORDER = 'ABC1234567890XYZ';
const APPLICATION = {
  applicationNumber: ORDER,
  status: 'pending',
  paymentStatus: 'pending',
  firstName: 'Ada',
  lastName: 'Lovelace',
  createdAt: '2026-11-20T10:15:00.000Z',
  arrivalDate: '2026-12-24',
  totalAmount: '119',
  processingType: 'standard',
};

let i18n: I18n;
let network: ReturnType<typeof mockFetch> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  network?.restore();
  network = undefined;
  act(() => resetToasts());
});

function server({ confirm, paymentStatus = 'pending' }: { confirm?: () => Response; paymentStatus?: string }) {
  network = mockFetch((url) => {
    if (url === '/api/payment/simulated/confirm' && confirm) return confirm();
    if (url.startsWith('/api/applications/')) return jsonResponse({ ...APPLICATION, paymentStatus });
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return network;
}

const confirmed = (status: string) => () =>
  jsonResponse({ orderId: ORDER, status, transactionId: 'gpay_server_tx', recorded: true });

const state = () => screen.getByTestId('payment-result').getAttribute('data-state');
const successQuery = `payment=success&order=${ORDER}&transaction=gpay_url_tx&test=true&payload=signedPayload`;

describe('payment result pages', () => {
  it('shows test-mode success only after the server confirms the signed payload', async () => {
    const calls = server({ confirm: confirmed('completed') });
    renderApp(`/payment/success?${successQuery}`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Test Payment Successful!' })).toBeInTheDocument();
    expect(state()).toBe('test-success');
    const confirmCall = calls.calls.find((c) => c.url === '/api/payment/simulated/confirm');
    expect(JSON.parse(String(confirmCall?.init?.body))).toEqual({ payload: 'signedPayload' });
    expect(screen.getByTestId('result-order')).toHaveTextContent(ORDER);
    expect(screen.getByTestId('result-transaction')).toHaveTextContent('gpay_server_tx');
    const card = within(screen.getByTestId('payment-result'));
    expect(card.getByRole('link', { name: 'Check application status' })).toHaveAttribute('href', `/status?ref=${ORDER}`);
    expect(card.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/confirmation email with your receipt/)).toBeInTheDocument();
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Payment Successful'));
  });

  it('shows plain success (no test note) at /payment-success without the test flag', async () => {
    server({ confirm: confirmed('completed') });
    renderApp(`/payment-success?payment=success&order=${ORDER}&transaction=gpay_url_tx&payload=signedPayload`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(state()).toBe('success');
    expect(screen.queryByText(/test payment/i)).not.toBeInTheDocument();
  });

  it('shows a checking state while the server is asked', async () => {
    server({ confirm: confirmed('completed') });
    renderApp(`/payment/success?${successQuery}`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Checking your payment' })).toBeInTheDocument();
    // Screen readers hear the sentence once (the spinner's status), not twice.
    const heard = screen.getAllByText('We are confirming your payment with the payment provider…').filter((el) => !el.closest('[aria-hidden="true"]'));
    expect(heard).toHaveLength(1);
    await screen.findByRole('heading', { level: 1, name: 'Test Payment Successful!' });
  });

  it('shows an error state, never success, when the server refuses a forged payload', async () => {
    server({ confirm: () => jsonResponse({ statusCode: 400, message: 'Invalid payment result' }, 400) });
    renderApp(`/payment/success?${successQuery}`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not verify this payment' })).toBeInTheDocument();
    expect(state()).toBe('refused');
    // Said once, as the title, not again as the notice's own heading.
    expect(screen.getAllByText('We could not verify this payment')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The payment result in this address could not be verified/);
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('result-transaction')).not.toBeInTheDocument();
    expect(getToasts()).toHaveLength(0);
  });

  it('offers to check again when the server cannot be reached', async () => {
    server({ confirm: () => jsonResponse(undefined, 503, 'Service Unavailable') });
    renderApp(`/payment/success?${successQuery}`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'We could not check your payment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('keeps the keyboard focus on the page when Check again (which the new check removes) is pressed', async () => {
    let reachable = false;
    network = mockFetch((url) => {
      if (url === '/api/payment/simulated/confirm') {
        return reachable ? confirmed('completed')() : jsonResponse(undefined, 503, 'Service Unavailable');
      }
      return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
    });
    renderApp(`/payment/success?${successQuery}`, i18n);
    const checkAgain = await screen.findByRole('button', { name: 'Check again' });
    reachable = true;
    checkAgain.focus();
    await userEvent.setup().keyboard('{Enter}');
    const title = await screen.findByRole('heading', { level: 1, name: 'Test Payment Successful!' });
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(document.activeElement).toBe(title);
  });

  it('without a payload, does not claim success until the application says the payment is completed', async () => {
    const calls = server({ paymentStatus: 'pending' });
    renderApp(`/payment/success?payment=success&order=${ORDER}&transaction=fake`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment not confirmed yet' })).toBeInTheDocument();
    expect(calls.calls.some((c) => c.url === `/api/applications/${ORDER}`)).toBe(true);
    expect(calls.calls.some((c) => c.url.includes('confirm'))).toBe(false);
    expect(screen.queryByText(/Payment Successful/)).not.toBeInTheDocument();
  });

  it("without a payload, turns to success by itself when the provider's confirmation lands after the traveller (a Stripe return beating its webhook)", async () => {
    let paymentStatus = 'pending';
    network = mockFetch((url) =>
      url === `/api/applications/${ORDER}` ? jsonResponse({ ...APPLICATION, paymentStatus }) : jsonResponse({ statusCode: 404, message: 'Not Found' }, 404),
    );
    renderApp(`/payment/success?payment=success&order=${ORDER}&transaction=cs_test_1`, i18n);
    await screen.findByRole('heading', { level: 1, name: 'Payment not confirmed yet' });
    paymentStatus = 'completed';
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 6_000 })).toBeInTheDocument();
  });

  it('without a payload, shows success when the application is already paid (e.g. a Stripe return)', async () => {
    server({ paymentStatus: 'completed' });
    renderApp(`/payment/success?payment=success&order=${ORDER}&transaction=cs_test_1`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('without a payload, finds an insurance order paid through the insurance lookup', async () => {
    network = mockFetch((url) =>
      url === `/api/insurance/applications/${ORDER}`
        ? jsonResponse({ ...APPLICATION, paymentStatus: 'completed' })
        : jsonResponse({ statusCode: 404, message: 'Application not found' }, 404),
    );
    renderApp(`/payment/success?payment=success&order=${ORDER}&transaction=cs_test_2`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(network.calls.map((c) => c.url)).toEqual(expect.arrayContaining([`/api/applications/${ORDER}`, `/api/insurance/applications/${ORDER}`]));
  });

  it('shows the cancelled message, records the cancellation with the server and toasts', async () => {
    const calls = server({ confirm: confirmed('cancelled') });
    renderApp(`/payment/cancel?payment=cancelled&order=${ORDER}&payload=cancelPayload`, i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was cancelled. You can return to the application form to try again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Application' })).toHaveAttribute('href', '/application');
    expect(calls.calls.some((c) => c.url === '/api/payment/simulated/confirm')).toBe(true);
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Payment Cancelled'));
  });

  it('forgets the saved application form once its payment is confirmed, and only then', async () => {
    const saved = JSON.stringify({ version: 1, step: 'summary', form: {}, applicationNumber: ORDER });
    sessionStorage.setItem(WIZARD_PROGRESS_KEY, saved);
    server({ confirm: confirmed('cancelled') });
    renderApp(`/payment/cancel?payment=cancelled&order=${ORDER}&payload=cancelPayload`, i18n);
    await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' });
    // Cancelled: "Return to Application" must find every answer where the traveller left it.
    expect(sessionStorage.getItem(WIZARD_PROGRESS_KEY)).toBe(saved);
    cleanup();
    network?.restore();

    server({ confirm: confirmed('completed') });
    renderApp(`/payment/success?${successQuery}`, i18n);
    await screen.findByRole('heading', { level: 1, name: 'Test Payment Successful!' });
    await waitFor(() => expect(sessionStorage.getItem(WIZARD_PROGRESS_KEY)).toBeNull());
  });

  it("sends Return to Application back to the insurance page when this tab's insurance form made the order", async () => {
    sessionStorage.setItem(INSURANCE_PROGRESS_KEY, JSON.stringify({ version: 1, form: {}, applicationNumber: ORDER }));
    server({ confirm: confirmed('cancelled') });
    renderApp(`/payment/cancel?payment=cancelled&order=${ORDER}&payload=cancelPayload`, i18n);
    await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' });
    expect(screen.getByRole('link', { name: 'Return to Application' })).toHaveAttribute('href', '/insurance');
  });

  it('shows the cancelled state at /payment-cancel without any payload', async () => {
    server({});
    renderApp('/payment-cancel', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Cancelled' })).toBeInTheDocument();
  });

  it('says there are no details on a bare visit', async () => {
    server({});
    renderApp('/payment/success', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment result' })).toBeInTheDocument();
    expect(state()).toBe('noDetails');
  });
});

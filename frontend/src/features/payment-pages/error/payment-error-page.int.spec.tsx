import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderApp } from '../../../test/render-app';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(cleanup);

// jsdom runs on http://localhost, a development host for the spec's rule.
describe('payment error page', () => {
  it('shows the error from the address, the system-status box and the two buttons', async () => {
    renderApp('/payment-error?error=Card%20declined%20by%20issuer', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-error-message')).toHaveTextContent('Card declined by issuer');
    expect(screen.queryByTestId('payment-dev-notice')).not.toBeInTheDocument();
    const box = screen.getByRole('region', { name: 'System status' });
    expect(box).toHaveTextContent('Payment gateway');
    expect(box).toHaveTextContent('Merchant ID');
    expect(screen.getByTestId('payment-environment')).toHaveTextContent('Development');
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/application');
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
  });

  it("keeps the page's own words first and the address's error a short quoted detail, so a crafted link cannot speak for the site", async () => {
    const crafted = `Your card was declined.\n\nTo complete your visa, pay by bank transfer to ${'GB00 SCAM 0000 0000 '.repeat(20)}`;
    renderApp(`/payment-error?error=${encodeURIComponent(crafted)}`, i18n);
    const message = await screen.findByTestId('payment-error-message');
    expect(message).toHaveTextContent(/^An error occurred during payment processing\./);
    const detail = screen.getByTestId('payment-error-detail');
    expect(detail).toHaveTextContent(/^Error details: Your card was declined\. To complete your visa/);
    const quoted = detail.querySelector('code')?.textContent ?? '';
    expect(quoted).toHaveLength(160);
    expect(quoted.endsWith('…')).toBe(true);
  });

  it("quotes the address's error in its own direction, so an English detail on an Arabic page keeps its order", async () => {
    renderApp('/payment-error?error=404%3A%20Not%20Found', await createTestI18n('ar'));
    const quoted = (await screen.findByTestId('payment-error-detail')).querySelector('code');
    expect(quoted).toHaveTextContent('404: Not Found');
    // dir makes the quote a bidi isolate: without it the Arabic line around it shows 'Not Found :404'.
    expect(quoted).toHaveAttribute('dir', 'auto');
  });

  it('shows the generic message without an error parameter', async () => {
    renderApp('/payment-error', i18n);
    expect(await screen.findByTestId('payment-error-message')).toHaveTextContent('An error occurred during payment processing.');
  });

  it("shows the development-mode notice instead on a development host when the error contains 'fetch failed'", async () => {
    renderApp('/payment-error?error=TypeError%3A%20fetch%20failed', i18n);
    expect(await screen.findByTestId('payment-dev-notice')).toHaveTextContent('DNS limitation');
    expect(screen.queryByTestId('payment-error-message')).not.toBeInTheDocument();
  });
});

import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../../test/render-app';

let i18n: I18n;
let network: ReturnType<typeof mockFetch> | undefined;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(() => {
  cleanup();
  network?.restore();
  network = undefined;
});

async function check() {
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Check Status' }));
}

describe('payment system status page', () => {
  it('starts unknown, with the known-issue notice and the troubleshooting steps', async () => {
    renderApp('/payment-troubleshoot', i18n);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment System Status' })).toBeInTheDocument();
    expect(screen.getByTestId('provider-status')).toHaveAttribute('data-state', 'unknown');
    expect(screen.getByText(/intermittent server errors/)).toBeInTheDocument();
    expect(screen.getByText(/Wait 2-3 minutes/)).toBeInTheDocument();
    expect(screen.getByText(/Clear your browser cache/)).toBeInTheDocument();
    expect(screen.getByText(/Try another browser/)).toBeInTheDocument();
    expect(screen.getByText(/with your application number/)).toBeInTheDocument();
    const providerPage = screen.getByRole('link', { name: 'Open the payment provider test page (opens in a new tab)' });
    expect(providerPage).toHaveAttribute('href', '/mock-gpay-payment');
    expect(providerPage).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Back to homepage' })).toHaveAttribute('href', '/');
  });

  it('says the provider is responding when the endpoint and the API answer', async () => {
    network = mockFetch(() => jsonResponse({ status: 'ok' }));
    renderApp('/payment-troubleshoot', i18n);
    await check();
    expect(await screen.findByText('GPay API is responding normally')).toBeInTheDocument();
    expect(screen.getByTestId('provider-status')).toHaveAttribute('data-state', 'working');
    expect(network.calls.map((c) => [c.url, c.init?.method ?? 'GET'])).toEqual([
      ['/mock-gpay-payment', 'OPTIONS'],
      ['/api/health', 'GET'],
    ]);
  });

  it('says the provider has issues when the ping fails', async () => {
    network = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/payment-troubleshoot', i18n);
    await check();
    expect(await screen.findByText('GPay API is currently experiencing issues')).toBeInTheDocument();
    expect(screen.getByTestId('provider-status')).toHaveAttribute('data-state', 'error');
  });

  it('says the provider has issues when its server is unhealthy', async () => {
    network = mockFetch((url) => (url === '/api/health' ? jsonResponse({ status: 'down' }, 503) : jsonResponse({})));
    renderApp('/payment-troubleshoot', i18n);
    await check();
    expect(await screen.findByText('GPay API is currently experiencing issues')).toBeInTheDocument();
  });
});

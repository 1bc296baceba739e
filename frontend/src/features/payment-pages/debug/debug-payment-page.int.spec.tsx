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

function server({ staff, create }: { staff: boolean; create?: () => Response | Promise<Response> }) {
  network = mockFetch((url) => {
    if (url === '/api/admin/auth/me') {
      return jsonResponse(staff ? { staff: { id: 'staff-1', email: 'ops@example.com', name: 'Ops', role: 'admin' }, csrfToken: 'csrf' } : { staff: null });
    }
    if (url === '/api/payment/create' && create) return create();
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });
  return network;
}

describe('payment debug page', () => {
  it('is for staff only: without a staff session it shows the notice and a link to the staff sign-in', async () => {
    const calls = server({ staff: false });
    renderApp('/debug-payment', i18n);
    expect(await screen.findByTestId('staff-only')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('button', { name: 'Test Payment API' })).not.toBeInTheDocument();
    expect(calls.calls.map((c) => c.url)).toEqual(['/api/admin/auth/me']);
  });

  it('sends amount 114 for the typed order and shows the answer as text', async () => {
    const answer = { success: true, paymentUrl: '/mock-gpay-payment?order=DEBUG123456', error: null };
    const calls = server({ staff: true, create: () => jsonResponse(answer) });
    renderApp('/debug-payment', i18n);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Transaction ID (application number)'), 'DEBUG123456');
    await user.click(screen.getByRole('button', { name: 'Test Payment API' }));
    expect(await screen.findByText(/"paymentUrl": "\/mock-gpay-payment\?order=DEBUG123456"/)).toBeInTheDocument();
    const sent = JSON.parse(String(calls.calls.find((c) => c.url === '/api/payment/create')?.init?.body));
    expect(sent).toMatchObject({ amount: 114, currency: 'USD', orderId: 'DEBUG123456' });
  });

  it('keeps the pressed button focusable while the test runs (inert, not disabled), so the keyboard stays on it', async () => {
    let answer: (response: Response) => void = () => undefined;
    server({ staff: true, create: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderApp('/debug-payment', i18n);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Transaction ID (application number)'), 'DEBUG123456');
    const testApi = screen.getByRole('button', { name: 'Test Payment API' });
    testApi.focus();
    await user.keyboard('{Enter}');
    // A disabled button under the keyboard loses the focus to the page's start in Chromium.
    expect(testApi).not.toBeDisabled();
    expect(testApi).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Test Direct Redirect' })).toHaveAttribute('aria-disabled', 'true');
    // The other test does not start meanwhile.
    await user.click(screen.getByRole('button', { name: 'Test Direct Redirect' }));
    answer(jsonResponse({ success: true, paymentUrl: '/mock-gpay-payment?order=DEBUG123456', error: null }));
    expect(await screen.findByText(/"success": true/)).toBeInTheDocument();
    expect(network!.calls.filter((c) => c.url === '/api/payment/create')).toHaveLength(1);
  });

  it("shows 'API Error: {message}' and 'Redirect Error: {message}'", async () => {
    server({ staff: true, create: () => jsonResponse({ statusCode: 404, message: 'Application not found' }, 404) });
    renderApp('/debug-payment', i18n);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Transaction ID (application number)'), 'NOPE123456');
    await user.click(screen.getByRole('button', { name: 'Test Payment API' }));
    expect(await screen.findByText(/^API Error: 404: /)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test Direct Redirect' }));
    expect(await screen.findByText(/^Redirect Error: 404: /)).toBeInTheDocument();
  });
});

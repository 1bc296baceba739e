import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness, lastToast, rejectApplication } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const NETWORK = 'The server could not be reached. Check your internet connection and try again.';

/** What fetch does when no answer comes (offline, connection refused): Chromium's own words. */
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

describe('when the server cannot be reached', () => {
  it('sign-in says so in the panel\'s words and keeps the password typed', async () => {
    const { api } = renderPage();
    api.overrides.set('POST /api/admin/auth/login', offline);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent(`Hata${NETWORK}`);
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    // The server never judged it: sign in again with Enter once the connection is back.
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse');
    api.overrides.delete('POST /api/admin/auth/login');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Staff panel' })).toBeInTheDocument();
  });

  it('a decision toasts the same message', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('PATCH /api/admin/applications/ABC1234567890XYZ/status', offline);
    await rejectApplication('ABC1234567890XYZ');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK, variant: 'destructive' }));
  });

  it("the list's 'Hata' row says it too", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('GET /api/admin/applications', offline);
    expect(await screen.findByRole('alert')).toHaveTextContent(`Hata: ${NETWORK}`);
  });
});

describe('signing out', () => {
  it('that does not reach the server leaves staff signed in and says so; Log out again signs out', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('POST /api/admin/auth/logout', offline);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Hata',
        description: 'You are still signed in: the sign-out did not reach the server. Check your connection and press Log out again.',
      }),
    );
    // The server still holds the session: the panel stays, as a reload would show it.
    expect(screen.getByRole('heading', { name: 'Staff panel' })).toBeInTheDocument();

    api.overrides.delete('POST /api/admin/auth/logout');
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/auth/logout')).toHaveLength(2);
  });

  it('whose session had already ended (401) shows the sign-in form', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('POST /api/admin/auth/logout', { status: 401, body: { statusCode: 401, message: 'Sign in required' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });
});

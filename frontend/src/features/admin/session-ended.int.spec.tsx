import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const ENDED = 'Your session has ended (after a while without activity, or you were signed out elsewhere). Sign in again to continue.';

describe('a session that ends under the open panel', () => {
  it('brings back the sign-in form saying why; gone after signing in again, and not shown after Log out', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    await screen.findByText('ABC1234567890XYZ');
    // The server ends the session (idle timeout): the next staff call answers 401.
    api.session = null;
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByRole('heading', { name: 'Staff panel' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });

  it('is not mentioned on a first visit', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});

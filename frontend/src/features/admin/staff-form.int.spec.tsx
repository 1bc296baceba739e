import { describe, expect, it } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness, lastToast } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

describe('adding a staff member', () => {
  it('refuses a name of spaces (the browser lets it through as filled): says so at the field, focuses it and sends nothing', async () => {
    const { callsTo } = renderPage({ session: sessionFor('admin') });
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Full name');
    await user.type(name, '   ');
    await user.type(screen.getByLabelText('Email address'), 'alan@example.com');
    await user.type(screen.getByLabelText('Initial password'), 'a long initial password');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Enter the staff member's name.");
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Enter the staff member's name.");
    expect(callsTo('POST', '/api/admin/staff')).toHaveLength(0);

    // Typing a name clears the message; the rest of the form was kept.
    await user.type(name, 'Alan Turing');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Alan Turing can now sign in.' }));
  });
});

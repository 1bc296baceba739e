import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness, lastToast } from './test/admin-page-harness';
import { CSRF, sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const NEW_PASSWORD = 'a brand new passphrase';

async function openChangePassword() {
  await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
  return screen.findByRole('dialog', { name: 'Change your password' });
}

describe('change your own password', () => {
  it('opens from the header with the focus in the dialog, labelled fields, and closes with Escape (focus back on the button)', async () => {
    renderPage({ session: sessionFor('auditor') });
    const dialog = await openChangePassword();
    expect(dialog).toHaveAccessibleDescription('You stay signed in here; your other sessions are signed out.');
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('autocomplete', 'current-password');
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription('At least 12 characters.');
    expect(within(dialog).getByLabelText('Repeat the new password')).toHaveAttribute('type', 'password');
    expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus();
  });

  it('checks on the client first: current password given, new one long enough, both copies equal; errors announced, the field focused, nothing sent', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openChangePassword();
    const user = userEvent.setup();
    const submit = within(dialog).getByRole('button', { name: 'Change password' });

    await user.click(submit);
    // Every error at once, the focus on the first.
    expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['Enter your current password.', 'The new password must have at least 12 characters.']);
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(within(dialog).getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('New password'), 'too short');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The new password must have at least 12 characters.');
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(/The new password must have at least 12 characters/);

    await user.type(within(dialog).getByLabelText('New password'), ' but now long enough');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'something else entirely');
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The two new passwords do not match.');
    expect(within(dialog).getByLabelText('Repeat the new password')).toHaveFocus();
    expect(callsTo('POST', '/api/admin/auth/password')).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong current password under that field, clears and focuses it, and stays open", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const dialog = await openChangePassword();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Current password'), 'not my password');
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), `${NEW_PASSWORD}{Enter}`);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Mevcut şifre yanlış.');
    expect(within(dialog).getByLabelText('Current password')).toHaveValue('');
    expect(within(dialog).getByLabelText('Current password')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(api.password).toBe('correct horse');
  });

  it("shows the server's refusal of a new password equal to the current one", async () => {
    renderPage({ session: sessionFor('agent'), password: 'the very same passphrase' });
    const dialog = await openChangePassword();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Current password'), 'the very same passphrase');
    await user.type(within(dialog).getByLabelText('New password'), 'the very same passphrase');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'the very same passphrase{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Yeni şifre mevcut şifreden farklı olmalı.');
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
  });

  it('changes the password with the CSRF header, closes and confirms; reopened, the form is empty', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const dialog = await openChangePassword();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Your password has been changed. Your other sessions have been signed out.' });
    const [post] = callsTo('POST', '/api/admin/auth/password');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ currentPassword: 'correct horse', newPassword: NEW_PASSWORD });
    expect((post?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    expect(api.password).toBe(NEW_PASSWORD);
    // Still signed in: the panel is there.
    expect(screen.getByRole('heading', { name: 'Staff panel' })).toBeInTheDocument();

    const again = await openChangePassword();
    expect(within(again).getByLabelText('Current password')).toHaveValue('');
    expect(within(again).getByLabelText('New password')).toHaveValue('');
  });
});

describe("an admin resets another member's password", () => {
  const staff = [
    { id: 'staff-admin', email: 'admin@example.com', name: 'Test admin', role: 'admin' as const, disabled: false, createdAt: '2026-11-01T09:00:00.000Z' },
    { id: 'staff-2', email: 'alan@example.com', name: 'Alan Turing', role: 'agent' as const, disabled: false, createdAt: '2026-11-02T09:00:00.000Z' },
  ];

  async function openReset() {
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the password of Alan Turing' }));
    return screen.findByRole('dialog', { name: 'Reset the password of Alan Turing' });
  }

  it('offers the reset for other accounts only (one changes their own in the header)', async () => {
    renderPage({ session: sessionFor('admin'), staff });
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    expect(await screen.findByRole('button', { name: 'Reset the password of Alan Turing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset the password of Test admin' })).not.toBeInTheDocument();
  });

  it('checks both copies on the client, then resets with the CSRF header, closes and confirms', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin'), staff });
    const dialog = await openReset();
    expect(dialog).toHaveAccessibleDescription(/Alan Turing is signed out everywhere/);
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'a typo in the copy{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The two new passwords do not match.');
    expect(callsTo('POST', '/api/admin/staff/staff-2/password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Repeat the new password'));
    await user.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'The password of Alan Turing has been reset; they have been signed out everywhere.' });
    const [post] = callsTo('POST', '/api/admin/staff/staff-2/password');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ newPassword: NEW_PASSWORD });
    expect((post?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    expect(api.passwordResets).toEqual({ 'staff-2': NEW_PASSWORD });
    expect(screen.getByRole('button', { name: 'Reset the password of Alan Turing' })).toHaveFocus();
  });

  it("shows a server error in the dialog (an account removed meanwhile: 404) and stays open", async () => {
    const { api } = renderPage({ session: sessionFor('admin'), staff });
    const dialog = await openReset();
    api.staff = api.staff.filter((s) => s.id !== 'staff-2');
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), `${NEW_PASSWORD}{Enter}`);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Staff account not found');
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});

import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness, openRejectDialog } from './test/admin-page-harness';
import { insuranceRow, sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

// jsdom lacks what Radix Select calls while its list is open (the add-staff form's role).
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
const NUMBER = 'ABC1234567890XYZ';
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

  it("comes back where the member was (search, tab, page) after they sign in again; Log out starts afresh", async () => {
    // 60 insurance applications: two pages of 50. The fake signs in as the admin.
    const rows = Array.from({ length: 60 }, (_, index) => insuranceRow({ id: `INS${String(index).padStart(13, '0')}`, applicationNumber: `INS${String(index).padStart(13, '0')}` }));
    const { api, callsTo } = renderPage({ session: sessionFor('admin'), insurance: rows });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
    await user.type(screen.getByLabelText('Search applications'), 'Young');
    await waitFor(() => expect(callsTo('GET', '/api/admin/insurance-applications').some((c) => c.url.includes('search=Young'))).toBe(true));
    const pager = () => screen.getByRole('navigation', { name: 'Insurance application pages' });
    await user.click(within(await screen.findByRole('navigation', { name: 'Insurance application pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 2 (60 in total)')).toBeInTheDocument());

    // The session ends under the panel; the same member signs in again.
    api.session = null;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByRole('tab', { name: 'Insurance applications', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Search applications')).toHaveValue('Young');
    await waitFor(() => expect(within(pager()).getByText('Page 2 of 2 (60 in total)')).toBeInTheDocument());
    expect(callsTo('GET', '/api/admin/insurance-applications').at(-1)?.url).toMatch(/page=2.*search=Young|search=Young.*page=2/);

    // Log out and in again: the first tab, no search, page 1.
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByRole('tab', { name: 'Visa applications', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Search applications')).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Insurance applications' }));
    await waitFor(() => expect(within(pager()).getByText('Page 1 of 2 (60 in total)')).toBeInTheDocument());
  });

  it('brings back a search typed just before the session ended, before the panel had searched for it', async () => {
    // The fake signs in as the admin: the same member.
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search applications'), 'Lovelace');
    // Within the search's pause: nothing has been asked for yet.
    api.session = null;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(callsTo('GET', '/api/admin/applications').some((c) => c.url.includes('search='))).toBe(false);
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByLabelText('Search applications')).toHaveValue('Lovelace');
    await waitFor(() => expect(callsTo('GET', '/api/admin/applications').at(-1)?.url).toContain('search=Lovelace'));
  });

  it("does not bring back another member's place: the agent's search is gone when the admin signs in", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Search applications'), 'Lovelace');
    api.session = null;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByText('Signed in as Test admin (Administrator)')).toBeInTheDocument();
    expect(screen.getByLabelText('Search applications')).toHaveValue('');
  });

  it('keeps the reason typed in the reject dialog when the session ends under it: Reject opens with it after signing in again, not after Log out', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const user = userEvent.setup();
    const dialog = await openRejectDialog(NUMBER);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Supporting visa expired before arrival');
    // The server ended the session while the reason was being typed: Reject & Send Email answers 401.
    api.session = null;
    await user.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(callsTo('PATCH', '/api/admin/applications/')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    const again = await openRejectDialog(NUMBER);
    expect(within(again).getByLabelText('Reason (optional)')).toHaveValue('Supporting visa expired before arrival');
    await user.click(within(again).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    const afresh = await openRejectDialog(NUMBER);
    expect(within(afresh).getByLabelText('Reason (optional)')).toHaveValue('');
  });

  it("does not keep a member's typing once another member signs in on the same browser", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const user = userEvent.setup();
    const dialog = await openRejectDialog(NUMBER);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Supporting visa expired before arrival');
    // The agent's session ends under the dialog; the admin signs in at the same browser.
    api.session = null;
    await user.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByText('Signed in as Test admin (Administrator)')).toBeInTheDocument();
    // The admin's session ends in turn, and the agent signs in again: the reason typed before is gone.
    api.session = null;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await user.type(await screen.findByLabelText('Email address'), 'agent@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByText('Signed in as Test agent (Agent)')).toBeInTheDocument();
    const again = await openRejectDialog(NUMBER);
    expect(within(again).getByLabelText('Reason (optional)')).toHaveValue('');
  });

  it('keeps what was typed in the add-staff form, never its password, when the session ends under it; not after Log out', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Staff' }));
    await user.type(await screen.findByLabelText('Full name'), 'Grace Hopper');
    await user.type(screen.getByLabelText('Email address'), 'grace@example.com');
    // The role as the admin-keyboard journey chooses: Enter opens the list, typing moves to the choice, Enter takes it.
    const role = screen.getByRole('combobox', { name: 'Role' });
    act(() => role.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'Auditor' });
    await user.keyboard('Aud{Enter}');
    await waitFor(() => expect(role).toHaveTextContent('Auditor'));
    await user.type(screen.getByLabelText('Initial password'), 'a long initial password');
    // The server ended the session while the form was being filled in: Add answers 401.
    api.session = null;
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/admin/staff')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByLabelText('Full name')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Email address')).toHaveValue('grace@example.com');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Auditor');
    expect(screen.getByLabelText('Initial password')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await user.click(await screen.findByRole('tab', { name: 'Staff' }));
    expect(await screen.findByLabelText('Full name')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Agent');
  });

  it('is said when Change password answers 401, and the passwords typed are not kept', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('New password'), 'a brand new passphrase');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'a brand new passphrase');
    // The server ended the session while the dialog was open: the change answers 401.
    api.session = null;
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    expect(callsTo('POST', '/api/admin/auth/password')).toHaveLength(1);

    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    const again = await screen.findByRole('dialog', { name: 'Change your password' });
    expect(within(again).getByLabelText('Current password')).toHaveValue('');
    expect(within(again).getByLabelText('New password')).toHaveValue('');
  });

  it("is said when resetting another member's password answers 401", async () => {
    const staff = [
      { id: 'staff-admin', email: 'admin@example.com', name: 'Test admin', role: 'admin' as const, disabled: false, createdAt: '2026-11-01T09:00:00.000Z' },
      { id: 'staff-2', email: 'alan@example.com', name: 'Alan Turing', role: 'agent' as const, disabled: false, createdAt: '2026-11-02T09:00:00.000Z' },
    ];
    const { api, callsTo } = renderPage({ session: sessionFor('admin'), staff });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Staff' }));
    await user.click(await screen.findByRole('button', { name: 'Reset the password of Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Alan Turing' });
    await user.type(within(dialog).getByLabelText('New password'), 'a brand new passphrase');
    await user.type(within(dialog).getByLabelText('Repeat the new password'), 'a brand new passphrase');
    api.session = null;
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    expect(callsTo('POST', '/api/admin/staff/staff-2/password')).toHaveLength(1);
  });

  it('keeps the application number typed to confirm an erasure when the session ends under it; not after Log out', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const user = userEvent.setup();
    const openErase = async () => {
      await user.click(await screen.findByRole('button', { name: `Erase personal data of application ${NUMBER}` }));
      const dialog = await screen.findByRole('dialog', { name: `Erase the personal data of application ${NUMBER}` });
      return { dialog, input: within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`) };
    };
    const first = await openErase();
    await user.type(first.input, NUMBER);
    api.session = null;
    await user.click(within(first.dialog).getByRole('button', { name: 'Erase permanently' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    expect(callsTo('POST', `/api/admin/applications/${NUMBER}/erase-personal-data`)).toHaveLength(1);

    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    const again = await openErase();
    expect(again.input).toHaveValue(NUMBER);
    await user.click(within(again.dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect((await openErase()).input).toHaveValue('');
  });

  it('is not mentioned on a first visit', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getToasts } from '../../components/toast/toast-store';
import { adminPageHarness, lastToast, openApproveDialog, openRejectDialog } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const VISA_NUMBER = 'ABC1234567890XYZ';
const NEW_PASSWORD = 'a brand new passphrase';
const ERASE_CONFIRM = 'Erase permanently';

/**
 * A double click (or Enter pressed twice) lands both clicks before the page has re-rendered with the
 * first request pending: each action must still be sent once. fireEvent fires the two clicks back to
 * back, as the browser does.
 */
function clickTwice(element: HTMLElement) {
  fireEvent.click(element);
  fireEvent.click(element);
}

/** Lets every answer arrive and the panel settle, so a second request would have been recorded. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('a double click sends one request', () => {
  it("approving: one PATCH and only the 'Başarılı' toast (no 'Hata' from a second, refused approval)", async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(VISA_NUMBER);
    clickTwice(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    await settle();
    expect(callsTo('PATCH', '/api/admin/applications/')).toHaveLength(1);
    expect(getToasts().map((toast) => toast.title)).toEqual(['Başarılı']);
  });

  it('rejecting: one PATCH', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openRejectDialog(VISA_NUMBER);
    clickTwice(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    await settle();
    expect(callsTo('PATCH', '/api/admin/applications/')).toHaveLength(1);
  });

  it('adding a staff member: one account', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Full name'), 'Alan Turing');
    await user.type(screen.getByLabelText('Email address'), 'alan@example.com');
    await user.type(screen.getByLabelText('Initial password'), 'a long initial password');
    clickTwice(screen.getByRole('button', { name: 'Add staff member' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    await settle();
    expect(callsTo('POST', '/api/admin/staff')).toHaveLength(1);
    expect(api.staff).toHaveLength(1);
  });

  it('changing one\'s password: one change, and no "current password is wrong" from a second one', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change your password' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('Current password'), 'correct horse');
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    clickTwice(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(callsTo('POST', '/api/admin/auth/password')).toHaveLength(1);
  });

  it("resetting another member's password: one reset", async () => {
    const { callsTo } = renderPage({
      session: sessionFor('admin'),
      staff: [{ id: 'staff-2', email: 'alan@example.com', name: 'Alan Turing', role: 'agent', disabled: false, createdAt: '2026-11-02T09:00:00.000Z' }],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the password of Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Alan Turing' });
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText('New password'), NEW_PASSWORD);
    await user.type(within(dialog).getByLabelText('Repeat the new password'), NEW_PASSWORD);
    clickTwice(within(dialog).getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await settle();
    expect(callsTo('POST', '/api/admin/staff/staff-2/password')).toHaveLength(1);
  });

  it("erasing personal data: one erasure, and no 'already erased' error after it", async () => {
    const { callsTo } = renderPage({ session: sessionFor('admin') });
    await userEvent.click(await screen.findByRole('button', { name: `Erase personal data of application ${VISA_NUMBER}` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), VISA_NUMBER);
    clickTwice(within(dialog).getByRole('button', { name: ERASE_CONFIRM }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    await settle();
    expect(callsTo('POST', '/api/admin/applications/')).toHaveLength(1);
    expect(getToasts().map((toast) => toast.title)).toEqual(['Başarılı']);
  });
});

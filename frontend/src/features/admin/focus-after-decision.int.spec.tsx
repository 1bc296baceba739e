import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { adminPageHarness, lastToast, openApproveDialog, openRejectDialog } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const VISA_NUMBER = 'ABC1234567890XYZ';

/**
 * Approve and Reject disappear once the application is decided: the keyboard focus stays in the row,
 * on its History button, instead of falling to the page's start.
 */
describe('after a decision the focus stays in the row', () => {
  it('rejected with the keyboard: on the History button', async () => {
    renderPage({ session: sessionFor('agent') });
    (await screen.findByRole('button', { name: `Reject application ${VISA_NUMBER}` })).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: `Reject application ${VISA_NUMBER}` });
    // The focus is trapped in the dialog; Reject & Send Email is reached with Tab.
    within(dialog).getByRole('button', { name: 'Reject & Send Email' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: `Reject application ${VISA_NUMBER}` })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `History of application ${VISA_NUMBER}` })).toHaveFocus();
  });

  it('approved in the dialog: on the History button, not the vanished Approve', async () => {
    renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(VISA_NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: `Approve application ${VISA_NUMBER}` })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: `History of application ${VISA_NUMBER}` })).toHaveFocus();
  });

  it('a failed rejection leaves the focus on Reject & Send Email, to try again', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set(`PATCH /api/admin/applications/${VISA_NUMBER}/status`, { status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    const dialog = await openRejectDialog(VISA_NUMBER);
    const confirm = within(dialog).getByRole('button', { name: 'Reject & Send Email' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata' }));
    expect(confirm).toHaveFocus();
  });
});

describe('the approve dialog after a refused file', () => {
  it('offers to remove it, then approves without a PDF; the focus goes back to the file field', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(VISA_NUMBER);
    const input = within(dialog).getByLabelText('E-visa PDF (optional)');
    await userEvent.upload(input, new File(['<html>not a pdf</html>'], 'evisa.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.pdfOnly)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve & Send Email' })).toBeDisabled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove the file' }));
    expect(within(dialog).getByText('PDF files only, at most 5 MB.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(within(dialog).queryByRole('button', { name: 'Remove the file' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/admin/applications/')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('PATCH', '/api/admin/applications/')[0]?.init?.body))).toEqual({ status: 'approved' });
  });
});

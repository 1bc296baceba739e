import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { adminPageHarness, lastToast, openApproveDialog, openRejectDialog, PDF_BYTES, rejectApplication } from './test/admin-page-harness';
import { sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const NUMBER = 'ABC1234567890XYZ';
const DECIDE = `PATCH /api/admin/applications/${NUMBER}/status`;
const NETWORK = 'The server could not be reached. Check your internet connection and try again.';
const LOST = 'The answer did not arrive';
// Said alike whether the connection dropped or a gateway answered instead (502, 504: online all along).
const SAFE = 'The panel cannot tell whether this decision was recorded. Whenever you are online it is safe to press again: a decision already recorded is neither made nor emailed twice.';

/**
 * The server recorded the decision but its answer was lost (a proxy gave up waiting, the connection
 * dropped), and the list the panel then reads was read before the decision showed in it: the row is
 * still pending and the dialog stays open as it was. Pressing the button again is the same decision,
 * which the server answers as done (the fake follows the server: see its decideRow).
 */
function loseTheAnswer(api: ReturnType<typeof renderPage>['api']) {
  const stale = { applications: api.visa.map((row) => ({ ...row })), totalCount: api.visa.length, currentPage: 1, totalPages: 1 };
  api.lostAnswers.add(DECIDE);
  api.overrides.set('GET /api/admin/applications', { status: 200, body: stale });
}

describe('a decision pressed again after its answer was lost', () => {
  it("approves: the retry toasts 'Onaylandı & E-posta Gönderildi' and the row shows approved, decided once", async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(NUMBER);
    await userEvent.upload(within(dialog).getByLabelText('E-visa PDF (optional)'), new File([PDF_BYTES], 'evisa.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('Ready to attach: evisa.pdf');
    loseTheAnswer(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK, variant: 'destructive' }));
    expect(api.visa[0]!.status).toBe('approved');

    api.overrides.delete('GET /api/admin/applications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: ADMIN_MESSAGES.approvedAndEmailed }));
    expect(lastToast()).not.toHaveProperty('variant', 'destructive');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    // Both calls carried the same PDF: the same decision.
    const bodies = callsTo('PATCH', `/api/admin/applications/${NUMBER}/status`).map((call) => String(call.init?.body));
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toBe(bodies[0]);
  });

  it("rejects: the reason is still there, and the retry toasts 'Reddedildi & E-posta Gönderildi'", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    loseTheAnswer(api);
    const dialog = await rejectApplication(NUMBER, 'Passport scan unreadable');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK }));
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Passport scan unreadable');

    api.overrides.delete('GET /api/admin/applications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: ADMIN_MESSAGES.rejectedAndEmailed }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });

  it('with another PDF is refused in words that say so, and the dialog closes on the decided row', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(NUMBER);
    loseTheAnswer(api);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK }));

    api.overrides.delete('GET /api/admin/applications');
    await userEvent.upload(within(dialog).getByLabelText('E-visa PDF (optional)'), new File([PDF_BYTES], 'evisa.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('Ready to attach: evisa.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Hata', variant: 'destructive', description: 'This application has already been approved, with a different PDF or none; see its history' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  describe('while the connection is still down, so the list cannot be read either', () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));

    it('approve: the dialog stays open with its PDF and says so; pressed once back online, the success toast', async () => {
      const { api, callsTo } = renderPage({ session: sessionFor('agent') });
      const dialog = await openApproveDialog(NUMBER);
      await userEvent.upload(within(dialog).getByLabelText('E-visa PDF (optional)'), new File([PDF_BYTES], 'evisa.pdf', { type: 'application/pdf' }));
      await within(dialog).findByText('Ready to attach: evisa.pdf');
      api.lostAnswers.add(DECIDE);
      api.overrides.set('GET /api/admin/applications', offline);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
      const notice = await within(dialog).findByRole('status');
      expect(notice).toHaveTextContent(LOST);
      expect(notice).toHaveTextContent(SAFE);
      expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK });
      expect(dialog).toBeInTheDocument();
      expect(within(dialog).getByText('Ready to attach: evisa.pdf')).toBeInTheDocument();
      expect(api.visa[0]!.status).toBe('approved');

      // Back online.
      api.overrides.delete('GET /api/admin/applications');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: ADMIN_MESSAGES.approvedAndEmailed }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Approved')).toBeInTheDocument();
      const bodies = callsTo('PATCH', `/api/admin/applications/${NUMBER}/status`).map((call) => String(call.init?.body));
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toBe(bodies[0]);
    });

    it('reject: the dialog stays open with the reason and says so; pressed once back online, the success toast', async () => {
      const { api } = renderPage({ session: sessionFor('agent') });
      const dialog = await openRejectDialog(NUMBER);
      await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Passport scan unreadable');
      api.lostAnswers.add(DECIDE);
      api.overrides.set('GET /api/admin/applications', offline);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(SAFE);
      expect(dialog).toBeInTheDocument();
      expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Passport scan unreadable');

      api.overrides.delete('GET /api/admin/applications');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: ADMIN_MESSAGES.rejectedAndEmailed }));
      expect(await screen.findByText('Rejected')).toBeInTheDocument();
      expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    });

    it('is forgotten once the dialog is closed: opened again, no notice', async () => {
      const { api } = renderPage({ session: sessionFor('agent') });
      const dialog = await openRejectDialog(NUMBER);
      api.lostAnswers.add(DECIDE);
      api.overrides.set('GET /api/admin/applications', offline);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent(LOST);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const again = await openRejectDialog(NUMBER);
      expect(within(again).queryByText(LOST)).not.toBeInTheDocument();
    });
  });

  it('from a gateway that gave up waiting (504): the dialog stays with its reason and says so; pressed again, the success toast', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const dialog = await openRejectDialog(NUMBER);
    await userEvent.type(within(dialog).getByLabelText('Reason (optional)'), 'Passport scan unreadable');
    api.overrides.set(DECIDE, { status: 504, body: '<html>504 Gateway Time-out</html>' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(LOST);
    // Online all along: not told to wait until back online.
    expect(notice).toHaveTextContent(SAFE);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Passport scan unreadable');
    // The gateway's page is not shown as the message: the panel's own words, with the status.
    expect(lastToast()).toMatchObject({ title: 'Hata', description: 'The server did not answer (error 504). Try again in a moment.', variant: 'destructive' });

    api.overrides.delete(DECIDE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: ADMIN_MESSAGES.rejectedAndEmailed }));
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
  });
});

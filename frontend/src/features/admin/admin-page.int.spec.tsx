import { describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, LIMITS, TIMINGS } from '@evisa/contracts';
import { jsonResponse } from '../../test/render-app';
import { adminPageHarness, lastToast, openApproveDialog, openRejectDialog, PDF_BYTES, PDF_TEXT, rejectApplication } from './test/admin-page-harness';
import { CSRF, sessionFor, visaRow } from './test/fake-admin-api';

const { renderPage, renderRoute } = adminPageHarness();
const VISA_NUMBER = 'ABC1234567890XYZ';

describe('admin sign-in', () => {
  it('is reached at /admin through the router, in its own lazy route', async () => {
    renderRoute('/admin');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
  });

  it('takes { staff: null } from /me as nobody signed in: the sign-in form, asked once', async () => {
    const { callsTo } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/auth/me')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a 401 from /me as a failure to check, with Try again (the server answers "nobody" with 200)', async () => {
    renderPage({ overrides: new Map([['GET /api/admin/auth/me', { status: 401, body: { statusCode: 401, message: 'Sign in required' } }]]) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in required');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff sign-in' })).not.toBeInTheDocument();
  });

  it('submits email and password with Enter and shows exactly "Yanlış şifre!" on a 401', async () => {
    const { callsTo } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Yanlış şifre!$/);
    const [login] = callsTo('POST', '/api/admin/auth/login');
    expect(JSON.parse(String(login?.init?.body))).toEqual({ email: 'admin@example.com', password: 'wrong password' });
    // The password is cleared and focused for the next attempt.
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Password')).toHaveFocus();
  });

  it('says so when sign-in is throttled (429)', async () => {
    const { api } = renderPage();
    api.overrides.set('POST /api/admin/auth/login', { status: 429, body: { statusCode: 429, message: 'ThrottlerException: Too Many Requests' } });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many sign-in attempts. Please wait a moment and try again.');
  });

  it('opens the panel after a correct sign-in and signs out with the CSRF header', async () => {
    const { callsTo } = renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByRole('heading', { name: 'Staff panel' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Test admin (Administrator)')).toBeInTheDocument();
    expect(await screen.findByText('ABC1234567890XYZ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    const [logout] = callsTo('POST', '/api/admin/auth/logout');
    expect((logout?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
  });

  it('puts the focus on the panel heading after signing in, not on the page body', async () => {
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Staff panel', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // The next Tab goes on from the top of the panel: its first control.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('leaves the focus alone when the panel opens with a session found on load', async () => {
    renderPage({ session: sessionFor('agent') });
    await screen.findByText(VISA_NUMBER);
    expect(screen.getByRole('heading', { name: 'Staff panel', level: 1 })).not.toHaveFocus();
  });
});

describe('admin panel lists', () => {
  it('shows stats cards and the visa list with badge colours, Turkish dates and payment status', async () => {
    renderPage({
      session: sessionFor('agent'),
      visa: [visaRow(), visaRow({ id: 'DEF1234567890XYZ', applicationNumber: 'DEF1234567890XYZ', status: 'approved', firstName: 'Grace', lastName: 'Hopper' })],
    });
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await waitFor(() => expect(within(stats).getByTestId('stat-totalRevenue')).toHaveTextContent('$1,234.50'));
    expect(within(stats).getByTestId('stat-totalApplications')).toHaveTextContent('2');

    const pending = await screen.findByTestId('visa-row-ABC1234567890XYZ');
    expect(within(pending).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(within(pending).getByText('Paid')).toBeInTheDocument();
    // tr-TR medium date: "24 Ara 2026".
    expect(within(pending).getByText(/24 Ara 2026/)).toBeInTheDocument();
    const approved = screen.getByTestId('visa-row-DEF1234567890XYZ');
    expect(within(approved).getByText('Approved')).toHaveAttribute('data-colour', 'green');
    // Already decided: no decision buttons.
    expect(within(approved).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('asks for page 1 with limit 50 and shows a loading row, then the empty row', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api, callsTo } = renderPage({ session: sessionFor('agent'), visa: [] });
    api.overrides.set('GET /api/admin/applications', () => new Promise<Response>((resolve) => (answer = resolve)));
    expect(await screen.findByText('Loading applications…', { selector: 'span[aria-hidden]' })).toBeInTheDocument();
    const [call] = callsTo('GET', '/api/admin/applications');
    expect(call?.url).toBe(`/api/admin/applications?page=1&limit=${LIMITS.adminPageSize}`);
    act(() => answer(jsonResponse({ applications: [], totalCount: 0, currentPage: 1, totalPages: 0 })));
    expect(await screen.findByText('There are no visa applications yet.')).toBeInTheDocument();
  });

  it("shows the 'Hata' row with the server's message when the list fails", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('GET /api/admin/applications', { status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    const row = await screen.findByText('Database unavailable', { exact: false });
    expect(row.closest('[role="alert"]')).toHaveTextContent('Hata: Database unavailable');
  });

  it("offers Try again next to a failed list and failed stats, which loads them once the server answers", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('GET /api/admin/applications', { status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    api.overrides.set('GET /api/admin/stats', { status: 503, body: { statusCode: 503, message: 'Stats unavailable' } });
    await screen.findByText('Database unavailable', { exact: false });
    await screen.findByText('Stats unavailable', { exact: false });
    const retries = screen.getAllByRole('button', { name: 'Try again' });
    expect(retries).toHaveLength(2);

    api.overrides.delete('GET /api/admin/applications');
    api.overrides.delete('GET /api/admin/stats');
    // The stats come first on the page, then the list; each Try again leaves with its error.
    await userEvent.click(retries[0]!);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Statistics' })).toHaveFocus());
    await userEvent.click(retries[1]!);
    expect(await screen.findByText('ABC1234567890XYZ')).toBeInTheDocument();
    // The pressed Try again is gone with the error row: the focus is on the list's heading, not the page's start.
    const listHeading = screen.getAllByRole('heading', { name: 'Visa applications' }).find((heading) => heading.getAttribute('tabindex') === '-1');
    await waitFor(() => expect(listHeading).toHaveFocus());
    expect(await screen.findByTestId('stat-totalApplications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByText(/unavailable/)).not.toBeInTheDocument();
  });

  it('waits 500 ms after the last keystroke before searching', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const input = await screen.findByLabelText('Search applications');
    await screen.findByText('ABC1234567890XYZ');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const searches = () => callsTo('GET', '/api/admin/applications').filter((c) => c.url.includes('search='));

    fireEvent.change(input, { target: { value: 'Ad' } });
    act(() => jest.advanceTimersByTime(300));
    fireEvent.change(input, { target: { value: 'Ada' } });
    act(() => jest.advanceTimersByTime(TIMINGS.adminSearchDebounceMs - 1));
    expect(searches()).toHaveLength(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(searches().map((c) => c.url)).toEqual([`/api/admin/applications?page=1&limit=${LIMITS.adminPageSize}&search=Ada`]);
  });

  it('takes no more than the server searches by (a pasted page of text would fail the list)', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const input = await screen.findByLabelText('Search applications');
    const user = userEvent.setup();
    await user.click(input);
    await user.paste('P'.repeat(LIMITS.textMax + 50));
    expect(input).toHaveValue('P'.repeat(LIMITS.textMax));
    await waitFor(() => expect(callsTo('GET', '/api/admin/applications').some((c) => c.url.endsWith(`search=${'P'.repeat(LIMITS.textMax)}`))).toBe(true));
  });
});

describe('decisions', () => {
  it('refuses a renamed non-PDF file by its bytes, and a PDF over 5 MB', async () => {
    renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(VISA_NUMBER);
    const input = within(dialog).getByLabelText('E-visa PDF (optional)');
    const user = userEvent.setup();

    await user.upload(input, new File(['GIF89a not a pdf'], 'evisa.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.pdfOnly)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve & Send Email' })).toBeDisabled();

    const big = new Uint8Array(LIMITS.pdfMaxBytes + 1);
    big.set(PDF_BYTES);
    await user.upload(input, new File([big], 'big.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.pdfTooLarge)).toBeInTheDocument();

    await user.upload(input, new File([PDF_BYTES], 'evisa.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Ready to attach: evisa.pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve & Send Email' })).toBeEnabled();
  });

  it("approves with the PDF as a data URL and the CSRF header, then toasts 'Başarılı'", async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    const dialog = await openApproveDialog(VISA_NUMBER);
    await userEvent.upload(within(dialog).getByLabelText('E-visa PDF (optional)'), new File([PDF_BYTES], 'evisa.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('Ready to attach: evisa.pdf');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Onaylandı & E-posta Gönderildi' }));
    const [patch] = callsTo('PATCH', '/api/admin/applications/ABC1234567890XYZ/status');
    expect((patch?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    const body = JSON.parse(String(patch?.init?.body)) as { status: string; pdfAttachment: string };
    expect(body.status).toBe('approved');
    expect(body.pdfAttachment.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(atob(body.pdfAttachment.split(',')[1]!)).toBe(PDF_TEXT);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The list is asked again and the row now shows its new status.
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('approves without a PDF, and Cancel closes the dialog without a call', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    let dialog = await openApproveDialog(VISA_NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole('button', { name: 'Approve application ABC1234567890XYZ' })).toHaveFocus();
    expect(callsTo('PATCH', '/api/admin')).toHaveLength(0);

    dialog = await openApproveDialog(VISA_NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/admin')).toHaveLength(1));
    expect(JSON.parse(String(callsTo('PATCH', '/api/admin')[0]?.init?.body))).toEqual({ status: 'approved' });
  });

  it("asks before rejecting: Cancel sends nothing; 'Reject & Send Email' sends the optional staff reason and toasts 'Reddedildi & E-posta Gönderildi'", async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent') });
    let dialog = await openRejectDialog(VISA_NUMBER);
    expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
    const reason = within(dialog).getByLabelText('Reason (optional)');
    expect(reason).toHaveAccessibleDescription("For staff only: kept in the application's history, never sent to the applicant.");
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Reject application ABC1234567890XYZ' })).toHaveFocus();
    expect(callsTo('PATCH', '/api/admin')).toHaveLength(0);

    // Typed as fast as a person types (no pause between keys): every letter must land.
    dialog = await openRejectDialog(VISA_NUMBER);
    await userEvent.setup({ delay: null }).type(within(dialog).getByLabelText('Reason (optional)'), '  Passport photo page unreadable  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Reddedildi & E-posta Gönderildi' }));
    expect(JSON.parse(String(callsTo('PATCH', '/api/admin/applications/ABC1234567890XYZ/status')[0]?.init?.body))).toEqual({
      status: 'rejected',
      reason: 'Passport photo page unreadable',
    });
  });

  it('keeps the dialog and the reason as typed when the rejection fails, to try again', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent') });
    api.overrides.set(`PATCH /api/admin/applications/${VISA_NUMBER}/status`, { status: 500, body: { statusCode: 500, message: 'Internal server error' } });
    const dialog = await rejectApplication(VISA_NUMBER, 'Duplicate of another application');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata' }));
    expect(screen.getByRole('dialog', { name: `Reject application ${VISA_NUMBER}` })).toBe(dialog);
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Duplicate of another application');

    api.overrides.delete(`PATCH /api/admin/applications/${VISA_NUMBER}/status`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const calls = callsTo('PATCH', '/api/admin/applications/ABC1234567890XYZ/status');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ status: 'rejected', reason: 'Duplicate of another application' });
  });

  it('sends the CSRF token of the session the browser now holds, after signing in again in another tab', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent') });
    await screen.findByRole('button', { name: 'Reject application ABC1234567890XYZ' });
    // Another tab signed out and in again: a new session, its token in the readable CSRF cookie.
    api.session = { ...api.session!, csrfToken: 'token-of-the-new-session' };
    document.cookie = 'evisa_csrf=token-of-the-new-session; path=/';
    try {
      await rejectApplication(VISA_NUMBER);
      await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Reddedildi & E-posta Gönderildi' }));
      const [patch] = callsTo('PATCH', '/api/admin/applications/ABC1234567890XYZ/status');
      expect((patch?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe('token-of-the-new-session');
    } finally {
      document.cookie = 'evisa_csrf=; path=/; max-age=0';
    }
  });

  it("shows a 409 in a 'Hata' toast, closes the dialog and refreshes the list", async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('PATCH /api/admin/applications/ABC1234567890XYZ/status', {
      status: 409,
      body: { statusCode: 409, message: 'Another staff member has already decided this application.' },
    });
    const dialog = await openApproveDialog(VISA_NUMBER);
    const listCallsBefore = callsTo('GET', '/api/admin/applications').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Hata', variant: 'destructive', description: 'Another staff member has already decided this application.' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/admin/applications').length).toBeGreaterThan(listCallsBefore));
  });

  it('keeps the dialog open on a 400 PDF refusal, with the message in the toast', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('PATCH /api/admin/applications/ABC1234567890XYZ/status', { status: 400, body: { statusCode: 400, message: ADMIN_MESSAGES.pdfOnly } });
    const dialog = await openApproveDialog(VISA_NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: ADMIN_MESSAGES.pdfOnly }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers only rejection, with the reason, when the money went back (refunded in full, dispute open or lost)', async () => {
    renderPage({
      session: sessionFor('agent'),
      visa: [
        visaRow({ paymentStatus: 'refunded', refundedAmount: '25' }),
        visaRow({ id: 'DIS1234567890XYZ', applicationNumber: 'DIS1234567890XYZ', disputeStatus: 'open', disputeEvidenceDueBy: '2026-12-05T12:00:00.000Z' }),
        visaRow({ id: 'WON1234567890XYZ', applicationNumber: 'WON1234567890XYZ', disputeStatus: 'won', refundedAmount: '5' }),
      ],
    });
    const refunded = await screen.findByTestId('visa-row-ABC1234567890XYZ');
    expect(within(refunded).getByText('Refunded')).toHaveAttribute('data-colour', 'red');
    expect(within(refunded).queryByRole('button', { name: /Approve application/ })).not.toBeInTheDocument();
    expect(within(refunded).getByRole('button', { name: 'Reject application ABC1234567890XYZ' })).toBeInTheDocument();
    expect(within(refunded).getByText('Cannot be approved: the money went back to the payer')).toBeInTheDocument();

    const disputed = screen.getByTestId('visa-row-DIS1234567890XYZ');
    expect(within(disputed).getByText('Dispute open')).toHaveAttribute('data-colour', 'yellow');
    // By when the evidence must reach the provider, in the panel's Turkish date format.
    expect(within(disputed).getByText(/^Evidence due by 5 Ara 2026 \d{2}:\d{2}$/)).toHaveAttribute('dateTime', '2026-12-05T12:00:00.000Z');
    expect(within(disputed).queryByRole('button', { name: /Approve application/ })).not.toBeInTheDocument();

    const won = screen.getByTestId('visa-row-WON1234567890XYZ');
    expect(within(won).getByText('Dispute won')).toHaveAttribute('data-colour', 'green');
    expect(within(won).getByText(/Partly refunded: \$5/)).toBeInTheDocument();
    expect(within(won).getByRole('button', { name: 'Approve application WON1234567890XYZ' })).toBeInTheDocument();
  });

  it('offers no decision buttons for unpaid applications', async () => {
    renderPage({ session: sessionFor('agent'), visa: [visaRow({ paymentStatus: 'pending' })] });
    await screen.findByText('ABC1234567890XYZ');
    expect(screen.queryByRole('button', { name: /Approve application/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reject application/ })).not.toBeInTheDocument();
  });
});

describe('erasure requests', () => {
  const NUMBER = 'ABC1234567890XYZ';
  const eraseButtonName = `Erase personal data of application ${NUMBER}`;
  const eraseDialogName = `Erase the personal data of application ${NUMBER}`;

  async function openEraseDialog() {
    await userEvent.click(await screen.findByRole('button', { name: eraseButtonName }));
    return screen.findByRole('dialog', { name: eraseDialogName });
  }

  it('offers admins the action on rows whose personal data is still there', async () => {
    renderPage({
      session: sessionFor('admin'),
      visa: [visaRow(), visaRow({ id: 'GONE234567890XYZ', applicationNumber: 'GONE234567890XYZ', firstName: null, lastName: null, personalDataErased: true })],
    });
    const row = await screen.findByTestId(`visa-row-${NUMBER}`);
    expect(within(row).getByRole('button', { name: eraseButtonName })).toHaveTextContent('Erase personal data');
    const erased = screen.getByTestId('visa-row-GONE234567890XYZ');
    expect(within(erased).getByText('Personal data erased')).toBeInTheDocument();
    expect(within(erased).queryByRole('button', { name: /Erase/ })).not.toBeInTheDocument();
  });

  it.each(['agent', 'auditor'] as const)('does not offer it to an %s', async (role) => {
    renderPage({ session: sessionFor(role) });
    const row = await screen.findByTestId(`visa-row-${NUMBER}`);
    expect(within(row).getByRole('button', { name: `History of application ${NUMBER}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Erase/ })).not.toBeInTheDocument();
  });

  it('explains what is lost and keeps the confirm button disabled until the number is typed; Cancel calls nothing', async () => {
    const { callsTo } = renderPage({ session: sessionFor('admin') });
    const dialog = await openEraseDialog();
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(dialog).toHaveTextContent('passport details');
    expect(dialog).toHaveTextContent('e-visa document is deleted');
    expect(dialog).toHaveTextContent('its decisions stay in the history');
    const input = within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`);
    const confirm = within(dialog).getByRole('button', { name: 'Erase permanently' });
    expect(confirm).toBeDisabled();

    const user = userEvent.setup();
    await user.type(input, 'ABC1234567890XY');
    expect(confirm).toBeDisabled();
    await user.type(input, 'Q');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, NUMBER.toLowerCase());
    expect(confirm).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: eraseButtonName })).toHaveFocus();
    expect(callsTo('POST', '/api/admin/applications')).toHaveLength(0);
    // Reopened, the dialog asks for the number again.
    const again = await openEraseDialog();
    expect(within(again).getByLabelText(`To confirm, type the application number ${NUMBER}`)).toHaveValue('');
    expect(within(again).getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
  });

  it('erases on confirmation with the CSRF header and no body, toasts, and refreshes the list', async () => {
    const { callsTo } = renderPage({ session: sessionFor('admin') });
    const dialog = await openEraseDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`), NUMBER);
    const listCallsBefore = callsTo('GET', '/api/admin/applications').length;
    // Enter submits, as the button would.
    await user.keyboard('{Enter}');

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: `The personal data of application ${NUMBER} has been erased.` }));
    const calls = callsTo('POST', `/api/admin/applications/${NUMBER}/erase-personal-data`);
    expect(calls).toHaveLength(1);
    expect((calls[0]?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    expect(calls[0]?.init?.body).toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/admin/applications').length).toBeGreaterThan(listCallsBefore));
    await waitFor(() => expect(within(screen.getByTestId(`visa-row-${NUMBER}`)).getByText('Personal data erased')).toBeInTheDocument());
    const row = screen.getByTestId(`visa-row-${NUMBER}`);
    expect(within(row).queryByText('ada@example.com')).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: eraseButtonName })).not.toBeInTheDocument();
  });

  it("shows the server's refusal in a destructive toast", async () => {
    const { api } = renderPage({ session: sessionFor('admin') });
    // Data already erased is answered as done; a 409 is another change to the application winning the race.
    api.overrides.set(`POST /api/admin/applications/${NUMBER}/erase-personal-data`, { status: 409, body: { statusCode: 409, message: ADMIN_MESSAGES.decidedConcurrently } });
    const dialog = await openEraseDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`), NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', variant: 'destructive', description: 'Another staff member changed this application at the same time; reload to see its current status' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open on other errors, with the message in the toast', async () => {
    const { api } = renderPage({ session: sessionFor('admin') });
    api.overrides.set(`POST /api/admin/applications/${NUMBER}/erase-personal-data`, { status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    const dialog = await openEraseDialog();
    const user = userEvent.setup();
    await user.type(within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`), NUMBER);
    await user.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', variant: 'destructive', description: 'Database unavailable' }));
    expect(screen.getByRole('dialog', { name: eraseDialogName })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Erase permanently' })).toBeEnabled();
  });
});

describe('auditors', () => {
  it('see no decision buttons, no visa-type control and no Staff tab', async () => {
    renderPage({ session: sessionFor('auditor') });
    const row = await screen.findByTestId('visa-row-ABC1234567890XYZ');
    expect(within(row).queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'History of application ABC1234567890XYZ' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it("an agent made auditor while the panel is open: the server's role refusal takes the decision buttons away", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    await screen.findByTestId('visa-row-ABC1234567890XYZ');
    // An admin changed the role: the session is the same, the server now answers as for an auditor.
    api.session = { ...sessionFor('auditor'), staff: { ...sessionFor('auditor').staff, id: 'staff-agent' } };
    api.overrides.set(`PATCH /api/admin/applications/${VISA_NUMBER}/status`, { status: 403, body: { statusCode: 403, message: ADMIN_MESSAGES.roleForbidden } });
    await rejectApplication(VISA_NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: ADMIN_MESSAGES.roleForbidden }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Approve application|Reject application/ })).not.toBeInTheDocument());
    expect(screen.getByText(/Signed in as Test auditor \(Auditor\)/)).toBeInTheDocument();
    expect(within(screen.getByTestId('visa-row-ABC1234567890XYZ')).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('read every event with time, type, actor and data, and the state as of any event', async () => {
    const { callsTo } = renderPage({
      session: sessionFor('auditor'),
      history: {
        applicationNumber: 'ABC1234567890XYZ',
        events: [
          { position: '11', streamId: 'visa-ABC1234567890XYZ', streamType: 'visa-application', version: 1, type: 'VisaApplicationSubmitted', occurredAt: '2026-11-20T10:15:00.000Z', actor: { kind: 'customer' }, data: { firstName: 'Ada', lastName: 'Lovelace' } },
          { position: '12', streamId: 'payment-1', streamType: 'payment', version: 1, type: 'PaymentCompleted', occurredAt: '2026-11-20T10:20:00.000Z', actor: { kind: 'provider' }, data: { amountCents: 2500 } },
          { position: '13', streamId: 'visa-ABC1234567890XYZ', streamType: 'visa-application', version: 2, type: 'VisaApplicationApproved', occurredAt: '2026-11-21T08:00:00.000Z', actor: { kind: 'staff', id: 'staff-agent', email: 'agent@example.com' }, data: { pii: 'erased', status: 'approved' } },
        ],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History of application ABC1234567890XYZ' }));
    const dialog = await screen.findByRole('dialog', { name: 'History of application ABC1234567890XYZ' });
    const events = await within(dialog).findAllByRole('listitem');
    expect(events).toHaveLength(3);
    expect(events[0]).toHaveTextContent('VisaApplicationSubmitted');
    expect(events[0]).toHaveTextContent('Applicant');
    expect(events[0]).toHaveTextContent('"firstName": "Ada"');
    expect(events[0]).toHaveTextContent(/20 Kas 2026/);
    expect(events[2]).toHaveTextContent('Staff member (agent@example.com)');
    expect(events[2]).toHaveTextContent('Personal data erased');

    await userEvent.click(within(events[1]!).getByRole('button', { name: 'State as of this event' }));
    const state = await within(dialog).findByRole('region', { name: 'State as of event 12' });
    await within(state).findByText('Paid');
    expect(within(state).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(callsTo('GET', '/api/admin/applications/ABC1234567890XYZ/state-as-of/12')).toHaveLength(1);

    await userEvent.click(within(events[2]!).getByRole('button', { name: 'State as of this event' }));
    const later = await within(dialog).findByRole('region', { name: 'State as of event 13' });
    expect(await within(later).findByText('Approved')).toHaveAttribute('data-colour', 'green');
  });
});

describe('outbox and staff', () => {
  it('lists emails with a link to open the PDF attachment', async () => {
    renderPage({
      session: sessionFor('auditor'),
      outbox: {
        messages: [
          {
            id: 'msg-1',
            to: 'ada@example.com',
            subject: 'Your e-Visa is approved',
            kind: 'application-approved',
            language: 'en',
            createdAt: '2026-11-21T08:00:00.000Z',
            delivery: { transport: 'outbox', deliveredAt: '2026-11-21T08:00:01.000Z', error: null },
            attachments: [{ name: 'evisa-ABC1234567890XYZ.pdf' }],
          },
        ],
        totalCount: 1,
        currentPage: 1,
        totalPages: 1,
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Outbox' }));
    const link = await screen.findByRole('link', { name: 'Open PDF: evisa-ABC1234567890XYZ.pdf' });
    expect(link).toHaveAttribute('href', '/api/admin/outbox/msg-1/attachments/evisa-ABC1234567890XYZ.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Delivered (outbox)')).toBeInTheDocument();
  });

  it('lets an admin add a staff member', async () => {
    const { callsTo } = renderPage({
      session: sessionFor('admin'),
      staff: [{ id: 'staff-admin', email: 'admin@example.com', name: 'Test admin', role: 'admin', disabled: false, createdAt: '2026-11-01T09:00:00.000Z' }],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Staff' }));
    expect(await screen.findByText('(you)')).toBeInTheDocument();
    // Nobody can disable their own account from here.
    expect(screen.queryByRole('button', { name: 'Disable the account of Test admin' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Full name'), 'Alan Turing');
    await user.type(screen.getByLabelText('Email address'), 'alan@example.com');
    await user.type(screen.getByLabelText('Initial password'), 'a long initial password');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Alan Turing can now sign in.' }));
    const [post] = callsTo('POST', '/api/admin/staff');
    expect(JSON.parse(String(post?.init?.body))).toEqual({ email: 'alan@example.com', name: 'Alan Turing', role: 'agent', password: 'a long initial password' });
    expect((post?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    expect(await screen.findByRole('button', { name: 'Disable the account of Alan Turing' })).toBeInTheDocument();
  });
});

import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES, LIMITS } from '@evisa/contracts';
import { localToday } from '../../lib/local-today';
import { adminPageHarness, lastToast, openApproveDialog, PDF_BYTES, PDF_TEXT, rejectApplication } from './test/admin-page-harness';
import { CSRF, insuranceRow, sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

/** Staff's local calendar day `days` from today, as the tab computes "today". */
function inDays(days: number): string {
  const now = new Date();
  return localToday(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

const PHOTO_HASH = 'a'.repeat(64);
const NUMBER = 'INS1234567890XYZ';

async function openInsuranceTab() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
}

describe('insurance applications tab', () => {
  it('asks for page 1 of 50 and lists applicant, contact, passport, nationality, plan, dates, duration, amount, payment and status', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent'), insurance: [insuranceRow({ travelDate: '2027-03-01', returnDate: '2027-03-14' })] });
    await openInsuranceTab();
    const row = await screen.findByTestId(`insurance-row-${NUMBER}`);
    expect(callsTo('GET', '/api/admin/insurance-applications')[0]?.url).toBe(`/api/admin/insurance-applications?page=1&limit=${LIMITS.adminPageSize}`);

    for (const text of ['Mia Young', 'mia@example.com', '+49 30 000000', 'Passport: C01X00T47', 'Nationality: Germany (DEU)', '14 Days Travel Insurance', 'Paid', 'Duration: 14 days']) {
      expect(within(row).getByText(text)).toBeInTheDocument();
    }
    // Calendar dates in the admin's Turkish format.
    expect(within(row).getByText('Travel date: 1 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText('Return date: 14 Mar 2027')).toBeInTheDocument();
    expect(within(row).getByText(/^\$139(\.00)?$/)).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    // On phones each cell names its column (the rows are cards).
    expect(within(row).getByText('Insurance plan')).toBeInTheDocument();
  });

  it("shows 'N/A' when the trip duration is missing", async () => {
    renderPage({ session: sessionFor('agent'), insurance: [insuranceRow({ tripDurationDays: null })] });
    await openInsuranceTab();
    expect(within(await screen.findByTestId(`insurance-row-${NUMBER}`)).getByText('Duration: N/A')).toBeInTheDocument();
  });

  it('shows the travel-date urgency on paid rows only', async () => {
    const rows = [
      ['PAST000000000001', inDays(-1), 'completed', 'Travel date has passed', 'grey'],
      ['TODAY00000000002', inDays(0), 'completed', 'Travels today', 'red'],
      ['WEEK000000000003', inDays(7), 'completed', 'Travels within 7 days', 'yellow'],
      ['MONTH00000000004', inDays(30), 'completed', 'Travels within 30 days', 'blue'],
      ['LATER00000000005', inDays(31), 'completed', null, null],
      ['UNPAID0000000006', inDays(3), 'pending', null, null],
      ['FAILED0000000007', inDays(0), 'failed', null, null],
    ] as const;
    renderPage({
      session: sessionFor('agent'),
      insurance: rows.map(([number, travelDate, paymentStatus]) => insuranceRow({ id: number, applicationNumber: number, travelDate, paymentStatus })),
    });
    await openInsuranceTab();
    await screen.findByTestId(`insurance-row-${rows[0][0]}`);
    for (const [number, , , badge, colour] of rows) {
      const row = screen.getByTestId(`insurance-row-${number}`);
      if (badge) expect(within(row).getByText(badge)).toHaveAttribute('data-colour', colour);
      else expect(within(row).queryByText(/^(Travels|Travel date has passed)/)).not.toBeInTheDocument();
    }
  });

  it("warns in Turkish about a minor without parent ID photos, and opens a minor's photos from the staff route in a new tab", async () => {
    renderPage({
      session: sessionFor('agent'),
      insurance: [
        insuranceRow({ id: 'MINOR00000000001', applicationNumber: 'MINOR00000000001', minor: true, parentIdPhotos: [] }),
        insuranceRow({
          id: 'MINOR00000000002',
          applicationNumber: 'MINOR00000000002',
          minor: true,
          parentIdPhotos: [{ hash: PHOTO_HASH, name: 'mum.jpg', contentType: 'image/jpeg' }],
        }),
        insuranceRow({ id: 'ADULT00000000003', applicationNumber: 'ADULT00000000003', minor: false, parentIdPhotos: [] }),
        insuranceRow({ id: 'ERASED0000000004', applicationNumber: 'ERASED0000000004', minor: true, parentIdPhotos: [], personalDataErased: true, firstName: null }),
      ],
    });
    await openInsuranceTab();
    const withoutPhotos = await screen.findByTestId('insurance-row-MINOR00000000001');
    expect(within(withoutPhotos).getByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.under18Warning);

    const withPhotos = screen.getByTestId('insurance-row-MINOR00000000002');
    expect(within(withPhotos).queryByText(ADMIN_MESSAGES.under18Warning)).not.toBeInTheDocument();
    const link = within(withPhotos).getByRole('link', { name: 'Open the parent ID photo mum.jpg in a new tab' });
    const url = `/api/admin/insurance-applications/MINOR00000000002/parent-id-photos/${PHOTO_HASH}`;
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('img')).toHaveAttribute('src', url);

    expect(within(screen.getByTestId('insurance-row-ADULT00000000003')).queryByText(ADMIN_MESSAGES.under18Warning)).not.toBeInTheDocument();
    const erased = screen.getByTestId('insurance-row-ERASED0000000004');
    expect(within(erased).getByText('Personal data erased')).toBeInTheDocument();
    expect(within(erased).queryByText(ADMIN_MESSAGES.under18Warning)).not.toBeInTheDocument();
  });

  it("approves with the policy PDF as a data URL and the CSRF header, toasts 'Onaylandı & E-posta Gönderildi' and shows the issued policy", async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('agent'), insurance: [insuranceRow()] });
    await openInsuranceTab();
    const dialog = await openApproveDialog(NUMBER);
    const input = within(dialog).getByLabelText('Insurance policy PDF (optional)');
    await userEvent.upload(input, new File(['GIF89a not a pdf'], 'policy.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.pdfOnly)).toBeInTheDocument();
    await userEvent.upload(input, new File([PDF_BYTES], 'policy.pdf', { type: 'application/pdf' }));
    await within(dialog).findByText('Ready to attach: policy.pdf');
    api.insurance[0]!.hasDocument = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve & Send Email' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Onaylandı & E-posta Gönderildi' }));
    const [patch] = callsTo('PATCH', `/api/admin/insurance-applications/${NUMBER}/status`);
    expect((patch?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    const body = JSON.parse(String(patch?.init?.body)) as { status: string; pdfAttachment: string };
    expect(body.status).toBe('approved');
    expect(body.pdfAttachment.startsWith('data:application/pdf;base64,')).toBe(true);
    expect(atob(body.pdfAttachment.split(',')[1]!)).toBe(PDF_TEXT);

    const row = screen.getByTestId(`insurance-row-${NUMBER}`);
    expect(await within(row).findByText('Approved')).toHaveAttribute('data-colour', 'green');
    expect(within(row).getByRole('link', { name: 'Open the issued PDF' })).toHaveAttribute('href', `/api/download/insurance/${NUMBER}`);
    expect(within(row).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it("rejects once confirmed and toasts 'Reddedildi & E-posta Gönderildi'", async () => {
    const { callsTo } = renderPage({ session: sessionFor('admin'), insurance: [insuranceRow()] });
    await openInsuranceTab();
    await rejectApplication(NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'Reddedildi & E-posta Gönderildi' }));
    expect(JSON.parse(String(callsTo('PATCH', `/api/admin/insurance-applications/${NUMBER}/status`)[0]?.init?.body))).toEqual({ status: 'rejected' });
    expect(await within(screen.getByTestId(`insurance-row-${NUMBER}`)).findByText('Rejected')).toHaveAttribute('data-colour', 'red');
  });

  it("shows the server's refusal in a 'Hata' toast", async () => {
    const { api } = renderPage({ session: sessionFor('agent'), insurance: [insuranceRow()] });
    api.overrides.set(`PATCH /api/admin/insurance-applications/${NUMBER}/status`, { status: 409, body: { statusCode: 409, message: ADMIN_MESSAGES.decidedConcurrently } });
    await openInsuranceTab();
    await rejectApplication(NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', variant: 'destructive', description: ADMIN_MESSAGES.decidedConcurrently }));
    // Someone else decided first: the dialog closes (nothing left to decide).
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers auditors no decision buttons: they read only', async () => {
    renderPage({ session: sessionFor('auditor'), insurance: [insuranceRow()] });
    await openInsuranceTab();
    const row = await screen.findByTestId(`insurance-row-${NUMBER}`);
    expect(within(row).getByText('Mia Young')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Reject|Erase/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: `History of application ${NUMBER}` })).toBeInTheDocument();
  });

  it('lets admins erase an insurance applicant\'s personal data (policy and parent ID photos included) on the insurance route', async () => {
    const { callsTo } = renderPage({
      session: sessionFor('admin'),
      insurance: [insuranceRow({ minor: true, parentIdPhotos: [{ hash: PHOTO_HASH, name: 'dad.png', contentType: 'image/png' }] })],
    });
    await openInsuranceTab();
    const row = await screen.findByTestId(`insurance-row-${NUMBER}`);
    await userEvent.click(within(row).getByRole('button', { name: new RegExp(`^Erase.*${NUMBER}$`) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The issued insurance policy and any parent ID photos are deleted for good.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`), NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));

    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const [erase] = callsTo('POST', `/api/admin/insurance-applications/${NUMBER}/erase-personal-data`);
    expect((erase?.init?.headers as Record<string, string>)['X-CSRF-Token']).toBe(CSRF);
    expect(await within(row).findByText('Personal data erased')).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /parent ID photo/ })).not.toBeInTheDocument();
    expect(within(row).queryByText(ADMIN_MESSAGES.under18Warning)).not.toBeInTheDocument();
  });

  it('offers agents no decision on an unpaid application', async () => {
    renderPage({ session: sessionFor('agent'), insurance: [insuranceRow({ paymentStatus: 'pending' })] });
    await openInsuranceTab();
    await screen.findByTestId(`insurance-row-${NUMBER}`);
    expect(screen.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  });

  it("shows the 'Hata' row with the server's message when the insurance list fails", async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    api.overrides.set('GET /api/admin/insurance-applications', { status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    await openInsuranceTab();
    const row = await screen.findByText('Database unavailable', { exact: false });
    expect(row.closest('[role="alert"]')).toHaveTextContent('Hata: Database unavailable');
  });

  it('shows the empty row, and the no-match row for a search', async () => {
    const { callsTo } = renderPage({ session: sessionFor('agent'), insurance: [] });
    await openInsuranceTab();
    expect(await screen.findByText('There are no insurance applications yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search applications'), 'Nobody');
    expect(await screen.findByText('No applications match your search.')).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/insurance-applications').at(-1)?.url).toContain('search=Nobody');
  });
});

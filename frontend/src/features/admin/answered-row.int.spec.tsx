import { beforeAll, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../test/render-app';
import { adminPageHarness, lastToast, rejectApplication } from './test/admin-page-harness';
import { insuranceRow, sessionFor, visaRow, type FakeAdminApi } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();

// jsdom lacks what Radix Select calls while its list is open.
beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});
const VISA_NUMBER = 'ABC1234567890XYZ';
const INSURANCE_NUMBER = 'INS1234567890XYZ';

/**
 * From now on the list answers as a projection that lags: with the rows as they were before the
 * action, and only when `release` is called (a slow refetch under load). Whatever the panel shows
 * meanwhile can only come from the action's own answer.
 */
function lagTheList(api: FakeAdminApi, path: '/api/admin/applications' | '/api/admin/insurance-applications') {
  const before = (path === '/api/admin/applications' ? api.visa : api.insurance).map((row) => ({ ...row }));
  const held: Array<() => void> = [];
  api.overrides.set(`GET ${path}`, () =>
    new Promise<Response>((resolve) => {
      held.push(() => resolve(jsonResponse({ applications: before, totalCount: before.length, currentPage: 1, totalPages: 1 })));
    }),
  );
  return { refetches: () => held.length };
}

describe("a staff action's answered row is shown at once, without waiting for the list to refresh", () => {
  it('a chosen visa type: the dropdown shows it with the success toast though the refetch still has the old row', async () => {
    const user = userEvent.setup();
    const { api } = renderPage({ session: sessionFor('agent') });
    const dropdown = await screen.findByRole('combobox', { name: `Visa type of application ${VISA_NUMBER}` });
    const list = lagTheList(api, '/api/admin/applications');
    api.overrides.set(`POST /api/admin/applications/${VISA_NUMBER}/visa-type`, { status: 200, body: { application: visaRow({ visaType: 'USA' }) } });
    // As the admin-keyboard journey chooses it: Enter opens the list, typing moves to the choice, Enter takes it.
    act(() => dropdown.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('option', { name: 'USA visa' });
    await user.keyboard('USA{Enter}');
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: 'The visa type has been saved.' }));
    expect(dropdown).toHaveTextContent('USA visa');
    // The list is still refreshed (other rows, counts), only not waited for.
    expect(list.refetches()).toBeGreaterThan(0);
  });

  it('a rejection: the row shows Rejected and loses its decision buttons before the refetch answers', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    await screen.findByRole('button', { name: `Reject application ${VISA_NUMBER}` });
    lagTheList(api, '/api/admin/applications');
    await rejectApplication(VISA_NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const row = screen.getByTestId(`visa-row-${VISA_NUMBER}`);
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Reject application ${VISA_NUMBER}` })).not.toBeInTheDocument();
  });

  it('an insurance rejection: the same for the insurance list', async () => {
    const { api } = renderPage({ session: sessionFor('agent'), insurance: [insuranceRow()] });
    await userEvent.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
    await screen.findByRole('button', { name: `Reject application ${INSURANCE_NUMBER}` });
    lagTheList(api, '/api/admin/insurance-applications');
    await rejectApplication(INSURANCE_NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const row = screen.getByTestId(`insurance-row-${INSURANCE_NUMBER}`);
    expect(within(row).getByText('Rejected')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: `Reject application ${INSURANCE_NUMBER}` })).not.toBeInTheDocument();
  });

  it("an erasure: the row loses the traveller's name and says so before the refetch answers", async () => {
    const { api } = renderPage({ session: sessionFor('admin') });
    await userEvent.click(await screen.findByRole('button', { name: `Erase personal data of application ${VISA_NUMBER}` }));
    lagTheList(api, '/api/admin/applications');
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), VISA_NUMBER);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const row = screen.getByTestId(`visa-row-${VISA_NUMBER}`);
    expect(within(row).queryByText(/Lovelace/)).not.toBeInTheDocument();
    expect(within(row).getAllByText('Personal data erased').length).toBeGreaterThan(0);
  });

  it('an answer without a row (null) keeps the row as it is and leaves it to the refreshed list', async () => {
    const { api } = renderPage({ session: sessionFor('agent'), visa: [visaRow(), visaRow({ id: 'XYZ1234567890ABC', applicationNumber: 'XYZ1234567890ABC' })] });
    await screen.findByRole('button', { name: `Reject application ${VISA_NUMBER}` });
    api.overrides.set(`PATCH /api/admin/applications/${VISA_NUMBER}/status`, { status: 200, body: { application: null } });
    await rejectApplication(VISA_NUMBER);
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı' }));
    const rows = screen.getAllByTestId(/^visa-row-/);
    expect(rows.map((row) => row.dataset.testid)).toEqual([`visa-row-${VISA_NUMBER}`, 'visa-row-XYZ1234567890ABC']);
    expect(within(rows[0]!).getByRole('button', { name: `Reject application ${VISA_NUMBER}` })).toBeInTheDocument();
  });
});

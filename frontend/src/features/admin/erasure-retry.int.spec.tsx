import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminPageHarness, lastToast } from './test/admin-page-harness';
import { insuranceRow, sessionFor } from './test/fake-admin-api';

const { renderPage } = adminPageHarness();
const NUMBER = 'ABC1234567890XYZ';
const ERASE = `POST /api/admin/applications/${NUMBER}/erase-personal-data`;
const NETWORK = 'The server could not be reached. Check your internet connection and try again.';
const LOST = 'The answer did not arrive';
// Said alike whether the connection dropped or a gateway answered instead (502, 504: online all along).
const SAFE =
  'The panel cannot tell whether the personal data was erased. Whenever you are online it is safe to press again: data already erased is reported as erased, and the erasure is recorded only once.';
const DONE = `The personal data of application ${NUMBER} has been erased.`;
const offline = () => Promise.reject(new TypeError('Failed to fetch'));

async function openEraseDialog(number = NUMBER) {
  await userEvent.click(await screen.findByRole('button', { name: `Erase personal data of application ${number}` }));
  return screen.findByRole('dialog', { name: `Erase the personal data of application ${number}` });
}

async function confirmErasure(dialog: HTMLElement, number = NUMBER) {
  await userEvent.type(within(dialog).getByLabelText(`To confirm, type the application number ${number}`), number);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
}

/**
 * The server erased the data but its answer was lost (the connection dropped, a gateway gave up
 * waiting): the dialog stays, the number as typed, and says so; pressing again is answered as done
 * (the fake follows the server: data already erased answers 200 with the erased row).
 */
describe('an erasure pressed again after its answer was lost', () => {
  it('while the connection is still down: the dialog stays with the notice; pressed once back online, the success toast', async () => {
    const { api, callsTo } = renderPage({ session: sessionFor('admin') });
    const dialog = await openEraseDialog();
    api.lostAnswers.add(ERASE);
    api.overrides.set('GET /api/admin/applications', offline);
    await confirmErasure(dialog);
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(LOST);
    expect(notice).toHaveTextContent(SAFE);
    expect(lastToast()).toMatchObject({ title: 'Hata', description: NETWORK, variant: 'destructive' });
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`To confirm, type the application number ${NUMBER}`)).toHaveValue(NUMBER);
    expect(api.visa[0]!.personalDataErased).toBe(true);

    // Back online.
    api.overrides.delete('GET /api/admin/applications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: DONE }));
    expect(lastToast()).not.toHaveProperty('variant', 'destructive');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(screen.getByTestId(`visa-row-${NUMBER}`)).findByText('Personal data erased')).toBeInTheDocument();
    expect(screen.queryByText(LOST)).not.toBeInTheDocument();
    expect(callsTo('POST', `/api/admin/applications/${NUMBER}/erase-personal-data`)).toHaveLength(2);
  });

  it('from a gateway that gave up waiting (504): the dialog stays and says so; pressed again, the success toast', async () => {
    const { api } = renderPage({ session: sessionFor('admin') });
    const dialog = await openEraseDialog();
    api.overrides.set(ERASE, { status: 504, body: '<html>504 Gateway Time-out</html>' });
    await confirmErasure(dialog);
    const notice = await within(dialog).findByRole('status');
    expect(notice).toHaveTextContent(LOST);
    // Online all along: not told to wait until back online.
    expect(notice).toHaveTextContent(SAFE);
    // The gateway's page is not shown as the message: the panel's own words, with the status.
    expect(lastToast()).toMatchObject({ title: 'Hata', description: 'The server did not answer (error 504). Try again in a moment.', variant: 'destructive' });

    api.overrides.delete(ERASE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: DONE }));
    expect(await within(screen.getByTestId(`visa-row-${NUMBER}`)).findByText('Personal data erased')).toBeInTheDocument();
  });

  it('of an insurance applicant, the same: kept, then erased on the press once back online', async () => {
    const INSURANCE = 'INS1234567890XYZ';
    const { api } = renderPage({ session: sessionFor('admin'), insurance: [insuranceRow({ id: INSURANCE, applicationNumber: INSURANCE })] });
    await userEvent.click(await screen.findByRole('tab', { name: 'Insurance applications' }));
    const dialog = await openEraseDialog(INSURANCE);
    api.lostAnswers.add(`POST /api/admin/insurance-applications/${INSURANCE}/erase-personal-data`);
    api.overrides.set('GET /api/admin/insurance-applications', offline);
    await confirmErasure(dialog, INSURANCE);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(SAFE);

    api.overrides.delete('GET /api/admin/insurance-applications');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase permanently' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Başarılı', description: `The personal data of application ${INSURANCE} has been erased.` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is forgotten once the dialog is closed: opened again, no notice', async () => {
    const { api } = renderPage({ session: sessionFor('admin') });
    const dialog = await openEraseDialog();
    api.overrides.set(ERASE, { status: 502, body: '<html>502 Bad Gateway</html>' });
    await confirmErasure(dialog);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(LOST);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = await openEraseDialog();
    expect(within(again).queryByText(LOST)).not.toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { resetToasts } from '../../components/toast/toast-store';
import { createTestI18n } from '../../test/render-app';
import { lastToast, renderAdminPanel } from './test/admin-page-harness';
import { fakeAdminApi, sessionFor } from './test/fake-admin-api';

const NUMBER = 'ABC1234567890XYZ';

/**
 * The server's everyday refusals come in English; the panel says them in its own language, next to
 * its 'Hata'. A Turkish panel read 'Hata: This application has already been approved' when a
 * colleague had decided first.
 */
describe("the server's refusals in the panel's language", () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    cleanup();
    restore?.();
    act(() => resetToasts());
  });

  async function renderIn(language: string) {
    const i18n = await createTestI18n(language);
    await i18n.loadNamespaces(['admin', 'common']);
    const fake = fakeAdminApi({ session: sessionFor('agent') });
    restore = () => fake.network.restore();
    renderAdminPanel(i18n);
    return fake.api;
  }

  it('in Turkish: a colleague decided first, and a list refused to a role', async () => {
    const api = await renderIn('tr');
    api.overrides.set(`PATCH /api/admin/applications/${NUMBER}/status`, { status: 409, body: { statusCode: 409, message: ADMIN_MESSAGES.alreadyDecided('approved') } });
    await userEvent.click(await screen.findByRole('button', { name: `${NUMBER} numaralı başvuruyu reddet` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reddet ve E-posta Gönder' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: 'Bu başvuru zaten onaylanmış.' }));

    api.overrides.set('GET /api/admin/applications', { status: 403, body: { statusCode: 403, message: ADMIN_MESSAGES.roleForbidden } });
    await userEvent.click(screen.getByRole('button', { name: 'Yenile' }));
    expect(await screen.findByText(/Rolünüz bu işleme izin vermiyor\./)).toBeInTheDocument();
  });

  it('in Turkish: a decision sent again that differs from the one recorded', async () => {
    const api = await renderIn('tr');
    api.overrides.set(`PATCH /api/admin/applications/${NUMBER}/status`, { status: 409, body: { statusCode: 409, message: ADMIN_MESSAGES.rejectedWithOtherReason } });
    await userEvent.click(await screen.findByRole('button', { name: `${NUMBER} numaralı başvuruyu reddet` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reddet ve E-posta Gönder' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: 'Bu başvuru zaten başka bir gerekçeyle reddedilmiş; geçmişine bakın.' }));
  });

  it("in English: the server's own words; a message the panel does not know is shown as it came", async () => {
    const api = await renderIn('en');
    api.overrides.set(`PATCH /api/admin/applications/${NUMBER}/status`, { status: 409, body: { statusCode: 409, message: ADMIN_MESSAGES.decidedConcurrently } });
    await userEvent.click(await screen.findByRole('button', { name: `Reject application ${NUMBER}` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject & Send Email' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ title: 'Hata', description: ADMIN_MESSAGES.decidedConcurrently }));

    api.overrides.set('GET /api/admin/applications', { status: 500, body: { statusCode: 500, message: 'Database unavailable' } });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect((await screen.findByText(/Database unavailable/)).closest('[role="alert"]')).toHaveTextContent('Hata: Database unavailable');
  });
});

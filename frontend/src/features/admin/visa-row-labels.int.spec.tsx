import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { createTestI18n } from '../../test/render-app';
import { renderAdminPanel } from './test/admin-page-harness';
import { fakeAdminApi, sessionFor, visaRow } from './test/fake-admin-api';

/**
 * The travel column of a visa row speaks the panel's language: the travel document type and the kind
 * of supporting document are translated (they showed 'Ordinary Passport' and the raw 'residence' in
 * the Turkish panel), and the supporting document's country is named, not coded ('DEU').
 */
describe('visa row labels in the staff panel', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    cleanup();
    restore?.();
  });

  async function renderIn(language: string) {
    const i18n = await createTestI18n(language);
    await i18n.loadNamespaces(['admin']);
    const fake = fakeAdminApi({
      session: sessionFor('agent'),
      visa: [
        visaRow({ documentType: 'diplomatic', supportingDocument: { kind: 'residence', country: 'DEU', startDate: null, endDate: 'unlimited' } }),
        visaRow({ id: 'SCH1234567890XYZ', applicationNumber: 'SCH1234567890XYZ', supportingDocument: { kind: 'visa', country: 'GBR', startDate: null, endDate: '2027-06-30' } }),
      ],
    });
    restore = () => fake.network.restore();
    renderAdminPanel(i18n);
  }

  it('in Turkish: the document type and the supporting document kind in Turkish, the country by name', async () => {
    await renderIn('tr');
    const row = await screen.findByTestId('visa-row-ABC1234567890XYZ');
    expect(within(row).getByText(/Belge: Diplomatik Pasaport/)).toBeInTheDocument();
    expect(within(row).getByText(/Destekleyici belge: Oturma İzni · Germany – süresiz/)).toBeInTheDocument();
    expect(within(row).queryByText(/residence|DEU|Diplomatic/)).not.toBeInTheDocument();
    const other = screen.getByTestId('visa-row-SCH1234567890XYZ');
    expect(within(other).getByText(/Belge: Umuma Mahsus Pasaport/)).toBeInTheDocument();
    expect(within(other).getByText(/Vize · United Kingdom/)).toBeInTheDocument();
  });

  it('in English likewise', async () => {
    await renderIn('en');
    const row = await screen.findByTestId('visa-row-ABC1234567890XYZ');
    expect(within(row).getByText(/Document: Diplomatic Passport/)).toBeInTheDocument();
    expect(within(row).getByText(/Supporting document: Residence Permit · Germany – unlimited/)).toBeInTheDocument();
  });
});

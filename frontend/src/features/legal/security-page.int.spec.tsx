import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { APPLICATION_NUMBER_LENGTH, RETENTION_YEARS } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

async function openArticle(language = 'en', h1 = 'Security & Legal Protection') {
  renderApp('/security', await createTestI18n(language));
  await screen.findByRole('heading', { level: 1, name: h1 });
  return screen.getByRole('article');
}

describe('security and legal protection page', () => {
  it('has its sections, the date and the private-service disclaimer', async () => {
    const article = await openArticle();
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Secure connection',
      '2. Card payments',
      '3. Encryption and erasure of personal data',
      '4. Staff access',
      '5. Application numbers and status checks',
      '6. The evidence we keep',
      '7. Protection against chargeback fraud',
      '8. Report a vulnerability or suspected fraud',
    ]);
    expect(within(article).getByText('Last updated: 24 November 2026')).toBeInTheDocument();
    expect(within(article).getByTestId('private-service-disclaimer')).toBeInTheDocument();
  });

  it('states what the service really does, with figures from contracts', async () => {
    const article = await openArticle();
    const region = (name: string) => within(article).getByRole('region', { name });
    expect(region('1. Secure connection')).toHaveTextContent(/HTTPS/);
    expect(region('2. Card payments')).toHaveTextContent(/3D Secure.*card data is handled by our PCI DSS-compliant payment provider/);
    const personalData = region('3. Encryption and erasure of personal data');
    expect(personalData).toHaveTextContent(/AES-256-GCM, with a separate key for each application/);
    expect(personalData).toHaveTextContent(`(${RETENTION_YEARS.visa} years for e-Visa applications), we delete the application's key`);
    // The support chat: its own key per conversation, read only with its id and by staff, erased from its last message.
    const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
    const chatYears = years(RETENTION_YEARS.contact);
    expect(personalData).toHaveTextContent(/support chat, .* are encrypted in the same way, with a separate key for each conversation/);
    expect(personalData).toHaveTextContent(/read only with its identifier, which only your browser keeps, and by our staff; you never receive other travellers' messages/);
    expect(personalData).toHaveTextContent(`Once a conversation has had no new message for ${chatYears}, we delete its key`);
    expect(region('4. Staff access')).toHaveTextContent(/personal, named accounts/);
    expect(region('5. Application numbers and status checks')).toHaveTextContent(
      `${APPLICATION_NUMBER_LENGTH} characters long and drawn at random by a cryptographic generator`,
    );
    expect(region('7. Protection against chargeback fraud')).toHaveTextContent(/is considered fraudulent behaviour/);
    expect(article).not.toHaveTextContent(/ISO 27001|certified/i);
  });

  it('links to the privacy and payment policies and to the address for reports', async () => {
    const article = await openArticle();
    const link = (name: string) => within(article).getByRole('link', { name });
    expect(link('Read the privacy policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link('Read the payment policy')).toHaveAttribute('href', '/payment-policy');
    expect(within(article).getByRole('region', { name: '8. Report a vulnerability or suspected fraud' })).toContainElement(link(COMPANY.supportEmail));
    expect(link(COMPANY.supportEmail)).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
  });

  it('is translated, e.g. into German', async () => {
    const article = await openArticle('de', 'Sicherheit und Rechtsschutz');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(8);
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { RETENTION_YEARS } from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';
import { formatYears } from './legal-parts';

afterEach(cleanup);

const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;

const sectionHeadings = () => within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('KVKK notice page', () => {
  it('has the information Article 10 of Law No. 6698 requires, the rights of Article 11 and the disclaimer', async () => {
    renderApp('/kvkk', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'KVKK Data Protection Notice' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual([
      '1. Data controller',
      '2. Personal data we process',
      '3. Purposes of processing',
      '4. Method of collection and legal grounds',
      '5. To whom and for what purpose personal data may be transferred',
      '6. Retention periods and destruction',
      '7. Your rights under Article 11 of the Law',
      '8. How to apply',
    ]);
    expect(screen.getByText('Last updated: 24 November 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: '7. Your rights under Article 11 of the Law' })).getAllByRole('listitem');
    expect(rights).toHaveLength(9);
    expect(screen.getByText(/within 30 days at the latest, free of charge/)).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'www.kvkk.gov.tr (opens in a new tab)' })).toHaveAttribute('href', 'https://www.kvkk.gov.tr');
    expect(article.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the retention periods of RETENTION_YEARS', async () => {
    renderApp('/kvkk', await createTestI18n('en'));
    const table = await screen.findByTestId('retention-table');
    const periods = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(periods).toEqual([years(RETENTION_YEARS.visa), years(RETENTION_YEARS.insurance), years(RETENTION_YEARS.contact), years(RETENTION_YEARS.logs)]);
  });

  it('covers the support chat: its data, purpose, legal grounds and retention from the last message', async () => {
    renderApp('/kvkk', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'KVKK Data Protection Notice' });
    const region = (name: string) => screen.getByRole('region', { name });
    const data = region('2. Personal data we process');
    expect(within(data).getAllByRole('listitem')).toHaveLength(7);
    expect(data).toHaveTextContent(/Support chat data: the messages you write in the support chat on our website and our replies \(request and complaint data\)/);
    expect(data).toHaveTextContent(/the name \(identity data\) and email address \(contact data\) you may choose to give with your first message/);
    expect(data).toHaveTextContent(/Please do not send card numbers or passwords in the chat/);
    expect(region('3. Purposes of processing')).toHaveTextContent(/answering your questions, requests and complaints, by email or in the support chat/);
    const collection = region('4. Method of collection and legal grounds');
    expect(collection).toHaveTextContent(/through the application form and the support chat on our website/);
    expect(collection).toHaveTextContent(/answering other questions you send us by email or in the support chat/);
    const retention = region('6. Retention periods and destruction');
    expect(retention).toHaveTextContent(/counted from the day the record is created \(for a support chat conversation, from its last message\)/);
    expect(retention).toHaveTextContent(`A support chat conversation is kept for ${years(RETENTION_YEARS.contact)} after its last message, whether from you or from us.`);
    expect(retention).toHaveTextContent(/with a key that belongs to that conversation alone, and only the browser that holds the conversation's identifier and our authorised staff can read them/);
    expect(retention).toHaveTextContent('For visa applications and support chat conversations, a scheduled job does this automatically every day.');
  });

  it('is in Turkish, its original language', async () => {
    renderApp('/kvkk', await createTestI18n('tr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeInTheDocument();
    expect(sectionHeadings()[0]).toBe('1. Veri sorumlusu');
    expect(sectionHeadings()).toHaveLength(8);
    const table = screen.getByTestId('retention-table');
    expect(within(table).getByText(`${RETENTION_YEARS.visa} yıl`)).toBeInTheDocument();
    const retention = screen.getByRole('region', { name: '6. Saklama süreleri ve imha' });
    expect(retention).toHaveTextContent(`Bir destek sohbeti, sizden veya bizden gelen son mesajından itibaren ${formatYears(RETENTION_YEARS.contact, 'tr')} boyunca saklanır.`);
    expect(retention).toHaveTextContent('Vize başvurularında ve destek sohbetlerinde bunu her gün otomatik olarak çalışan zamanlanmış bir görev yapar.');
    expect(screen.getByRole('region', { name: '2. İşlenen kişisel veriler' })).toHaveTextContent(/\(talep ve şikâyet verileri\)/);
  });
});

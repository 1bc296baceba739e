import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { RETENTION_YEARS } from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

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
    expect(screen.getByText('Last updated: 23 November 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    const rights = within(screen.getByRole('region', { name: '7. Your rights under Article 11 of the Law' })).getAllByRole('listitem');
    expect(rights).toHaveLength(9);
    expect(screen.getByText(/within 30 days at the latest, free of charge/)).toBeInTheDocument();
    const article = within(screen.getByRole('article'));
    expect(article.getByRole('link', { name: 'www.kvkk.gov.tr' })).toHaveAttribute('href', 'https://www.kvkk.gov.tr');
    expect(article.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('shows the retention periods of RETENTION_YEARS', async () => {
    renderApp('/kvkk', await createTestI18n('en'));
    const table = await screen.findByTestId('retention-table');
    const periods = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
    expect(periods).toEqual([years(RETENTION_YEARS.visa), years(RETENTION_YEARS.insurance), years(RETENTION_YEARS.contact), years(RETENTION_YEARS.logs)]);
  });

  it('is in Turkish, its original language', async () => {
    renderApp('/kvkk', await createTestI18n('tr'));
    expect(await screen.findByRole('heading', { level: 1, name: 'KVKK Aydınlatma Metni' })).toBeInTheDocument();
    expect(sectionHeadings()[0]).toBe('1. Veri sorumlusu');
    expect(sectionHeadings()).toHaveLength(8);
    const table = screen.getByTestId('retention-table');
    expect(within(table).getByText(`${RETENTION_YEARS.visa} yıl`)).toBeInTheDocument();
  });
});

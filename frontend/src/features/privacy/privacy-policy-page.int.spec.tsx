import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { RETENTION_YEARS } from '@evisa/contracts';
import { createTestI18n, renderApp } from '../../test/render-app';
import { WIZARD_PROGRESS_KEY } from '../visa-wizard/lib/wizard-progress';
import { WIZARD_STORAGE_KEY_SHOWN } from './privacy-policy-page';

afterEach(cleanup);

const SECTIONS = [
  '1. Who we are',
  '2. The personal data we collect',
  '3. Why we use your data and on what legal basis',
  '4. Who receives your data',
  '5. International transfers',
  '6. Card payments',
  '7. How we protect your data',
  '8. How long we keep your data',
  '9. Cookies and browser storage',
  '10. Your rights',
  '11. Changes to this policy',
  '12. Contact',
];

const sectionHeadings = () => within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('privacy policy page', () => {
  it('has its title, date, sections and the private-service disclaimer', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(SECTIONS);
    expect(screen.getByText('Last updated: 23 November 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('article')).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    expect(screen.getByText(/we receive only the result of the payment/)).toBeInTheDocument();
    expect(screen.getByText(/We use no advertising or analytics trackers/)).toBeInTheDocument();
    expect(screen.getByText('We reply within 30 days, free of charge.')).toBeInTheDocument();
    // The rights can be exercised by email, and the KVKK notice is one click away.
    const article = within(screen.getByRole('article'));
    expect(article.getAllByRole('link', { name: 'support@traveldesk-turkiye.com' })[0]).toHaveAttribute('href', 'mailto:support@traveldesk-turkiye.com');
    expect(article.getAllByRole('link', { name: 'KVKK data protection notice' })[0]).toHaveAttribute('href', '/kvkk');
  });

  it('shows the retention periods of RETENTION_YEARS', async () => {
    renderApp('/privacy-policy', await createTestI18n('en'));
    const table = await screen.findByTestId('retention-table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    const years = (n: number) => `${n} ${n === 1 ? 'year' : 'years'}`;
    expect(rows).toEqual([
      ['Visa applications, their payments and the emails about them', years(RETENTION_YEARS.visa)],
      ['Travel insurance purchases', years(RETENTION_YEARS.insurance)],
      ['Messages to and from our support team', years(RETENTION_YEARS.contact)],
      ['Technical server logs', years(RETENTION_YEARS.logs)],
    ]);
  });

  it('names the browser storage keys the app really uses', async () => {
    expect(WIZARD_STORAGE_KEY_SHOWN).toBe(WIZARD_PROGRESS_KEY);
    renderApp('/privacy-policy', await createTestI18n('en'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    const codes = Array.from(screen.getByRole('article').querySelectorAll('code')).map((c) => c.textContent);
    expect(codes).toEqual(['language', 'cookieConsent', WIZARD_PROGRESS_KEY, 'evisa_session', 'evisa_csrf']);
  });

  it('is the same policy at /privacy', async () => {
    renderApp('/privacy', await createTestI18n('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(SECTIONS);
  });

  it('is translated, e.g. into Arabic', async () => {
    renderApp('/privacy-policy', await createTestI18n('ar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument();
    expect(sectionHeadings()).toHaveLength(SECTIONS.length);
    expect(document.documentElement.dir).toBe('rtl');
  });
});

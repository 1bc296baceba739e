import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import { LIMITS } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

async function openArticle(path: string, language = 'en', h1 = 'Terms of Service') {
  renderApp(path, await createTestI18n(language));
  await screen.findByRole('heading', { level: 1, name: h1 });
  return screen.getByRole('article');
}

describe('terms of service page', () => {
  it('has its sections, the date, the company and the private-service disclaimer', async () => {
    const article = await openArticle('/terms-of-service');
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Who we are',
      '2. A private service, not the government',
      '3. Our service',
      '4. Your responsibilities',
      '5. Fees and payment',
      '6. Processing times',
      '7. Cancellation and refunds',
      '8. No guarantee of approval or entry',
      '9. Our liability',
      '10. Personal data',
      '11. Changes to these terms',
      '12. Governing law and disputes',
      '13. Contact',
    ]);
    expect(within(article).getByText('Last updated: 23 November 2026')).toBeInTheDocument();
    expect(within(article).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    const whoWeAre = within(article).getByRole('region', { name: '1. Who we are' });
    expect(whoWeAre).toHaveTextContent(COMPANY.legalName);
    expect(whoWeAre).toHaveTextContent(`company number ${COMPANY.registrationNumber}`);
    expect(whoWeAre).toHaveTextContent(COMPANY.address);
    const privateService = within(article).getByRole('region', { name: '2. A private service, not the government' });
    expect(privateService).toHaveTextContent(/not affiliated with, endorsed by or acting for the Republic of Türkiye or its Ministry of Foreign Affairs/);
    expect(privateService).toHaveTextContent(/entry to Türkiye is never guaranteed/);
    expect(within(privateService).getByRole('link', { name: `${COMPANY.officialEvisaHost} (opens in a new tab)` })).toHaveAttribute('href', COMPANY.officialEvisaUrl);
    expect(within(article).getByText(new RegExp(`valid for at least ${LIMITS.passportMinValidityMonths} months`))).toBeInTheDocument();
    expect(within(article).getByText(/governed by the law of England and Wales/)).toBeInTheDocument();
    expect(within(article).getByText(/keep the protection of the mandatory rules of the law of your country/)).toBeInTheDocument();
  });

  it('links to the other policies and to support', async () => {
    const article = await openArticle('/terms-of-service');
    const link = (name: string) => within(article).getByRole('link', { name });
    expect(link('Read the payment policy')).toHaveAttribute('href', '/payment-policy');
    expect(link('See processing times and fees')).toHaveAttribute('href', '/processing-times');
    expect(link('Read the refund and cancellation policy')).toHaveAttribute('href', '/refund');
    expect(link('Read the privacy policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link(COMPANY.supportEmail)).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    expect(link('Back to the home page')).toHaveAttribute('href', '/');
  });

  it('is translated, e.g. into Arabic', async () => {
    const article = await openArticle('/terms-of-service', 'ar', 'شروط الخدمة');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(13);
    expect(within(article).getByRole('heading', { level: 2, name: '1. من نحن' })).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { LANGUAGE_CODES } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

async function openArticle(path: string, language = 'en', h1 = 'Terms & Conditions') {
  renderApp(path, await createTestI18n(language));
  await screen.findByRole('heading', { level: 1, name: h1 });
  return screen.getByRole('article');
}

/** The words of the site footer's link to a page, without what NewTabLink adds (the arrow, the screen-reader note). */
function footerLabel(href: string) {
  const footer = screen.getAllByRole('contentinfo').find((element) => !element.closest('article'))!;
  const link = footer.querySelector(`a[href="${href}"]`)!;
  return link.firstChild!.textContent;
}

describe('terms & conditions page', () => {
  it('has its sections, the date, the company and the private-service disclaimer', async () => {
    const article = await openArticle('/terms');
    expect(within(article).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      '1. Who we are',
      '2. The information on our website',
      '3. Using our website',
      '4. Our content',
      '5. Availability of the website',
      '6. Links to other websites',
      '7. Personal data and cookies',
      '8. Governing law',
      '9. Contact',
    ]);
    expect(within(article).getByText('Last updated: 24 November 2026')).toBeInTheDocument();
    expect(within(article).getByTestId('private-service-disclaimer')).toBeInTheDocument();
    const about = within(article).getByRole('region', { name: '1. Who we are' });
    expect(about).toHaveTextContent(`${COMPANY.legalName}, a private company registered in England and Wales under company number ${COMPANY.registrationNumber}`);
    expect(about).toHaveTextContent('Where the two differ, the Terms of Service prevail for your order.');
    const information = within(article).getByRole('region', { name: '2. The information on our website' });
    expect(within(information).getByRole('link', { name: `${COMPANY.officialEvisaHost} (opens in a new tab)` })).toHaveAttribute('href', COMPANY.officialEvisaUrl);
  });

  it('links to the Terms of Service, the privacy policy, support and home', async () => {
    const article = await openArticle('/terms');
    const link = (name: string) => within(article).getByRole('link', { name });
    expect(link('Read the Terms of Service')).toHaveAttribute('href', '/terms-of-service');
    expect(link('Read the privacy policy')).toHaveAttribute('href', '/privacy-policy');
    expect(link(COMPANY.supportEmail)).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    expect(link('Back to the home page')).toHaveAttribute('href', '/');
  });

  // Spec section 2 lists Terms & Conditions (/terms) and Terms of Service (/terms-of-service) as two pages:
  // each page's heading, tab title and footer link say the same name, in every language.
  describe.each(LANGUAGE_CODES)('%s', (language) => {
    it.each([
      ['/terms', 'footer.links.terms'],
      ['/terms-of-service', 'footer.links.termsOfService'],
    ])('%s: its heading, tab title and footer link name the same page', async (path, footerKey) => {
      const i18n = await createTestI18n(language);
      const name = i18n.t(`common:${footerKey}`);
      renderApp(path, i18n);
      await screen.findByRole('heading', { level: 1, name });
      expect(footerLabel(path)).toBe(name);
      await waitFor(() => expect(document.title).toBe(`${name} | ${COMPANY.brandName}`));
    });
  });

  it('is its own text, not the Terms of Service', async () => {
    const conditions = (await openArticle('/terms')).textContent;
    cleanup();
    expect((await openArticle('/terms-of-service', 'en', 'Terms of Service')).textContent).not.toBe(conditions);
  });

  it('is translated, e.g. into Arabic', async () => {
    const article = await openArticle('/terms', 'ar', 'الشروط والأحكام');
    expect(within(article).getAllByRole('heading', { level: 2 })).toHaveLength(9);
    expect(within(article).getByRole('heading', { level: 2, name: '1. من نحن' })).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'اقرأ شروط الخدمة' })).toHaveAttribute('href', '/terms-of-service');
  });
});

import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';
import { LANGUAGE_CODES } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(cleanup);

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  // WCAG G201: a link that opens a new tab says so, in the page's language (as the site's other new-tab links).
  it.each([
    ['en', [['Privacy Policy (opens in a new tab)', '/privacy-policy'], ['Terms of Service (opens in a new tab)', '/terms-of-service']]],
    ['ar', [['سياسة الخصوصية (يُفتح في علامة تبويب جديدة)', '/privacy-policy'], ['شروط الخدمة (يُفتح في علامة تبويب جديدة)', '/terms-of-service']]],
  ] as const)('in %s, opens the Privacy Policy and Terms of Service in a new tab, safely, and says so', async (language, links) => {
    renderApp('/', language === 'en' ? i18n : await createTestI18n(language));
    const f = await footer();
    for (const [name, href] of links) {
      const link = f.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      // Sighted users are told too: the arrow, pointing ahead in the page's direction.
      expect(link).toHaveTextContent(language === 'ar' ? '↖' : '↗');
    }
  });

  // Two links with different names ('Cancellation policy', 'Refund policy') led to the same page, headed
  // 'Refund & Cancellation Policy': a reader expected two policies. One link, named as the page is.
  it.each(LANGUAGE_CODES)('in %s, links once to the refund and cancellation policy, by its title', async (language) => {
    const translations = language === 'en' ? i18n : await createTestI18n(language);
    renderApp('/refund', translations);
    const article = await screen.findByRole('article');
    const title = within(article).getByRole('heading', { level: 1 }).textContent!;
    // The site's footer (the article's own footer, with the way home, is a footer element too).
    const f = within(screen.getAllByRole('contentinfo').find((element) => !element.closest('article'))!);
    const links = f.getAllByRole('link').filter((link) => ['/refund', '/cancellation-policy'].includes(link.getAttribute('href')!));
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([['/refund', title]]);
  });

  // A link's words are the name of the page it opens (its h1): a reader following "Terms & Conditions" must
  // not land on "Terms of Service". The new-tab links' words exclude what NewTabLink adds after them.
  it.each(LANGUAGE_CODES)('in %s, each legal link says the name of the page it opens', async (language) => {
    const translations = language === 'en' ? i18n : await createTestI18n(language);
    renderApp('/', translations);
    const legal = within(await screen.findByRole('navigation', { name: translations.t('common:footer.legalHeading') }));
    const links = legal.getAllByRole('link').map((link) => ({ href: link.getAttribute('href')!, words: link.firstChild!.textContent }));
    expect(links.map((link) => link.href)).toEqual(['/privacy-policy', '/terms-of-service', '/terms', '/kvkk', '/refund', '/payment-policy', '/security']);
    for (const { href, words } of links) {
      cleanup();
      renderApp(href, translations);
      const article = await screen.findByRole('article');
      expect([href, within(article).getByRole('heading', { level: 1 }).textContent]).toEqual([href, words]);
    }
  });

  it('names the company, its registration, the card-statement name and the support address', async () => {
    renderApp('/', i18n);
    const f = await footer();
    expect(f.getByText(COMPANY.legalName)).toBeInTheDocument();
    expect(f.getByText(new RegExp(COMPANY.registrationNumber))).toBeInTheDocument();
    expect(f.getByText(new RegExp(COMPANY.cardStatementName))).toBeInTheDocument();
    expect(f.getByRole('link', { name: new RegExp(COMPANY.supportEmail) })).toHaveAttribute('href', `mailto:${COMPANY.supportEmail}`);
    expect(f.getByText(/256-bit/)).toBeInTheDocument();
    expect(f.getByText(/© 2024/)).toBeInTheDocument();
  });

  it('has the hidden staff link to /admin and the private-service disclaimer', async () => {
    renderApp('/', i18n);
    const f = await footer();
    expect(f.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute('href', '/admin');
    expect(f.getByTestId('private-service-disclaimer')).toHaveTextContent(/not affiliated with/);
    expect(f.getByRole('link', { name: 'evisa.gov.tr (opens in a new tab)' })).toHaveAttribute('href', COMPANY.officialEvisaUrl);
  });

  it('ends with room for the chat launcher on public pages, and the window scrolls focus clear of it; neither on staff pages', async () => {
    renderApp('/faq', i18n);
    const f = await footer();
    const lastBand = () => f.getByText(/© 2024/).parentElement!;
    expect(lastBand().style.paddingBottom).toBe('80px');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('80px');
    cleanup();
    // Leaving the layout gives the window its own scroll padding back.
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');

    const staff = mockFetch(() => jsonResponse({ statusCode: 401, message: 'Unauthorized' }, 401));
    try {
      renderApp('/admin', i18n);
      const staffFooter = await footer();
      expect(staffFooter.getByText(/© 2024/).parentElement!.style.paddingBottom).toBe('');
      expect(document.documentElement.style.scrollPaddingBottom).toBe('');
    } finally {
      staff.restore();
    }
  });
});

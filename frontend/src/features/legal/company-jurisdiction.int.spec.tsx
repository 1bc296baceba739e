import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { COMPANY } from '../../lib/company';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

/** Where the company is registered, as each language says it (common:company.registeredIn). */
const REGISTERED_IN: Record<string, string> = {
  en: 'England and Wales',
  tr: 'İngiltere ve Galler',
  fr: 'Angleterre et pays de Galles',
  de: 'England und Wales',
  es: 'Inglaterra y Gales',
  ar: 'إنجلترا وويلز',
};

describe('the place of registration on the legal pages', () => {
  it("in English is the company's own fact", async () => {
    const i18n = await createTestI18n('en');
    expect(i18n.t('common:company.registeredIn')).toBe(COMPANY.registeredIn);
  });

  describe.each(Object.entries(REGISTERED_IN))('%s', (language, wording) => {
    it.each(['/privacy-policy', '/kvkk', '/terms', '/terms-of-service', '/refund', '/security'])('%s and the footer say it in the language', async (path) => {
      renderApp(path, await createTestI18n(language));
      const article = await screen.findByRole('article');
      await waitFor(() => expect(article.textContent).toContain(wording));
      // The site's footer (the article's own footer, with the address, is a footer element too).
      const footer = screen.getAllByRole('contentinfo').find((element) => !element.closest('article'))!;
      expect(footer).toHaveTextContent(wording);
      for (const part of [article, footer]) {
        expect(part.textContent).not.toContain('$t(');
        if (language !== 'en') expect(part.textContent).not.toContain(COMPANY.registeredIn);
      }
    });
  });
});

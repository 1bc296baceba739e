import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { createTestI18n, renderApp } from '../../test/render-app';

afterEach(cleanup);

const NEW_TAB = { en: '(opens in a new tab)', ar: '(يُفتح في علامة تبويب جديدة)' };

/**
 * Links that open another site in a new tab say so (WCAG G201), in the page's language, and give the
 * other site neither `window.opener` nor our address.
 */
describe('links to other sites on the legal and information pages', () => {
  describe.each(Object.entries(NEW_TAB))('%s', (language, phrase) => {
    it.each(['/terms', '/terms-of-service', '/faq', '/requirements', '/privacy-policy', '/kvkk'])('%s: each says it opens in a new tab', async (path) => {
      renderApp(path, await createTestI18n(language));
      const article = await screen.findByRole('article');
      await waitFor(() => expect(article.querySelectorAll('a[target="_blank"]').length).toBeGreaterThan(1));
      for (const link of article.querySelectorAll('a[target="_blank"]')) {
        // Its name: the text inside, the screen-reader words included (none of these links has an aria-label).
        expect(link).not.toHaveAttribute('aria-label');
        expect(`${link.getAttribute('href')}: ${link.textContent}`).toMatch(new RegExp(` ${phrase.replace(/[()]/g, '\\$&')}$`));
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });
  });
});

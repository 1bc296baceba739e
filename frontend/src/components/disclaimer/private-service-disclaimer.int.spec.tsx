import { afterEach, describe, expect, it } from '@jest/globals';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LANGUAGE_CODES } from '@evisa/contracts';
import { COMPANY } from '../../lib/company';
import { createTestI18n } from '../../test/render-app';
import { PrivateServiceDisclaimer, type DisclaimerVariant } from './private-service-disclaimer';

afterEach(cleanup);

const NEW_TAB: Record<string, string> = {
  en: '(opens in a new tab)',
  tr: '(yeni sekmede açılır)',
  fr: "(s'ouvre dans un nouvel onglet)",
  de: '(öffnet in einem neuen Tab)',
  es: '(se abre en una pestaña nueva)',
  ar: '(يُفتح في علامة تبويب جديدة)',
};

describe('private-service disclaimer', () => {
  it.each(LANGUAGE_CODES)('%s: the link to the official site says it opens in a new tab', async (language) => {
    const i18n = await createTestI18n(language);
    for (const variant of ['banner', 'inline', 'full'] satisfies DisclaimerVariant[]) {
      render(
        <I18nextProvider i18n={i18n}>
          <PrivateServiceDisclaimer variant={variant} />
        </I18nextProvider>,
      );
      const link = screen.getByRole('link', { name: `${COMPANY.officialEvisaHost} ${NEW_TAB[language]}` });
      expect(link).toHaveAttribute('href', COMPANY.officialEvisaUrl);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      cleanup();
    }
  });
});

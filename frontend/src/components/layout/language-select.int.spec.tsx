import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { createTestI18n, renderApp } from '../../test/render-app';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/i18n';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('language switch', () => {
  it('translates the page, sets <html lang dir="rtl"> for Arabic and saves the choice', async () => {
    const user = userEvent.setup();
    renderApp('/', i18n);
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');

    await user.selectOptions(select, 'ar');

    expect(await screen.findByRole('heading', { level: 1, name: 'تأشيرتك الإلكترونية لتركيا، بعناية واهتمام' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ar');
  });

  it('switches back to left-to-right for Turkish', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('ar');
    renderApp('/', i18n);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'اللغة' }), 'tr');
    expect(await screen.findByRole('link', { name: 'e-Vize Başvurusu Yap' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'tr');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});

import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import { loadLocale } from './locale-loader';
import { englishContractMessages } from './contract-messages';

/** Local-storage key of the saved language preference (spec section 9, "Storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Namespaces every page needs; feature namespaces (e.g. 'wizard') load when a component first asks for them. */
const STARTUP_NAMESPACES = ['common', 'home'];

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    if (language === DEFAULT_LANGUAGE && namespace === 'messages') {
      callback(null, englishContractMessages());
      return;
    }
    loadLocale(language, namespace).then(
      (resources) => callback(null, resources ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function languageOf(code: string | undefined): (typeof LANGUAGES)[number] {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l.code === base) ?? LANGUAGES.find((l) => l.code === DEFAULT_LANGUAGE)!;
}

/** Keeps `<html lang dir>` in step with the language, so Arabic renders right to left. */
function applyDocumentLanguage(code: string | undefined): void {
  const language = languageOf(code);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/**
 * Detection order (spec section 1): saved preference, browser language, English.
 * A key missing in the active language falls back to English, then to the key itself.
 */
export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', applyDocumentLanguage);
  await instance
    .use(localeBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: STARTUP_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(instance.resolvedLanguage);
  return instance;
}

export function currentLanguage(instance: I18n = i18next): LanguageCode {
  return languageOf(instance.resolvedLanguage ?? instance.language).code;
}

export { i18next as i18n };

import i18next, { type BackendModule, type LanguageDetectorModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import { loadLocale } from './locale-loader';

/** Local-storage key of the saved language preference (spec section 9, "Storage"). */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Namespaces every page needs ('chat': the support chat's launcher is on every public page); feature
 * namespaces (e.g. 'wizard') load when a component first asks for them.
 */
const STARTUP_NAMESPACES = ['common', 'home', 'chat'];

const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    // English validation messages come from contracts (the server's wording); loaded with the first form.
    const load =
      language === DEFAULT_LANGUAGE && namespace === 'messages'
        ? import('./contract-messages').then((module) => module.englishContractMessages())
        : loadLocale(language, namespace);
    load.then(
      (resources) => callback(null, resources ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage disabled: fall through to the browser language
  }
}

/**
 * Detection order (spec section 1): saved preference, then the browser's languages; i18next picks the
 * first supported one and falls back to English. The choice is saved again whenever it changes.
 * (index.html repeats this in a few lines so `<html lang dir>` are right before the first paint.)
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    const saved = readSavedLanguage();
    const browser = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
    return [...(saved ? [saved] : []), ...browser.filter(Boolean)];
  },
  cacheUserLanguage(language) {
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // storage disabled: the choice applies to this visit only
    }
  },
};

export function languageOf(code: string | undefined): (typeof LANGUAGES)[number] {
  const base = (code ?? '').toLowerCase().split('-')[0];
  return LANGUAGES.find((l) => l.code === base) ?? LANGUAGES.find((l) => l.code === DEFAULT_LANGUAGE)!;
}

/** Keeps `<html lang dir>` in step with the language, so Arabic renders right to left. */
function applyDocumentLanguage(code: string | undefined): void {
  if (typeof document === 'undefined') return; // build-time prerendering
  const language = languageOf(code);
  document.documentElement.lang = language.code;
  document.documentElement.dir = language.dir;
}

/**
 * Detection order (spec section 1): saved preference, browser language, English.
 * A key missing in the active language falls back to English, then to the key itself.
 */
export async function initI18n(instance: I18n = i18next, { language }: { language?: LanguageCode } = {}): Promise<I18n> {
  instance.on('languageChanged', applyDocumentLanguage);
  await instance
    .use(localeBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      // Given (build-time prerendering) or detected.
      lng: language,
      supportedLngs: [...LANGUAGE_CODES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: DEFAULT_LANGUAGE,
      ns: STARTUP_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(instance.resolvedLanguage);
  return instance;
}

export function currentLanguage(instance: I18n = i18next): LanguageCode {
  return languageOf(instance.resolvedLanguage ?? instance.language).code;
}

export { i18next as i18n };

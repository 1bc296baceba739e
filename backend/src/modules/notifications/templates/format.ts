import type { LanguageCode } from '@evisa/contracts';

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', tr: 'tr-TR', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', ar: 'ar' };

// Intl puts no-break and narrow no-break spaces and bidi marks into its output; fonts and
// plain-text mail handle ordinary spaces best, and bidi is left to the renderer.
const tidy = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/**
 * One formatter per language, made on first use: creating an Intl formatter loads its locale data
 * and costs far more than formatting with it (it was a quarter of a rebuild's time in the outbox,
 * which composes every email again).
 */
function perLanguage<F>(create: (locale: string) => F): (language: LanguageCode) => F {
  const made = new Map<LanguageCode, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) made.set(language, (formatter = create(LOCALES[language])));
    return formatter;
  };
}

const moneyFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }));
const dateTimeFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }));
const dateFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));

/** "$184.00" in the traveller's conventions; Arabic keeps Latin digits, as card receipts do. */
export function formatMoney(cents: number, language: LanguageCode): string {
  if (language === 'ar') return `$${(cents / 100).toFixed(2)}`;
  return tidy(moneyFormat(language).format(cents / 100));
}

/** A UTC date and time, spelled the traveller's way (numeric for Arabic, which mixes scripts badly). */
export function formatDateTime(iso: string, language: LanguageCode): string {
  if (language === 'ar') return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return `${tidy(dateTimeFormat(language).format(new Date(iso)))} UTC`;
}

/** A calendar day ("2026-12-14", or the day of an ISO timestamp) spelled the traveller's way; numeric for Arabic, as above. */
export function formatDate(iso: string, language: LanguageCode): string {
  const day = iso.slice(0, 10);
  if (language === 'ar') return day;
  return tidy(dateFormat(language).format(new Date(`${day}T00:00:00Z`)));
}

/** A trip's first and last day ("14 December 2026 – 27 December 2026"). Arabic gets Latin digits only, so a PDF draws it in a run of its own, never beside Arabic words. */
export function formatDateRange(from: string, to: string, language: LanguageCode): string {
  return `${formatDate(from, language)} – ${formatDate(to, language)}`;
}

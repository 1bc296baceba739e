import type { LanguageCode } from '@evisa/contracts';

const LOCALES: Record<LanguageCode, string> = { en: 'en-GB', tr: 'tr-TR', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', ar: 'ar' };

// Intl puts no-break and narrow no-break spaces and bidi marks into its output; fonts and
// plain-text mail handle ordinary spaces best, and bidi is left to the renderer.
const tidy = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c]/g, '');

/** "$184.00" in the traveller's conventions; Arabic keeps Latin digits, as card receipts do. */
export function formatMoney(cents: number, language: LanguageCode): string {
  if (language === 'ar') return `$${(cents / 100).toFixed(2)}`;
  return tidy(new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol' }).format(cents / 100));
}

/** A UTC date and time, spelled the traveller's way (numeric for Arabic, which mixes scripts badly). */
export function formatDateTime(iso: string, language: LanguageCode): string {
  const date = new Date(iso);
  if (language === 'ar') return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
  return `${tidy(new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(date))} UTC`;
}

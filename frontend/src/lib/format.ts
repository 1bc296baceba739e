import { formatUsd, ISO_DATE_PATTERN, LANGUAGES, parseAmountToCents } from '@evisa/contracts';

/**
 * Text kept left to right wherever it stands (a left-to-right isolate): Arabic formats an amount
 * as "25 US$", which a right-to-left paragraph would otherwise reorder into "$US 25".
 */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

const isRightToLeft = (locale: string) => LANGUAGES.some((l) => l.dir === 'rtl' && l.code === locale.toLowerCase().split('-')[0]);

/** A price in cents as shown on screen: formatted for the language, kept whole in right-to-left text. */
export function displayUsd(cents: number, locale: string): string {
  const formatted = formatUsd(cents, locale);
  return isRightToLeft(locale) ? ltr(formatted) : formatted;
}

/** Amounts arrive in dollars, as numbers or decimal strings ("184", "184.50"); anything else is shown as it came. */
export function formatAmount(amount: number | string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined) return '';
  const cents = parseAmountToCents(String(amount));
  return cents === null ? String(amount) : displayUsd(cents, locale);
}

/**
 * The instant to format for a calendar date (YYYY-MM-DD: its UTC midnight, to be formatted in UTC so
 * that nobody west of Greenwich sees the day before) or a timestamp; NaN when it is neither.
 */
export function parseDateValue(value: string): { time: number; calendarDate: boolean } {
  const calendarDate = ISO_DATE_PATTERN.test(value);
  return { time: Date.parse(calendarDate ? `${value}T00:00:00Z` : value), calendarDate };
}

/** A calendar date (YYYY-MM-DD) or timestamp in the traveller's language, the calendar day the same everywhere. */
export function formatCalendarDate(value: string, locale: string): string {
  const { time } = parseDateValue(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

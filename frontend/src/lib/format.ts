import { formatUsd, ISO_DATE_PATTERN, parseAmountToCents } from '@evisa/contracts';

/** Amounts arrive in dollars, as numbers or decimal strings ("184", "184.50"); anything else is shown as it came. */
export function formatAmount(amount: number | string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined) return '';
  const cents = parseAmountToCents(String(amount));
  return cents === null ? String(amount) : formatUsd(cents, locale);
}

/**
 * The instant to format for a calendar date (YYYY-MM-DD: its UTC midnight, to be formatted in UTC so
 * that nobody west of Greenwich sees the day before) or a timestamp; NaN when it is neither.
 */
export function parseDateValue(value: string): { time: number; calendarDate: boolean } {
  const calendarDate = ISO_DATE_PATTERN.test(value);
  return { time: Date.parse(calendarDate ? `${value}T00:00:00Z` : value), calendarDate };
}

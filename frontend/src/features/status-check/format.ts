import { ISO_DATE_PATTERN } from '@evisa/contracts';
import { formatUsd, parseAmountToCents } from '@evisa/contracts';

/** Calendar dates (YYYY-MM-DD) are formatted in UTC so a traveller west of Greenwich does not see the day before. */
export function formatCalendarDate(value: string, locale: string): string {
  const time = Date.parse(ISO_DATE_PATTERN.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

export function formatAmount(amount: string | number, locale: string): string {
  const cents = parseAmountToCents(String(amount));
  return cents === null ? String(amount) : formatUsd(cents, locale);
}

import { ISO_DATE_PATTERN } from '@evisa/contracts';
import { formatUsd, parseAmountToCents } from '@evisa/contracts';

/** The spec shows admin dates in a Turkish locale, whatever language the panel is in. */
export const ADMIN_DATE_LOCALE = 'tr-TR';

/** A calendar date (YYYY-MM-DD) as the same day everywhere; a timestamp with its time. */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return '';
  if (ISO_DATE_PATTERN.test(value)) {
    return new Intl.DateTimeFormat(ADMIN_DATE_LOCALE, { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.parse(`${value}T00:00:00Z`));
  }
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(ADMIN_DATE_LOCALE, { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

/** Amounts arrive in dollars, as numbers or decimal strings ("184", "184.50"). */
export function formatAdminAmount(amount: number | string | null | undefined, locale: string): string {
  if (amount === null || amount === undefined) return '';
  const cents = parseAmountToCents(String(amount));
  return cents === null ? String(amount) : formatUsd(cents, locale);
}

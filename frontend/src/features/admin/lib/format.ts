import { parseDateValue } from '../../../lib/format';

/** The spec shows admin dates in a Turkish locale, whatever language the panel is in. */
export const ADMIN_DATE_LOCALE = 'tr-TR';

/** A calendar date (YYYY-MM-DD) as the same day everywhere; a timestamp with its time. */
export function formatAdminDate(value: string | null | undefined): string {
  if (!value) return '';
  const { time, calendarDate } = parseDateValue(value);
  if (Number.isNaN(time)) return value;
  const style: Intl.DateTimeFormatOptions = calendarDate ? { dateStyle: 'medium', timeZone: 'UTC' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(ADMIN_DATE_LOCALE, style).format(time);
}

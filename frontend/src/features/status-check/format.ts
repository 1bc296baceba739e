import { parseDateValue } from '../../lib/format';

/** A date in the traveller's language, the calendar day the same everywhere. */
export function formatCalendarDate(value: string, locale: string): string {
  const { time } = parseDateValue(value);
  if (Number.isNaN(time)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(time);
}

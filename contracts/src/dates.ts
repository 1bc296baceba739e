/** Calendar dates travel as YYYY-MM-DD strings; these helpers treat them as UTC calendar days. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Whole days from `today` to `date` (both YYYY-MM-DD): 0 for the same day, negative for the past. */
export function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days (negative: earlier). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The dates a traveller's own clock can show while the UTC date is `utcToday`: from the day before
 * (west of UTC in the evening, down to UTC-12) to the day after (east of UTC early in the morning,
 * up to UTC+14). The forms judge dates by the traveller's own today, the one their pickers offer;
 * the server, which only knows its UTC date, refuses a date only when the form would refuse it
 * wherever the traveller is: a date in the past once it is past on `earliest`, a date in the future
 * once it is after `latest`, and a minimum of days before a date counted from `earliest`.
 */
export function travellerTodays(utcToday: string): { readonly earliest: string; readonly latest: string } {
  return { earliest: addDays(utcToday, -1), latest: addDays(utcToday, 1) };
}

/** Age in whole years on `today`. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

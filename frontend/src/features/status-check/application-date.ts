/**
 * The day an application was made, as the traveller lived it: createdAt is an instant, so it is
 * shown in the browser's time zone (an application sent at 08:00 on 25 November in Sydney is
 * 21:00 on the 24th in UTC). Arrival and travel dates are calendar dates and stay as they are.
 * `timeZone` is for tests; the browser's own is used otherwise.
 */
export function formatApplicationDate(createdAt: string, locale: string, timeZone?: string): string {
  const time = Date.parse(createdAt);
  if (Number.isNaN(time)) return createdAt;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(time);
}

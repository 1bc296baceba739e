/**
 * A chat message's time, in both chat screens: the time alone for today's messages, the date too
 * for older ones (a conversation can span days).
 */
export function formatChatTime(iso: string, locale: string, now: Date = new Date()): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const sameDay = time.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(locale, sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(time);
}

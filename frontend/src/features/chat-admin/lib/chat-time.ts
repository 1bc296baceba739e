import { ADMIN_DATE_LOCALE } from '../../admin/lib/format';

/** Today's messages by their time alone, older ones with their date; in the panel's Turkish locale (spec: admin dates). */
export function formatChatTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === now.toDateString();
  const style: Intl.DateTimeFormatOptions = sameDay ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' };
  return new Intl.DateTimeFormat(ADMIN_DATE_LOCALE, style).format(date);
}

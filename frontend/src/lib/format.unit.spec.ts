import { describe, expect, it } from '@jest/globals';
import { formatAdminDate } from '../features/admin/lib/format';
import { displayUsd, formatAmount, formatCalendarDate, parseDateValue } from './format';

describe('amounts and dates as shown to travellers and staff', () => {
  it('formats dollar amounts given as numbers or decimal strings, and shows anything else as it came', () => {
    expect(formatAmount('184.50', 'en')).toBe('$184.50');
    expect(formatAmount(69, 'en')).toBe('$69');
    expect(formatAmount('not money', 'en')).toBe('not money');
    expect(formatAmount(null, 'en')).toBe('');
  });

  it('keeps an amount whole in right-to-left text (Arabic would show "$US 25"), and leaves left-to-right languages alone', () => {
    expect(displayUsd(2500, 'ar')).toMatch(/^\u2066.*25.*US\$\u2069$/u);
    expect(formatAmount('184', 'ar')).toMatch(/^\u2066.*\u2069$/u);
    expect(displayUsd(2500, 'en')).toBe('$25');
    expect(displayUsd(2500, 'de-DE')).toBe('25\u00a0$');
  });

  it('reads a calendar date as its UTC midnight and a timestamp as itself', () => {
    expect(parseDateValue('2026-01-05')).toEqual({ time: Date.UTC(2026, 0, 5), calendarDate: true });
    expect(parseDateValue('2026-01-05T10:30:00Z')).toEqual({ time: Date.UTC(2026, 0, 5, 10, 30), calendarDate: false });
    expect(Number.isNaN(parseDateValue('someday').time)).toBe(true);
  });

  it('shows a calendar date as the same day in any time zone, for travellers in their language and for staff in Turkish', () => {
    expect(formatCalendarDate('2026-01-05', 'en')).toBe('January 5, 2026');
    expect(formatCalendarDate('2026-01-05', 'de')).toBe('5. Januar 2026');
    expect(formatAdminDate('2026-01-05')).toBe('5 Oca 2026');
    expect(formatAdminDate('someday')).toBe('someday');
    expect(formatAdminDate(null)).toBe('');
    expect(formatAdminDate('2026-01-05T10:30:00Z')).toMatch(/^5 Oca 2026 \d{2}:\d{2}$/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { formatApplicationDate } from './application-date';

describe('formatApplicationDate', () => {
  it("shows the day in the traveller's time zone, not in UTC", () => {
    // 21:00 UTC on the 24th is already the 25th in Sydney and still the 24th in New York.
    expect(formatApplicationDate('2026-11-24T21:00:00.000Z', 'en', 'Australia/Sydney')).toBe('November 25, 2026');
    expect(formatApplicationDate('2026-11-24T21:00:00.000Z', 'en', 'America/New_York')).toBe('November 24, 2026');
    expect(formatApplicationDate('2026-11-24T21:00:00.000Z', 'de', 'Asia/Tokyo')).toBe('25. November 2026');
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatApplicationDate('soon', 'en', 'UTC')).toBe('soon');
  });
});

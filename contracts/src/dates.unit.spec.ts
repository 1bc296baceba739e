import { describe, expect, it } from '@jest/globals';
import { addDays, travellerTodays } from './dates.js';
import { travelDatePastEverywhere } from './insurance.js';

describe('calendar dates', () => {
  it('moves a date across month, leap-day and year ends', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it("gives the dates a traveller's clock can show for a UTC date: the day before to the day after", () => {
    expect(travellerTodays('2026-12-31')).toEqual({ earliest: '2026-12-30', latest: '2027-01-01' });
    // The insurance travel date and the visa arrival date follow it: past only before the earliest.
    expect(travelDatePastEverywhere('2026-12-30', '2026-12-31')).toBe(false);
    expect(travelDatePastEverywhere('2026-12-29', '2026-12-31')).toBe(true);
  });
});

import { describe, expect, it } from '@jest/globals';
import { addDays, travellerTodays } from './dates.js';
import { insuranceParentIdRequired, travelDatePastEverywhere } from './insurance.js';

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

  it('asks parent ID photos of one under 18 on the earliest date a traveller can have: a day longer than by the UTC date', () => {
    // 18 on 2026-12-31 by UTC, but still 17 where it is 2026-12-30.
    expect(insuranceParentIdRequired('2008-12-31', '2026-12-31')).toBe(true);
    expect(insuranceParentIdRequired('2008-12-30', '2026-12-31')).toBe(false);
  });
});

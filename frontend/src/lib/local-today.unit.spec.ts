import { describe, expect, it } from '@jest/globals';
import { localToday } from './local-today';

describe('localToday', () => {
  it('is the calendar day on the local clock, zero-padded, also late in the evening and on the first of the year', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
    expect(localToday(new Date(2027, 0, 1, 0, 1))).toBe('2027-01-01');
  });
});

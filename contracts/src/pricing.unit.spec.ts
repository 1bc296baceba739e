import { describe, expect, it } from '@jest/globals';
import { computeVisaPrice, VISA_FEE_CENTS } from './pricing.js';
import { availableProcessingOptions } from './processing-options.js';
import { formatCentsAsAmount, parseAmountToCents } from './money.js';
import { ageOn, daysBetween, isIsoDate } from './dates.js';

describe('visa total rule (spec section 9)', () => {
  it('adds the $69 visa fee with supporting documents', () => {
    const totals = ['slow', 'standard', 'fast', 'urgent_24', 'urgent_12', 'urgent_4', 'urgent_1'].map((t) => computeVisaPrice(true, t)!.totalCents / 100);
    expect(totals).toEqual([119, 184, 234, 349, 399, 479, 714]);
    expect(VISA_FEE_CENTS).toBe(6900);
  });

  it('charges the option price alone without supporting documents', () => {
    expect(['standard', 'fast', 'express', 'urgent'].map((t) => computeVisaPrice(false, t)!.totalCents / 100)).toEqual([25, 75, 175, 295]);
  });

  it('knows no price for an option of the other table', () => {
    expect(computeVisaPrice(false, 'urgent_1')).toBeNull();
    expect(computeVisaPrice(true, 'express')).toBeNull();
  });
});

describe('processing options by days until arrival (spec section 4)', () => {
  const values = (hasDoc: boolean, days: number | null) => availableProcessingOptions(hasDoc, days).map((o) => o.value);
  it('shows every option without a date', () => expect(values(false, null)).toEqual(['standard', 'fast', 'express', 'urgent']));
  it('keeps only one-day options on or before today', () => {
    expect(values(false, 0)).toEqual(['express', 'urgent']);
    expect(values(true, -3)).toEqual(['urgent_24', 'urgent_12', 'urgent_4', 'urgent_1']);
  });
  it('keeps options whose minimum fits', () => {
    expect(values(false, 3)).toEqual(['fast', 'express', 'urgent']);
    expect(values(true, 4)).toEqual(['standard', 'fast', 'urgent_24', 'urgent_12', 'urgent_4', 'urgent_1']);
  });
});

describe('money and dates', () => {
  it.each([
    ['184', 18400],
    ['184.5', 18450],
    ['184.05', 18405],
    ['0', 0],
  ])('parses %s', (amount, cents) => expect(parseAmountToCents(amount)).toBe(cents));
  it.each(['-1', '1e3', '1,000', '', '12.345', 'abc'])('rejects %j', (amount) => expect(parseAmountToCents(amount)).toBeNull());
  it('formats whole dollars without decimals', () => {
    expect(formatCentsAsAmount(18400)).toBe('184');
    expect(formatCentsAsAmount(18450)).toBe('184.50');
  });
  it('validates calendar dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-1-01')).toBe(false);
  });
  it('counts days and ages', () => {
    expect(daysBetween('2026-11-23', '2026-11-30')).toBe(7);
    expect(daysBetween('2026-11-23', '2026-11-22')).toBe(-1);
    expect(ageOn('2008-11-24', '2026-11-23')).toBe(17);
    expect(ageOn('2008-11-23', '2026-11-23')).toBe(18);
  });
});

import { describe, expect, it } from '@jest/globals';
import { missingParentIdPhotos, travelUrgency } from './travel-urgency';

const TODAY = '2026-06-15';

describe('travel-date urgency of paid insurance', () => {
  it.each([
    ['2026-06-14', 'past'],
    ['2026-06-15', 'today'],
    ['2026-06-16', 'week'],
    ['2026-06-22', 'week'],
    ['2026-06-23', 'month'],
    ['2026-07-15', 'month'],
    ['2026-07-16', null],
  ])('travel on %s is %s', (travelDate, expected) => {
    expect(travelUrgency(travelDate, 'completed', TODAY)).toBe(expected);
  });

  it('applies to paid insurance only (completed or its synonym successful)', () => {
    expect(travelUrgency('2026-06-16', 'pending', TODAY)).toBeNull();
    expect(travelUrgency('2026-06-16', 'failed', TODAY)).toBeNull();
    expect(travelUrgency('2026-06-16', 'successful', TODAY)).toBe('week');
    expect(travelUrgency(null, 'completed', TODAY)).toBeNull();
  });
});

describe('under-18 without parent ID photos', () => {
  it('warns for a minor without photos only', () => {
    expect(missingParentIdPhotos('2010-06-16', null, TODAY)).toBe(true);
    expect(missingParentIdPhotos('2010-06-16', [], TODAY)).toBe(true);
    expect(missingParentIdPhotos('2010-06-16', [{ name: 'id.jpg' }], TODAY)).toBe(false);
    // 18 today: an adult.
    expect(missingParentIdPhotos('2008-06-15', null, TODAY)).toBe(false);
    expect(missingParentIdPhotos(null, null, TODAY)).toBe(false);
  });
});

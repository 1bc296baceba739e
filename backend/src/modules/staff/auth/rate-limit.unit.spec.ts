import { describe, expect, it } from '@jest/globals';
import { RateLimitCounters } from './rate-limit.js';

const NOW = Date.UTC(2026, 10, 24, 12, 0, 0);
const WINDOW = 15 * 60_000;

describe('rate-limit counters', () => {
  it('hit: counts every call and answers the wait once over the limit', () => {
    const counters = new RateLimitCounters();
    expect([1, 2, 3].map(() => counters.hit('k', 2, WINDOW, NOW))).toEqual([0, 0, 900]);
    expect(counters.hit('k', 2, WINDOW, NOW + WINDOW)).toBe(0);
  });

  it('take: refuses once the places are taken, without counting the refusal', () => {
    const counters = new RateLimitCounters();
    expect(counters.take('k', 2, WINDOW, NOW).wait).toBe(0);
    expect(counters.take('k', 2, WINDOW, NOW).wait).toBe(0);
    expect(counters.take('k', 2, WINDOW, NOW + 60_000).wait).toBe(840);
    expect(counters.take('other', 2, WINDOW, NOW).wait).toBe(0);
    expect(counters.take('k', 2, WINDOW, NOW + WINDOW).wait).toBe(0);
  });

  it('take: a released place is free again (an attempt that did not count), once only', () => {
    const counters = new RateLimitCounters();
    for (let i = 0; i < 5; i++) {
      const place = counters.take('k', 2, WINDOW, NOW);
      place.release();
      place.release();
    }
    counters.take('k', 2, WINDOW, NOW);
    expect(counters.take('k', 2, WINDOW, NOW).wait).toBe(0);
    expect(counters.take('k', 2, WINDOW, NOW).wait).toBeGreaterThan(0);
  });

  it('take: places held by attempts still running count, so concurrent attempts cannot exceed the limit', () => {
    const counters = new RateLimitCounters();
    const running = [1, 2, 3].map(() => counters.take('k', 2, WINDOW, NOW).wait);
    expect(running).toEqual([0, 0, 900]);
  });

  it('take: releasing a place of a window that has ended leaves the new window alone', () => {
    const counters = new RateLimitCounters();
    const old = counters.take('k', 1, WINDOW, NOW);
    expect(counters.take('k', 1, WINDOW, NOW + WINDOW).wait).toBe(0);
    old.release();
    expect(counters.take('k', 1, WINDOW, NOW + WINDOW).wait).toBeGreaterThan(0);
  });
});

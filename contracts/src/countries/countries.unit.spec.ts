import { describe, it, expect } from '@jest/globals';
import {
  COUNTRIES,
  findCountryByCode,
  findCountryById,
  flagEmoji,
  isEligiblePolicy,
  type VisaPolicy,
} from './countries.js';
import { COUNTRIES as DATA } from './countries.data.js';

const POLICIES: readonly VisaPolicy[] = ['exempt', 'evisa', 'conditional', 'consulate'];

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const dupes = new Set<T>();
  for (const v of values) {
    if (seen.has(v)) dupes.add(v);
    seen.add(v);
  }
  return [...dupes];
}

function policyOf(code: string): VisaPolicy | undefined {
  return findCountryByCode(code)?.visaPolicy;
}

describe('COUNTRIES dataset', () => {
  it('is the same array whether imported from countries.ts or countries.data.ts', () => {
    expect(COUNTRIES).toBe(DATA);
  });

  it('covers every UN member plus the extra territories (at least 195 entries)', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    for (const code of ['PSE', 'VAT', 'XKX', 'TWN', 'HKG', 'MAC', 'TUR']) {
      expect(findCountryByCode(code)).toBeDefined();
    }
  });

  it('has unique numeric ids', () => {
    expect(duplicates(COUNTRIES.map((c) => c.id))).toEqual([]);
  });

  it('has unique alpha-3 codes', () => {
    expect(duplicates(COUNTRIES.map((c) => c.code))).toEqual([]);
  });

  it('has unique alpha-2 codes', () => {
    expect(duplicates(COUNTRIES.map((c) => c.alpha2))).toEqual([]);
  });

  it('has unique names', () => {
    expect(duplicates(COUNTRIES.map((c) => c.name))).toEqual([]);
  });

  it('uses well-formed codes, ids, names and policies', () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{3}$/);
      expect(c.alpha2).toMatch(/^[A-Z]{2}$/);
      expect(Number.isInteger(c.id)).toBe(true);
      expect(c.id).toBeGreaterThan(0);
      expect(c.id).toBeLessThan(1000);
      expect(c.name.trim()).toBe(c.name);
      expect(c.name.length).toBeGreaterThan(0);
      expect(POLICIES).toContain(c.visaPolicy);
    }
  });

  it('is sorted by name (localeCompare, en)', () => {
    let prev: string | undefined;
    for (const { name: next } of COUNTRIES) {
      if (prev !== undefined) {
        expect([prev, next, prev.localeCompare(next, 'en') < 0]).toEqual([prev, next, true]);
      }
      prev = next;
    }
  });

  it('uses the agreed codes and names for special cases', () => {
    expect(findCountryById(983)).toMatchObject({ code: 'XKX', alpha2: 'XK', name: 'Kosovo' });
    expect(findCountryById(792)).toMatchObject({ code: 'TUR', alpha2: 'TR', name: 'Türkiye' });
    expect(findCountryByCode('GBR')?.name).toBe('United Kingdom');
    expect(findCountryByCode('USA')?.name).toBe('United States');
    expect(findCountryByCode('KOR')?.name).toBe('South Korea');
  });

  it('contains every policy category', () => {
    for (const policy of POLICIES) {
      expect(COUNTRIES.some((c) => c.visaPolicy === policy)).toBe(true);
    }
  });
});

describe('known visa policies (checked 2026-11-23)', () => {
  it.each([
    ['TUR', 'exempt'],
    ['DEU', 'exempt'],
    ['GBR', 'exempt'],
    ['JPN', 'exempt'],
    ['BRA', 'exempt'],
    ['RUS', 'exempt'],
    ['USA', 'exempt'], // decree of 23 Dec 2023
    ['CAN', 'exempt'], // decree of 23 Dec 2023
    ['SAU', 'exempt'], // decree of 23 Dec 2023
    ['IDN', 'exempt'], // since Dec 2021
    ['CHN', 'exempt'], // from 2 Jan 2026
    ['AUS', 'evisa'],
    ['MEX', 'evisa'],
    ['TWN', 'evisa'],
    ['IND', 'conditional'],
    ['PAK', 'conditional'],
    ['NGA', 'conditional'],
    ['PHL', 'conditional'],
    ['EGY', 'conditional'],
    ['SYR', 'consulate'],
    ['ZAF', 'evisa'], // removed from the e-visa system on 8 July 2022, restored days later
    ['JOR', 'exempt'], // suspended in 2016, restored by 2017
    ['CUB', 'consulate'],
    ['TJK', 'consulate'], // exemption revoked April 2024
  ] as const)('%s is %s', (code, policy) => {
    expect(policyOf(code)).toBe(policy);
  });
});

describe('flagEmoji', () => {
  it('builds the flag from regional indicator symbols', () => {
    expect(flagEmoji('TR')).toBe('🇹🇷');
    expect(flagEmoji('GB')).toBe('🇬🇧');
    expect(flagEmoji('XK')).toBe('\u{1F1FD}\u{1F1F0}');
  });

  it('accepts lower-case letters', () => {
    expect(flagEmoji('tr')).toBe('🇹🇷');
  });

  it('falls back to the globe for anything that is not two letters A-Z', () => {
    expect(flagEmoji('')).toBe('🌐');
    expect(flagEmoji('T')).toBe('🌐');
    expect(flagEmoji('TUR')).toBe('🌐');
    expect(flagEmoji('T1')).toBe('🌐');
    expect(flagEmoji(' TR')).toBe('🌐');
    expect(flagEmoji('ÜÖ')).toBe('🌐');
  });

  it('gives a real flag for every country in the dataset', () => {
    for (const c of COUNTRIES) {
      expect(flagEmoji(c.alpha2)).not.toBe('🌐');
    }
  });
});

describe('isEligiblePolicy', () => {
  it.each([
    ['exempt', false],
    ['evisa', true],
    ['conditional', true],
    ['consulate', false],
  ] as const)('%s -> %s', (policy, eligible) => {
    expect(isEligiblePolicy(policy)).toBe(eligible);
  });
});

describe('findCountryByCode', () => {
  it('finds by alpha-3 code, case-insensitively', () => {
    expect(findCountryByCode('GBR')?.alpha2).toBe('GB');
    expect(findCountryByCode('gbr')?.alpha2).toBe('GB');
    expect(findCountryByCode('GbR')?.alpha2).toBe('GB');
    expect(findCountryByCode('xkx')?.id).toBe(983);
  });

  it('returns undefined for unknown or non alpha-3 codes', () => {
    expect(findCountryByCode('ZZZ')).toBeUndefined();
    expect(findCountryByCode('GB')).toBeUndefined();
    expect(findCountryByCode('')).toBeUndefined();
  });
});

describe('findCountryById', () => {
  it('finds by ISO numeric code', () => {
    expect(findCountryById(276)?.code).toBe('DEU');
    expect(findCountryById(356)?.code).toBe('IND');
  });

  it('returns undefined for unknown ids', () => {
    expect(findCountryById(0)).toBeUndefined();
    expect(findCountryById(999)).toBeUndefined();
    expect(findCountryById(-1)).toBeUndefined();
  });

  it('agrees with the dataset for every entry', () => {
    for (const c of COUNTRIES) {
      expect(findCountryById(c.id)).toBe(c);
      expect(findCountryByCode(c.code)).toBe(c);
    }
  });
});

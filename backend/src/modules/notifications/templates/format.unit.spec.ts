import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES } from '@evisa/contracts';
import { formatDate, formatDateRange, formatDateTime, formatMoney } from './format.js';

const AT = '2026-11-23T21:35:00.000Z';

describe('money and dates in the traveller’s language', () => {
  it('spells each language its own way, with ordinary spaces and no bidi marks', () => {
    expect(formatMoney(18400, 'en')).toBe('$184.00');
    expect(formatMoney(18400, 'tr')).toBe('$184,00');
    expect(formatMoney(18400, 'de')).toBe('184,00 $');
    expect(formatMoney(18400, 'ar')).toBe('$184.00');
    expect(formatDateTime(AT, 'ar')).toBe('2026-11-23 21:35 UTC');
    for (const language of LANGUAGE_CODES) {
      expect(formatDateTime(AT, language)).toMatch(/2026.*21:35 UTC$/);
      expect(formatDateTime(AT, language)).not.toMatch(/[\u00a0\u202f\u200e\u200f\u061c]/);
    }
    expect(formatDateTime(AT, 'de')).toContain('November');
    expect(formatDateTime(AT, 'tr')).toContain('Kasım');
  });

  it('gives the same answer whatever language was formatted before (each keeps its own formatter)', () => {
    const alone = new Map(LANGUAGE_CODES.map((language) => [language, [formatMoney(123456, language), formatDateTime(AT, language)]]));
    for (const language of [...LANGUAGE_CODES].reverse()) {
      expect([formatMoney(123456, language), formatDateTime(AT, language)]).toEqual(alone.get(language));
    }
    expect(new Set([...alone.values()].map(([, date]) => date)).size).toBe(LANGUAGE_CODES.length);
  });

  it('spells a calendar day without a time, the same day whatever the time zone, numeric in Arabic', () => {
    expect(formatDate('2026-12-14', 'en')).toBe('14 December 2026');
    expect(formatDate('2026-12-14', 'de')).toBe('14. Dezember 2026');
    expect(formatDate('2026-12-14', 'tr')).toContain('Aralık');
    expect(formatDate('2026-12-14', 'ar')).toBe('2026-12-14');
    expect(formatDate(AT, 'en')).toBe('23 November 2026');
    for (const language of LANGUAGE_CODES) {
      expect(formatDate('2026-12-14', language)).toMatch(/14/);
      expect(formatDate('2026-12-14', language)).not.toMatch(/[\u00a0\u202f\u200e\u200f\u061c]|UTC|:/);
    }
    expect(formatDateRange('2026-12-14', '2027-12-13', 'en')).toBe('14 December 2026 – 13 December 2027');
    expect(formatDateRange('2026-12-14', '2027-12-13', 'ar')).toBe('2026-12-14 – 2027-12-13');
  });
});

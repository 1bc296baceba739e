import { COUNTRIES } from './countries.data.js';

export { COUNTRIES } from './countries.data.js';

/**
 * How Türkiye treats ordinary-passport holders of a nationality for a short tourist/business stay:
 * - `exempt`: no visa needed;
 * - `evisa`: e-visa without any supporting document;
 * - `conditional`: e-visa only with a valid Schengen/USA/UK/Ireland visa or residence permit;
 * - `consulate`: not eligible for the e-visa, must apply at a Turkish mission.
 */
export type VisaPolicy = 'exempt' | 'evisa' | 'conditional' | 'consulate';

export interface CountryRecord {
  /** ISO 3166-1 numeric code (Kosovo: 983). */
  id: number;
  /** ISO 3166-1 alpha-3 code, e.g. 'GBR' (Kosovo: 'XKX'). */
  code: string;
  /** ISO 3166-1 alpha-2 code, e.g. 'GB' (Kosovo: 'XK'). */
  alpha2: string;
  /** English short name as commonly used, e.g. 'United Kingdom', 'South Korea', 'Türkiye'. */
  name: string;
  visaPolicy: VisaPolicy;
}

const FALLBACK_FLAG = '🌐';
/** Code point of REGIONAL INDICATOR SYMBOL LETTER A minus the code point of 'A'. */
const REGIONAL_INDICATOR_OFFSET = 0x1f1e6 - 0x41;

/**
 * The flag emoji for an ISO 3166-1 alpha-2 code, built from regional indicator symbols
 * ('TR' → '🇹🇷'). Letters are case-insensitive; anything that is not exactly two letters A-Z
 * gives '🌐'.
 */
export function flagEmoji(alpha2: string): string {
  if (typeof alpha2 !== 'string' || !/^[A-Za-z]{2}$/.test(alpha2)) {
    return FALLBACK_FLAG;
  }
  const upper = alpha2.toUpperCase();
  return String.fromCodePoint(
    upper.charCodeAt(0) + REGIONAL_INDICATOR_OFFSET,
    upper.charCodeAt(1) + REGIONAL_INDICATOR_OFFSET,
  );
}

/** Whether a nationality with this policy can apply through the e-visa service ('evisa' and 'conditional'). */
export function isEligiblePolicy(policy: VisaPolicy): boolean {
  return policy === 'evisa' || policy === 'conditional';
}

const BY_ID: ReadonlyMap<number, CountryRecord> = new Map(COUNTRIES.map((c) => [c.id, c]));
const BY_CODE: ReadonlyMap<string, CountryRecord> = new Map(COUNTRIES.map((c) => [c.code, c]));

/** The country with this ISO 3166-1 numeric code, or undefined. */
export function findCountryById(id: number): CountryRecord | undefined {
  return BY_ID.get(id);
}

/** The country with this ISO 3166-1 alpha-3 code (case-insensitive, surrounding spaces ignored), or undefined. */
export function findCountryByCode(code: string): CountryRecord | undefined {
  if (typeof code !== 'string') return undefined;
  return BY_CODE.get(code.trim().toUpperCase());
}

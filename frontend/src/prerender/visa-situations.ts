import type { VisaPolicy } from '@evisa/contracts';
import { COUNTRIES } from '@evisa/contracts/countries';
import { findVisaCountry } from '../features/insurance/lib/visa-country';
import type { VisaSituations } from './adopt-prerendered-page';

/**
 * The insurance page's visa section for `?country=` in the prerendered markup: the build renders it
 * once per policy with a stand-in name (prerender.tsx), and index.html's inline script puts the
 * visited country's in place with this data (adopt-prerendered-page.ts).
 */
export const VISA_POLICIES: readonly VisaPolicy[] = ['exempt', 'evisa', 'conditional', 'consulate'];

/** Stands for the country's name in the prerendered sections; no translation contains it. */
export const COUNTRY_PLACEHOLDER = '__COUNTRY__';

/** The source text of the inline script's VisaSituations argument. */
export function visaSituationsScript(): string {
  const countries: VisaSituations['countries'] = COUNTRIES.map(({ code, name, visaPolicy }) => ({ code, name, visaPolicy }));
  // Inside a <script>: no "</script" or "<!--" may appear, so every "<" is escaped.
  const data = JSON.stringify(countries).replace(/</g, '\\u003c');
  return `{countries:${data},find:${findVisaCountry.toString()},placeholder:${JSON.stringify(COUNTRY_PLACEHOLDER)}}`;
}

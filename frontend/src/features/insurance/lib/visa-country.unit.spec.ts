import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@evisa/contracts/countries';
import { findVisaCountry } from './visa-country';

const byCode = (code: string) => COUNTRIES.find((c) => c.code === code);

describe("the country of /insurance's ?country=", () => {
  it("finds the country by the name the wizard's redirect sends", () => {
    expect(findVisaCountry(COUNTRIES, 'Nigeria')).toBe(byCode('NGA'));
    expect(findVisaCountry(COUNTRIES, "Côte d'Ivoire")?.code).toBe('CIV');
  });

  it('finds it by its three-letter code, in any case, and by its name in any case', () => {
    expect(findVisaCountry(COUNTRIES, 'DEU')).toBe(byCode('DEU'));
    expect(findVisaCountry(COUNTRIES, 'deu')).toBe(byCode('DEU'));
    expect(findVisaCountry(COUNTRIES, 'germany')).toBe(byCode('DEU'));
  });

  it('finds nothing for no parameter or an unknown one', () => {
    expect(findVisaCountry(COUNTRIES, undefined)).toBeUndefined();
    expect(findVisaCountry(COUNTRIES, '')).toBeUndefined();
    expect(findVisaCountry(COUNTRIES, 'Narnia')).toBeUndefined();
  });

  it('works from its source text alone, as index.html runs it', () => {
    const standalone = new Function(`return (${findVisaCountry.toString()})`)() as typeof findVisaCountry;
    for (const country of COUNTRIES) expect(standalone(COUNTRIES, country.code)).toBe(country);
  });
});

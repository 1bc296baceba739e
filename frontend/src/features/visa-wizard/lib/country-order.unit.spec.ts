import { describe, expect, it } from '@jest/globals';
import { COUNTRIES } from '@evisa/contracts/countries';
import { compareCountryNames } from './country-order';

describe('compareCountryNames', () => {
  it('puts accented names where a reader looks for them', () => {
    expect(['Croatia', "Côte d'Ivoire", 'Costa Rica', 'Turkmenistan', 'Türkiye', 'Tuvalu'].sort(compareCountryNames)).toEqual([
      'Costa Rica',
      "Côte d'Ivoire",
      'Croatia',
      'Türkiye',
      'Turkmenistan',
      'Tuvalu',
    ]);
  });

  it('ignores case, and orders names equal but for accents or case the same way each time', () => {
    expect(['zambia', 'Yemen'].sort(compareCountryNames)).toEqual(['Yemen', 'zambia']);
    expect(compareCountryNames('Peru', 'Peru')).toBe(0);
    expect(Math.sign(compareCountryNames('Pérou', 'Perou'))).toBe(-Math.sign(compareCountryNames('Perou', 'Pérou')));
  });

  it('sorts every country of contracts exactly as the English collator does', () => {
    const names = COUNTRIES.map((country) => country.name).reverse();
    expect([...names].sort(compareCountryNames)).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});

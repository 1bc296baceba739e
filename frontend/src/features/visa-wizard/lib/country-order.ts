/** A name without its accents and case: "Côte d'Ivoire" → "cote d'ivoire". */
const fold = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Orders country names as a reader expects ("Côte d'Ivoire" between "Costa Rica" and "Croatia",
 * "Türkiye" before "Turkmenistan"), for Array.prototype.sort. Not with Intl.Collator: building the
 * first collator loads ICU's collation data, some 15-20 ms of main thread on a desktop (four times
 * that on a mid-range phone), on the wizard's first screen. Names that differ only in accents or
 * case keep a stable order by their code points. For the country names, which are letters, spaces,
 * apostrophes and hyphens, the order is the collator's (country-order.unit.spec.ts compares them).
 */
export function compareCountryNames(a: string, b: string): number {
  const foldedA = fold(a);
  const foldedB = fold(b);
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The country named by /insurance's `?country=`: the wizard's redirect sends the country's name
 * ("Nigeria"), and a link written by hand may carry its three-letter code ("NGA", any case).
 *
 * It must stay self-contained (no imports, no outside names): index.html's inline script runs its
 * source text to put the same country's visa situation into the prerendered page before the first
 * paint (src/prerender/adopt-prerendered-page.ts), and what it finds must be what React renders.
 */
export function findVisaCountry<T extends { code: string; name: string }>(countries: readonly T[], param: string | undefined): T | undefined {
  if (!param) return undefined;
  const lower = param.toLowerCase();
  let byCode: T | undefined;
  let byName: T | undefined;
  for (const country of countries) {
    if (country.name === param) return country;
    if (!byCode && country.code.toLowerCase() === lower) byCode = country;
    if (!byName && country.name.toLowerCase() === lower) byName = country;
  }
  return byCode ?? byName;
}

/** Travel document types (spec section 3). */
export const TRAVEL_DOCUMENT_TYPES = [
  { value: 'ordinary', label: 'Ordinary Passport' },
  { value: 'diplomatic', label: 'Diplomatic Passport' },
  { value: 'service', label: 'Service Passport' },
  { value: 'special', label: 'Special Passport' },
  { value: 'identity', label: 'Identity Card' },
] as const;
export type TravelDocumentType = (typeof TRAVEL_DOCUMENT_TYPES)[number]['value'];
export const TRAVEL_DOCUMENT_TYPE_VALUES: readonly TravelDocumentType[] = TRAVEL_DOCUMENT_TYPES.map((t) => t.value);

/** Supporting documents: a visa or a residence permit (e-visas are never accepted). */
export const SUPPORTING_DOCUMENT_KINDS = ['visa', 'residence'] as const;
export type SupportingDocumentKind = (typeof SUPPORTING_DOCUMENT_KINDS)[number];

/** Visa countries accepted as supporting documents. Only Schengen visas carry a start date. */
export const SUPPORTING_VISA_COUNTRIES = [
  { value: 'IRL', label: 'Ireland' },
  { value: 'SCHENGEN', label: 'Schengen' },
  { value: 'USA', label: 'United States' },
  { value: 'GBR', label: 'United Kingdom' },
] as const;
export type SupportingVisaCountry = (typeof SUPPORTING_VISA_COUNTRIES)[number]['value'];

/**
 * Residence permits accepted as supporting documents: those of the United States, the United
 * Kingdom, Ireland and the Schengen states, the rule the e-Visa system states for the conditional
 * e-visa (PRODUCT.md decision 6, and the spec's own prerequisite text). The spec's list of 20
 * (section 5) offered Canada, Australia, Japan, South Korea, Singapore and the UAE, whose permits
 * the authorities do not accept, and left out most Schengen states and Ireland, whose permits they
 * do: travellers would have paid for applications bound to be refused, or been turned away wrongly.
 * Schengen membership as of 2026-11-23 (29 states; Bulgaria and Romania in full since 2025-01-01;
 * Cyprus and Ireland are outside the area, Ireland listed on its own).
 */
export const SUPPORTING_RESIDENCE_COUNTRIES = [
  { value: 'USA', label: 'United States' },
  { value: 'GBR', label: 'United Kingdom' },
  { value: 'IRL', label: 'Ireland' },
  { value: 'AUT', label: 'Austria' },
  { value: 'BEL', label: 'Belgium' },
  { value: 'BGR', label: 'Bulgaria' },
  { value: 'HRV', label: 'Croatia' },
  { value: 'CZE', label: 'Czechia' },
  { value: 'DNK', label: 'Denmark' },
  { value: 'EST', label: 'Estonia' },
  { value: 'FIN', label: 'Finland' },
  { value: 'FRA', label: 'France' },
  { value: 'DEU', label: 'Germany' },
  { value: 'GRC', label: 'Greece' },
  { value: 'HUN', label: 'Hungary' },
  { value: 'ISL', label: 'Iceland' },
  { value: 'ITA', label: 'Italy' },
  { value: 'LVA', label: 'Latvia' },
  { value: 'LIE', label: 'Liechtenstein' },
  { value: 'LTU', label: 'Lithuania' },
  { value: 'LUX', label: 'Luxembourg' },
  { value: 'MLT', label: 'Malta' },
  { value: 'NLD', label: 'Netherlands' },
  { value: 'NOR', label: 'Norway' },
  { value: 'POL', label: 'Poland' },
  { value: 'PRT', label: 'Portugal' },
  { value: 'ROU', label: 'Romania' },
  { value: 'SVK', label: 'Slovakia' },
  { value: 'SVN', label: 'Slovenia' },
  { value: 'ESP', label: 'Spain' },
  { value: 'SWE', label: 'Sweden' },
  { value: 'CHE', label: 'Switzerland' },
] as const;

/** The literal that stands for an unlimited supporting-document end date. */
export const UNLIMITED = 'unlimited' as const;

export function supportingCountryChoices(kind: SupportingDocumentKind): readonly { value: string; label: string }[] {
  return kind === 'visa' ? SUPPORTING_VISA_COUNTRIES : SUPPORTING_RESIDENCE_COUNTRIES;
}

/** Schengen visas show Start and End date; the other visas and residence permits only an expiry date. */
export function supportingDocumentNeedsStartDate(kind: SupportingDocumentKind | null, country: string | null): boolean {
  return kind === 'visa' && country === 'SCHENGEN';
}

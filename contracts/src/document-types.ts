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

/** The 20 residence-permit countries (spec section 5), as ISO 3166 alpha-3 codes. */
export const SUPPORTING_RESIDENCE_COUNTRIES = [
  { value: 'USA', label: 'United States' },
  { value: 'GBR', label: 'United Kingdom' },
  { value: 'DEU', label: 'Germany' },
  { value: 'FRA', label: 'France' },
  { value: 'ITA', label: 'Italy' },
  { value: 'ESP', label: 'Spain' },
  { value: 'NLD', label: 'Netherlands' },
  { value: 'BEL', label: 'Belgium' },
  { value: 'AUT', label: 'Austria' },
  { value: 'CHE', label: 'Switzerland' },
  { value: 'SWE', label: 'Sweden' },
  { value: 'NOR', label: 'Norway' },
  { value: 'DNK', label: 'Denmark' },
  { value: 'FIN', label: 'Finland' },
  { value: 'CAN', label: 'Canada' },
  { value: 'AUS', label: 'Australia' },
  { value: 'JPN', label: 'Japan' },
  { value: 'KOR', label: 'South Korea' },
  { value: 'SGP', label: 'Singapore' },
  { value: 'ARE', label: 'United Arab Emirates' },
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

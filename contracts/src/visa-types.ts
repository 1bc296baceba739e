/**
 * The visa type staff record on an application (spec section 6): which visa or residence permit the
 * traveller's supporting document is. Visa choices depend on the country of origin; the eleven
 * residence-permit choices are offered to everyone.
 */
export const ADMIN_VISA_TYPE_VISAS = [
  { value: 'SCHENGEN', label: 'Schengen', kind: 'visa' },
  { value: 'USA', label: 'USA', kind: 'visa' },
  { value: 'GBR', label: 'GBR', kind: 'visa' },
] as const;

export const ADMIN_VISA_TYPE_RESIDENCE_PERMITS = [
  { value: 'RESIDENCE_DEU', label: 'Germany', kind: 'residence' },
  { value: 'RESIDENCE_NLD', label: 'Netherlands', kind: 'residence' },
  { value: 'RESIDENCE_FRA', label: 'France', kind: 'residence' },
  { value: 'RESIDENCE_ITA', label: 'Italy', kind: 'residence' },
  { value: 'RESIDENCE_ESP', label: 'Spain', kind: 'residence' },
  { value: 'RESIDENCE_SWE', label: 'Sweden', kind: 'residence' },
  { value: 'RESIDENCE_AUT', label: 'Austria', kind: 'residence' },
  { value: 'RESIDENCE_BEL', label: 'Belgium', kind: 'residence' },
  { value: 'RESIDENCE_DNK', label: 'Denmark', kind: 'residence' },
  { value: 'RESIDENCE_NOR', label: 'Norway', kind: 'residence' },
  { value: 'RESIDENCE_CHE', label: 'Switzerland', kind: 'residence' },
] as const;

export type AdminVisaTypeChoice = (typeof ADMIN_VISA_TYPE_VISAS)[number] | (typeof ADMIN_VISA_TYPE_RESIDENCE_PERMITS)[number];
export type AdminVisaType = AdminVisaTypeChoice['value'];

export const ALL_ADMIN_VISA_TYPES: readonly AdminVisaType[] = [...ADMIN_VISA_TYPE_VISAS, ...ADMIN_VISA_TYPE_RESIDENCE_PERMITS].map((c) => c.value);

/** Visa choices by origin (ISO alpha-3): Pakistan all three, Egypt Schengen and GBR, everyone else Schengen, USA, GBR. */
const VISA_CHOICES_BY_ORIGIN: Readonly<Record<string, readonly AdminVisaType[]>> = {
  PAK: ['SCHENGEN', 'USA', 'GBR'],
  EGY: ['SCHENGEN', 'GBR'],
};
const DEFAULT_VISA_CHOICES: readonly AdminVisaType[] = ['SCHENGEN', 'USA', 'GBR'];

/** The visa types staff may choose for an applicant from this country (alpha-3 code), in display order. */
export function visaTypeChoices(countryCode: string): readonly AdminVisaTypeChoice[] {
  const visas = VISA_CHOICES_BY_ORIGIN[countryCode.trim().toUpperCase()] ?? DEFAULT_VISA_CHOICES;
  return [...ADMIN_VISA_TYPE_VISAS.filter((c) => visas.includes(c.value)), ...ADMIN_VISA_TYPE_RESIDENCE_PERMITS];
}

export function isVisaTypeAllowed(countryCode: string, visaType: string): boolean {
  return visaTypeChoices(countryCode).some((c) => c.value === visaType);
}

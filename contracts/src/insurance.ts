import { ageOn, daysBetween, travellerTodays } from './dates.js';
import { LIMITS } from './limits.js';
import { INSURANCE_PRODUCTS, type InsuranceProductSeed } from './insurance-products.js';
import type { ApplicationStatus, PaymentDisputeStatus } from './statuses.js';

/**
 * Travel health insurance for a trip to Türkiye (spec sections 2, 3, 5 and 8): the rules both the
 * insurance form and the server apply, so that neither can accept what the other refuses.
 */

/** Every plan covers a stay in Türkiye; the form does not offer another destination. */
export const INSURANCE_DESTINATION = 'Turkey' as const;

/** Parent ID photos of an applicant under 18: JPG or PNG images, a few per application. */
export const PARENT_ID_PHOTO_TYPES = ['image/jpeg', 'image/png'] as const;
export type ParentIdPhotoType = (typeof PARENT_ID_PHOTO_TYPES)[number];
export const PARENT_ID_PHOTOS_MAX = 4;

/**
 * What a parent ID photo's first bytes must be (its magic number) for each accepted type: the server
 * judges an upload by these, never by its name or declared type, and the form reads the same bytes
 * before it takes a photo, so a text file named .jpg is refused where it is chosen.
 */
export const PARENT_ID_PHOTO_SIGNATURES: Readonly<Record<ParentIdPhotoType, readonly number[]>> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
/** How many leading bytes `detectParentIdPhotoType` reads. */
export const PARENT_ID_PHOTO_SIGNATURE_BYTES = Math.max(...Object.values(PARENT_ID_PHOTO_SIGNATURES).map((s) => s.length));

/** The accepted image type a file's first bytes say it is, or null when neither JPG nor PNG. */
export function detectParentIdPhotoType(bytes: Uint8Array): ParentIdPhotoType | null {
  for (const type of PARENT_ID_PHOTO_TYPES) {
    const signature = PARENT_ID_PHOTO_SIGNATURES[type];
    if (bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b)) return type;
  }
  return null;
}
/** A phone camera's photo; larger images are refused with a clear message rather than stored. */
export const PARENT_ID_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PARENT_ID_PHOTO_NAME_MAX = 120;
/** A data URL of PARENT_ID_PHOTO_MAX_BYTES (base64 is 4/3 of the bytes) plus its prefix. */
export const PARENT_ID_PHOTO_DATA_URL_MAX_LENGTH = Math.ceil((PARENT_ID_PHOTO_MAX_BYTES * 4) / 3) + 64;
/** The insurance submission's body limit: the photos plus the form. */
export const INSURANCE_APPLICATION_BODY_MAX_BYTES = PARENT_ID_PHOTOS_MAX * PARENT_ID_PHOTO_DATA_URL_MAX_LENGTH + 64 * 1024;

/** Insurance form messages, verbatim from the spec where it gives them (sections 5 and 8). */
export const INSURANCE_MESSAGES = {
  productRequired: 'Product Required',
  firstNameRequired: 'First Name Required',
  emailRequired: 'Email Required',
  invalidEmail: 'Invalid Email',
  invalidDates: 'Invalid Dates',
  parentIdRequired: 'Parent ID Required',
  parentIdPhotosUnder18: 'Upload parent ID photos for under 18',
  /** Not in the spec: the server's answers for what the form never sends. */
  unknownProduct: 'Unknown insurance plan',
  unknownNationality: 'Unknown nationality',
  travelDateInPast: 'The travel date cannot be in the past',
  /** Beyond the years the travel date picker offers (the visa arrival picker's: this year and the next 10). */
  travelDateTooFar: 'The travel date cannot be more than 10 years after this year',
  dateOfBirthInFuture: 'The date of birth must be in the past',
  /** More than DATE_OF_BIRTH_MAX_YEARS (wizard-rules) ago, as on the visa form. */
  dateOfBirthTooEarly: 'The date of birth cannot be more than 120 years ago',
  planTooShort: (planDays: number, tripDays: number) =>
    `The chosen plan covers ${planDays} days but the trip lasts ${tripDays} days; choose a longer plan`,
  tripTooLong: (maxDays: number) => `No plan covers a trip longer than ${maxDays} days`,
  parentIdPhotoType: 'Parent ID photos must be JPG or PNG images',
  parentIdPhotoTooLarge: `Each parent ID photo must be at most ${PARENT_ID_PHOTO_MAX_BYTES / (1024 * 1024)} MB`,
  parentIdPhotosTooMany: `At most ${PARENT_ID_PHOTOS_MAX} parent ID photos can be uploaded`,
  parentIdPhotosNotNeeded: 'Parent ID photos are only needed for an applicant under 18',
} as const;

/** Days of cover a trip needs: the travel and return days both count (7 June to 13 June is 7 days). */
export function insuranceTripDays(travelDate: string, returnDate: string): number {
  return daysBetween(travelDate, returnDate) + 1;
}

/**
 * The server's travel-date check, with `utcToday` its UTC date: a date is in the past only once it is
 * past everywhere (travellerTodays). The UTC date runs up to a day ahead of a traveller's own (west of
 * UTC, in the evening), whose form offers that own today; a payment is taken through that day the same
 * way (decideStartPayment). The form checks against the traveller's own today (arrivalDateInPast).
 */
export function travelDatePastEverywhere(travelDate: string, utcToday: string): boolean {
  return daysBetween(travellerTodays(utcToday).earliest, travelDate) < 0;
}

/** The return must come after the travel date ('Invalid Dates'). */
export function insuranceDatesValid(travelDate: string, returnDate: string): boolean {
  return daysBetween(travelDate, returnDate) > 0;
}

/** The longest cover any plan gives. */
export const INSURANCE_MAX_TRIP_DAYS = Math.max(...INSURANCE_PRODUCTS.map((p) => p.durationDays));

/** Plans in the order the spec lists them: by the duration in their name. */
export function sortInsuranceProducts<P extends { durationDays: number }>(products: readonly P[]): P[] {
  return [...products].sort((a, b) => a.durationDays - b.durationDays);
}

export function findInsuranceProduct(id: number): InsuranceProductSeed | undefined {
  return INSURANCE_PRODUCTS.find((p) => p.id === id);
}

/** A plan covers a trip when its duration is at least the trip's days. */
export function insuranceProductCovers(product: { durationDays: number }, tripDays: number): boolean {
  return product.durationDays >= tripDays;
}

/** The cheapest plan that covers the trip (plans get dearer as they get longer), or undefined. */
export function suggestedInsuranceProduct(tripDays: number): InsuranceProductSeed | undefined {
  return sortInsuranceProducts(INSURANCE_PRODUCTS).find((p) => insuranceProductCovers(p, tripDays));
}

/** Under 18 on `today` (spec section 5). */
export function insuranceNeedsParentId(dateOfBirth: string, today: string): boolean {
  return ageOn(dateOfBirth, today) < LIMITS.adultAge;
}

/**
 * The application needs parent ID photos (and carries none otherwise), with `utcToday` the UTC date
 * of the clock judging it: the applicant is under 18 on some date a traveller can have, i.e. on
 * travellerTodays' earliest. The form and the server both ask this of the same UTC date, so the form
 * asks for the photos exactly when the server requires them, wherever the traveller is; and no minor
 * escapes them by a clock set to a time zone where their 18th birthday has already come (an applicant
 * east of UTC who turns 18 today by their own date is asked for them until it is their birthday
 * everywhere, a day at most).
 */
export function insuranceParentIdRequired(dateOfBirth: string, utcToday: string): boolean {
  return insuranceNeedsParentId(dateOfBirth, travellerTodays(utcToday).earliest);
}

/** The decoded size of a base64 data URL's payload, without decoding it. */
export function dataUrlByteLength(dataUrl: string): number {
  const comma = dataUrl.indexOf(',');
  const base64 = comma >= 0 ? dataUrl.slice(comma + 1) : '';
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

/** GET /api/insurance/products: one plan (price in dollars as the spec's "price"). */
export interface InsuranceProductView {
  id: number;
  name: string;
  durationDays: number;
  price: number;
}

/** A plan's price in cents, from the dollars the product list gives: the total the form shows and sends. */
export function insuranceProductPriceCents(product: Pick<InsuranceProductView, 'price'>): number {
  return Math.round(product.price * 100);
}

/** GET /api/insurance/applications/{number}: as the visa answer, with the trip instead of the arrival. */
export interface InsuranceApplicationStatusView {
  applicationNumber: string;
  status: ApplicationStatus;
  paymentStatus: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
  travelDate: string;
  returnDate: string;
  totalAmount: string;
  /** The plan's name, shown where the visa answer shows the processing type. */
  processingType: string;
  /** True once staff approved it with the policy PDF: the Download button shows. */
  hasDocument: boolean;
}

/** One row of GET /api/admin/insurance-applications; personal fields are null once erased. */
export interface AdminInsuranceApplicationRow {
  id: string;
  applicationNumber: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  passportNumber: string | null;
  dateOfBirth: string | null;
  nationality: string;
  countryOfOrigin: string;
  destination: string;
  productId: number;
  productName: string;
  travelDate: string;
  returnDate: string;
  /** Null only for rows that never had it (the spec's 'N/A'). */
  tripDurationDays: number | null;
  totalAmount: string;
  status: ApplicationStatus;
  paymentStatus: string;
  /** As on visa rows: dollars refunded so far, null when none. */
  refundedAmount: string | null;
  disputeStatus: PaymentDisputeStatus | null;
  disputeEvidenceDueBy: string | null;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  hasDocument: boolean;
  /** Under 18 when applying: staff check the parent ID photos (ADMIN_MESSAGES.under18Warning when none). */
  minor: boolean;
  /** The parent ID photos' hashes and names, to open them from the staff panel; empty once erased. */
  parentIdPhotos: { hash: string; name: string; contentType: string }[];
  personalDataErased: boolean;
}

/** Travel-date urgency of a paid insurance row (spec section 2, admin panel). */
export type InsuranceUrgency = 'past' | 'today' | 'within-7-days' | 'within-30-days' | null;

export function insuranceUrgency(travelDate: string, today: string): InsuranceUrgency {
  const days = daysBetween(today, travelDate);
  if (days < 0) return 'past';
  if (days === 0) return 'today';
  if (days <= 7) return 'within-7-days';
  if (days <= 30) return 'within-30-days';
  return null;
}

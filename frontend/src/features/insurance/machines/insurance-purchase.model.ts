import {
  INSURANCE_DESTINATION,
  INSURANCE_MAX_TRIP_DAYS,
  PARENT_ID_PHOTO_MAX_BYTES,
  PARENT_ID_PHOTO_TYPES,
  PARENT_ID_PHOTOS_MAX,
  arrivalDateInPast,
  arrivalDateTooFar,
  dateOfBirthNotInPast,
  dateOfBirthTooEarly,
  detectParentIdPhotoType,
  formatCentsAsAmount,
  insuranceDatesValid,
  insuranceParentIdRequired,
  insuranceProductCovers,
  insuranceProductPriceCents,
  insuranceTripDays,
  isAcceptedEmail,
  isIsoDate,
  type InsuranceProductView,
} from '@evisa/contracts';
import type { PaymentRequest, WizardCountry } from '../../visa-wizard/machines/visa-wizard.model';

/** The insurance form's data, the checks of spec section 5 and the submit payload. No XState, no React. */

export interface ParentIdPhoto {
  name: string;
  dataUrl: string;
}

export interface InsuranceForm {
  productId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passportNumber: string;
  nationality: WizardCountry | null;
  travelDate: string;
  returnDate: string;
  dateOfBirth: string;
  parentIdPhotos: readonly ParentIdPhoto[];
  privacyPolicyAccepted: boolean;
  termsOfServiceAccepted: boolean;
}

export type InsuranceTextField = 'firstName' | 'lastName' | 'email' | 'phone' | 'passportNumber';

export const EMPTY_INSURANCE_FORM: InsuranceForm = {
  productId: null,
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  passportNumber: '',
  nationality: null,
  travelDate: '',
  returnDate: '',
  dateOfBirth: '',
  parentIdPhotos: [],
  privacyPolicyAccepted: false,
  termsOfServiceAccepted: false,
};

/** Every way the form can be refused, in the order the form is read; each has a toast in insurance.json. */
export type InsuranceFormErrorCode =
  | 'productRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'invalidEmail'
  | 'phoneRequired'
  | 'passportNumberRequired'
  | 'nationalityRequired'
  | 'travelDateRequired'
  | 'returnDateRequired'
  | 'travelDateInPast'
  | 'travelDateTooFar'
  | 'invalidDates'
  | 'tripTooLong'
  | 'planTooShort'
  | 'dateOfBirthRequired'
  | 'dateOfBirthInFuture'
  | 'dateOfBirthTooEarly'
  | 'parentIdRequired'
  | 'privacyPolicyRequired'
  | 'termsRequired';

const blank = (value: string) => value.trim() === '';

/** The trip's days once both dates are chosen and in order; null otherwise. */
export function tripDaysOf(form: Pick<InsuranceForm, 'travelDate' | 'returnDate'>): number | null {
  if (!isIsoDate(form.travelDate) || !isIsoDate(form.returnDate)) return null;
  return insuranceDatesValid(form.travelDate, form.returnDate) ? insuranceTripDays(form.travelDate, form.returnDate) : null;
}

/**
 * The dates the form judges by: the traveller's own today (the pickers', the travel date's and the date
 * of birth's checks) and the UTC date of the same clock (the parent ID photos, judged as the server does).
 */
export interface FormDates {
  today: string;
  utcToday: string;
}

/**
 * Parent ID photos are asked for, and sent, exactly when the server requires them: under 18 on some
 * date a traveller can have on this UTC date (contracts insuranceParentIdRequired), which may be a day
 * before the traveller's own 18th birthday.
 */
export function needsParentId(form: Pick<InsuranceForm, 'dateOfBirth'>, dates: FormDates): boolean {
  return isIsoDate(form.dateOfBirth) && form.dateOfBirth <= dates.today && insuranceParentIdRequired(form.dateOfBirth, dates.utcToday);
}

export function productOf(form: Pick<InsuranceForm, 'productId'>, products: readonly InsuranceProductView[]) {
  return products.find((p) => p.id === form.productId);
}

/** The first problem of the form (spec section 5), or null when it can be submitted. */
export function insuranceFormError(
  form: InsuranceForm,
  products: readonly InsuranceProductView[],
  dates: FormDates,
): InsuranceFormErrorCode | null {
  const { today } = dates;
  const product = productOf(form, products);
  if (!product) return 'productRequired';
  if (blank(form.firstName)) return 'firstNameRequired';
  if (blank(form.lastName)) return 'lastNameRequired';
  if (blank(form.email)) return 'emailRequired';
  if (!isAcceptedEmail(form.email)) return 'invalidEmail';
  if (blank(form.phone)) return 'phoneRequired';
  if (blank(form.passportNumber)) return 'passportNumberRequired';
  if (!form.nationality) return 'nationalityRequired';
  if (!isIsoDate(form.travelDate)) return 'travelDateRequired';
  if (!isIsoDate(form.returnDate)) return 'returnDateRequired';
  if (arrivalDateInPast(form.travelDate, today)) return 'travelDateInPast';
  if (arrivalDateTooFar(form.travelDate, today)) return 'travelDateTooFar';
  if (!insuranceDatesValid(form.travelDate, form.returnDate)) return 'invalidDates';
  const days = insuranceTripDays(form.travelDate, form.returnDate);
  if (days > INSURANCE_MAX_TRIP_DAYS) return 'tripTooLong';
  if (!insuranceProductCovers(product, days)) return 'planTooShort';
  if (!isIsoDate(form.dateOfBirth)) return 'dateOfBirthRequired';
  // Today is refused too, as the server does (INSURANCE_MESSAGES.dateOfBirthInFuture: 'must be in the past').
  if (dateOfBirthNotInPast(form.dateOfBirth, today)) return 'dateOfBirthInFuture';
  if (dateOfBirthTooEarly(form.dateOfBirth, today)) return 'dateOfBirthTooEarly';
  if (needsParentId(form, dates) && form.parentIdPhotos.length === 0) return 'parentIdRequired';
  if (!form.privacyPolicyAccepted) return 'privacyPolicyRequired';
  if (!form.termsOfServiceAccepted) return 'termsRequired';
  return null;
}

/**
 * Why a photo cannot be added, with the server's rules: more than the count, larger than the size, or
 * first bytes that are neither a JPG nor a PNG (`notAnImage` when its name or declared type says it is
 * one, `type` when not even that); null when it can.
 */
export type ParentIdPhotoProblem = 'type' | 'notAnImage' | 'size' | 'count';

export interface ChosenPhotoFile {
  name: string;
  type: string;
  size: number;
  /** The file's first PARENT_ID_PHOTO_SIGNATURE_BYTES bytes. */
  head: Uint8Array;
}

const IMAGE_NAME = /\.(jpe?g|png)$/i;

export function parentIdPhotoProblem(file: ChosenPhotoFile, alreadyChosen: number): ParentIdPhotoProblem | null {
  if (alreadyChosen >= PARENT_ID_PHOTOS_MAX) return 'count';
  if (detectParentIdPhotoType(file.head) === null) {
    const claimsImage = (PARENT_ID_PHOTO_TYPES as readonly string[]).includes(file.type) || IMAGE_NAME.test(file.name);
    return claimsImage ? 'notAnImage' : 'type';
  }
  if (file.size > PARENT_ID_PHOTO_MAX_BYTES) return 'size';
  return null;
}

/**
 * The data URL the server is sent for a photo: labelled with the type its bytes are (as the server
 * judges it), so a PNG named .jpg, or a photo a phone hands over with no type, goes as what it is.
 */
export function photoDataUrl(dataUrl: string, head: Uint8Array): string {
  const type = detectParentIdPhotoType(head);
  const comma = dataUrl.indexOf(',');
  return type && comma >= 0 ? `data:${type};base64${dataUrl.slice(comma)}` : dataUrl;
}

/** POST /api/insurance/applications body (contracts' CreateInsuranceApplicationDto). */
export interface InsuranceApplicationPayload {
  productId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passportNumber: string;
  nationality: string;
  countryOfOrigin: string;
  travelDate: string;
  returnDate: string;
  destination: typeof INSURANCE_DESTINATION;
  dateOfBirth: string;
  totalAmount: string;
  tripDurationDays: number;
  parentIdPhotos: ParentIdPhoto[] | null;
  privacyPolicyAccepted: boolean;
  termsOfServiceAccepted: boolean;
  language: string;
}

/** The total is the plan's price (dollars from the product list) as the decimal string the server compares. */
export function planAmount(product: Pick<InsuranceProductView, 'price'>): string {
  return formatCentsAsAmount(insuranceProductPriceCents(product));
}

export function buildInsurancePayload(
  form: InsuranceForm,
  products: readonly InsuranceProductView[],
  dates: FormDates,
  language: string,
): InsuranceApplicationPayload {
  const product = productOf(form, products);
  if (!product || !form.nationality) throw new Error('A plan and a nationality are required before submitting');
  return {
    productId: product.id,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    passportNumber: form.passportNumber.trim(),
    nationality: form.nationality.code,
    countryOfOrigin: form.nationality.name,
    travelDate: form.travelDate,
    returnDate: form.returnDate,
    destination: INSURANCE_DESTINATION,
    dateOfBirth: form.dateOfBirth,
    totalAmount: planAmount(product),
    tripDurationDays: insuranceTripDays(form.travelDate, form.returnDate),
    parentIdPhotos: needsParentId(form, dates) ? form.parentIdPhotos.map(({ name, dataUrl }) => ({ name, dataUrl })) : null,
    privacyPolicyAccepted: form.privacyPolicyAccepted,
    termsOfServiceAccepted: form.termsOfServiceAccepted,
    language,
  };
}

/** A 53-bit digest of a string (cyrb53): tells photos apart without keeping them. Not a security measure. */
function digest(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * The Idempotency-Key's fingerprint of a payload (kept in session storage with the key): the payload
 * with each parent ID photo as its name, length and digest. Identity documents stay out of browser
 * storage (the payload's own JSON would carry them, and up to 4 photos of 5 MB would not even fit),
 * while the same photos chosen again after a reload still give the same fingerprint, and the same key.
 * Without the interface language: switching it before a retry is still the same application (the
 * server leaves it out of the key's request hash too).
 */
export function insuranceSubmissionFingerprint(payload: InsuranceApplicationPayload): string {
  const { language: _language, parentIdPhotos, ...application } = payload;
  const photos = parentIdPhotos?.map(({ name, dataUrl }) => ({ name, length: dataUrl.length, digest: digest(dataUrl) })) ?? null;
  return JSON.stringify({ ...application, parentIdPhotos: photos });
}

/** POST /api/payment/create for the insurance order, as the visa wizard sends it. */
export function buildInsurancePaymentRequest(payload: InsuranceApplicationPayload, applicationNumber: string): PaymentRequest {
  return {
    amount: Number(payload.totalAmount),
    currency: 'USD',
    description: `Türkiye travel health insurance ${applicationNumber}`,
    customerEmail: payload.email,
    customerName: `${payload.firstName} ${payload.lastName}`,
    orderId: applicationNumber,
  };
}

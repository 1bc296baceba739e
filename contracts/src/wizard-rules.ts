/**
 * Rules of the visa application wizard (spec sections 4, 5 and 8) that are not prices or
 * processing options: step-check messages, supporting-document validity, personal-details
 * checks, prerequisite confirmations and date-picker windows. Pure functions, no I/O.
 */
import { isEmail } from 'class-validator';
import { daysBetween, isIsoDate } from './dates.js';
import { supportingDocumentNeedsStartDate, UNLIMITED, type SupportingDocumentKind } from './document-types.js';
import { LIMITS } from './limits.js';
import { MESSAGES } from './messages.js';

/** A step-check failure: the title and text of the destructive toast (spec section 8). */
export interface WizardValidationError {
  readonly code: WizardErrorCode;
  readonly title: string;
  readonly description: string;
}

export const WIZARD_ERRORS = {
  countryAndDocumentRequired: { title: 'Required Fields', description: MESSAGES.selectCountryAndDocument },
  supportingAnswerRequired: { title: 'Required Selection', description: MESSAGES.supportingAnswerRequired },
  supportingDetailsIncomplete: { title: 'Missing Information', description: MESSAGES.supportingDetailsIncomplete },
  arrivalDateRequired: { title: 'Arrival Date Required', description: 'Please select your arrival date' },
  processingTypeRequired: { title: 'Processing Type Required', description: 'Please select a processing type' },
  /** Not in the spec: beyond the years its arrival picker offers (this year and the next 10). */
  arrivalDateTooFar: { title: 'Invalid Arrival Date', description: 'The arrival date cannot be more than 10 years after this year' },
  /** Not in the spec: a date the picker no longer offers, e.g. restored from progress saved on an earlier day. */
  arrivalDateInPast: { title: 'Invalid Arrival Date', description: 'The arrival date cannot be in the past' },
  prerequisitesRequired: { title: 'Prerequisites Required', description: MESSAGES.prerequisitesRequired },
  firstNameRequired: { title: 'First Name Required', description: 'Please enter your first name' },
  lastNameRequired: { title: 'Last Name Required', description: 'Please enter your last name' },
  emailRequired: { title: 'Email Required', description: 'Please enter your email address' },
  emailInvalid: { title: 'Invalid Email', description: MESSAGES.invalidEmail },
  phoneRequired: { title: 'Phone Required', description: 'Please enter your phone number' },
  passportNumberRequired: { title: 'Passport Number Required', description: 'Please enter your passport number' },
  dateOfBirthRequired: { title: 'Date of Birth Required', description: 'Please select your date of birth' },
  passportIssueDateRequired: { title: 'Issue Date Required', description: 'Please select your passport issue date' },
  passportExpiryDateRequired: { title: 'Expiry Date Required', description: 'Please select your passport expiry date' },
  placeOfBirthTooShort: { title: 'Place of Birth Required', description: MESSAGES.minLength(LIMITS.placeOfBirthMin) },
  motherNameTooShort: { title: "Mother's Name Required", description: MESSAGES.minLength(LIMITS.parentNameMin) },
  fatherNameTooShort: { title: "Father's Name Required", description: MESSAGES.minLength(LIMITS.parentNameMin) },
  addressTooShort: { title: 'Address Required', description: MESSAGES.minLength(LIMITS.addressMin) },
  passportExpired: { title: 'Passport Expired', description: MESSAGES.passportExpired },
  invalidPassportDates: { title: 'Invalid Passport Dates', description: MESSAGES.invalidPassportDates },
  /** Not in the spec: the issue picker offers the whole current year, later days included. */
  passportIssueDateInFuture: { title: 'Invalid Issue Date', description: 'The passport issue date cannot be in the future' },
  /** Not in the spec: the date-of-birth picker offers the whole current year, today and later days included. */
  dateOfBirthNotInPast: { title: 'Invalid Date of Birth', description: 'The date of birth must be in the past' },
  /** Not in the spec: a date of birth no one living has (see earliestDateOfBirth). */
  dateOfBirthTooEarly: { title: 'Invalid Date of Birth', description: 'The date of birth cannot be more than 120 years ago' },
  /** Not in the spec: a passport is issued to someone already born. */
  dateOfBirthNotBeforeIssue: {
    title: 'Invalid Date of Birth',
    description: 'The date of birth must be before the passport issue date',
  },
  supportingNumberRequired: {
    title: 'Supporting Document Number Required',
    description: 'Please enter your supporting document number',
  },
  supportingStartDateRequired: {
    title: 'Supporting Document Start Date Required',
    description: 'Please select the start date of your supporting document',
  },
  supportingEndDateRequired: {
    title: 'Supporting Document End Date Required',
    description: 'Please select the end date of your supporting document',
  },
  invalidSupportingDates: {
    title: 'Invalid Supporting Document Dates',
    description: 'The supporting document start date must be before its end date',
  },
  /** Spec prerequisites: "valid supporting documents"; one that has already ended is not valid. */
  supportingDocumentExpired: {
    title: 'Supporting Document Expired',
    description: 'The supporting document has expired',
  },
  /** Spec prerequisites: "valid supporting documents"; one that ends before the arrival is not valid for the trip. */
  supportingDocumentExpiresBeforeArrival: {
    title: 'Supporting Document Not Valid on Arrival',
    description: 'Your supporting document must still be valid on your arrival date',
  },
  privacyPolicyRequired: { title: 'Privacy Policy Required', description: MESSAGES.privacyPolicyRequired },
  termsRequired: { title: 'Terms of Service Required', description: MESSAGES.termsRequired },
  formValidation: { title: 'Form Validation Error', description: MESSAGES.formValidation },
} as const satisfies Record<string, { title: string; description: string }>;

export type WizardErrorCode = keyof typeof WIZARD_ERRORS;

export function wizardError(code: WizardErrorCode): WizardValidationError {
  return { code, ...WIZARD_ERRORS[code] };
}

/** Toast titles and texts of the submission and payment hand-off (spec section 8). */
export const WIZARD_SUBMISSION_MESSAGES = {
  paymentCreatedTitle: 'Payment Created',
  applicationSubmittedTitle: 'Application Submitted',
  paymentReadyTitle: 'Payment Ready',
  continueToPaymentTitle: 'Continue to Payment',
  paymentErrorTitle: 'Payment Error',
  paymentErrorDescription: 'There was an issue initializing payment. Please try again or contact support.',
  applicationErrorTitle: 'Application Error',
  processingTypeUpdatedTitle: 'İşlem Türü Güncellendi',
} as const;

/** Whether a failure message is about the payment (spec section 8: 'Payment Error' rather than 'Application Error'). */
export function isPaymentErrorMessage(message: string): boolean {
  return /payment/i.test(message);
}

/** The insurance page pre-filled with the traveller's nationality (spec section 4). */
export function insuranceUrlForCountry(countryName: string): string {
  return `/insurance?country=${encodeURIComponent(countryName)}`;
}

/** The five confirmations of the prerequisites step (spec section 3). */
export const PREREQUISITE_KEYS = [
  'tourismBusiness',
  'financialProof',
  'supportingDocuments',
  'passportValidity',
  'allRequirements',
] as const;
export type PrerequisiteKey = (typeof PREREQUISITE_KEYS)[number];
export type PrerequisiteConfirmations = Record<PrerequisiteKey, boolean>;

export function allPrerequisitesConfirmed(confirmations: PrerequisiteConfirmations): boolean {
  return PREREQUISITE_KEYS.every((key) => confirmations[key] === true);
}

/** Supporting document details as entered on step 2 (spec section 3). */
export interface SupportingDocumentDetails {
  documentType: SupportingDocumentKind | '';
  visaCountry: string;
  residenceCountry: string;
  documentNumber: string;
  startDate: string;
  endDate: string;
  unlimited: boolean;
}

export const EMPTY_SUPPORTING_DOCUMENT: SupportingDocumentDetails = {
  documentType: '',
  visaCountry: '',
  residenceCountry: '',
  documentNumber: '',
  startDate: '',
  endDate: '',
  unlimited: false,
};

export function supportingDocumentCountry(details: SupportingDocumentDetails): string {
  if (details.documentType === 'visa') return details.visaCountry;
  if (details.documentType === 'residence') return details.residenceCountry;
  return '';
}

/** The end date as sent to the server: the literal 'unlimited' when ticked. */
export function supportingDocumentEndDate(details: SupportingDocumentDetails): string {
  return details.unlimited ? UNLIMITED : details.endDate;
}

/**
 * Supporting document form validity (spec section 5): valid when the answer is No; with Yes a
 * document type and number are needed; a visa needs its country (Schengen also a start date)
 * and an end date unless Unlimited; a residence permit its country and expiry unless Unlimited.
 */
export function isSupportingDocumentValid(
  hasSupportingDocument: boolean | null,
  details: SupportingDocumentDetails,
): boolean {
  if (hasSupportingDocument === false) return true;
  if (hasSupportingDocument !== true) return false;
  if (details.documentType === '' || details.documentNumber.trim() === '') return false;
  const country = supportingDocumentCountry(details);
  if (country === '') return false;
  if (supportingDocumentNeedsStartDate(details.documentType, country) && !isIsoDate(details.startDate)) return false;
  return details.unlimited || isIsoDate(details.endDate);
}

/** A supporting document ending on `endDate` ('unlimited' never ends) that ended before `today`. */
export function supportingDocumentExpired(endDate: string, today: string): boolean {
  return endDate !== UNLIMITED && isIsoDate(endDate) && daysBetween(today, endDate) < 0;
}

/** A start date not before the end date ('unlimited' has no end, so any start is before it). */
export function supportingDocumentStartNotBeforeEnd(startDate: string, endDate: string): boolean {
  return endDate !== UNLIMITED && isIsoDate(startDate) && isIsoDate(endDate) && daysBetween(startDate, endDate) <= 0;
}

/**
 * Whether a supporting document ending on `endDate` ('unlimited' never ends) has run out before the
 * arrival: it must still be valid on the arrival day itself (spec prerequisites, "valid supporting documents").
 */
export function supportingDocumentEndsBeforeArrival(endDate: string, arrivalDate: string): boolean {
  return endDate !== UNLIMITED && isIsoDate(endDate) && isIsoDate(arrivalDate) && daysBetween(arrivalDate, endDate) < 0;
}

/**
 * The supporting-document part of the personal-details check: number, dates present, start before
 * end, not expired, and still valid on the arrival date (the server's order, decideSubmitVisaApplication).
 */
export function checkSupportingDocumentDates(
  details: SupportingDocumentDetails,
  arrivalDate: string,
  today: string,
): WizardValidationError | null {
  if (details.documentNumber.trim() === '') return wizardError('supportingNumberRequired');
  const needsStart = supportingDocumentNeedsStartDate(details.documentType || null, supportingDocumentCountry(details));
  if (needsStart && !isIsoDate(details.startDate)) return wizardError('supportingStartDateRequired');
  if (!details.unlimited && !isIsoDate(details.endDate)) return wizardError('supportingEndDateRequired');
  const endDate = supportingDocumentEndDate(details);
  if (needsStart && supportingDocumentStartNotBeforeEnd(details.startDate, endDate)) return wizardError('invalidSupportingDates');
  if (supportingDocumentExpired(endDate, today)) return wizardError('supportingDocumentExpired');
  if (supportingDocumentEndsBeforeArrival(endDate, arrivalDate)) return wizardError('supportingDocumentExpiresBeforeArrival');
  return null;
}

export interface PersonalDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  passportNumber: string;
  dateOfBirth: string;
  passportIssueDate: string;
  passportExpiryDate: string;
  placeOfBirth: string;
  motherName: string;
  fatherName: string;
  address: string;
}

export const EMPTY_PERSONAL_DETAILS: PersonalDetails = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  passportNumber: '',
  dateOfBirth: '',
  passportIssueDate: '',
  passportExpiryDate: '',
  placeOfBirth: '',
  motherName: '',
  fatherName: '',
  address: '',
};

/** The spec's "basic pattern" for email on the personal-details step. */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An email address the server takes: the spec's basic pattern and the check the DTOs' @IsEmail makes
 * (class-validator's isEmail, default options), so a typo such as 'a@example.com.', 'a..b@example.com'
 * or 'a@example.c' is refused on the form rather than after it. The value is trimmed, as the forms send it.
 */
export function isAcceptedEmail(value: string): boolean {
  const email = value.trim();
  return BASIC_EMAIL_PATTERN.test(email) && isEmail(email);
}

/**
 * The oldest plausible date of birth: DATE_OF_BIRTH_MAX_YEARS before `today` (YYYY-MM-DD). Only a
 * slip of the year or a made-up date lies before it. (The date-of-birth picker offers 80 years.)
 */
export const DATE_OF_BIRTH_MAX_YEARS = 120;

export function earliestDateOfBirth(today: string): string {
  return `${String(Number(today.slice(0, 4)) - DATE_OF_BIRTH_MAX_YEARS).padStart(4, '0')}${today.slice(4, 10)}`;
}

/** A passport that expires today or has expired: its expiry must be after `today`. */
export function passportExpired(expiryDate: string, today: string): boolean {
  return daysBetween(today, expiryDate) <= 0;
}

/** A passport issue date after `today`. */
export function passportIssueDateInFuture(issueDate: string, today: string): boolean {
  return daysBetween(today, issueDate) > 0;
}

/** A date of birth that is today or later (the visa and the insurance forms). */
export function dateOfBirthNotInPast(dateOfBirth: string, today: string): boolean {
  return daysBetween(today, dateOfBirth) >= 0;
}

/** An arrival (or travel) date before `today`. */
export function arrivalDateInPast(arrivalDate: string, today: string): boolean {
  return daysBetween(today, arrivalDate) < 0;
}

/** A date of birth more than DATE_OF_BIRTH_MAX_YEARS ago (the visa and the insurance forms). */
export function dateOfBirthTooEarly(dateOfBirth: string, today: string): boolean {
  return dateOfBirth < earliestDateOfBirth(today);
}

/**
 * Personal-details step check (spec section 5), first failure wins, in the order the fields
 * appear: required fields and minimum lengths, then passport expiry in the future, issue before
 * expiry and not in the future, a plausible date of birth in the past and before the issue date, and with supporting documents their
 * number and dates, valid on the arrival date.
 */
export function checkPersonalDetails(
  personal: PersonalDetails,
  options: { today: string; arrivalDate: string; supportingDocument: SupportingDocumentDetails | null },
): WizardValidationError | null {
  const blank = (v: string) => v.trim() === '';
  if (blank(personal.firstName)) return wizardError('firstNameRequired');
  if (blank(personal.lastName)) return wizardError('lastNameRequired');
  if (blank(personal.email)) return wizardError('emailRequired');
  if (!isAcceptedEmail(personal.email)) return wizardError('emailInvalid');
  if (blank(personal.phone)) return wizardError('phoneRequired');
  if (blank(personal.passportNumber)) return wizardError('passportNumberRequired');
  if (!isIsoDate(personal.dateOfBirth)) return wizardError('dateOfBirthRequired');
  if (!isIsoDate(personal.passportIssueDate)) return wizardError('passportIssueDateRequired');
  if (!isIsoDate(personal.passportExpiryDate)) return wizardError('passportExpiryDateRequired');
  if (personal.placeOfBirth.trim().length < LIMITS.placeOfBirthMin) return wizardError('placeOfBirthTooShort');
  if (personal.motherName.trim().length < LIMITS.parentNameMin) return wizardError('motherNameTooShort');
  if (personal.fatherName.trim().length < LIMITS.parentNameMin) return wizardError('fatherNameTooShort');
  if (personal.address.trim().length < LIMITS.addressMin) return wizardError('addressTooShort');
  if (passportExpired(personal.passportExpiryDate, options.today)) return wizardError('passportExpired');
  if (daysBetween(personal.passportIssueDate, personal.passportExpiryDate) <= 0) {
    return wizardError('invalidPassportDates');
  }
  if (passportIssueDateInFuture(personal.passportIssueDate, options.today)) return wizardError('passportIssueDateInFuture');
  if (dateOfBirthNotInPast(personal.dateOfBirth, options.today)) return wizardError('dateOfBirthNotInPast');
  if (dateOfBirthTooEarly(personal.dateOfBirth, options.today)) return wizardError('dateOfBirthTooEarly');
  if (daysBetween(personal.dateOfBirth, personal.passportIssueDate) <= 0) return wizardError('dateOfBirthNotBeforeIssue');
  return options.supportingDocument
    ? checkSupportingDocumentDates(options.supportingDocument, options.arrivalDate, options.today)
    : null;
}

/** Month names shown in every date picker, in Turkish whatever the interface language (spec section 5). */
export const TURKISH_MONTH_NAMES = [
  'Ocak',
  'Şubat',
  'Mart',
  'Nisan',
  'Mayıs',
  'Haziran',
  'Temmuz',
  'Ağustos',
  'Eylül',
  'Ekim',
  'Kasım',
  'Aralık',
] as const;

export type DatePickerKind =
  | 'arrival'
  | 'dateOfBirth'
  | 'passportIssue'
  | 'passportExpiry'
  | 'supportingDocumentStart'
  | 'supportingDocument';

/**
 * The last arrival date the arrival picker offers: 31 December of its last year. The insurance
 * form's travel date uses the same picker.
 */
export function latestArrivalDate(today: string): string {
  return `${Math.max(...datePickerYears('arrival', Number(today.slice(0, 4))))}-12-31`;
}

/** An arrival (or travel) date beyond what the arrival picker offers. */
export function arrivalDateTooFar(arrivalDate: string, today: string): boolean {
  return arrivalDate > latestArrivalDate(today);
}

/** The arrival step's date check: chosen, not in the past, and within the years the picker offers. */
export function checkArrivalDate(arrivalDate: string, today: string): WizardValidationError | null {
  if (!isIsoDate(arrivalDate)) return wizardError('arrivalDateRequired');
  if (arrivalDateInPast(arrivalDate, today)) return wizardError('arrivalDateInPast');
  return arrivalDateTooFar(arrivalDate, today) ? wizardError('arrivalDateTooFar') : null;
}

/**
 * Years offered by each date picker (spec section 5), newest first for past-facing pickers:
 * arrival this year and the next 10; date of birth 80 years back; passport issue 30 years back;
 * passport expiry 20 years forward; supporting-document expiry this year through the next 9.
 * The spec also states 30-year windows for supporting documents: a start date usually lies in the
 * past, so the start picker spans 30 years ending with the last year the expiry picker offers.
 */
export function datePickerYears(kind: DatePickerKind, currentYear: number): number[] {
  const range = (from: number, count: number, step: 1 | -1) =>
    Array.from({ length: count }, (_, i) => from + i * step);
  switch (kind) {
    case 'arrival':
      return range(currentYear, 11, 1);
    case 'dateOfBirth':
      return range(currentYear, 81, -1);
    case 'passportIssue':
      return range(currentYear, 31, -1);
    case 'passportExpiry':
      return range(currentYear, 21, 1);
    case 'supportingDocumentStart':
      return range(currentYear + 9, 30, -1);
    case 'supportingDocument':
      return range(currentYear, 10, 1);
    default: {
      const unreachable: never = kind;
      return unreachable;
    }
  }
}

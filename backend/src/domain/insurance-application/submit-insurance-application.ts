import {
  DEFAULT_LANGUAGE,
  INSURANCE_DESTINATION,
  INSURANCE_MAX_TRIP_DAYS,
  INSURANCE_MESSAGES,
  PARENT_ID_PHOTO_MAX_BYTES,
  arrivalDateTooFar,
  dateOfBirthNotInPast,
  dateOfBirthTooEarly,
  formatCentsAsAmount,
  insuranceDatesValid,
  insuranceParentIdRequired,
  insuranceProductCovers,
  insuranceTripDays,
  MESSAGES,
  parseAmountToCents,
  travelDatePastEverywhere,
  travellerTodays,
  type InsuranceProductSeed,
  type ParentIdPhotoType,
} from '@evisa/contracts';
import type { CountryRecord } from '@evisa/contracts/countries';
import type { CreateInsuranceApplicationDto } from '@evisa/contracts/dto';
import type { InsuranceApplicationSubmitted, StoredParentIdPhoto } from '@evisa/contracts/events';
import { DomainError, invalid } from '../shared/domain-error.js';
import type { InsuranceApplicationState } from './insurance-application.js';

/** The validated payload minus the consent flags the DTO already requires, and the photos' data URLs (see `photos`). */
export type InsuranceApplicationForm = Omit<CreateInsuranceApplicationDto, 'privacyPolicyAccepted' | 'termsOfServiceAccepted' | 'parentIdPhotos'>;

/** A parent ID photo as the caller decoded it: what its bytes are (null when neither JPG nor PNG), their size and SHA-256. */
export interface ParentIdPhotoUpload {
  readonly name: string;
  readonly detectedType: ParentIdPhotoType | null;
  readonly size: number;
  readonly hash: string;
}

export interface SubmitInsuranceApplication {
  readonly applicationNumber: string;
  readonly form: InsuranceApplicationForm;
  /** The photos sent, decoded by the caller; null when none were sent. */
  readonly photos: readonly ParentIdPhotoUpload[] | null;
  /** The country `form.nationality` names and the plan `form.productId` names, looked up by the caller. */
  readonly country: CountryRecord | undefined;
  readonly product: InsuranceProductSeed | undefined;
  /**
   * Today's date (UTC, YYYY-MM-DD) and the current instant, passed in so the rules stay pure. The form
   * judges dates by the traveller's own today, up to a day either side of it: each date rule is applied
   * with the traveller's date most lenient for it (travellerTodays); parent ID photos are required on
   * the strictest (insuranceParentIdRequired), as the form asks for them.
   */
  readonly today: string;
  readonly now: string;
  readonly requestIp?: string;
}

/** What the first bytes say a file is: the check that an upload labelled as an image really is one (shared with the form). */
export { detectParentIdPhotoType } from '@evisa/contracts';

function checkPhotos(photos: readonly ParentIdPhotoUpload[] | null, minor: boolean, fail: (field: string, message: string) => void) {
  const sent = photos ?? [];
  if (minor && sent.length === 0) fail('parentIdPhotos', INSURANCE_MESSAGES.parentIdPhotosUnder18);
  // An adult's application keeps no one's ID: photos sent for an adult are refused, not stored.
  if (!minor && sent.length > 0) fail('parentIdPhotos', INSURANCE_MESSAGES.parentIdPhotosNotNeeded);
  for (const photo of sent) {
    if (photo.detectedType === null) fail('parentIdPhotos', INSURANCE_MESSAGES.parentIdPhotoType);
    else if (photo.size > PARENT_ID_PHOTO_MAX_BYTES) fail('parentIdPhotos', INSURANCE_MESSAGES.parentIdPhotoTooLarge);
  }
}

/**
 * Decides an insurance application: a known plan that covers the whole trip, the dates (return after
 * travel, 'Invalid Dates'; no trip in the past), parent ID photos exactly when the applicant is under
 * 18, and the total, which is the plan's price (spec sections 5 and 9).
 */
export function decideSubmitInsuranceApplication(command: SubmitInsuranceApplication, state: InsuranceApplicationState): InsuranceApplicationSubmitted[] {
  if (state.status !== 'new') throw new DomainError('conflict', 'This application has already been submitted');
  const { form, country, product, today } = command;

  if (!product) throw invalid(INSURANCE_MESSAGES.unknownProduct, { productId: [INSURANCE_MESSAGES.productRequired] });
  if (!country) throw invalid(INSURANCE_MESSAGES.unknownNationality, { nationality: [INSURANCE_MESSAGES.unknownNationality] });
  if (form.countryOfOrigin.trim() !== country.name) {
    throw invalid('countryOfOrigin does not match nationality', { countryOfOrigin: [`Expected ${country.name}`] });
  }

  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => {
    const messages = (errors[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  };
  // The form judges dates by the traveller's own today, up to a day either side of the UTC date: a date
  // is past once it is past on the earliest date a traveller can have, in the future (or beyond the
  // picker's years) once it is after the latest (travellerTodays), as for the visa.
  const { earliest, latest } = travellerTodays(today);
  if (travelDatePastEverywhere(form.travelDate, today)) fail('travelDate', INSURANCE_MESSAGES.travelDateInPast);
  else if (arrivalDateTooFar(form.travelDate, latest)) fail('travelDate', INSURANCE_MESSAGES.travelDateTooFar);
  const datesValid = insuranceDatesValid(form.travelDate, form.returnDate);
  if (!datesValid) fail('returnDate', INSURANCE_MESSAGES.invalidDates);
  if (dateOfBirthNotInPast(form.dateOfBirth, latest)) fail('dateOfBirth', INSURANCE_MESSAGES.dateOfBirthInFuture);
  else if (dateOfBirthTooEarly(form.dateOfBirth, earliest)) fail('dateOfBirth', INSURANCE_MESSAGES.dateOfBirthTooEarly);

  const tripDays = insuranceTripDays(form.travelDate, form.returnDate);
  if (datesValid) {
    if (tripDays > INSURANCE_MAX_TRIP_DAYS) fail('returnDate', INSURANCE_MESSAGES.tripTooLong(INSURANCE_MAX_TRIP_DAYS));
    else if (!insuranceProductCovers(product, tripDays)) fail('productId', INSURANCE_MESSAGES.planTooShort(product.durationDays, tripDays));
    if (form.tripDurationDays != null && form.tripDurationDays !== tripDays) fail('tripDurationDays', `Expected ${tripDays}`);
  }
  // Under 18 on some date a traveller can have: the form asks for the photos on the same rule, from the
  // same UTC date, so neither lets a minor through by a clock set east nor refuses what the other took.
  const minor = insuranceParentIdRequired(form.dateOfBirth, today);
  checkPhotos(command.photos, minor, fail);
  if (Object.keys(errors).length > 0) throw invalid(errors.returnDate?.includes(INSURANCE_MESSAGES.invalidDates) ? INSURANCE_MESSAGES.invalidDates : MESSAGES.formValidation, errors);

  const claimed = parseAmountToCents(form.totalAmount);
  if (claimed !== product.priceCents) {
    throw invalid(MESSAGES.totalMismatch(formatCentsAsAmount(product.priceCents), form.totalAmount), {
      totalAmount: [`Expected ${formatCentsAsAmount(product.priceCents)}`],
    });
  }

  const photos: StoredParentIdPhoto[] | null = command.photos?.length
    ? command.photos.map((p) => ({ name: p.name.trim(), hash: p.hash, contentType: p.detectedType!, size: p.size }))
    : null;
  return [
    {
      type: 'InsuranceApplicationSubmitted',
      data: {
        applicationNumber: command.applicationNumber,
        productId: product.id,
        productName: product.name,
        coverDays: product.durationDays,
        nationality: country.code,
        countryOfOrigin: country.name,
        destination: INSURANCE_DESTINATION,
        travelDate: form.travelDate,
        returnDate: form.returnDate,
        tripDurationDays: tripDays,
        minor,
        price: { totalCents: product.priceCents, currency: 'USD' },
        language: form.language ?? DEFAULT_LANGUAGE,
        submittedAt: command.now,
        pii: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          passportNumber: form.passportNumber.trim(),
          dateOfBirth: form.dateOfBirth,
          parentIdPhotos: photos,
          ...(command.requestIp ? { requestIp: command.requestIp } : {}),
        },
      },
    },
  ];
}

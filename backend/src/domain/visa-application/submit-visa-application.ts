import {
  arrivalDateInPast,
  arrivalDateTooFar,
  availableProcessingOptions,
  computeVisaPrice,
  dateOfBirthNotInPast,
  dateOfBirthTooEarly,
  daysBetween,
  formatCentsAsAmount,
  MESSAGES,
  parseAmountToCents,
  passportExpired,
  passportIssueDateInFuture,
  DEFAULT_LANGUAGE,
  supportingCountryChoices,
  supportingDocumentEndsBeforeArrival,
  supportingDocumentExpired,
  supportingDocumentNeedsStartDate,
  supportingDocumentStartNotBeforeEnd,
  travellerTodays,
  WIZARD_ERRORS,
  type SupportingDocumentKind,
  type TravelDocumentType,
  type ProcessingType,
} from '@evisa/contracts';
import { isEligiblePolicy, type CountryRecord } from '@evisa/contracts/countries';
import type { CreateVisaApplicationDto } from '@evisa/contracts/dto';
import type { VisaApplicationSubmitted } from '@evisa/contracts/events';
import { DomainError, invalid } from '../shared/domain-error.js';
import type { VisaApplicationState } from './visa-application.js';

/**
 * The validated payload: the contracts DTO's fields (shape checked there, one list of fields), minus
 * the consent flags the DTO already requires to be true. The rules that need context are checked here.
 */
export type VisaApplicationForm = Omit<CreateVisaApplicationDto, 'privacyPolicyAccepted' | 'termsOfServiceAccepted'>;

export interface SubmitVisaApplication {
  readonly applicationNumber: string;
  readonly form: VisaApplicationForm;
  /** The country the countryId names, looked up by the caller; undefined when unknown. */
  readonly country: CountryRecord | undefined;
  /**
   * Today's date (UTC, YYYY-MM-DD) and the current instant, passed in so the rules stay pure. The wizard
   * judges dates by the traveller's own today, up to a day either side of it: each rule is applied with
   * the traveller's date that is most lenient for it (travellerTodays), so nothing the wizard took on the
   * traveller's clock is refused after the whole form.
   */
  readonly today: string;
  readonly now: string;
  /** The address the request came from, kept in the personal block (see VisaApplicantPii). */
  readonly requestIp?: string;
}

function checkSupportingDocument(form: VisaApplicationForm, earliestToday: string, errors: Record<string, string[]>) {
  const kind = form.supportingDocumentType as SupportingDocumentKind;
  const country = form.supportingDocumentCountry ?? null;
  const choices = supportingCountryChoices(kind);
  if (!country || !choices.some((c) => c.value === country)) errors.supportingDocumentCountry = [MESSAGES.invalidInput];
  if (!form.supportingDocumentNumber?.trim()) errors.supportingDocumentNumber = [MESSAGES.required];
  const end = form.supportingDocumentEndDate ?? null;
  if (!end) errors.supportingDocumentEndDate = [MESSAGES.required];
  else if (supportingDocumentExpired(end, earliestToday)) errors.supportingDocumentEndDate = [WIZARD_ERRORS.supportingDocumentExpired.description];
  else if (supportingDocumentEndsBeforeArrival(end, form.arrivalDate)) {
    errors.supportingDocumentEndDate = [WIZARD_ERRORS.supportingDocumentExpiresBeforeArrival.description];
  }
  const start = form.supportingDocumentStartDate ?? null;
  if (supportingDocumentNeedsStartDate(kind, country)) {
    if (!start) errors.supportingDocumentStartDate = [MESSAGES.required];
    else if (end && supportingDocumentStartNotBeforeEnd(start, end)) {
      errors.supportingDocumentStartDate = [WIZARD_ERRORS.invalidSupportingDates.description];
    }
  }
}

/**
 * Decides a submission: eligibility by visa policy, the date rules, the supporting document,
 * the processing option for the days left and the total (spec sections 4, 5, 9).
 */
export function decideSubmitVisaApplication(command: SubmitVisaApplication, state: VisaApplicationState): VisaApplicationSubmitted[] {
  if (state.status !== 'new') throw new DomainError('conflict', 'This application has already been submitted');
  const { form, country, today } = command;

  if (!country) throw invalid('Unknown country', { countryId: ['Unknown country'] });
  if (form.countryOfOrigin.trim() !== country.name) {
    throw invalid('countryOfOrigin does not match countryId', { countryOfOrigin: [`Expected ${country.name}`] });
  }
  if (country.visaPolicy === 'exempt') {
    throw invalid(`Citizens of ${country.name} do not need a visa for short stays in Türkiye; no e-visa is needed`);
  }
  if (!isEligiblePolicy(country.visaPolicy)) throw invalid(MESSAGES.eVisaNotAvailable);

  const hasSupportingDocument = form.supportingDocumentType != null;
  if (country.visaPolicy === 'conditional' && !hasSupportingDocument) {
    throw invalid(`Citizens of ${country.name} need a valid Schengen, US, UK or Irish visa or residence permit for the e-visa`, {
      supportingDocumentType: [MESSAGES.required],
    });
  }

  const errors: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  // A date is past once it is past on the earliest date a traveller can have, in the future once it is
  // after the latest; the days left before arrival are counted from the earliest (travellerTodays).
  const { earliest, latest } = travellerTodays(today);
  if (passportExpired(form.passportExpiryDate, earliest)) fail('passportExpiryDate', MESSAGES.passportExpired);
  if (daysBetween(form.passportIssueDate, form.passportExpiryDate) <= 0) fail('passportIssueDate', MESSAGES.invalidPassportDates);
  if (passportIssueDateInFuture(form.passportIssueDate, latest)) fail('passportIssueDate', WIZARD_ERRORS.passportIssueDateInFuture.description);
  if (dateOfBirthNotInPast(form.dateOfBirth, latest)) fail('dateOfBirth', WIZARD_ERRORS.dateOfBirthNotInPast.description);
  else if (dateOfBirthTooEarly(form.dateOfBirth, earliest)) fail('dateOfBirth', WIZARD_ERRORS.dateOfBirthTooEarly.description);
  else if (daysBetween(form.dateOfBirth, form.passportIssueDate) <= 0) fail('dateOfBirth', WIZARD_ERRORS.dateOfBirthNotBeforeIssue.description);
  const daysUntilArrival = daysBetween(earliest, form.arrivalDate);
  if (arrivalDateInPast(form.arrivalDate, earliest)) fail('arrivalDate', WIZARD_ERRORS.arrivalDateInPast.description);
  else if (arrivalDateTooFar(form.arrivalDate, latest)) fail('arrivalDate', WIZARD_ERRORS.arrivalDateTooFar.description);
  if (hasSupportingDocument) checkSupportingDocument(form, earliest, errors);

  const offered = availableProcessingOptions(hasSupportingDocument, Math.max(daysUntilArrival, 0));
  if (!offered.some((o) => o.value === form.processingType)) {
    fail('processingType', `Processing type ${form.processingType} is not available for an arrival on ${form.arrivalDate}`);
  }
  if (Object.keys(errors).length > 0) throw invalid('Validation failed', errors);

  const price = computeVisaPrice(hasSupportingDocument, form.processingType)!;
  const claimed = parseAmountToCents(form.totalAmount);
  if (claimed !== price.totalCents) {
    throw invalid(MESSAGES.totalMismatch(formatCentsAsAmount(price.totalCents), form.totalAmount), {
      totalAmount: [`Expected ${formatCentsAsAmount(price.totalCents)}`],
    });
  }

  return [
    {
      type: 'VisaApplicationSubmitted',
      data: {
        applicationNumber: command.applicationNumber,
        countryId: country.id,
        countryCode: country.code,
        countryOfOrigin: country.name,
        visaPolicy: country.visaPolicy,
        documentType: form.documentType as TravelDocumentType,
        arrivalDate: form.arrivalDate,
        processingType: form.processingType as ProcessingType,
        supportingDocument: hasSupportingDocument
          ? {
              kind: form.supportingDocumentType as SupportingDocumentKind,
              country: form.supportingDocumentCountry!,
              startDate: form.supportingDocumentStartDate ?? null,
              endDate: form.supportingDocumentEndDate!,
            }
          : null,
        price: { ...price, currency: 'USD' },
        language: form.language ?? DEFAULT_LANGUAGE,
        submittedAt: command.now,
        pii: {
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          passportNumber: form.passportNumber.trim(),
          passportIssueDate: form.passportIssueDate,
          passportExpiryDate: form.passportExpiryDate,
          dateOfBirth: form.dateOfBirth,
          placeOfBirth: form.placeOfBirth.trim(),
          motherName: form.motherName.trim(),
          fatherName: form.fatherName.trim(),
          address: form.address.trim(),
          supportingDocumentNumber: form.supportingDocumentNumber?.trim() || null,
          ...(command.requestIp ? { requestIp: command.requestIp } : {}),
        },
      },
    },
  ];
}

import { PREREQUISITE_KEYS, type WizardErrorCode } from '@evisa/contracts';
import type { WizardFormData } from '../machines/visa-wizard.model';

/**
 * The id of the control a step check's error is about, so the page can move focus there: the toast
 * says what is wrong and goes after a few seconds, and a keyboard or screen-reader user is left on
 * the Next button, with no way of telling which of a dozen fields to fix. Null when no single
 * control is at fault (the whole-form check) or the step has none to focus.
 */
export function fieldOfError(code: WizardErrorCode, form: WizardFormData): string | null {
  const doc = form.supportingDocument;
  switch (code) {
    case 'countryAndDocumentRequired':
      return form.country ? 'wizard-document-type' : 'wizard-country';
    case 'supportingAnswerRequired':
      return 'supporting-answer-yes';
    case 'supportingDetailsIncomplete':
      if (!doc.documentType) return 'supporting-kind-visa';
      if (!(doc.documentType === 'visa' ? doc.visaCountry : doc.residenceCountry)) return 'supporting-country';
      if (!doc.documentNumber.trim()) return 'supporting-number';
      if (doc.documentType === 'visa' && doc.visaCountry === 'SCHENGEN' && !doc.startDate) return 'supporting-start';
      return 'supporting-end';
    case 'arrivalDateRequired':
    case 'arrivalDateInPast':
    case 'arrivalDateTooFar':
      return 'arrival-date';
    case 'processingTypeRequired':
      return null;
    case 'prerequisitesRequired': {
      const unticked = PREREQUISITE_KEYS.find((key) => !form.prerequisites[key]);
      return unticked ? `prerequisite-${unticked}` : null;
    }
    case 'firstNameRequired':
      return 'personal-firstName';
    case 'lastNameRequired':
      return 'personal-lastName';
    case 'emailRequired':
    case 'emailInvalid':
      return 'personal-email';
    case 'phoneRequired':
      return 'personal-phone';
    case 'passportNumberRequired':
      return 'personal-passportNumber';
    case 'dateOfBirthRequired':
    case 'dateOfBirthNotInPast':
    case 'dateOfBirthTooEarly':
    case 'dateOfBirthNotBeforeIssue':
      return 'personal-dateOfBirth';
    case 'passportIssueDateRequired':
    case 'invalidPassportDates':
    case 'passportIssueDateInFuture':
      return 'personal-passportIssueDate';
    case 'passportExpiryDateRequired':
    case 'passportExpired':
      return 'personal-passportExpiryDate';
    case 'placeOfBirthTooShort':
      return 'personal-placeOfBirth';
    case 'motherNameTooShort':
      return 'personal-motherName';
    case 'fatherNameTooShort':
      return 'personal-fatherName';
    case 'addressTooShort':
      return 'personal-address';
    case 'supportingNumberRequired':
      return 'supporting-number';
    case 'supportingStartDateRequired':
    case 'invalidSupportingDates':
      return 'supporting-start';
    case 'supportingEndDateRequired':
    case 'supportingDocumentExpired':
    case 'supportingDocumentExpiresBeforeArrival':
      return 'supporting-end';
    case 'privacyPolicyRequired':
      return 'accept-privacy';
    case 'termsRequired':
      return 'accept-terms';
    case 'formValidation':
      return null;
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

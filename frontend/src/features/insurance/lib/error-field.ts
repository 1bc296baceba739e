import type { InsuranceFormErrorCode } from '../machines/insurance-purchase.model';

const PLAN = '[id^="insurance-plan-"]:not(:disabled)';

/**
 * Where focus goes when the form is refused (a selector of the control the error is about): the
 * toast says what is wrong and goes after a few seconds, and a keyboard or screen-reader user is
 * otherwise left on the submit button at the bottom of a long form.
 */
export function insuranceFieldOfError(code: InsuranceFormErrorCode): string {
  switch (code) {
    case 'productRequired':
    case 'planTooShort':
      return PLAN;
    case 'firstNameRequired':
      return '#insurance-firstName';
    case 'lastNameRequired':
      return '#insurance-lastName';
    case 'emailRequired':
    case 'invalidEmail':
      return '#insurance-email';
    case 'phoneRequired':
      return '#insurance-phone';
    case 'passportNumberRequired':
      return '#insurance-passportNumber';
    case 'nationalityRequired':
      return '#insurance-nationality';
    case 'travelDateRequired':
    case 'travelDateInPast':
      return '#insurance-travelDate';
    case 'returnDateRequired':
    case 'invalidDates':
    case 'tripTooLong':
      return '#insurance-returnDate';
    case 'dateOfBirthRequired':
    case 'dateOfBirthInFuture':
      return '#insurance-dateOfBirth';
    case 'parentIdRequired':
      return 'section[aria-labelledby="parent-id-title"] input[type="file"]';
    case 'privacyPolicyRequired':
      return '#insurance-accept-privacy';
    case 'termsRequired':
      return '#insurance-accept-terms';
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

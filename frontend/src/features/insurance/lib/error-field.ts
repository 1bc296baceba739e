import type { InsuranceFormErrorCode } from '../machines/insurance-purchase.model';

const PLAN = '[id^="insurance-plan-"]:not(:disabled)';

/**
 * The id under which a refused form's message is shown and tied to its control (aria-invalid,
 * aria-describedby): the control's own id, or for the plans and the parent ID photos their group's.
 */
export function insuranceErrorFieldId(code: InsuranceFormErrorCode): string {
  switch (code) {
    case 'productRequired':
    case 'planTooShort':
      return 'insurance-plans';
    case 'firstNameRequired':
      return 'insurance-firstName';
    case 'lastNameRequired':
      return 'insurance-lastName';
    case 'emailRequired':
    case 'invalidEmail':
      return 'insurance-email';
    case 'phoneRequired':
      return 'insurance-phone';
    case 'passportNumberRequired':
      return 'insurance-passportNumber';
    case 'nationalityRequired':
      return 'insurance-nationality';
    case 'travelDateRequired':
    case 'travelDateInPast':
    case 'travelDateTooFar':
      return 'insurance-travelDate';
    case 'returnDateRequired':
    case 'invalidDates':
    case 'tripTooLong':
      return 'insurance-returnDate';
    case 'dateOfBirthRequired':
    case 'dateOfBirthInFuture':
    case 'dateOfBirthTooEarly':
      return 'insurance-dateOfBirth';
    case 'parentIdRequired':
      return 'insurance-parent-id';
    case 'privacyPolicyRequired':
      return 'insurance-accept-privacy';
    case 'termsRequired':
      return 'insurance-accept-terms';
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

/**
 * Where focus goes when the form is refused (a selector of the control the error is about): the
 * toast says what is wrong and goes after a few seconds, and a keyboard or screen-reader user is
 * otherwise left on the submit button at the bottom of a long form. For the plans, the first one
 * that can be chosen; for the photos, their file input.
 */
export function insuranceFieldOfError(code: InsuranceFormErrorCode): string {
  const id = insuranceErrorFieldId(code);
  if (id === 'insurance-plans') return PLAN;
  if (id === 'insurance-parent-id') return 'section[aria-labelledby="parent-id-title"] input[type="file"]';
  return `#${id}`;
}

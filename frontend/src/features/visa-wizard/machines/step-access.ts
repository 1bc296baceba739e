import {
  allPrerequisitesConfirmed,
  checkArrivalDate,
  checkPersonalDetails,
  isSupportingDocumentValid,
  type WizardValidationError,
} from '@evisa/contracts';
import { WIZARD_STEPS, availableOptions, eligibilityOf, stepsFor, type WizardFormData, type WizardStep } from './visa-wizard.model';

/**
 * Which steps the answers open (pure, no XState): the browser's Back and Forward, or an address
 * naming a step, may only show a step the traveller could reach with Next Step from the start.
 * The checks are the ones the machine's Next Step makes, so going forward by history never skips one.
 */

export type StepAccessForm = WizardFormData & { today: string };

export function personalDetailsError(form: StepAccessForm): WizardValidationError | null {
  return checkPersonalDetails(form.personal, {
    today: form.today,
    arrivalDate: form.arrivalDate,
    supportingDocument: form.hasSupportingDocument === true ? form.supportingDocument : null,
  });
}

export function processingTypeOffered(form: StepAccessForm): boolean {
  return availableOptions(form, form.today).some((o) => o.value === form.processingType);
}

/** Whether Next Step on `step` goes on (rather than refusing, opening a dialog or leaving for insurance). */
function passes(step: WizardStep, form: StepAccessForm): boolean {
  switch (step) {
    case 'country':
      return !!form.country && !!form.documentType && eligibilityOf(form.country.visaPolicy) === 'eligible';
    case 'supportingDocuments':
      return (
        form.hasSupportingDocument !== null &&
        // "No" for a conditional country leaves for the insurance page: no way on to the arrival step.
        !(form.hasSupportingDocument === false && form.country?.visaPolicy === 'conditional') &&
        isSupportingDocumentValid(form.hasSupportingDocument, form.supportingDocument)
      );
    case 'arrival':
      return checkArrivalDate(form.arrivalDate, form.today) === null && processingTypeOffered(form);
    case 'prerequisites':
      return allPrerequisitesConfirmed(form.prerequisites);
    case 'personalDetails':
      return personalDetailsError(form) === null;
    case 'summary':
      return false;
    default: {
      const unreachable: never = step;
      return unreachable;
    }
  }
}

/** The last step Next Step can reach with these answers: the first whose check fails. */
export function furthestAllowedStep(form: StepAccessForm): WizardStep {
  const steps = stepsFor(form);
  return steps.find((step) => !passes(step, form)) ?? 'summary';
}

/**
 * The step to show when `requested` is asked for: itself when every step before it passes, else
 * the furthest step allowed. A step this variant does not have (the prerequisites of a 5-step
 * application) gives the step before it.
 */
export function allowedStep(form: StepAccessForm, requested: WizardStep): WizardStep {
  const limit = Math.min(WIZARD_STEPS.indexOf(requested), WIZARD_STEPS.indexOf(furthestAllowedStep(form)));
  const steps = stepsFor(form).filter((step) => WIZARD_STEPS.indexOf(step) <= limit);
  return steps[steps.length - 1] ?? 'country';
}

/** The step the traveller sees numbered `number` with these answers; past the last, the last. */
export function stepNumbered(form: StepAccessForm, number: number): WizardStep {
  const steps = stepsFor(form);
  return steps[Math.min(Math.max(number, 1), steps.length) - 1] ?? 'country';
}

/** The number of `step` in "Step N: …" with these answers. */
export function numberOfStep(form: Pick<WizardFormData, 'country' | 'hasSupportingDocument'>, step: WizardStep): number {
  return stepsFor(form).indexOf(step) + 1;
}

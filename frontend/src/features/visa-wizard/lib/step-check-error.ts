import {
  allPrerequisitesConfirmed,
  checkArrivalDate,
  isSupportingDocumentValid,
  type WizardErrorCode,
} from '@evisa/contracts';
import { personalDetailsError, processingTypeOffered, type StepAccessForm } from '../machines/step-access';
import type { WizardStep } from '../machines/visa-wizard.model';

/**
 * The error the step's check (Next Step, or Submit on the summary) would report with these answers,
 * in the machine's order; null when it passes. The page shows a reported error under its field only
 * while this still gives it, so the message goes as soon as the traveller has fixed what it is about.
 * The summary's whole-form check has no field and is left out.
 */
export function stepCheckError(step: WizardStep, form: StepAccessForm): WizardErrorCode | null {
  switch (step) {
    case 'country':
      return !form.country || !form.documentType ? 'countryAndDocumentRequired' : null;
    case 'supportingDocuments':
      if (form.hasSupportingDocument === null) return 'supportingAnswerRequired';
      return isSupportingDocumentValid(form.hasSupportingDocument, form.supportingDocument) ? null : 'supportingDetailsIncomplete';
    case 'arrival':
      const arrival = checkArrivalDate(form.arrivalDate, form.today);
      if (arrival) return arrival.code;
      return processingTypeOffered(form) ? null : 'processingTypeRequired';
    case 'prerequisites':
      return allPrerequisitesConfirmed(form.prerequisites) ? null : 'prerequisitesRequired';
    case 'personalDetails':
      return personalDetailsError(form)?.code ?? null;
    case 'summary':
      if (!form.privacyPolicyAccepted) return 'privacyPolicyRequired';
      return form.termsOfServiceAccepted ? null : 'termsRequired';
    default: {
      const unreachable: never = step;
      return unreachable;
    }
  }
}

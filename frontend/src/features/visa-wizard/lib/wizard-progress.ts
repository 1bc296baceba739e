import type { SnapshotFrom } from 'xstate';
import type { VisaWizardMachine, WizardInput } from '../machines/visa-wizard.machine';
import { wizardFormOf } from '../machines/visa-wizard.machine';
import { EMPTY_FORM, WIZARD_STEPS, type WizardFormData, type WizardStep } from '../machines/visa-wizard.model';

/**
 * Keeps the traveller's progress in session storage so a reload mid-wizard resumes at the same
 * step with the same answers (issue 3). It is kept through the hand-off to the payment page, so
 * Back from it, or "Return to application" after a cancelled payment, brings the traveller to the
 * summary with every answer and the same Idempotency-Key: submitting again answers with the same
 * application and payment instead of a second one. A confirmed payment forgets it
 * (forgetPaidOrder in lib/saved-progress.ts).
 */
import { WIZARD_PROGRESS_KEY, readSavedForm, savedApplicationNumber, writeSavedForm } from '../../../lib/saved-progress';

export { WIZARD_PROGRESS_KEY };
const VERSION = 1;

type WizardSnapshot = SnapshotFrom<VisaWizardMachine>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredProgress {
  version: typeof VERSION;
  step: WizardStep;
  form: WizardFormData;
  idempotencyKey: string | null;
  submissionFingerprint: string | null;
  /** The application the key created, once known: a confirmed payment for it clears the progress. */
  applicationNumber: string | null;
}

export function currentStep(snapshot: WizardSnapshot): WizardStep | null {
  const value = snapshot.value;
  if (typeof value !== 'object' || !('editing' in value)) return null;
  const editing = value.editing;
  const step = typeof editing === 'string' ? editing : Object.keys(editing)[0];
  return WIZARD_STEPS.includes(step as WizardStep) ? (step as WizardStep) : null;
}

/**
 * Saves while editing, and the summary while submitting: the key the submission uses must be saved
 * before its request can reach the server, or a reload then would submit a second application.
 */
export function persistWizardProgress(snapshot: WizardSnapshot, storage: StorageLike): void {
  const step = snapshot.matches('submitting') ? 'summary' : currentStep(snapshot);
  if (!step) return;
  const { idempotencyKey, submissionFingerprint, applicationNumber } = snapshot.context;
  const stored: StoredProgress = {
    version: VERSION,
    step,
    form: wizardFormOf(snapshot.context),
    idempotencyKey,
    submissionFingerprint,
    applicationNumber: applicationNumber ?? savedApplicationNumber(storage, WIZARD_PROGRESS_KEY, idempotencyKey),
  };
  writeSavedForm(storage, WIZARD_PROGRESS_KEY, stored);
}

/** The resume part of the machine input, or undefined when nothing usable is stored. */
export function loadWizardProgress(storage: StorageLike): WizardInput['resume'] {
  const parsed = readSavedForm(storage, WIZARD_PROGRESS_KEY) as Partial<StoredProgress> | null;
  if (!parsed) return undefined;
  if (parsed.version !== VERSION || !parsed.form || !WIZARD_STEPS.includes(parsed.step as WizardStep)) {
    return undefined;
  }
  const form: WizardFormData = {
    ...EMPTY_FORM,
    ...parsed.form,
    supportingDocument: { ...EMPTY_FORM.supportingDocument, ...parsed.form.supportingDocument },
    prerequisites: { ...EMPTY_FORM.prerequisites, ...parsed.form.prerequisites },
    personal: { ...EMPTY_FORM.personal, ...parsed.form.personal },
  };
  // A step beyond the first needs a country; anything else is stale or tampered data.
  const step = form.country ? (parsed.step as WizardStep) : 'country';
  return {
    step,
    form,
    idempotencyKey: typeof parsed.idempotencyKey === 'string' ? parsed.idempotencyKey : null,
    submissionFingerprint: typeof parsed.submissionFingerprint === 'string' ? parsed.submissionFingerprint : null,
  };
}

export function clearWizardProgress(storage: StorageLike): void {
  try {
    storage.removeItem(WIZARD_PROGRESS_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

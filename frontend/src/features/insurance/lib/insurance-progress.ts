import type { SnapshotFrom } from 'xstate';
import { INSURANCE_PROGRESS_KEY, readSavedForm, savedApplicationNumber, writeSavedForm } from '../../../lib/saved-progress';
import { insuranceFormOf, type InsuranceInput, type InsurancePurchaseMachine } from '../machines/insurance-purchase.machine';
import { EMPTY_INSURANCE_FORM, type InsuranceForm } from '../machines/insurance-purchase.model';

/**
 * Keeps what the traveller typed on the insurance page in session storage, as the visa wizard keeps
 * its answers: a reload, Back from the payment page or "Return to Application" after a cancelled
 * payment finds the form as it was, with the Idempotency-Key in use, so paying again pays the same
 * application. The parent ID photos are not kept: identity documents stay out of browser storage
 * and are chosen again. A confirmed payment forgets the rest (forgetPaidOrder).
 */
const VERSION = 1;

type InsuranceSnapshot = SnapshotFrom<InsurancePurchaseMachine>;
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface StoredInsuranceProgress {
  version: typeof VERSION;
  form: Omit<InsuranceForm, 'parentIdPhotos'>;
  idempotencyKey: string | null;
  submissionFingerprint: string | null;
  applicationNumber: string | null;
}

export function persistInsuranceProgress(snapshot: InsuranceSnapshot, storage: StorageLike): void {
  const { idempotencyKey, submissionFingerprint, applicationNumber } = snapshot.context;
  const { parentIdPhotos: _photos, ...form } = insuranceFormOf(snapshot.context);
  const stored: StoredInsuranceProgress = {
    version: VERSION,
    form,
    idempotencyKey,
    submissionFingerprint,
    applicationNumber: applicationNumber ?? savedApplicationNumber(storage, INSURANCE_PROGRESS_KEY, idempotencyKey),
  };
  writeSavedForm(storage, INSURANCE_PROGRESS_KEY, stored);
}

/** The resume part of the machine input, or undefined when nothing usable is stored. */
export function loadInsuranceProgress(storage: StorageLike): InsuranceInput['resume'] {
  const stored = readSavedForm(storage, INSURANCE_PROGRESS_KEY) as Partial<StoredInsuranceProgress> | null;
  if (!stored || stored.version !== VERSION || !stored.form || typeof stored.form !== 'object') return undefined;
  const form: InsuranceForm = { ...EMPTY_INSURANCE_FORM, ...stored.form, parentIdPhotos: [] };
  return {
    form,
    idempotencyKey: typeof stored.idempotencyKey === 'string' ? stored.idempotencyKey : null,
    submissionFingerprint: typeof stored.submissionFingerprint === 'string' ? stored.submissionFingerprint : null,
  };
}

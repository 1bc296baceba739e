/**
 * The session-storage keys under which the application forms keep what the traveller typed (so a
 * reload, or coming back from the payment page, loses nothing), and forgetting a form once the
 * order it created is paid. Kept apart from the forms' code, so the payment result page can use it
 * without loading theirs.
 */
export const WIZARD_PROGRESS_KEY = 'evisa.visaWizard.progress';
export const INSURANCE_PROGRESS_KEY = 'evisa.insurance.progress';

const FORM_KEYS = [WIZARD_PROGRESS_KEY, INSURANCE_PROGRESS_KEY];

type StorageLike = Pick<Storage, 'getItem' | 'removeItem'>;

/** The form saved under `key`, parsed; null when there is none, it is unreadable, or storage refuses. */
export function readSavedForm(storage: Pick<Storage, 'getItem'>, key: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(storage.getItem(key) ?? 'null') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Saves a form under `key`. Storage full or disabled (private mode): the form still works, only without resume. */
export function writeSavedForm(storage: Pick<Storage, 'setItem'>, key: string, form: object): void {
  try {
    storage.setItem(key, JSON.stringify(form));
  } catch {
    // Nothing to do: resume is a convenience.
  }
}

/**
 * The application number saved with the same Idempotency-Key, or null: a resumed form learns its
 * number again only when it submits (the same key, the same number), so it carries the saved one.
 */
export function savedApplicationNumber(storage: Pick<Storage, 'getItem'>, key: string, idempotencyKey: string | null): string | null {
  if (!idempotencyKey) return null;
  const saved = readSavedForm(storage, key);
  return saved?.idempotencyKey === idempotencyKey && typeof saved.applicationNumber === 'string' ? saved.applicationNumber : null;
}

/**
 * A confirmed payment for `orderId` ends that application: its saved form is removed, so the next
 * visit starts a new application instead of showing the paid one's summary. A form saved for
 * another order (or none yet) is left alone.
 */
export function forgetPaidOrder(storage: StorageLike | null, orderId: string): void {
  if (!storage || !orderId) return;
  for (const key of FORM_KEYS) {
    if (readSavedForm(storage, key)?.applicationNumber !== orderId) continue;
    try {
      storage.removeItem(key);
    } catch {
      // Unavailable storage: nothing of ours to forget.
    }
  }
}

/**
 * Which form of this tab made `orderId` ('visa' or 'insurance'), so that "Return to Application"
 * after a cancelled payment goes back to that form; null when neither did (another tab, a link).
 */
export function formOfOrder(storage: Pick<Storage, 'getItem'> | null, orderId: string | undefined): 'visa' | 'insurance' | null {
  if (!storage || !orderId) return null;
  const made = (key: string) => readSavedForm(storage, key)?.applicationNumber === orderId;
  if (made(INSURANCE_PROGRESS_KEY)) return 'insurance';
  if (made(WIZARD_PROGRESS_KEY)) return 'visa';
  return null;
}

/** The tab's session storage, or null where the browser refuses it (some private modes). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

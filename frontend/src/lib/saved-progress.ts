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

/**
 * A confirmed payment for `orderId` ends that application: its saved form is removed, so the next
 * visit starts a new application instead of showing the paid one's summary. A form saved for
 * another order (or none yet) is left alone.
 */
export function forgetPaidOrder(storage: StorageLike | null, orderId: string): void {
  if (!storage || !orderId) return;
  for (const key of FORM_KEYS) {
    try {
      const saved = JSON.parse(storage.getItem(key) ?? 'null') as { applicationNumber?: unknown } | null;
      if (saved?.applicationNumber === orderId) storage.removeItem(key);
    } catch {
      // Unreadable or unavailable storage: nothing of ours to forget.
    }
  }
}

/**
 * Which form of this tab made `orderId` ('visa' or 'insurance'), so that "Return to Application"
 * after a cancelled payment goes back to that form; null when neither did (another tab, a link).
 */
export function formOfOrder(storage: Pick<Storage, 'getItem'> | null, orderId: string | undefined): 'visa' | 'insurance' | null {
  if (!storage || !orderId) return null;
  const made = (key: string) => {
    try {
      return (JSON.parse(storage.getItem(key) ?? 'null') as { applicationNumber?: unknown } | null)?.applicationNumber === orderId;
    } catch {
      return false;
    }
  };
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

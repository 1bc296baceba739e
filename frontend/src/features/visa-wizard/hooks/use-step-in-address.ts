import { useEffect, useRef } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { currentStep } from '../lib/wizard-progress';
import type { VisaWizardMachine } from '../machines/visa-wizard.machine';
import { numberOfStep } from '../machines/step-access';
import type { WizardStep } from '../machines/visa-wizard.model';

type WizardSnapshot = SnapshotFrom<VisaWizardMachine>;

/** The step the page shows: the summary while submitting, the supporting step while leaving for insurance. */
export function shownStep(snapshot: WizardSnapshot): WizardStep {
  return currentStep(snapshot) ?? (snapshot.matches('redirectingToInsurance') ? 'supportingDocuments' : 'summary');
}

/** The number of the shown step in "Step N: …", which is what the address carries. */
export function shownStepNumber(snapshot: WizardSnapshot): number {
  return numberOfStep(snapshot.context, shownStep(snapshot));
}

/** The `?step=` of /application (a step number, validated by its route): the history entry the browser is on. */
export function useAddressedStepNumber(): number | undefined {
  return (useSearch({ strict: false }) as { step?: number }).step;
}

interface WizardActor {
  getSnapshot: () => WizardSnapshot;
  send: (event: { type: 'GO_TO_STEP'; stepNumber: number }) => void;
}

/**
 * Makes every step a history entry (`?step=3`, the number of "Step 3: …"), so the browser's Back on
 * step 3 shows step 2 and Forward returns. The machine stays the judge: a step number the address
 * names is asked for with GO_TO_STEP, and when the machine shows another step (one the answers do
 * not reach yet, or the summary while submitting) the address is corrected in place. A step the
 * traveller moves to with the page's own buttons adds an entry, as a link would; the first visit
 * and a correction replace the current one.
 * `shown` is the number of the step the page shows (the effect reads the machine itself, as an
 * event it sends changes it before the next render).
 */
export function useStepInAddress(actor: WizardActor, shown: number): void {
  const addressed = useAddressedStepNumber();
  const navigate = useNavigate();
  // What the address said at the last sync; `null` before the first one.
  const synced = useRef<number | undefined | null>(null);
  useEffect(() => {
    const first = synced.current === null;
    const addressMoved = !first && addressed !== synced.current;
    synced.current = addressed;
    if (addressMoved && addressed !== undefined && addressed !== shownStepNumber(actor.getSnapshot())) {
      actor.send({ type: 'GO_TO_STEP', stepNumber: addressed });
    }
    const step = shownStepNumber(actor.getSnapshot());
    if (step === addressed) return;
    const correcting = first || addressMoved;
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, step }),
      replace: correcting,
      // A new step starts at its top; a corrected address leaves the page where it is.
      resetScroll: !correcting,
    });
  }, [actor, addressed, shown, navigate]);
}

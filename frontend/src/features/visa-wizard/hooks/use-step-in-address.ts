import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import type { SnapshotFrom } from 'xstate';
import { previousStepMove, stepBelow, stepBelowState } from '../lib/step-history';
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
  send: (event: { type: 'GO_TO_STEP'; stepNumber: number } | { type: 'PREVIOUS' }) => void;
}

/**
 * Makes every step a history entry (`?step=3`, the number of "Step 3: …"), so the browser's Back on
 * step 3 shows step 2 and Forward returns. The machine stays the judge: a step number the address
 * names is asked for with GO_TO_STEP, and when the machine shows another step (one the answers do
 * not reach yet, or the summary while submitting) the address is corrected in place.
 * Next Step adds an entry, marked with the step it left (lib/step-history.ts). The page's Previous
 * (the function returned) never adds one: it goes back in history when the entry below is the step
 * it shows, else it replaces the current entry, so the browser's Back after it never shows a later
 * step than the one Previous left. The first visit and a correction replace the current entry,
 * keeping its mark, as the entry below it stays the same.
 * `shown` is the number of the step the page shows (the effect reads the machine itself, as an
 * event it sends changes it before the next render).
 */
export function useStepInAddress(actor: WizardActor, shown: number): () => void {
  const addressed = useAddressedStepNumber();
  const navigate = useNavigate();
  const router = useRouter();
  const history = router.history;
  // What the address said at the last sync; `null` before the first one.
  const synced = useRef<number | undefined | null>(null);
  // How the address is to follow a Previous the machine has already taken: 'back' while the browser
  // goes back (the page shows the step before the address does), 'replace' until the next sync.
  const previousMove = useRef<'back' | 'replace' | null>(null);
  // Going back, the router scrolls to where the entry was left (the Next Step at the end of a long
  // step), away from the heading that takes the focus: Previous shows the step from its top, as Next Step does.
  const toTopWhenBack = useRef(false);
  useEffect(
    () =>
      router.subscribe('onRendered', () => {
        if (!toTopWhenBack.current) return;
        toTopWhenBack.current = false;
        window.scrollTo({ top: 0, left: 0 });
      }),
    [router],
  );

  useEffect(() => {
    const first = synced.current === null;
    const addressMoved = !first && addressed !== synced.current;
    synced.current = addressed;
    const move = previousMove.current;
    if (move === 'back' && !addressMoved) return;
    previousMove.current = null;
    // The address a Previous went back to is not a request: the machine has moved already.
    if (move !== 'back' && addressMoved && addressed !== undefined && addressed !== shownStepNumber(actor.getSnapshot())) {
      actor.send({ type: 'GO_TO_STEP', stepNumber: addressed });
    }
    const step = shownStepNumber(actor.getSnapshot());
    if (step === addressed) return;
    const below = stepBelow(history.location.state);
    // A second Previous pressed before the browser had gone back for the first: back once more.
    if (move === 'back' && previousStepMove(below, step) === 'back') {
      previousMove.current = 'back';
      toTopWhenBack.current = true;
      history.back();
      return;
    }
    const replace = first || addressMoved || move === 'replace';
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, step }),
      replace,
      state: () => stepBelowState(replace ? below : addressed),
      // A new step starts at its top; a corrected address leaves the page where it is.
      resetScroll: !(first || addressMoved),
    });
  }, [actor, addressed, shown, navigate, history]);

  return useCallback(() => {
    const before = shownStepNumber(actor.getSnapshot());
    actor.send({ type: 'PREVIOUS' });
    const step = shownStepNumber(actor.getSnapshot());
    // Refused, or the browser is still going back for the last Previous: the effect carries on from there.
    if (step === before || previousMove.current === 'back') return;
    previousMove.current = previousStepMove(stepBelow(history.location.state), step);
    if (previousMove.current !== 'back') return;
    toTopWhenBack.current = true;
    history.back();
  }, [actor, history]);
}

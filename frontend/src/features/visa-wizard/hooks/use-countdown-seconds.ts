import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ineligibleCountdownMachine } from '../machines/ineligible-countdown.machine';
import type { VisaWizardActorRef } from './use-visa-wizard';

type CountdownSnapshot = ReturnType<ActorRefFrom<typeof ineligibleCountdownMachine>['getSnapshot']>;

/** What the ineligible alert shows of the countdown: seconds left while it runs, or that it is off. */
export type CountdownView = { secondsLeft: number } | 'off' | null;

function viewOf(snapshot: CountdownSnapshot): CountdownView {
  if (snapshot.matches('counting') || snapshot.matches('redirecting')) return { secondsLeft: snapshot.context.secondsLeft };
  return snapshot.matches('timeLimitOff') ? 'off' : null;
}

const sameView = (a: CountdownView, b: CountdownView) =>
  a === b || (typeof a === 'object' && typeof b === 'object' && a?.secondsLeft === b?.secondsLeft);

/** The ineligible countdown's state for the alert: seconds left before the insurance redirect, 'off' once stayed, else null. */
export function useCountdownSeconds(actorRef: VisaWizardActorRef): CountdownView {
  const countdown = useSelector(actorRef, (s) => s.children.countdown);
  const [view, setView] = useState<CountdownView>(null);
  useEffect(() => {
    if (!countdown) {
      setView(null);
      return undefined;
    }
    const update = (next: CountdownView) => setView((current) => (sameView(current, next) ? current : next));
    update(viewOf(countdown.getSnapshot()));
    const subscription = countdown.subscribe((snapshot) => update(viewOf(snapshot)));
    return () => subscription.unsubscribe();
  }, [countdown]);
  return view;
}

/**
 * A browser that keeps the page in its back/forward cache shows it again, machine and all, when
 * the traveller comes Back from the insurance page: the countdown still "redirecting" at 0 s (or
 * still counting, if they had left it by a link). Like restored progress (see CountdownInput),
 * coming back is on purpose, so the time limit is turned off rather than sending them away again.
 */
export function useStayWhenShownAgain(actorRef: VisaWizardActorRef): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      const countdown = actorRef.getSnapshot().children.countdown?.getSnapshot();
      if (countdown && (countdown.matches('counting') || countdown.matches('redirecting'))) actorRef.send({ type: 'STAY_ON_PAGE' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [actorRef]);
}

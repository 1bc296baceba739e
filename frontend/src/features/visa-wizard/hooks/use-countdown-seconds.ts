import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ineligibleCountdownMachine } from '../machines/ineligible-countdown.machine';
import type { VisaWizardActorRef } from './use-visa-wizard';

type CountdownSnapshot = ReturnType<ActorRefFrom<typeof ineligibleCountdownMachine>['getSnapshot']>;

const secondsOf = (snapshot: CountdownSnapshot) =>
  snapshot.matches('counting') || snapshot.matches('redirecting') ? snapshot.context.secondsLeft : null;

/** Seconds left before the insurance redirect while the ineligible countdown runs, else null. */
export function useCountdownSeconds(actorRef: VisaWizardActorRef): number | null {
  const countdown = useSelector(actorRef, (s) => s.children.countdown);
  const [seconds, setSeconds] = useState<number | null>(null);
  useEffect(() => {
    if (!countdown) {
      setSeconds(null);
      return undefined;
    }
    setSeconds(secondsOf(countdown.getSnapshot()));
    const subscription = countdown.subscribe((snapshot) => setSeconds(secondsOf(snapshot)));
    return () => subscription.unsubscribe();
  }, [countdown]);
  return seconds;
}

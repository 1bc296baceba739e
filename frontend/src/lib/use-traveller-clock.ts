import { useEffect } from 'react';

/** How often an open form page looks whether the traveller's date has moved on (also when it is shown again). */
export const TODAY_CHECK_INTERVAL_MS = 60_000;

/** A form machine that can be told the browser showed its page again from the back/forward cache. */
interface ShownAgainActor {
  send(event: { type: 'SHOWN_AGAIN' }): void;
}

/**
 * Keeps a form page (the visa wizard, the insurance page) in step with the traveller's clock and the
 * browser's history. The date moves on while a page stays open (past midnight, a tab come back to the
 * next day), so `refreshToday` runs every minute, when the tab is shown again and on each pageshow,
 * and the machine judges dates as a page opened now would. Back from the payment page may show the
 * page from the back/forward cache as it was left, mid-submission: the machine then hears SHOWN_AGAIN.
 * `refreshToday` must be stable (a module function): it is an effect dependency.
 */
export function useTravellerClock<A extends ShownAgainActor>(actorRef: A, refreshToday: (actorRef: A) => void): void {
  useEffect(() => {
    const refresh = () => refreshToday(actorRef);
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      refresh();
      if (event.persisted) actorRef.send({ type: 'SHOWN_AGAIN' });
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    const timer = window.setInterval(refresh, TODAY_CHECK_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
      window.clearInterval(timer);
    };
  }, [actorRef, refreshToday]);
}

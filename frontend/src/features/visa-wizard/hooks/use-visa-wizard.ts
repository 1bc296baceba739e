import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { currentLanguage } from '../../../i18n/i18n';
import { createApplication } from '../api/create-application';
import { createPayment } from '../api/create-payment';
import { localToday } from '../../../lib/local-today';
import { loadWizardProgress, persistWizardProgress } from '../lib/wizard-progress';
import {
  visaWizardMachine,
  type CreateApplicationInput,
  type CreateApplicationOutput,
  type CreatePaymentInput,
} from '../machines/visa-wizard.machine';
import type { PaymentResponse } from '../machines/visa-wizard.model';

/** How often an open page looks whether the traveller's date has moved on (also when it is shown again). */
const TODAY_CHECK_INTERVAL_MS = 60_000;

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Full-page navigation (the payment page, the insurance page); tests replace it, as jsdom cannot navigate. */
export const wizardNavigation = { assign: (url: string) => window.location.assign(url) };

/** The browser wiring of the wizard machine: real API calls, full-page navigation and session storage (toasts: use-wizard-toasts). */
export function createBrowserWizardMachine(navigate: (url: string) => void = (url) => wizardNavigation.assign(url)) {
  return visaWizardMachine.provide({
    actions: { redirect: (_, params) => navigate(params.url) },
    actors: {
      createApplication: fromPromise<CreateApplicationOutput, CreateApplicationInput>(({ input }) => createApplication(input)),
      createPayment: fromPromise<PaymentResponse, CreatePaymentInput>(({ input }) => createPayment(input)),
    },
  });
}

/** `addressedStepNumber`: the step number the address names when the page opens (a reload, Back from the payment page). */
export function useVisaWizard(addressedStepNumber?: number) {
  const { i18n } = useTranslation('wizard');
  const [logic] = useState(() => createBrowserWizardMachine());
  const [input] = useState(() => {
    const storage = sessionStore();
    return {
      today: localToday(),
      language: currentLanguage(i18n),
      resume: storage ? loadWizardProgress(storage) : undefined,
      stepNumber: addressedStepNumber,
    };
  });
  const actorRef = useActorRef(logic, { input });

  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return undefined;
    persistWizardProgress(actorRef.getSnapshot(), storage);
    const subscription = actorRef.subscribe((snapshot) => persistWizardProgress(snapshot, storage));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useEffect(() => {
    // The traveller's date moves on while the page stays open (past midnight, a tab come back to the
    // next day): the machine judges dates by it, as a page opened now would.
    const refreshToday = () => {
      const today = localToday();
      if (actorRef.getSnapshot().context.today !== today) actorRef.send({ type: 'SET_TODAY', today });
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') refreshToday();
    };
    // Back from the payment page may show this page from the back/forward cache, as it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      refreshToday();
      if (event.persisted) actorRef.send({ type: 'SHOWN_AGAIN' });
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pageshow', onPageShow);
    const timer = window.setInterval(refreshToday, TODAY_CHECK_INTERVAL_MS);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pageshow', onPageShow);
      window.clearInterval(timer);
    };
  }, [actorRef]);

  const language = currentLanguage(i18n);
  useEffect(() => {
    // The machine starts with the language of its input: telling it again would only re-render the page.
    if (actorRef.getSnapshot().context.language !== language) actorRef.send({ type: 'SET_LANGUAGE', language });
  }, [actorRef, language]);

  return actorRef;
}

export type VisaWizardActorRef = ReturnType<typeof useVisaWizard>;

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { currentLanguage } from '../../../i18n/i18n';
import { createApplication } from '../api/create-application';
import { createPayment } from '../api/create-payment';
import { localToday } from '../../../lib/local-today';
import { sessionStore } from '../../../lib/saved-progress';
import { useTravellerClock } from '../../../lib/use-traveller-clock';
import { loadWizardProgress, persistWizardProgress } from '../lib/wizard-progress';
import {
  visaWizardMachine,
  type CreateApplicationInput,
  type CreateApplicationOutput,
  type CreatePaymentInput,
} from '../machines/visa-wizard.machine';
import type { PaymentResponse } from '../machines/visa-wizard.model';

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

/** Tells the wizard the traveller's date when it has moved on since the machine last heard it. */
function refreshWizardToday(actorRef: Pick<ActorRefFrom<typeof visaWizardMachine>, 'getSnapshot' | 'send'>): void {
  const today = localToday();
  if (actorRef.getSnapshot().context.today !== today) actorRef.send({ type: 'SET_TODAY', today });
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

  useTravellerClock(actorRef, refreshWizardToday);

  const language = currentLanguage(i18n);
  useEffect(() => {
    // The machine starts with the language of its input: telling it again would only re-render the page.
    if (actorRef.getSnapshot().context.language !== language) actorRef.send({ type: 'SET_LANGUAGE', language });
  }, [actorRef, language]);

  return actorRef;
}

export type VisaWizardActorRef = ReturnType<typeof useVisaWizard>;

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { TFunction } from 'i18next';
import { TIMINGS, toIsoDate } from '@evisa/contracts';
import type { ToastInput } from '../../../components/toast/toast-store';
import type { PaymentRetryActorRef } from '../../payment/hooks/use-payment-retry';
import { useToastsWithPaymentRetry } from '../../payment/hooks/use-toasts-with-payment-retry';
import { paymentRetriesUsedText } from '../../payment/lib/retries-used-text';
import { currentLanguage } from '../../../i18n/i18n';
import { localToday } from '../../../lib/local-today';
import { useTravellerClock } from '../../../lib/use-traveller-clock';
import { createPayment } from '../../visa-wizard/api/create-payment';
import { isOrderDatePassed } from '../../payment/lib/order-date-passed';
import { orderDatePassedToast, wizardToast } from '../../visa-wizard/lib/wizard-toasts';
import { submissionFailureText } from '../../visa-wizard/lib/submission-failure-text';
import { INSURANCE_FIELD_LABELS } from '../lib/field-labels';
import type { PaymentResponse } from '../../visa-wizard/machines/visa-wizard.model';
import { sessionStore } from '../../../lib/saved-progress';
import { createInsuranceApplication } from '../api/insurance-api';
import { loadInsuranceProgress, persistInsuranceProgress } from '../lib/insurance-progress';
import {
  insurancePurchaseMachine,
  type CreateInsuranceApplicationInput,
  type CreateInsuranceApplicationOutput,
  type CreateInsurancePaymentInput,
  type InsuranceEmitted,
  type InsuranceEvent,
} from '../machines/insurance-purchase.machine';

/** Full-page navigation to the payment page; a seam for tests (jsdom cannot navigate). */
export const insuranceNavigation = { assign: (url: string) => window.location.assign(url) };

/** The browser wiring of the purchase machine: real API calls and full-page navigation. */
export function createBrowserInsuranceMachine(navigate: (url: string) => void = (url) => insuranceNavigation.assign(url)) {
  return insurancePurchaseMachine.provide({
    actions: { redirect: (_, params) => navigate(params.url) },
    actors: {
      createApplication: fromPromise<CreateInsuranceApplicationOutput, CreateInsuranceApplicationInput>(({ input }) =>
        createInsuranceApplication(input),
      ),
      // The same payment call as the visa wizard: the order id is the insurance application number.
      createPayment: fromPromise<PaymentResponse, CreateInsurancePaymentInput>(({ input }) => createPayment(input)),
    },
  });
}

/**
 * The toast of each event the purchase emits; the payment ones are the visa wizard's (spec section 8).
 * `retryPayment` is the payment retry flow's Retry, so a failure toast's Retry counts toward the 3
 * attempts as the issue screen's does; without it (none left) the toast has no Retry and names the support address.
 */
export function insuranceToast(event: InsuranceEmitted, t: TFunction, send: (event: InsuranceEvent) => void, retryPayment?: () => void): ToastInput {
  switch (event.type) {
    case 'insuranceValidationError':
      return {
        variant: 'destructive',
        title: t(`insurance:errors.${event.code}.title`),
        description: t(`insurance:errors.${event.code}.description`),
      };
    case 'planSuggested':
      return { title: t('insurance:plans.suggestedTitle'), description: t('insurance:plans.suggestedToast') };
    case 'paymentError':
      if (isOrderDatePassed(event.message)) return orderDatePassedToast(t);
      return {
        variant: 'destructive',
        title: t('wizard:toasts.paymentErrorTitle'),
        description: retryPayment ? t('insurance:payment.failed') : paymentRetriesUsedText(t),
        duration: TIMINGS.errorToastMs,
        ...(retryPayment && { action: { label: t('wizard:toasts.retry'), onClick: retryPayment } }),
      };
    case 'applicationError':
      // Spec section 8: the insurance page's generic 'Error' (the wizard's is 'Application Error'), with
      // the wizard's wording of the failure, naming a refused field by this form's labels.
      return {
        variant: 'destructive',
        title: t('insurance:payment.applicationErrorTitle'),
        description: submissionFailureText(event.failure, t, INSURANCE_FIELD_LABELS),
        duration: TIMINGS.errorToastMs,
      };
    default:
      return wizardToast(
        event,
        t,
        (e) => {
          if (e.type === 'CONTINUE_TO_PAYMENT' || e.type === 'RETRY_SUBMISSION') send(e);
        },
        retryPayment,
      );
  }
}

export function useInsurancePurchase() {
  const { i18n } = useTranslation(['wizard', 'insurance']);
  const [logic] = useState(() => createBrowserInsuranceMachine());
  const [input] = useState(() => {
    const storage = sessionStore();
    const now = new Date();
    return { today: localToday(now), utcToday: toIsoDate(now), language: currentLanguage(i18n), resume: storage ? loadInsuranceProgress(storage) : undefined };
  });
  const actorRef = useActorRef(logic, { input });

  useEffect(() => {
    const storage = sessionStore();
    if (!storage) return undefined;
    const subscription = actorRef.subscribe((snapshot) => persistInsuranceProgress(snapshot, storage));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  useTravellerClock(actorRef, refreshInsuranceToday);

  const language = currentLanguage(i18n);
  useEffect(() => {
    if (actorRef.getSnapshot().context.language !== language) actorRef.send({ type: 'SET_LANGUAGE', language });
  }, [actorRef, language]);

  return actorRef;
}

export type InsurancePurchaseActorRef = ReturnType<typeof useInsurancePurchase>;

/**
 * Tells the purchase the clock's dates when they moved on: the traveller's own today and the UTC date
 * (the parent ID photos are judged by the latter, as the server judges them). Called each minute, when
 * the page is shown again, and right before Buy, so the photos sent follow the server's date even when
 * UTC midnight passed since the last check.
 */
export function refreshInsuranceToday(actorRef: Pick<InsurancePurchaseActorRef, 'getSnapshot' | 'send'>, now: Date = new Date()): void {
  const today = localToday(now);
  const utcToday = toIsoDate(now);
  const { context } = actorRef.getSnapshot();
  if (context.today !== today || context.utcToday !== utcToday) actorRef.send({ type: 'SET_TODAY', today, utcToday });
}

/** Shows the purchase's emitted events as toasts; a payment failure's Retry is the page's payment retry flow. */
export function useInsuranceToasts(actorRef: InsurancePurchaseActorRef, paymentRetry: PaymentRetryActorRef): void {
  const { t } = useTranslation(['wizard', 'insurance']);
  useToastsWithPaymentRetry(actorRef, paymentRetry, (event, retryPayment) => insuranceToast(event as InsuranceEmitted, t, (e) => actorRef.send(e), retryPayment));
}

import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { toast, type ToastInput } from '../../../components/toast/toast-store';
import { PAYMENT_NEW_APPLICATION_LINK_ID, PAYMENT_RETRY_BUTTON_ID, type PaymentRetryActorRef } from './use-payment-retry';

/**
 * Shows a page machine's emitted events as toasts (the visa wizard's, the insurance purchase's).
 * `toastOf` gets the payment retry flow's Retry (its RETRY, the same event as the issue screen's Retry
 * Payment), so a failure toast's Retry counts toward the 3 attempts with the 2-second wait instead of
 * resubmitting on its own; once they are used it gets none, and the toast shows no Retry.
 * A toast shown earlier can still offer Retry after the last attempt: pressed then, it moves the focus
 * to the issue screen's Retry Payment, which is described by why it does nothing more and what to do
 * (the toast closes on its action, and the focus would otherwise end up on the toast area); once the
 * server refuses the order for good (its date has passed) it moves the focus to Start a New Application.
 */
export function useToastsWithPaymentRetry(
  actorRef: AnyActorRef,
  paymentRetry: PaymentRetryActorRef,
  toastOf: (event: { type: string }, retryPayment: (() => void) | undefined) => ToastInput,
): void {
  // The latest `toastOf` (it follows the language) without subscribing again on each render.
  const latest = useRef(toastOf);
  latest.current = toastOf;
  useEffect(() => {
    const retry = () => {
      const snapshot = paymentRetry.getSnapshot();
      if (snapshot.matches('exhausted')) document.getElementById(PAYMENT_RETRY_BUTTON_ID)?.focus();
      else if (snapshot.matches('unpayable')) document.getElementById(PAYMENT_NEW_APPLICATION_LINK_ID)?.focus();
      else paymentRetry.send({ type: 'RETRY' });
    };
    const subscription = actorRef.on('*', (event: { type: string }) => {
      const snapshot = paymentRetry.getSnapshot();
      const retryLeft = !snapshot.matches('exhausted') && !snapshot.matches('unpayable');
      void toast(latest.current(event, retryLeft ? retry : undefined));
    });
    return () => subscription.unsubscribe();
  }, [actorRef, paymentRetry]);
}

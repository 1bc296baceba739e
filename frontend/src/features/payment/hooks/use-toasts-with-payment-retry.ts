import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import { toast, type ToastInput } from '../../../components/toast/toast-store';
import type { PaymentRetryActorRef } from './use-payment-retry';

/**
 * Shows a page machine's emitted events as toasts (the visa wizard's, the insurance purchase's).
 * `toastOf` gets the payment retry flow's Retry (its RETRY, the same event as the issue screen's Retry
 * Payment), so a failure toast's Retry counts toward the 3 attempts with the 2-second wait instead of
 * resubmitting on its own; once they are used it gets none, and the toast shows no Retry.
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
    const subscription = actorRef.on('*', (event: { type: string }) => {
      const retryLeft = !paymentRetry.getSnapshot().matches('exhausted');
      void toast(latest.current(event, retryLeft ? () => paymentRetry.send({ type: 'RETRY' }) : undefined));
    });
    return () => subscription.unsubscribe();
  }, [actorRef, paymentRetry]);
}

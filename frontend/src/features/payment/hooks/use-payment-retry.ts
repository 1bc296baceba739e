import { useEffect, useRef, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { paymentRetryMachine } from '../machines/payment-retry.machine';

export interface UsePaymentRetryOptions {
  paymentUrl: string | null;
  orderId: string;
  /** Called when the payment page cannot be opened, e.g. to create the payment again. */
  onRetry: () => void;
}

/** Opens the page in a new tab; `null` tells the machine the pop-up was blocked. */
function openInNewTab(url: string): Window | null {
  const opened = window.open(url, '_blank');
  // Not 'noopener' in the features: that makes window.open return null even when the tab opened.
  if (opened) opened.opener = null;
  return opened;
}

/**
 * One retry flow per page, kept alive across re-renders so the counter survives the wizard
 * resubmitting; a different order id starts a new count.
 */
export function usePaymentRetry({ paymentUrl, orderId, onRetry }: UsePaymentRetryOptions) {
  const onRetryRef = useRef(onRetry);
  useEffect(() => {
    onRetryRef.current = onRetry;
  }, [onRetry]);

  const [input] = useState(() => ({
    paymentUrl,
    orderId,
    openWindow: openInNewTab,
    navigate: (url: string) => window.location.assign(url),
    onRetry: () => onRetryRef.current(),
  }));
  const actorRef = useActorRef(paymentRetryMachine, { input });

  useEffect(() => {
    // While a resubmission runs the order id is briefly unknown; keep counting for the last order.
    if (!orderId) return;
    const { context } = actorRef.getSnapshot();
    if (context.paymentUrl !== paymentUrl || context.orderId !== orderId) {
      actorRef.send({ type: 'SET_PAYMENT', paymentUrl, orderId });
    }
  }, [actorRef, paymentUrl, orderId]);

  return actorRef;
}

export type PaymentRetryActorRef = ReturnType<typeof usePaymentRetry>;

/**
 * The issue screen's Retry Payment (here rather than in the lazily loaded screen, so the toasts can
 * name it): a toast's Retry pressed after the last attempt brings the focus to it.
 */
export const PAYMENT_RETRY_BUTTON_ID = 'payment-retry-button';

/**
 * The issue screen's Start a New Application, in place of Retry Payment for an order the server
 * refuses for good (its date has passed): an earlier toast's Retry pressed then brings the focus to it.
 */
export const PAYMENT_NEW_APPLICATION_LINK_ID = 'payment-new-application';

export interface PaymentRetryView {
  attempts: number;
  orderId: string;
  paymentUrl: string | null;
  /** 'Retrying...': waiting the 2 seconds or opening the page. */
  retrying: boolean;
  /** All retries used: Retry Payment does nothing (it stays focusable, aria-disabled). */
  exhausted: boolean;
  /** The last retry could not open a payment page and asked the owner to resubmit. */
  retryRequested: boolean;
  /** The server refuses this order for good (its arrival or travel date has passed): no retry is offered. */
  unpayable: boolean;
}

const sameView = (a: PaymentRetryView, b: PaymentRetryView) =>
  a.attempts === b.attempts &&
  a.orderId === b.orderId &&
  a.paymentUrl === b.paymentUrl &&
  a.retrying === b.retrying &&
  a.exhausted === b.exhausted &&
  a.retryRequested === b.retryRequested &&
  a.unpayable === b.unpayable;

export function usePaymentRetryView(actorRef: PaymentRetryActorRef): PaymentRetryView {
  return useSelector(
    actorRef,
    (s) => ({
      attempts: s.context.attempts,
      orderId: s.context.orderId,
      paymentUrl: s.context.paymentUrl,
      retrying: s.matches('retrying') || s.matches('opening'),
      exhausted: s.matches('exhausted'),
      retryRequested: s.context.lastOutcome === 'retryRequested',
      unpayable: s.matches('unpayable'),
    }),
    sameView,
  );
}

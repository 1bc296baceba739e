import { useCallback, useLayoutEffect } from 'react';
import { isOrderDatePassed } from '../lib/order-date-passed';
import type { SubmissionContext, SubmissionEvent } from '../machines/submission-phase';
import { usePaymentRetry, usePaymentRetryView } from './use-payment-retry';

/** The actor of a machine with the shared submission phase (the visa wizard, the insurance purchase). */
export interface SubmissionActorRef {
  getSnapshot: () => { matches: (state: 'submitting') => boolean };
  send: (event: SubmissionEvent) => void;
}

/**
 * The payment retry flow of a page whose machine has the shared submission phase (spec section 4):
 * a payment that could not be created, or a payment page the browser did not reach, goes to the
 * payment issue screen (at most 3 retries, 2 s apart). A retry resubmits with the same
 * Idempotency-Key, or, while the payment page is ready, continues to it.
 */
export function useSubmissionPaymentRetry(
  actorRef: SubmissionActorRef,
  context: Pick<SubmissionContext, 'paymentUrl' | 'applicationNumber' | 'submissionError'>,
  /** The page machine is in its submission phase. */
  submitting: boolean,
) {
  const onRetry = useCallback(() => {
    actorRef.send(actorRef.getSnapshot().matches('submitting') ? { type: 'CONTINUE_TO_PAYMENT' } : { type: 'RETRY_SUBMISSION' });
  }, [actorRef]);
  const retry = usePaymentRetry({ paymentUrl: context.paymentUrl, orderId: context.applicationNumber ?? '', onRetry });
  const view = usePaymentRetryView(retry);
  const paymentFailed = context.submissionError?.kind === 'payment' && !!context.applicationNumber;
  // The server refused the payment because the order's date has passed: no retry can succeed. Told
  // before the screen is painted (a layout effect), so it never shows Retry Payment for that order.
  const unpayableOrder =
    paymentFailed && context.submissionError?.kind === 'payment' && isOrderDatePassed(context.submissionError.message)
      ? context.applicationNumber
      : null;
  useLayoutEffect(() => {
    if (unpayableOrder) retry.send({ type: 'ORDER_UNPAYABLE', orderId: unpayableOrder });
  }, [retry, unpayableOrder]);
  // A retry's resubmission clears the error and the order number until the server answers; hiding
  // the screen meanwhile would remove the focused Retry Payment button and drop the focus to the page's start.
  const resubmitting = submitting && !context.paymentUrl && view.retryRequested && !!view.orderId;
  return {
    retry,
    /** The payment failed, or a retry (its wait or its resubmission) is under way: show the payment issue screen. */
    showIssue: paymentFailed || (view.retrying && !!view.orderId) || resubmitting,
    /** A retry's resubmission is waiting for the server: Retry Payment stays busy ('Retrying...'). */
    resubmitting,
  };
}

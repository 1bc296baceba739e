import { isPaymentCompleted } from '@evisa/contracts';
import { ApiError } from '../../../lib/api/api-client';
import type { PaymentConfirmation } from '../../payment/api/confirm-simulated-payment';

/** Query parameters of the result pages (spec section 2): payment, transaction, order, test, and the provider's payload. */
export interface PaymentResultSearch {
  payment?: string;
  transaction?: string;
  order?: string;
  /** A flag: any value (the router parses `test=true` as a boolean) means test mode. */
  test?: string | boolean | number;
  payload?: string;
}

/**
 * What the result page shows. 'success' only ever comes from the server: a confirmed signed result,
 * or the application's paymentStatus; the address alone can show at most "not confirmed yet".
 */
export type PaymentResultView =
  | { kind: 'checking' }
  | { kind: 'success'; test: boolean; transactionId: string | null }
  | { kind: 'cancelled' }
  | { kind: 'awaiting' }
  | { kind: 'failed' }
  | { kind: 'refused' }
  | { kind: 'unavailable' }
  | { kind: 'noDetails' };

export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data?: T;
  error?: unknown;
}

function fromError(error: unknown): PaymentResultView {
  // 4xx: the server looked and said no (forged, altered or unknown); anything else: we could not ask.
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? { kind: 'refused' } : { kind: 'unavailable' };
}

export function paymentResultView(
  search: PaymentResultSearch,
  { cancelRoute, confirmation, application }: {
    /** The page was reached at /payment-cancel or /payment/cancel. */
    cancelRoute: boolean;
    /** POST /api/payment/simulated/confirm with `payload`; absent without a payload. */
    confirmation?: QueryState<PaymentConfirmation>;
    /** The order's status (visa, else insurance application); absent when there is a payload or no order. */
    application?: QueryState<{ paymentStatus: string }>;
  },
): PaymentResultView {
  const test = search.test !== undefined && search.test !== false;
  const cancelled = cancelRoute || search.payment === 'cancelled';

  if (confirmation) {
    if (confirmation.status === 'pending') return { kind: 'checking' };
    if (confirmation.status === 'error' || !confirmation.data) return fromError(confirmation.error);
    switch (confirmation.data.status) {
      case 'completed':
        return { kind: 'success', test, transactionId: confirmation.data.transactionId ?? search.transaction ?? null };
      case 'cancelled':
        return { kind: 'cancelled' };
      case 'failed':
        return { kind: 'failed' };
      case 'pending':
        return { kind: 'awaiting' };
      default:
        return { kind: 'refused' };
    }
  }

  // A cancellation needs no proof: showing it never marks anything paid.
  if (cancelled) return { kind: 'cancelled' };
  if (!search.order || !application) return { kind: 'noDetails' };
  if (application.status === 'pending') return { kind: 'checking' };
  if (application.status === 'error' || !application.data) {
    return application.error instanceof ApiError && application.error.status === 404 ? { kind: 'noDetails' } : { kind: 'unavailable' };
  }
  const { paymentStatus } = application.data;
  if (isPaymentCompleted(paymentStatus)) return { kind: 'success', test, transactionId: search.transaction ?? null };
  if (paymentStatus === 'failed') return { kind: 'failed' };
  return { kind: 'awaiting' };
}

/** The spec's success toast needs payment=success, a transaction and an order; the cancel toast needs only the cancel. */
export function resultToast(view: PaymentResultView, search: PaymentResultSearch): 'success' | 'cancelled' | null {
  if (view.kind === 'success' && search.payment === 'success' && search.transaction && search.order) return 'success';
  if (view.kind === 'cancelled') return 'cancelled';
  return null;
}

/** How often, and for how long after the page opened, an unconfirmed payment is asked about again. */
export const AWAITING_POLL_MS = 3_000;
export const AWAITING_POLL_FOR_MS = 5 * 60_000;

/**
 * The refetch interval of the order's status: a Stripe return carries no result, and the browser
 * usually arrives a moment before the provider's webhook, so the page would say "not confirmed yet"
 * until the traveller reloaded it. While the payment is neither completed nor failed, and for a few
 * minutes only (a payment left open should not be asked about forever), it asks again.
 */
export function awaitingPaymentPoll(paymentStatus: string | undefined, now: number, pollUntil: number): number | false {
  if (paymentStatus === undefined || isPaymentCompleted(paymentStatus) || paymentStatus === 'failed') return false;
  return now < pollUntil ? AWAITING_POLL_MS : false;
}

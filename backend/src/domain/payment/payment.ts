import type { PaymentDisputeStatus } from '@evisa/contracts';
import type { PaymentEvent, PaymentProviderName } from '@evisa/contracts/events';

/** 'completed' stays after a partial refund; 'refunded' is a payment returned in full. */
export type PaymentStatus = 'none' | 'created' | 'redirected' | 'completed' | 'cancelled' | 'failed' | 'refunded';

export interface PaymentState {
  readonly status: PaymentStatus;
  readonly attempt: number;
  readonly amountCents: number;
  readonly provider: PaymentProviderName | null;
  readonly providerSessionId: string | null;
  readonly paymentUrl: string | null;
  /** When the traveller was sent to the open checkout (null until then). */
  readonly redirectedAt: string | null;
  /** Provider transactions already recorded: a repeat of one changes nothing. */
  readonly transactionIds: readonly string[];
  /** Cumulative cents the provider has refunded of the completed payment. */
  readonly refundedCents: number;
  /** Each chargeback by the provider's dispute id, with its latest status. */
  readonly disputes: Readonly<Record<string, PaymentDisputeStatus>>;
}

export const initialPaymentState: PaymentState = {
  status: 'none',
  attempt: 0,
  amountCents: 0,
  provider: null,
  providerSessionId: null,
  paymentUrl: null,
  redirectedAt: null,
  transactionIds: [],
  refundedCents: 0,
  disputes: {},
};

export function evolvePayment(state: PaymentState, event: PaymentEvent): PaymentState {
  switch (event.type) {
    case 'PaymentCreated':
      return {
        ...state,
        status: 'created',
        attempt: event.data.attempt,
        amountCents: event.data.amountCents,
        provider: event.data.provider,
        providerSessionId: null,
        paymentUrl: null,
        redirectedAt: null,
      };
    case 'PaymentRedirected':
      return { ...state, status: 'redirected', providerSessionId: event.data.providerSessionId, paymentUrl: event.data.paymentUrl, redirectedAt: event.data.redirectedAt };
    case 'PaymentCompleted':
      return { ...state, status: 'completed', transactionIds: [...state.transactionIds, event.data.providerTransactionId] };
    case 'PaymentCancelled':
      return {
        ...state,
        status: 'cancelled',
        transactionIds: event.data.providerTransactionId ? [...state.transactionIds, event.data.providerTransactionId] : state.transactionIds,
      };
    case 'PaymentFailed':
      return { ...state, status: 'failed' };
    case 'PaymentRefunded':
      return { ...state, status: event.data.fullyRefunded ? 'refunded' : state.status, refundedCents: event.data.refundedCents };
    case 'PaymentDisputed':
      return { ...state, disputes: { ...state.disputes, [event.data.disputeId]: event.data.status } };
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

export type PublicPaymentStatus = 'pending' | 'completed' | 'failed' | 'refunded';

/** Paid, whatever happened to the money since: the payment completed and may have been refunded. */
export function wasPaid(status: PaymentStatus): boolean {
  return status === 'completed' || status === 'refunded';
}

/**
 * What the payment's chargebacks mean for staff: any open one makes it open, else any lost one makes
 * it lost, else won; null when there was none. (Stripe allows one dispute per charge; this stays
 * right if there ever are more.)
 */
export function disputeStatusOf(state: Pick<PaymentState, 'disputes'>): PaymentDisputeStatus | null {
  const statuses = Object.values(state.disputes);
  if (statuses.length === 0) return null;
  if (statuses.includes('open')) return 'open';
  return statuses.includes('lost') ? 'lost' : 'won';
}

/** The payment status the API shows (spec section 4): open is pending, cancelled counts as failed. */
export function publicPaymentStatus(status: PaymentStatus): PublicPaymentStatus {
  if (status === 'completed' || status === 'refunded') return status;
  if (status === 'cancelled' || status === 'failed') return 'failed';
  return 'pending';
}

const STATUS_AFTER: Record<string, PaymentStatus | undefined> = {
  PaymentCreated: 'created',
  PaymentCompleted: 'completed',
  PaymentCancelled: 'cancelled',
  PaymentFailed: 'failed',
};

/** The public payment status an event leads to, for read models; null for events that do not change it. */
export function publicPaymentStatusAfter(eventType: string): PublicPaymentStatus | null {
  const status = STATUS_AFTER[eventType];
  return status ? publicPaymentStatus(status) : null;
}

/** One payment stream per order: paying twice for one application is impossible by construction. */
export const paymentStreamId = (orderId: string) => `payment-${orderId}`;

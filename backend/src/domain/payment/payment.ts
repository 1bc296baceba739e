import type { PaymentEvent, PaymentProviderName } from '@evisa/contracts/events';

export type PaymentStatus = 'none' | 'created' | 'redirected' | 'completed' | 'cancelled' | 'failed';

export interface PaymentState {
  readonly status: PaymentStatus;
  readonly attempt: number;
  readonly amountCents: number;
  readonly provider: PaymentProviderName | null;
  readonly providerSessionId: string | null;
  readonly paymentUrl: string | null;
  /** Provider transactions already recorded: a repeat of one changes nothing. */
  readonly transactionIds: readonly string[];
}

export const initialPaymentState: PaymentState = {
  status: 'none',
  attempt: 0,
  amountCents: 0,
  provider: null,
  providerSessionId: null,
  paymentUrl: null,
  transactionIds: [],
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
      };
    case 'PaymentRedirected':
      return { ...state, status: 'redirected', providerSessionId: event.data.providerSessionId, paymentUrl: event.data.paymentUrl };
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
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

export type PublicPaymentStatus = 'pending' | 'completed' | 'failed';

/** The payment status the API shows (spec section 4): open is pending, cancelled counts as failed. */
export function publicPaymentStatus(status: PaymentStatus): PublicPaymentStatus {
  if (status === 'completed') return 'completed';
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

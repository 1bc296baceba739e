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
      const unexpected: never = event;
      return unexpected;
    }
  }
}

/** One payment stream per order: paying twice for one application is impossible by construction. */
export const paymentStreamId = (orderId: string) => `payment-${orderId}`;

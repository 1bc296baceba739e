import type {
  OrderKind,
  PaymentCancelled,
  PaymentCompleted,
  PaymentCreated,
  PaymentCustomerPii,
  PaymentFailed,
  PaymentProviderName,
  PaymentRedirected,
} from '@evisa/contracts/events';
import { DomainError, invalid } from '../shared/domain-error.js';
import type { PaymentState } from './payment.js';

export interface StartPayment {
  readonly orderId: string;
  readonly orderKind: OrderKind;
  /** The order's total as the server computed it when the application was submitted. */
  readonly orderTotalCents: number;
  /** What the browser said; it must agree, but it never sets the amount. */
  readonly requestedAmountCents: number;
  readonly description: string;
  readonly customer: PaymentCustomerPii;
  readonly provider: PaymentProviderName;
  readonly language: string;
  readonly now: string;
}

/**
 * Starting a payment: a new attempt when there is none or the last one was cancelled or failed;
 * nothing when one is already open (the caller returns its URL); refused once the order is paid.
 */
export function decideStartPayment(command: StartPayment, state: PaymentState): PaymentCreated[] {
  if (command.requestedAmountCents !== command.orderTotalCents) {
    throw invalid('The payment amount does not match the order total', { amount: [`Expected ${(command.orderTotalCents / 100).toFixed(2)}`] });
  }
  if (state.status === 'completed') throw new DomainError('conflict', 'This order has already been paid');
  if (state.status === 'created' || state.status === 'redirected') return [];
  return [
    {
      type: 'PaymentCreated',
      data: {
        orderId: command.orderId,
        orderKind: command.orderKind,
        attempt: state.attempt + 1,
        amountCents: command.orderTotalCents,
        currency: 'USD',
        description: command.description,
        provider: command.provider,
        language: command.language,
        createdAt: command.now,
        pii: command.customer,
      },
    },
  ];
}

export function decideRecordRedirect(
  command: { orderId: string; providerSessionId: string; paymentUrl: string; now: string },
  state: PaymentState,
): PaymentRedirected[] {
  if (state.status !== 'created') return [];
  return [
    {
      type: 'PaymentRedirected',
      data: { orderId: command.orderId, attempt: state.attempt, providerSessionId: command.providerSessionId, paymentUrl: command.paymentUrl, redirectedAt: command.now },
    },
  ];
}

export function decideRecordProviderFailure(command: { orderId: string; reason: string; now: string }, state: PaymentState): PaymentFailed[] {
  if (state.status !== 'created') return [];
  return [{ type: 'PaymentFailed', data: { orderId: command.orderId, attempt: state.attempt, reason: command.reason, failedAt: command.now } }];
}

export interface ProviderOutcome {
  readonly orderId: string;
  readonly providerTransactionId: string;
  readonly amountCents: number;
  readonly now: string;
}

/** A verified provider result. Repeats of a recorded transaction, and results after the order is paid, change nothing. */
export function decideCompletePayment(command: ProviderOutcome & { cardLast4: string | null }, state: PaymentState): PaymentCompleted[] {
  if (state.transactionIds.includes(command.providerTransactionId) || state.status === 'completed') return [];
  if (state.status !== 'redirected') throw new DomainError('conflict', 'No open payment for this order');
  if (command.amountCents !== state.amountCents) throw invalid('The paid amount does not match the payment');
  return [
    {
      type: 'PaymentCompleted',
      data: {
        orderId: command.orderId,
        attempt: state.attempt,
        providerTransactionId: command.providerTransactionId,
        amountCents: command.amountCents,
        currency: 'USD',
        cardLast4: command.cardLast4,
        completedAt: command.now,
      },
    },
  ];
}

export function decideCancelPayment(command: Omit<ProviderOutcome, 'amountCents'> & { reason: string }, state: PaymentState): PaymentCancelled[] {
  if (state.transactionIds.includes(command.providerTransactionId)) return [];
  if (state.status !== 'redirected' && state.status !== 'created') return [];
  return [
    {
      type: 'PaymentCancelled',
      data: { orderId: command.orderId, attempt: state.attempt, providerTransactionId: command.providerTransactionId, reason: command.reason, cancelledAt: command.now },
    },
  ];
}

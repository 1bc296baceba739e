import type {
  OrderKind,
  PaymentCancelled,
  PaymentCompleted,
  PaymentCreated,
  PaymentCustomerPii,
  PaymentDisputed,
  PaymentFailed,
  PaymentProviderName,
  PaymentRedirected,
  PaymentRefunded,
} from '@evisa/contracts/events';
import { daysBetween, MESSAGES, type PaymentDisputeStatus } from '@evisa/contracts';
import { DomainError, invalid } from '../shared/domain-error.js';
import { wasPaid, type PaymentState } from './payment.js';

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
  /** The order's arrival (visa) or travel (insurance) date, YYYY-MM-DD, from its submitted event. */
  readonly orderStartsOn: string;
  /** Today (UTC, YYYY-MM-DD) and the current instant. */
  readonly today: string;
  readonly now: string;
}

/**
 * Starting a payment: a new attempt when there is none or the last one was cancelled or failed;
 * nothing when one is already open (the caller returns its URL); refused once the order is paid,
 * and for an unpaid order whose arrival or travel date has passed (payable through that day itself,
 * wherever the traveller is).
 */
export function decideStartPayment(command: StartPayment, state: PaymentState): PaymentCreated[] {
  if (command.requestedAmountCents !== command.orderTotalCents) {
    throw invalid('The payment amount does not match the order total', { amount: [`Expected ${(command.orderTotalCents / 100).toFixed(2)}`] });
  }
  if (wasPaid(state.status)) throw new DomainError('conflict', 'This order has already been paid');
  // `today` is the UTC date, which runs up to a day ahead of the traveller's own (west of UTC): the
  // arrival day is over everywhere only once the UTC date is two days past it.
  if (daysBetween(command.today, command.orderStartsOn) < -1) throw new DomainError('conflict', MESSAGES.orderDatePassed);
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
  if (state.transactionIds.includes(command.providerTransactionId) || wasPaid(state.status)) return [];
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

/** The provider's word that money of the payment went back: `refundedCents` is its cumulative total so far. */
export interface RecordRefund {
  readonly orderId: string;
  readonly providerTransactionId: string;
  readonly refundedCents: number;
  /** The provider says the charge is refunded in full. */
  readonly fullyRefunded: boolean;
  readonly now: string;
}

/**
 * A refund is recorded only against a completed payment, and only when the cumulative amount grows:
 * the provider redelivers notices and may send them out of order, so a repeat or an older, smaller
 * total appends nothing. Before the completion is recorded it is refused (the provider retries later).
 */
export function decideRecordRefund(command: RecordRefund, state: PaymentState): PaymentRefunded[] {
  if (!wasPaid(state.status)) throw new DomainError('conflict', 'No completed payment to refund');
  if (!Number.isInteger(command.refundedCents) || command.refundedCents <= state.refundedCents) return [];
  const fullyRefunded = command.fullyRefunded || command.refundedCents >= state.amountCents;
  return [
    {
      type: 'PaymentRefunded',
      data: {
        orderId: command.orderId,
        providerTransactionId: command.providerTransactionId,
        refundedCents: command.refundedCents,
        increaseCents: command.refundedCents - state.refundedCents,
        fullyRefunded,
        refundedAt: command.now,
      },
    },
  ];
}

/** The provider's word on a chargeback: opened, or closed as won or lost. */
export interface RecordDispute {
  readonly orderId: string;
  readonly providerTransactionId: string;
  readonly disputeId: string;
  readonly amountCents: number;
  readonly reason: string;
  readonly status: PaymentDisputeStatus;
  /** When evidence must be in at the provider, if it said. */
  readonly evidenceDueBy: string | null;
  readonly now: string;
}

/**
 * A dispute is recorded when it opens and when it closes, once each: a redelivery changes nothing, and
 * an opening notice arriving after the closing one is stale (a closed dispute never reopens).
 */
export function decideRecordDispute(command: RecordDispute, state: PaymentState): PaymentDisputed[] {
  if (!wasPaid(state.status)) throw new DomainError('conflict', 'No completed payment to dispute');
  const known = state.disputes[command.disputeId];
  if (known === command.status || (known !== undefined && known !== 'open')) return [];
  return [
    {
      type: 'PaymentDisputed',
      data: {
        orderId: command.orderId,
        providerTransactionId: command.providerTransactionId,
        disputeId: command.disputeId,
        amountCents: command.amountCents,
        reason: command.reason,
        status: command.status,
        at: command.now,
        evidenceDueBy: command.evidenceDueBy,
      },
    },
  ];
}

import type { PaymentDisputeStatus } from '@evisa/contracts';
import type Stripe from 'stripe';
import type { CheckoutOutcome } from '../providers/payment-provider.port.js';

/**
 * What a verified Stripe event means for our payments: a provider result, a refund or a dispute to
 * record, or nothing. Refunds and disputes name the order when the charge carries our metadata
 * (`orderId: null` otherwise: the caller finds the order by the PaymentIntent it recorded).
 */
export type StripeEventMeaning =
  | {
      readonly kind: 'result';
      readonly orderId: string;
      readonly outcome: 'completed' | 'cancelled';
      readonly providerTransactionId: string;
      readonly amountCents: number;
      readonly providerSessionId: string;
      readonly reason?: string;
    }
  | {
      readonly kind: 'refund';
      readonly orderId: string | null;
      readonly providerTransactionId: string;
      /** Cumulative cents refunded of the charge so far. */
      readonly refundedCents: number;
      readonly fullyRefunded: boolean;
    }
  | {
      readonly kind: 'dispute';
      readonly orderId: string | null;
      readonly providerTransactionId: string;
      readonly disputeId: string;
      readonly amountCents: number;
      readonly reason: string;
      readonly status: PaymentDisputeStatus;
      /** When evidence must be in at Stripe (ISO), if Stripe says. */
      readonly evidenceDueBy: string | null;
    }
  | { readonly kind: 'ignored'; readonly reason: string };

const ignored = (reason: string): StripeEventMeaning => ({ kind: 'ignored', reason });

/**
 * Pure mapping of Checkout Session events. The order comes from the metadata we set (or the
 * client reference); the transaction id is the PaymentIntent, so a webhook redelivered or sent for
 * both `completed` and `async_payment_succeeded` is recorded once.
 */
export function interpretStripeEvent(event: Pick<Stripe.Event, 'type' | 'data'>): StripeEventMeaning {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object as Stripe.Checkout.Session;
      // `unpaid` is a delayed method still settling: its async_payment_succeeded event follows.
      if (session.payment_status !== 'paid') return ignored(`payment status ${session.payment_status}`);
      const orderId = orderOf(session);
      if (!orderId) return ignored('no order reference');
      if (session.amount_total == null) return ignored('no amount');
      // Only a payment known to be in dollars pays a dollar order: a session that names no currency does not.
      if (session.currency?.toLowerCase() !== 'usd') return ignored(`currency ${session.currency ?? 'missing'}`);
      return {
        kind: 'result',
        orderId,
        outcome: 'completed',
        providerTransactionId: paymentIntentOf(session) ?? session.id,
        amountCents: session.amount_total,
        providerSessionId: session.id,
      };
    }
    case 'checkout.session.expired':
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object as Stripe.Checkout.Session;
      const orderId = orderOf(session);
      if (!orderId) return ignored('no order reference');
      return {
        kind: 'result',
        orderId,
        outcome: 'cancelled',
        providerTransactionId: paymentIntentOf(session) ?? session.id,
        amountCents: session.amount_total ?? 0,
        providerSessionId: session.id,
        reason: event.type === 'checkout.session.expired' ? 'expired' : 'payment failed',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object as Stripe.Charge;
      if (charge.currency && charge.currency.toLowerCase() !== 'usd') return ignored(`currency ${charge.currency}`);
      const providerTransactionId = idOf(charge.payment_intent) ?? charge.id;
      return {
        kind: 'refund',
        orderId: orderIdIn(charge.metadata),
        providerTransactionId,
        refundedCents: charge.amount_refunded,
        fullyRefunded: charge.refunded === true || (charge.amount > 0 && charge.amount_refunded >= charge.amount),
      };
    }
    case 'charge.dispute.created':
    case 'charge.dispute.closed': {
      const dispute = event.data.object as Stripe.Dispute;
      // A dispute carries its own (empty) metadata; the order is on the charge when Stripe expanded it.
      const charge = typeof dispute.charge === 'object' && dispute.charge !== null ? dispute.charge : null;
      const providerTransactionId = idOf(dispute.payment_intent) ?? idOf(charge?.payment_intent ?? null) ?? idOf(dispute.charge);
      if (!providerTransactionId) return ignored('dispute without charge');
      return {
        kind: 'dispute',
        orderId: orderIdIn(charge?.metadata) ?? orderIdIn(dispute.metadata),
        providerTransactionId,
        disputeId: dispute.id,
        amountCents: dispute.amount,
        reason: dispute.reason,
        status: event.type === 'charge.dispute.created' ? 'open' : closedDisputeStatus(dispute.status),
        evidenceDueBy: isoFromUnix(dispute.evidence_details?.due_by),
      };
    }
    default:
      return ignored(`event type ${event.type}`);
  }
}

/**
 * A Checkout Session looked up at Stripe, read exactly as the webhook Stripe sends when it reaches
 * that state would be: complete and paid as `checkout.session.completed`, expired as
 * `checkout.session.expired`; anything else (open, or paid by a method still settling) is open.
 */
export function outcomeOfCheckoutSession(session: Pick<Stripe.Checkout.Session, 'status'>): CheckoutOutcome {
  const type = session.status === 'complete' ? 'checkout.session.completed' : session.status === 'expired' ? 'checkout.session.expired' : null;
  if (!type) return { kind: 'open' };
  const meaning = interpretStripeEvent({ type, data: { object: session as Stripe.Checkout.Session } });
  if (meaning.kind !== 'result') return { kind: 'open' };
  const { orderId, outcome, providerTransactionId, amountCents, reason } = meaning;
  return { kind: outcome, orderId, providerTransactionId, amountCents, ...(reason ? { reason } : {}) };
}

/** 'lost': the bank returned the money. 'won', or an inquiry closed without a chargeback ('warning_closed'): we keep it. */
function closedDisputeStatus(status: Stripe.Dispute.Status): PaymentDisputeStatus {
  return status === 'lost' ? 'lost' : 'won';
}

function isoFromUnix(seconds: number | null | undefined): string | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : null;
}

function orderIdIn(metadata: Stripe.Metadata | null | undefined): string | null {
  const orderId = metadata?.orderId;
  return orderId ? orderId.toUpperCase() : null;
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === 'string' ? reference : reference.id;
}

function orderOf(session: Stripe.Checkout.Session): string | null {
  const orderId = session.metadata?.orderId ?? session.client_reference_id;
  return orderId ? orderId.toUpperCase() : null;
}

function paymentIntentOf(session: Stripe.Checkout.Session): string | null {
  const intent = session.payment_intent;
  if (!intent) return null;
  return typeof intent === 'string' ? intent : intent.id;
}

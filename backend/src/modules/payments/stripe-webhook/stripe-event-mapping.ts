import type Stripe from 'stripe';

/** What a verified Stripe event means for our payments: a provider result to record, or nothing. */
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
      if (session.currency && session.currency.toLowerCase() !== 'usd') return ignored(`currency ${session.currency}`);
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
    default:
      return ignored(`event type ${event.type}`);
  }
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

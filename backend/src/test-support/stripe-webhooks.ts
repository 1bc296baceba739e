import Stripe from 'stripe';
import request from 'supertest';
import type { PaymentProvider } from '../modules/payments/providers/payment-provider.port.js';
import type { TestApp } from './test-app.js';

/** The webhook signing secret of test apps started with `stripeTestApp`-style config. */
export const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Stands in for Stripe's API when opening a session (no network); webhooks are Stripe-signed for real. */
export const fakeStripe: PaymentProvider = {
  name: 'stripe',
  createCheckout: async (req) => ({ sessionId: `cs_test_${req.orderId}`, paymentUrl: `https://checkout.stripe.com/c/pay/cs_test_${req.orderId}` }),
};

/** A recorded-shape Checkout Session event, as Stripe sends it. */
export function checkoutEvent(type: string, orderId: string, session: Record<string, unknown> = {}): string {
  return stripeEvent(type, {
    id: `cs_test_${orderId}`,
    object: 'checkout.session',
    amount_subtotal: 18400,
    amount_total: 18400,
    client_reference_id: orderId,
    currency: 'usd',
    customer_email: 'asha@example.com',
    livemode: false,
    metadata: { orderId },
    mode: 'payment',
    payment_intent: type === 'checkout.session.expired' ? null : `pi_test_${orderId}`,
    payment_status: type === 'checkout.session.expired' ? 'unpaid' : 'paid',
    status: type === 'checkout.session.expired' ? 'expired' : 'complete',
    success_url: `http://localhost:3000/payment/success?payment=success&order=${orderId}`,
    url: null,
    ...session,
  });
}

/** A recorded-shape Stripe event around `object` (a Checkout Session, a Charge or a Dispute). */
export function stripeEvent(type: string, object: Record<string, unknown>): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** charge.refunded for the order's charge of $184; `metadata` as Checkout now sets it on the PaymentIntent (and so its charge). */
export function refundEvent(orderId: string, amountRefunded: number, options: { metadata?: Record<string, string>; paymentIntent?: string } = {}): string {
  return stripeEvent('charge.refunded', {
    id: `ch_test_${orderId}`,
    object: 'charge',
    amount: 18400,
    amount_captured: 18400,
    amount_refunded: amountRefunded,
    captured: true,
    currency: 'usd',
    metadata: options.metadata ?? { orderId },
    paid: true,
    payment_intent: options.paymentIntent ?? `pi_test_${orderId}`,
    refunded: amountRefunded >= 18400,
    status: 'succeeded',
  });
}

/** A chargeback on the order's charge (all $184 unless `amount` says); disputes carry no order metadata, only the charge and PaymentIntent. */
export function disputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.closed',
  orderId: string,
  status: string,
  options: { amount?: number; evidenceDueBy?: number } = {},
): string {
  return stripeEvent(type, {
    id: `dp_test_${orderId}`,
    object: 'dispute',
    amount: options.amount ?? 18400,
    charge: `ch_test_${orderId}`,
    currency: 'usd',
    metadata: {},
    payment_intent: `pi_test_${orderId}`,
    reason: 'fraudulent',
    status,
    // Unix seconds, as Stripe sends it.
    evidence_details: { due_by: options.evidenceDueBy ?? null, has_evidence: false, past_due: false, submission_count: 0 },
  });
}

/** Posts `payload` to the Stripe webhook, signed with WEBHOOK_SECRET unless another signature (or null: none) is given. */
export function deliverStripeWebhook(t: TestApp, payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  const req = request(t.http).post('/api/payment/stripe/webhook').set('Content-Type', 'application/json');
  if (signature !== null) req.set('Stripe-Signature', signature);
  return req.send(payload);
}

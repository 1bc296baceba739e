import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import request from 'supertest';
import { startTestApp, visaPayload, type TestApp } from '../../../test-support/test-app.js';
import type { PaymentProvider } from '../providers/payment-provider.port.js';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Stands in for Stripe's API when opening a session (no network); webhooks below are Stripe-signed for real. */
const fakeStripe: PaymentProvider = {
  name: 'stripe',
  createCheckout: async (req) => ({ sessionId: `cs_test_${req.orderId}`, paymentUrl: `https://checkout.stripe.com/c/pay/cs_test_${req.orderId}` }),
};

/** A recorded-shape Checkout Session event, as Stripe sends it. */
function checkoutEvent(type: string, orderId: string, session: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2, 14)}`,
    object: 'event',
    api_version: '2025-09-30.clover',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
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
      },
    },
  });
}

describe('payments with Stripe Checkout (real Postgres, Stripe-signed webhooks, no network)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ paymentProvider: fakeStripe, config: { stripeWebhookSecret: WEBHOOK_SECRET } });
  });
  afterAll(async () => {
    await t.close();
  });

  const apply = async () => (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
  const createPayment = (orderId: string) =>
    request(t.http).post('/api/payment/create').send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId });
  const paymentEvents = async (orderId: string) =>
    (await t.db.query<{ event_type: string }>('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`payment-${orderId}`])).rows.map((r) => r.event_type);
  const status = async (orderId: string) => (await request(t.http).get(`/api/applications/${orderId}`).expect(200)).body;
  const deliver = (payload: string, signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) => {
    const req = request(t.http).post('/api/payment/stripe/webhook').set('Content-Type', 'application/json');
    if (signature !== null) req.set('Stripe-Signature', signature);
    return req.send(payload);
  };
  const redirectedOrder = async () => {
    const orderId = await apply();
    const res = await createPayment(orderId).expect(200);
    expect(res.body.paymentUrl).toBe(`https://checkout.stripe.com/c/pay/cs_test_${orderId}`);
    return orderId;
  };

  it('has no simulated-provider routes while Stripe is the provider: a simulated settle or result is 404 and pays nothing', async () => {
    const orderId = await redirectedOrder();
    await request(t.http).post('/api/simulated-provider/checkout').send({ order: orderId, amount: '184', outcome: 'completed', cardLast4: '4242' }).expect(404);
    await request(t.http).post('/api/payment/simulated/confirm').send({ payload: 'e30' }).expect(404);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    expect((await status(orderId)).paymentStatus).not.toBe('completed');
  });

  it('opens a Stripe checkout and completes the payment on a correctly signed checkout.session.completed', async () => {
    const orderId = await redirectedOrder();
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    const res = await deliver(checkoutEvent('checkout.session.completed', orderId)).expect(200);
    expect(res.body).toEqual({ received: true, recorded: true });
    expect((await status(orderId)).paymentStatus).toBe('completed');
    const completed = await t.db.query<{ data: { providerTransactionId: string; amountCents: number } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'PaymentCompleted'`,
      [`payment-${orderId}`],
    );
    expect(completed.rows[0]!.data).toMatchObject({ providerTransactionId: `pi_test_${orderId}`, amountCents: 18400 });
    const actor = await t.db.query<{ metadata: { actor: unknown } }>(`SELECT metadata FROM events WHERE stream_id = $1 AND event_type = 'PaymentCompleted'`, [`payment-${orderId}`]);
    expect(actor.rows[0]!.metadata.actor).toEqual({ kind: 'provider', id: 'stripe' });
  });

  it('refuses bad, missing, foreign and stale signatures and altered bodies with 400, appending nothing', async () => {
    const orderId = await redirectedOrder();
    const payload = checkoutEvent('checkout.session.completed', orderId);
    const genuine = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = payload.replace('"amount_total":18400', '"amount_total":100');
    const stale = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const [body, signature] of [
      [payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_ours' })],
      [payload, null],
      [payload, 't=1,v1=deadbeef'],
      [payload, stale],
      [altered, genuine],
    ] as const) {
      const res = await deliver(body, signature).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Invalid Stripe webhook' });
    }
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    expect((await status(orderId)).paymentStatus).toBe('pending');
  });

  it('records a redelivered webhook, and ten concurrent deliveries, once', async () => {
    const orderId = await redirectedOrder();
    const payload = checkoutEvent('checkout.session.completed', orderId);
    await deliver(payload).expect(200);
    const again = await deliver(payload).expect(200);
    expect(again.body).toEqual({ received: true, recorded: false });

    const other = await redirectedOrder();
    const concurrent = checkoutEvent('checkout.session.completed', other);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(concurrent)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.recorded)).toHaveLength(1);
    for (const id of [orderId, other]) expect(await paymentEvents(id)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCompleted']);
  });

  it('cancels on checkout.session.expired, after which the traveller can pay again', async () => {
    const orderId = await redirectedOrder();
    const res = await deliver(checkoutEvent('checkout.session.expired', orderId)).expect(200);
    expect(res.body.recorded).toBe(true);
    expect((await status(orderId)).paymentStatus).toBe('failed');
    const cancelled = await t.db.query<{ data: { reason: string } }>(`SELECT data FROM events WHERE stream_id = $1 AND event_type = 'PaymentCancelled'`, [`payment-${orderId}`]);
    expect(cancelled.rows[0]!.data.reason).toBe('expired');
    await deliver(checkoutEvent('checkout.session.expired', orderId)).expect(200);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCancelled']);
    await createPayment(orderId).expect(200);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCancelled', 'PaymentCreated', 'PaymentRedirected']);
  });

  it('acknowledges other event types and unpaid completions without changing anything', async () => {
    const orderId = await redirectedOrder();
    await deliver(checkoutEvent('payment_intent.created', orderId)).expect(200);
    await deliver(checkoutEvent('checkout.session.completed', orderId, { payment_status: 'unpaid' })).expect(200);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
  });

  it('refuses a signed completion whose amount differs from the payment', async () => {
    const orderId = await redirectedOrder();
    await deliver(checkoutEvent('checkout.session.completed', orderId, { amount_total: 100 })).expect(400);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
  });
});

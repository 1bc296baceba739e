import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { checkoutEvent, deliverStripeWebhook, WEBHOOK_SECRET } from '../../test-support/stripe-webhooks.js';
import { PaymentReconciliationService } from './payment-reconciliation.service.js';
import { StripePaymentProvider, type RetrievedCheckoutSession, type StripeCheckoutClient } from './providers/stripe-payment-provider.js';

/**
 * Stripe's API stood in for (no network) behind the real Stripe adapter: sessions are opened per
 * order, and a look-up answers what the test says Stripe has for that session now.
 */
function stripeApi() {
  const sessions = new Map<string, Partial<RetrievedCheckoutSession> | Error>();
  const lookedUp: string[] = [];
  const client: StripeCheckoutClient = {
    checkout: {
      sessions: {
        create: async (params) => ({ id: `cs_test_${params.metadata!.orderId}`, url: `https://checkout.stripe.com/c/pay/cs_test_${params.metadata!.orderId}` }),
        retrieve: async (id) => {
          lookedUp.push(id);
          const answer = sessions.get(id);
          if (answer instanceof Error) throw answer;
          const orderId = id.replace('cs_test_', '');
          return {
            id,
            status: 'open',
            payment_status: 'unpaid',
            amount_total: 18400,
            currency: 'usd',
            metadata: { orderId },
            client_reference_id: orderId,
            payment_intent: null,
            ...answer,
          };
        },
      },
    },
  };
  return { client, sessions, lookedUp };
}

const paidSession = (orderId: string): Partial<RetrievedCheckoutSession> => ({ status: 'complete', payment_status: 'paid', payment_intent: `pi_test_${orderId}` });
const MINUTE = 60_000;

describe('payments completed at Stripe without their webhook are found by the reconciliation sweep (real Postgres)', () => {
  let t: TestApp;
  let stripe: ReturnType<typeof stripeApi>;
  let reconciliation: PaymentReconciliationService;
  beforeAll(async () => {
    stripe = stripeApi();
    t = await startTestApp({ paymentProvider: new StripePaymentProvider(stripe.client, 'http://localhost:3000'), config: { stripeWebhookSecret: WEBHOOK_SECRET } });
    reconciliation = t.app.get(PaymentReconciliationService);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An application whose traveller was sent to Stripe's checkout, and when. */
  const redirectedOrder = async () => {
    const orderId = (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
    await request(t.http)
      .post('/api/payment/create')
      .send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId })
      .expect(200);
    return { orderId, sessionId: `cs_test_${orderId}`, redirectedAt: Date.now() };
  };
  const paymentEvents = async (orderId: string) =>
    (await t.db.query<{ event_type: string; data: Record<string, unknown> }>('SELECT event_type, data FROM events WHERE stream_id = $1 ORDER BY stream_version', [`payment-${orderId}`])).rows;
  const paymentStatus = async (orderId: string) => (await request(t.http).get(`/api/applications/${orderId}`).expect(200)).body.paymentStatus;
  const lookUpsOf = (sessionId: string) => stripe.lookedUp.filter((id) => id === sessionId).length;

  it('records a payment Stripe completed when its webhook never came, once, on the look-up schedule; the late webhook then changes nothing', async () => {
    const { orderId, sessionId, redirectedAt } = await redirectedOrder();
    const sweepAt = (afterMs: number) => reconciliation.sweep(new Date(redirectedAt + afterMs));

    await sweepAt(5 * MINUTE);
    expect(lookUpsOf(sessionId)).toBe(0); // too early: the traveller may still be paying

    await sweepAt(16 * MINUTE); // still open at Stripe
    expect(lookUpsOf(sessionId)).toBe(1);
    await sweepAt(30 * MINUTE);
    expect(lookUpsOf(sessionId)).toBe(1); // not asked again before the next delay
    expect(await paymentStatus(orderId)).toBe('pending');

    stripe.sessions.set(sessionId, paidSession(orderId));
    const found = await sweepAt(2 * 60 * MINUTE + MINUTE);
    expect(found.recorded).toBeGreaterThanOrEqual(1);
    expect(lookUpsOf(sessionId)).toBe(2);
    expect(await paymentStatus(orderId)).toBe('completed');
    const completed = (await paymentEvents(orderId)).filter((e) => e.event_type === 'PaymentCompleted');
    expect(completed).toHaveLength(1);
    expect(completed[0]!.data).toMatchObject({ providerTransactionId: `pi_test_${orderId}`, amountCents: 18400 });

    // Paid now: never looked up again, and Stripe's webhook arriving after all records nothing more.
    await sweepAt(26 * 60 * MINUTE);
    expect(lookUpsOf(sessionId)).toBe(2);
    const late = await deliverStripeWebhook(t, checkoutEvent('checkout.session.completed', orderId)).expect(200);
    expect(late.body).toEqual({ received: true, recorded: false });
    expect((await paymentEvents(orderId)).filter((e) => e.event_type === 'PaymentCompleted')).toHaveLength(1);
  });

  it('records an abandoned checkout as cancelled once Stripe has expired it, so the traveller can pay again', async () => {
    const { orderId, sessionId, redirectedAt } = await redirectedOrder();
    stripe.sessions.set(sessionId, { status: 'expired', payment_status: 'unpaid' });
    await reconciliation.sweep(new Date(redirectedAt + 25 * 60 * MINUTE + MINUTE));
    expect(lookUpsOf(sessionId)).toBe(1);
    expect((await paymentEvents(orderId)).map((e) => e.event_type)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCancelled']);
    expect((await paymentEvents(orderId))[2]!.data).toMatchObject({ reason: 'expired' });
    expect(await paymentStatus(orderId)).not.toBe('completed');
  });

  it('does not look up a payment whose webhook came, and records nothing for a session Stripe says belongs to another order', async () => {
    const viaWebhook = await redirectedOrder();
    await deliverStripeWebhook(t, checkoutEvent('checkout.session.completed', viaWebhook.orderId)).expect(200);
    const misfiled = await redirectedOrder();
    stripe.sessions.set(misfiled.sessionId, { ...paidSession(misfiled.orderId), metadata: { orderId: viaWebhook.orderId }, client_reference_id: viaWebhook.orderId });

    await reconciliation.sweep(new Date(misfiled.redirectedAt + 16 * MINUTE));
    expect(lookUpsOf(viaWebhook.sessionId)).toBe(0);
    expect(lookUpsOf(misfiled.sessionId)).toBe(1);
    expect((await paymentEvents(misfiled.orderId)).map((e) => e.event_type)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    expect((await paymentEvents(viaWebhook.orderId)).filter((e) => e.event_type === 'PaymentCompleted')).toHaveLength(1);
  });

  it('asks again at the next sweep when Stripe could not be reached', async () => {
    const { orderId, sessionId, redirectedAt } = await redirectedOrder();
    stripe.sessions.set(sessionId, new Error('connect ETIMEDOUT api.stripe.com'));
    await reconciliation.sweep(new Date(redirectedAt + 16 * MINUTE));
    expect(await paymentStatus(orderId)).toBe('pending');
    stripe.sessions.set(sessionId, paidSession(orderId));
    await reconciliation.sweep(new Date(redirectedAt + 21 * MINUTE));
    expect(lookUpsOf(sessionId)).toBe(2);
    expect(await paymentStatus(orderId)).toBe('completed');
  });
});

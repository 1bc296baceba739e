import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Stripe from 'stripe';
import request from 'supertest';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { signedInAs, type SignedIn } from '../../../test-support/back-office.js';
import { startTestApp, visaPayload, type TestApp } from '../../../test-support/test-app.js';
import { ALL_PROJECTORS } from '../../../projections/all-projectors.js';
import { rebuildProjections } from '../../../projections/rebuild/rebuild-projections.js';
import { checkoutEvent, deliverStripeWebhook, disputeEvent, fakeStripe, refundEvent, WEBHOOK_SECRET } from '../../../test-support/stripe-webhooks.js';
import { projectionTables } from '../../../test-support/projection-tables.js';

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
  const deliver = (payload: string, signature?: string | null) => deliverStripeWebhook(t, payload, signature);
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

  describe('refunds and chargebacks made at Stripe', () => {
    let agent: SignedIn;
    beforeAll(async () => {
      agent = await signedInAs(t, 'agent');
    });
    const paidOrder = async () => {
      const orderId = await redirectedOrder();
      await deliver(checkoutEvent('checkout.session.completed', orderId)).expect(200);
      return orderId;
    };
    const approve = (orderId: string) => agent.agent.patch(`/api/admin/applications/${orderId}/status`).set('X-CSRF-Token', agent.csrfToken).send({ status: 'approved' });
    const reject = (orderId: string) => agent.agent.patch(`/api/admin/applications/${orderId}/status`).set('X-CSRF-Token', agent.csrfToken).send({ status: 'rejected' });
    const adminRow = async (orderId: string) => {
      await t.runner.waitForCatchUp();
      return (await agent.agent.get(`/api/admin/applications?search=${orderId}`).expect(200)).body.applications[0];
    };
    const revenue = async () => {
      await t.runner.waitForCatchUp();
      return (await agent.agent.get('/api/admin/stats').expect(200)).body.totalRevenue as number;
    };

    it('shows a fully refunded payment as refunded to the traveller and staff, takes it off revenue, and refuses its approval (409) but not its rejection', async () => {
      const orderId = await paidOrder();
      const before = await revenue();
      const res = await deliver(refundEvent(orderId, 18400)).expect(200);
      expect(res.body).toEqual({ received: true, recorded: true });
      expect((await status(orderId)).paymentStatus).toBe('refunded');
      expect(await adminRow(orderId)).toMatchObject({ paymentStatus: 'refunded', refundedAmount: '184', disputeStatus: null });
      expect(await revenue()).toBeCloseTo(before - 184, 2);

      const refused = await approve(orderId).expect(409);
      expect(refused.body).toEqual({ statusCode: 409, message: ADMIN_MESSAGES.paymentRefunded });
      expect((await status(orderId)).status).toBe('pending');
      await reject(orderId).expect(200);
      expect((await status(orderId)).status).toBe('rejected');
    });

    it('records a redelivered refund, and an older smaller total arriving late, not at all', async () => {
      const orderId = await paidOrder();
      const partial = refundEvent(orderId, 5000);
      await deliver(partial).expect(200);
      const again = await deliver(partial).expect(200);
      expect(again.body).toEqual({ received: true, recorded: false });
      await deliver(refundEvent(orderId, 8000)).expect(200);
      expect((await deliver(refundEvent(orderId, 5000)).expect(200)).body.recorded).toBe(false);
      expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCompleted', 'PaymentRefunded', 'PaymentRefunded']);
      // A partial refund keeps the payment paid (and approvable); staff see how much went back.
      expect((await status(orderId)).paymentStatus).toBe('completed');
      expect(await adminRow(orderId)).toMatchObject({ paymentStatus: 'completed', refundedAmount: '80' });
      await approve(orderId).expect(200);
    });

    it('finds the order of a charge without our metadata by the PaymentIntent recorded at completion; an unknown one is acknowledged and ignored', async () => {
      const orderId = await paidOrder();
      expect((await deliver(refundEvent(orderId, 18400, { metadata: {} })).expect(200)).body.recorded).toBe(true);
      expect((await status(orderId)).paymentStatus).toBe('refunded');
      const unknown = await deliver(refundEvent('NOPE1234567890XY', 18400, { metadata: {}, paymentIntent: 'pi_never_seen' })).expect(200);
      expect(unknown.body).toEqual({ received: true, recorded: false });
    });

    it('answers 409 to a refund arriving before the completion it refunds, so Stripe delivers it again, and records it then', async () => {
      const orderId = await redirectedOrder();
      await deliver(refundEvent(orderId, 18400)).expect(409);
      expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
      await deliver(checkoutEvent('checkout.session.completed', orderId)).expect(200);
      await deliver(refundEvent(orderId, 18400)).expect(200);
      expect((await status(orderId)).paymentStatus).toBe('refunded');
    });

    it('flags the staff row while a dispute is open or lost, refusing approval, and clears the way once it is won', async () => {
      const lost = await paidOrder();
      expect((await deliver(disputeEvent('charge.dispute.created', lost, 'needs_response')).expect(200)).body.recorded).toBe(true);
      expect((await deliver(disputeEvent('charge.dispute.created', lost, 'needs_response')).expect(200)).body.recorded).toBe(false);
      expect(await adminRow(lost)).toMatchObject({ paymentStatus: 'completed', disputeStatus: 'open' });
      expect((await approve(lost).expect(409)).body.message).toBe(ADMIN_MESSAGES.paymentDisputeOpen);
      await deliver(disputeEvent('charge.dispute.closed', lost, 'lost')).expect(200);
      expect(await adminRow(lost)).toMatchObject({ disputeStatus: 'lost' });
      expect((await approve(lost).expect(409)).body.message).toBe(ADMIN_MESSAGES.paymentDisputeLost);

      const won = await paidOrder();
      await deliver(disputeEvent('charge.dispute.created', won, 'needs_response')).expect(200);
      await deliver(disputeEvent('charge.dispute.closed', won, 'won')).expect(200);
      // The opening notice redelivered after the close does not reopen it.
      await deliver(disputeEvent('charge.dispute.created', won, 'needs_response')).expect(200);
      expect(await paymentEvents(won)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCompleted', 'PaymentDisputed', 'PaymentDisputed']);
      expect(await adminRow(won)).toMatchObject({ disputeStatus: 'won' });
      await approve(won).expect(200);
    });

    it('rebuilds the projections identical to the live ones after refunds and disputes', async () => {
      await t.runner.waitForCatchUp();
      const snapshot = () => projectionTables(t.db);
      const live = await snapshot();
      expect((live.admin_applications as Array<{ refunded_cents: number }>).some((row) => row.refunded_cents > 0)).toBe(true);
      // Revenue's per-order money holds the lost chargeback above (and the refunds), so the rebuild re-derives it too.
      expect((live.admin_stats_payments as Array<{ lost_disputes: Record<string, number> }>).some((row) => Object.keys(row.lost_disputes).length > 0)).toBe(true);
      await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
      expect(await snapshot()).toEqual(live);
    });
  });

  it('refuses a signed completion whose amount differs from the payment', async () => {
    const orderId = await redirectedOrder();
    await deliver(checkoutEvent('checkout.session.completed', orderId, { amount_total: 100 })).expect(400);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
  });
});

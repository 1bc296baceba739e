import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { interpretStripeEvent } from './stripe-event-mapping.js';

const session = (overrides: Partial<Stripe.Checkout.Session> = {}) =>
  ({ id: 'cs_test_1', object: 'checkout.session', amount_total: 18400, currency: 'usd', client_reference_id: 'abc1234567890xyz', metadata: { orderId: 'ABC1234567890XYZ' }, payment_intent: 'pi_1', payment_status: 'paid', ...overrides }) as Stripe.Checkout.Session;
const event = (type: string, object: Stripe.Checkout.Session) => ({ type, data: { object } }) as unknown as Stripe.Event;

describe('Stripe event mapping', () => {
  it('maps a paid session to a completed result keyed by the PaymentIntent', () => {
    expect(interpretStripeEvent(event('checkout.session.completed', session()))).toEqual({
      kind: 'result', orderId: 'ABC1234567890XYZ', outcome: 'completed', providerTransactionId: 'pi_1', amountCents: 18400, providerSessionId: 'cs_test_1',
    });
    expect(interpretStripeEvent(event('checkout.session.completed', session({ payment_intent: null, metadata: {} })))).toMatchObject({ orderId: 'ABC1234567890XYZ', providerTransactionId: 'cs_test_1' });
  });

  it('maps an expired session to a cancellation', () => {
    expect(interpretStripeEvent(event('checkout.session.expired', session({ payment_intent: null, payment_status: 'unpaid' })))).toMatchObject({ outcome: 'cancelled', reason: 'expired', providerTransactionId: 'cs_test_1' });
  });

  it('ignores unpaid completions, other currencies, sessions without an order, and other event types', () => {
    expect(interpretStripeEvent(event('checkout.session.completed', session({ payment_status: 'unpaid' }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('checkout.session.completed', session({ currency: 'eur' }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('checkout.session.completed', session({ currency: null as unknown as string }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('checkout.session.async_payment_succeeded', session({ currency: undefined as unknown as string }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('checkout.session.completed', session({ currency: 'USD' }))).kind).toBe('result');
    expect(interpretStripeEvent(event('checkout.session.completed', session({ metadata: {}, client_reference_id: null }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('payment_intent.succeeded', session())).kind).toBe('ignored');
  });
});

const charge = (overrides: Partial<Stripe.Charge> = {}) =>
  ({ id: 'ch_1', object: 'charge', amount: 18400, amount_refunded: 18400, refunded: true, currency: 'usd', payment_intent: 'pi_1', metadata: { orderId: 'abc1234567890xyz' }, ...overrides }) as Stripe.Charge;
const dispute = (overrides: Partial<Stripe.Dispute> = {}) =>
  ({ id: 'dp_1', object: 'dispute', charge: 'ch_1', payment_intent: 'pi_1', amount: 18400, reason: 'fraudulent', status: 'needs_response', metadata: {}, ...overrides }) as Stripe.Dispute;
const on = (type: string, object: unknown) => ({ type, data: { object } }) as unknown as Stripe.Event;

describe('Stripe refund and dispute mapping', () => {
  it('maps a fully refunded charge to a refund of its cumulative amount, naming the order from the PaymentIntent metadata', () => {
    expect(interpretStripeEvent(on('charge.refunded', charge()))).toEqual({
      kind: 'refund', orderId: 'ABC1234567890XYZ', providerTransactionId: 'pi_1', refundedCents: 18400, fullyRefunded: true,
    });
  });

  it('maps a partial refund, and leaves the order to be found by PaymentIntent when the charge has no metadata', () => {
    expect(interpretStripeEvent(on('charge.refunded', charge({ amount_refunded: 5000, refunded: false, metadata: {} })))).toEqual({
      kind: 'refund', orderId: null, providerTransactionId: 'pi_1', refundedCents: 5000, fullyRefunded: false,
    });
    expect(interpretStripeEvent(on('charge.refunded', charge({ payment_intent: { id: 'pi_2' } as Stripe.PaymentIntent })))).toMatchObject({ providerTransactionId: 'pi_2' });
  });

  it('ignores a refund in another currency', () => {
    expect(interpretStripeEvent(on('charge.refunded', charge({ currency: 'eur' }))).kind).toBe('ignored');
  });

  it('maps an opened dispute to open, and a closed one to won or lost', () => {
    expect(interpretStripeEvent(on('charge.dispute.created', dispute()))).toEqual({
      kind: 'dispute', orderId: null, providerTransactionId: 'pi_1', disputeId: 'dp_1', amountCents: 18400, reason: 'fraudulent', status: 'open', evidenceDueBy: null,
    });
    expect(interpretStripeEvent(on('charge.dispute.closed', dispute({ status: 'lost' })))).toMatchObject({ status: 'lost' });
    expect(interpretStripeEvent(on('charge.dispute.closed', dispute({ status: 'won' })))).toMatchObject({ status: 'won' });
    expect(interpretStripeEvent(on('charge.dispute.closed', dispute({ status: 'warning_closed' })))).toMatchObject({ status: 'won' });
  });

  it("keeps the dispute's evidence deadline, which Stripe gives in Unix seconds", () => {
    const evidence_details = { due_by: 1_796_515_199, has_evidence: false, past_due: false, submission_count: 0 } as Stripe.Dispute.EvidenceDetails;
    expect(interpretStripeEvent(on('charge.dispute.created', dispute({ evidence_details })))).toMatchObject({ evidenceDueBy: '2026-12-05T23:59:59.000Z' });
    expect(interpretStripeEvent(on('charge.dispute.created', dispute({ evidence_details: { ...evidence_details, due_by: null } })))).toMatchObject({ evidenceDueBy: null });
  });

  it("takes a dispute's order from its expanded charge, and its transaction from the charge when there is no PaymentIntent", () => {
    const expanded = charge({ payment_intent: 'pi_9', metadata: { orderId: 'XYZ1234567890ABC' } });
    expect(interpretStripeEvent(on('charge.dispute.created', dispute({ payment_intent: null, charge: expanded })))).toMatchObject({ orderId: 'XYZ1234567890ABC', providerTransactionId: 'pi_9' });
    expect(interpretStripeEvent(on('charge.dispute.created', dispute({ payment_intent: null })))).toMatchObject({ orderId: null, providerTransactionId: 'ch_1' });
  });

  it('ignores other dispute events', () => {
    expect(interpretStripeEvent(on('charge.dispute.funds_withdrawn', dispute())).kind).toBe('ignored');
  });
});

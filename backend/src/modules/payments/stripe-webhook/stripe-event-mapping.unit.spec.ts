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
    expect(interpretStripeEvent(event('checkout.session.completed', session({ metadata: {}, client_reference_id: null }))).kind).toBe('ignored');
    expect(interpretStripeEvent(event('payment_intent.succeeded', session())).kind).toBe('ignored');
  });
});

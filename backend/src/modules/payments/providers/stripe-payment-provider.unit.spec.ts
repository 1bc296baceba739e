import { describe, expect, it } from '@jest/globals';
import type Stripe from 'stripe';
import { StripePaymentProvider, type RetrievedCheckoutSession, type StripeCheckoutClient } from './stripe-payment-provider.js';

function recordingClient(answer: { id: string; url: string | null }, retrieved: Partial<RetrievedCheckoutSession> = {}) {
  const calls: Stripe.Checkout.SessionCreateParams[] = [];
  const lookedUp: string[] = [];
  const client: StripeCheckoutClient = {
    checkout: {
      sessions: {
        create: async (params) => (calls.push(params), answer),
        retrieve: async (id) => (lookedUp.push(id), { ...session(id), ...retrieved }),
      },
    },
  };
  return { client, calls, lookedUp };
}

/** A paid, complete session of the order, as Stripe's API returns it. */
function session(id: string): RetrievedCheckoutSession {
  return {
    id,
    status: 'complete',
    payment_status: 'paid',
    amount_total: 18400,
    currency: 'usd',
    metadata: { orderId: 'ABC1234567890XYZ' },
    client_reference_id: 'ABC1234567890XYZ',
    payment_intent: 'pi_test_123',
  };
}

const request = {
  orderId: 'ABC1234567890XYZ',
  amountCents: 18400,
  currency: 'USD' as const,
  description: 'Turkey e-Visa',
  customerEmail: 'asha@example.com',
  returnUrl: '/payment/success',
  cancelUrl: '/payment/cancel',
};

describe('Stripe Checkout adapter', () => {
  it('opens a one-line USD Checkout Session referencing the order (on the session and its PaymentIntent), with absolute return URLs', async () => {
    const { client, calls } = recordingClient({ id: 'cs_test_123', url: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    const session = await new StripePaymentProvider(client, 'https://visa.example.com').createCheckout(request);
    expect(session).toEqual({ sessionId: 'cs_test_123', paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_123' });
    expect(calls).toEqual([
      {
        mode: 'payment',
        line_items: [{ price_data: { currency: 'usd', unit_amount: 18400, product_data: { name: 'Turkey e-Visa' } }, quantity: 1 }],
        client_reference_id: 'ABC1234567890XYZ',
        metadata: { orderId: 'ABC1234567890XYZ' },
        payment_intent_data: { metadata: { orderId: 'ABC1234567890XYZ' } },
        customer_email: 'asha@example.com',
        success_url: 'https://visa.example.com/payment/success?payment=success&order=ABC1234567890XYZ',
        cancel_url: 'https://visa.example.com/payment/cancel?payment=cancelled&order=ABC1234567890XYZ',
      },
    ]);
  });

  it('keeps a base URL path prefix', async () => {
    const { client, calls } = recordingClient({ id: 'cs_test_1', url: 'https://checkout.stripe.com/x' });
    await new StripePaymentProvider(client, 'https://example.com/visa').createCheckout(request);
    expect(calls[0]!.success_url).toBe('https://example.com/visa/payment/success?payment=success&order=ABC1234567890XYZ');
  });

  it('fails when Stripe answers without a URL (the payment is then recorded as failed)', async () => {
    const { client } = recordingClient({ id: 'cs_test_2', url: null });
    await expect(new StripePaymentProvider(client, 'http://localhost:3000').createCheckout(request)).rejects.toThrow(/without a URL/);
  });

  describe('looking a checkout up (when its webhook never came)', () => {
    const lookUp = async (retrieved: Partial<RetrievedCheckoutSession>) => {
      const { client, lookedUp } = recordingClient({ id: 'cs_test_123', url: null }, retrieved);
      const outcome = await new StripePaymentProvider(client, 'https://visa.example.com').lookUpCheckout('cs_test_123');
      expect(lookedUp).toEqual(['cs_test_123']);
      return outcome;
    };

    it('reads a complete, paid session as the completed payment of its order, by its PaymentIntent', async () => {
      expect(await lookUp({})).toEqual({ kind: 'completed', orderId: 'ABC1234567890XYZ', providerTransactionId: 'pi_test_123', amountCents: 18400 });
    });

    it('reads an expired session as cancelled, and an open one, or one paid by a method still settling, as open', async () => {
      expect(await lookUp({ status: 'expired', payment_status: 'unpaid', payment_intent: null })).toEqual({
        kind: 'cancelled',
        orderId: 'ABC1234567890XYZ',
        providerTransactionId: 'cs_test_123',
        amountCents: 18400,
        reason: 'expired',
      });
      expect(await lookUp({ status: 'open', payment_status: 'unpaid', payment_intent: null })).toEqual({ kind: 'open' });
      expect(await lookUp({ status: 'complete', payment_status: 'unpaid' })).toEqual({ kind: 'open' });
    });

    it('never reads a session in another currency as paid', async () => {
      expect(await lookUp({ currency: 'eur' })).toEqual({ kind: 'open' });
    });
  });
});

import type Stripe from 'stripe';
import type { CheckoutOutcome, CheckoutRequest, CheckoutSession, PaymentProvider } from './payment-provider.port.js';
import { outcomeOfCheckoutSession } from '../stripe-webhook/stripe-event-mapping.js';

/** The Checkout Session fields a look-up reads. */
export type RetrievedCheckoutSession = Pick<
  Stripe.Checkout.Session,
  'id' | 'status' | 'payment_status' | 'amount_total' | 'currency' | 'metadata' | 'client_reference_id' | 'payment_intent'
>;

/** The SDK calls the adapter makes: narrowed, so tests pass a stub instead of a network client. */
export interface StripeCheckoutClient {
  readonly checkout: {
    readonly sessions: {
      create(params: Stripe.Checkout.SessionCreateParams): Promise<Pick<Stripe.Checkout.Session, 'id' | 'url'>>;
      retrieve(id: string): Promise<RetrievedCheckoutSession>;
    };
  };
}

/**
 * Stripe Checkout: the traveller pays on Stripe's page. The order id travels as the session's
 * reference and metadata, so the signed webhook names the order; only that webhook completes a payment.
 * It is also set on the PaymentIntent, whose metadata its charges carry: refunds and disputes made
 * later in Stripe's dashboard then name the order too.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = 'stripe' as const;

  constructor(
    private readonly stripe: StripeCheckoutClient,
    /** Stripe only accepts absolute return URLs. */
    private readonly publicBaseUrl: string,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: request.description } },
          quantity: 1,
        },
      ],
      client_reference_id: request.orderId,
      metadata: { orderId: request.orderId },
      payment_intent_data: { metadata: { orderId: request.orderId } },
      customer_email: request.customerEmail,
      success_url: this.returnUrl(request.returnUrl, { payment: 'success', order: request.orderId }),
      cancel_url: this.returnUrl(request.cancelUrl, { payment: 'cancelled', order: request.orderId }),
    });
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { sessionId: session.id, paymentUrl: session.url };
  }

  /** The session as Stripe has it now, read as its webhook would be (see `outcomeOfCheckoutSession`). */
  async lookUpCheckout(sessionId: string): Promise<CheckoutOutcome> {
    return outcomeOfCheckoutSession(await this.stripe.checkout.sessions.retrieve(sessionId));
  }

  private returnUrl(path: string, query: Record<string, string>): string {
    // Relative to the base, so a base with a path prefix (https://host/app) keeps it.
    const url = new URL(path.replace(/^\/+/, ''), `${this.publicBaseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    return url.toString();
  }
}

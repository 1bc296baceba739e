import type { PaymentProviderName } from '@evisa/contracts/events';

export interface CheckoutRequest {
  readonly orderId: string;
  readonly amountCents: number;
  readonly currency: 'USD';
  readonly description: string;
  readonly customerEmail: string;
  /** Absolute or same-origin URLs the provider sends the traveller back to. */
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

export interface CheckoutSession {
  readonly sessionId: string;
  readonly paymentUrl: string;
}

/** What the provider says of a checkout when asked: still open, or its final outcome. */
export type CheckoutOutcome =
  | { readonly kind: 'open' }
  | {
      readonly kind: 'completed' | 'cancelled';
      readonly orderId: string;
      readonly providerTransactionId: string;
      readonly amountCents: number;
      readonly reason?: string;
    };

/** Where card payments happen. Card data only ever reaches the provider, never our API. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Asks the provider how a checkout ended, for when its own notice never came (a provider that
   * tells us only by its notices has none: the simulated one settles on our own server).
   */
  lookUpCheckout?(sessionId: string): Promise<CheckoutOutcome>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

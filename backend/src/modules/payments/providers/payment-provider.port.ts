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

/** Where card payments happen. Card data only ever reaches the provider, never our API. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

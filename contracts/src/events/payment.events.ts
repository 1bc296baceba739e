export const PAYMENT_STREAM = 'payment' as const;
export type PaymentProviderName = 'simulated' | 'stripe';
export type OrderKind = 'visa' | 'insurance';

/** Who is paying: encrypted with the applicant's key, so erasing the applicant erases it here too. */
export interface PaymentCustomerPii {
  customerName: string;
  customerEmail: string;
}

/** Our intent to take a payment for an order (an application), at the server-computed amount. */
export type PaymentCreated = {
  type: 'PaymentCreated';
  data: {
    orderId: string;
    orderKind: OrderKind;
    attempt: number;
    amountCents: number;
    currency: 'USD';
    description: string;
    provider: PaymentProviderName;
    language: string;
    createdAt: string;
    pii: PaymentCustomerPii | null;
  };
};

/** The provider opened a checkout; the traveller is sent to `paymentUrl`. */
export type PaymentRedirected = {
  type: 'PaymentRedirected';
  data: { orderId: string; attempt: number; providerSessionId: string; paymentUrl: string; redirectedAt: string };
};

export type PaymentCompleted = {
  type: 'PaymentCompleted';
  data: {
    orderId: string;
    attempt: number;
    providerTransactionId: string;
    amountCents: number;
    currency: 'USD';
    cardLast4: string | null;
    completedAt: string;
  };
};

export type PaymentCancelled = {
  type: 'PaymentCancelled';
  data: { orderId: string; attempt: number; providerTransactionId: string | null; reason: string; cancelledAt: string };
};

export type PaymentFailed = {
  type: 'PaymentFailed';
  data: { orderId: string; attempt: number; reason: string; failedAt: string };
};

export type PaymentEvent = PaymentCreated | PaymentRedirected | PaymentCompleted | PaymentCancelled | PaymentFailed;

/**
 * The simulated provider's result (spec section 3), sent base64-encoded as `payload`.
 * `signature` is HMAC-SHA256 over the other fields in this key order, hex.
 */
export interface SimulatedPaymentResult {
  status: 'completed' | 'cancelled';
  transactionId: string;
  ref: string;
  amount: string;
  orderId: string;
  cardLast4?: string;
  timestamp?: string;
  reason?: string;
  signature: string;
}

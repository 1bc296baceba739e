import type { PaymentDisputeStatus } from '../statuses.js';

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

/**
 * The provider returned money of a completed payment (a refund made in its dashboard). `refundedCents`
 * is the cumulative amount refunded so far, as the provider reports it, so redelivered or reordered
 * notices are recognised by amount alone; `increaseCents` is what this event adds to the previous
 * total, so counters (revenue) can subtract it without reading the stream.
 */
export type PaymentRefunded = {
  type: 'PaymentRefunded';
  data: { orderId: string; providerTransactionId: string; refundedCents: number; increaseCents: number; fullyRefunded: boolean; refundedAt: string };
};

/**
 * The payer's bank disputed the charge (a chargeback): recorded when opened and when closed, won or
 * lost. `evidenceDueBy`: the last moment to submit evidence at the provider, when it said (absent on
 * events recorded before it was kept).
 */
export type PaymentDisputed = {
  type: 'PaymentDisputed';
  data: {
    orderId: string;
    providerTransactionId: string;
    disputeId: string;
    amountCents: number;
    reason: string;
    status: PaymentDisputeStatus;
    at: string;
    evidenceDueBy?: string | null;
  };
};

export type PaymentEvent = PaymentCreated | PaymentRedirected | PaymentCompleted | PaymentCancelled | PaymentFailed | PaymentRefunded | PaymentDisputed;

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

/** Application status values (spec section 4) and their badge colours. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'processing'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_BADGE_COLOURS: Record<ApplicationStatus, 'green' | 'yellow' | 'red' | 'blue'> = {
  approved: 'green',
  pending: 'yellow',
  rejected: 'red',
  processing: 'blue',
};

/**
 * Payment status values; 'successful' is accepted from older records as a synonym of 'completed'.
 * 'refunded' is a payment returned in full; a partial refund stays 'completed' (staff see the amount).
 */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A chargeback on a payment: open until the bank decides, then won (money kept) or lost (money returned). */
export const PAYMENT_DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type PaymentDisputeStatus = (typeof PAYMENT_DISPUTE_STATUSES)[number];

export function isPaymentCompleted(status: string): boolean {
  return status === 'completed' || status === 'successful';
}

/** Paid, whatever happened to the money since (a staff decision needs it; rejection stays possible after a refund). */
export function isPaymentPaid(status: string): boolean {
  return isPaymentCompleted(status) || status === 'refunded';
}

/**
 * Whether the money is still ours to deliver for: not refunded in full, no chargeback open or lost.
 * The server refuses such an approval (409); the staff panel does not offer it.
 */
export function paymentAllowsApproval(payment: { paymentStatus: string; disputeStatus?: PaymentDisputeStatus | null }): boolean {
  return isPaymentCompleted(payment.paymentStatus) && payment.disputeStatus !== 'open' && payment.disputeStatus !== 'lost';
}

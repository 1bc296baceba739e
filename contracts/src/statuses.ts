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

/** Why a paid application's money no longer allows an approval; null when it does. */
export type ApprovalBlock = 'refunded' | 'dispute-open' | 'dispute-lost';

/**
 * The one rule for approving against a payment whose money may have gone back: refunded in full, or
 * a chargeback open or lost, blocks it (rejection stays possible). The server refuses such an
 * approval (409, saying which); the staff panel does not offer it.
 */
export function approvalBlockOf(payment: { paymentStatus: string; disputeStatus?: PaymentDisputeStatus | null }): ApprovalBlock | null {
  if (payment.paymentStatus === 'refunded') return 'refunded';
  if (payment.disputeStatus === 'open') return 'dispute-open';
  if (payment.disputeStatus === 'lost') return 'dispute-lost';
  return null;
}

/** Whether the money is paid and still ours to deliver for (see approvalBlockOf). */
export function paymentAllowsApproval(payment: { paymentStatus: string; disputeStatus?: PaymentDisputeStatus | null }): boolean {
  return isPaymentCompleted(payment.paymentStatus) && approvalBlockOf(payment) === null;
}

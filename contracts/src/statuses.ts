/** Application status values (spec section 4) and their badge colours. */
export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'processing'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const STATUS_BADGE_COLOURS: Record<ApplicationStatus, 'green' | 'yellow' | 'red' | 'blue'> = {
  approved: 'green',
  pending: 'yellow',
  rejected: 'red',
  processing: 'blue',
};

/** Payment status values; 'successful' is accepted from older records as a synonym of 'completed'. */
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function isPaymentCompleted(status: string): boolean {
  return status === 'completed' || status === 'successful';
}

import { APPLICATION_STATUSES, isPaymentCompleted, type ApplicationStatus } from '@evisa/contracts';

export function isKnownStatus(status: string): status is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** Translation key of the sentence under the badge (spec section 4); unknown values get the generic line. */
export function statusMessageKey(status: string): string {
  return isKnownStatus(status) ? `statusMessages.${status}` : 'statusMessages.unknown';
}

export function statusLabelKey(status: string): string {
  return isKnownStatus(status) ? `common:statuses.${status}` : 'common:statuses.unknown';
}

/** 'successful' is an older synonym of 'completed'; 'refunded' is a payment returned in full. */
export function paymentStatusLabelKey(paymentStatus: string): string {
  if (isPaymentCompleted(paymentStatus)) return 'common:paymentStatuses.completed';
  if (paymentStatus === 'pending' || paymentStatus === 'failed' || paymentStatus === 'refunded') return `common:paymentStatuses.${paymentStatus}`;
  return 'common:paymentStatuses.unknown';
}

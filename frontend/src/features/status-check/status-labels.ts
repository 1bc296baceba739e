import { APPLICATION_STATUSES, INSURANCE_PRODUCTS, isPaymentCompleted, type ApplicationStatus } from '@evisa/contracts';

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

/**
 * The insurance plan as the traveller reads it: the status answer names the plan by its English
 * product name ("Turkey Travel Health Insurance - 7 Days"), so a known plan is shown by its period
 * in the page's language, as the insurance page's plan selector does; a name we do not know is
 * shown as it came.
 */
export function insurancePlanLabel(planName: string): { key: 'plan.days' | 'plan.oneYear'; days: number } | null {
  const product = INSURANCE_PRODUCTS.find((p) => p.name === planName);
  if (!product) return null;
  return { key: product.durationDays >= 365 ? 'plan.oneYear' : 'plan.days', days: product.durationDays };
}

import { SUPPORT_HOURS } from '@evisa/contracts';

/**
 * The figures of our one refund and cancellation policy (spec section 9). They are not prices, so
 * they do not live in contracts; they live here once, so the refund policy, the terms and all six
 * languages state the same numbers (the translations hold placeholders, never the figures).
 */
export const REFUND_TERMS = {
  /** Share of the amount paid that we keep for the work done when an application is cancelled before submission. */
  retainedPercentBeforeSubmission: 20,
  /** A refund is requested by email within this many calendar days of the payment. */
  requestWithinCalendarDays: 7,
  /** We review a request within this range of business days. */
  reviewBusinessDays: { min: 5, max: 7 },
  /** An accepted refund reaches the original card within this many business days. */
  payoutWithinBusinessDays: 14,
  /** Travel insurance bought from us: refund share by how long before the cover starts it is cancelled. */
  insurance: {
    early: { percent: 90, hoursBeforeCover: 48 },
    late: { percent: 70, hoursBeforeCover: 24 },
    /** With a medical report of illness, a visa refusal or a natural disaster. */
    exceptionalPercent: 100,
  },
} as const;

/** How quickly support answers (spec section 9, "Support response 24-48 hours"). */
export const SUPPORT_REPLY_HOURS = SUPPORT_HOURS.replyWithin;

/** Numbers and percentages written the way the reader's language writes them. */
export function legalFormatters(language: string) {
  const numbers = new Intl.NumberFormat(language);
  const percents = new Intl.NumberFormat(language, { style: 'percent' });
  return {
    number: (value: number) => numbers.format(value),
    percent: (value: number) => percents.format(value / 100),
  };
}

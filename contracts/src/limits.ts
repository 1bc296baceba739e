/** Business limits (spec sections 5 and 9). */
export const LIMITS = {
  placeOfBirthMin: 2,
  parentNameMin: 2,
  addressMin: 10,
  /** Upper bounds keep malformed input from reaching storage; generous for real names and addresses. */
  nameMax: 100,
  textMax: 200,
  addressMax: 500,
  emailMax: 254,
  phoneMax: 32,
  passportNumberMax: 20,
  documentNumberMax: 40,
  adultAge: 18,
  passportMinValidityMonths: 6,
  /** The funds a traveller must be able to show for each day of the stay (spec section 9), in cents. */
  minFundsPerDayCents: 5000,
  pdfMaxBytes: 5 * 1024 * 1024,
  photoMaxBytes: 1024 * 1024,
  /** The e-Visa photo rules the requirements page states (spec section 5): resolution, size on paper, age. */
  photoMinDpi: 300,
  photoSizeMm: { width: 50, height: 60 },
  photoTakenWithinMonths: 6,
  /** The bank statements a traveller keeps ready cover this many past months (spec section 5). */
  bankStatementMonths: 3,
  adminPageSize: 50,
} as const;

/** Timings in milliseconds (spec section 9). */
export const TIMINGS = {
  ineligibleCountdownSeconds: 2,
  countdownTickMs: 1000,
  paymentRetryMax: 3,
  paymentRetryDelayMs: 2000,
  paymentRedirectDelayMs: 500,
  simulatedPaymentMs: 3000,
  /** The payment debug page redirects this long after a successful create (spec section 4). */
  debugPaymentRedirectMs: 3000,
  chatPollMs: 3000,
  chatAutoReplyMs: 2000,
  cookieBannerDelayMs: 1000,
  adminSearchDebounceMs: 500,
  toastDefaultMs: 5000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  paymentReadyToastMs: 2000,
  continueToPaymentToastMs: 2500,
  errorToastMs: 8000,
  referenceDataStaleMs: 10 * 60 * 1000,
} as const;

/** Retention in years (spec section 9); crypto-shredding erases personal data when due. */
/** Support (spec section 9): replies within 24-48 hours; business hours Monday to Friday, 9:00-18:00 UTC. */
export const SUPPORT_HOURS = { replyWithin: { min: 24, max: 48 }, businessHoursUtc: { from: '9:00', to: '18:00' } } as const;

/**
 * The figures of our one refund and cancellation policy (spec section 9, which gives two that
 * disagree): the refund policy, the terms and all six languages state them from here (the
 * translations hold placeholders, never the figures).
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

export const RETENTION_YEARS = { visa: 5, insurance: 10, contact: 2, logs: 1 } as const;

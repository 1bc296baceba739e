/** Validation and error messages shared by server and client, verbatim from the spec (section 5 and 8). */
export const MESSAGES = {
  required: 'Required',
  invalidInput: 'Invalid input',
  invalidEmail: 'Invalid email address',
  invalidDate: 'Invalid date format',
  minLength: (n: number) => `String must contain at least ${n} character(s)`,
  maxLength: (n: number) => `String must contain at most ${n} character(s)`,
  privacyPolicyRequired: 'You must accept the Privacy Policy',
  termsRequired: 'You must accept the Terms of Service',
  totalMismatch: (expected: string, got: string) =>
    `totalAmount ${got} does not match the price of the chosen options (${expected} USD)`,
  applicationNotFound: 'Application not found. Please check your application number and try again.',
  statusNumberRequired: 'Please enter your application number',
  statusNumberTooShort: 'Application number must be at least 6 characters long',
  selectCountryAndDocument: 'Please select country and document type',
  supportingAnswerRequired: 'Please indicate if you have supporting documents',
  supportingDetailsIncomplete: 'Please complete all required supporting document fields',
  prerequisitesRequired: 'Please confirm all prerequisites before proceeding',
  passportExpired: 'Your passport expiry date must be in the future',
  invalidPassportDates: 'Passport issue date must be before the expiry date',
  fillAllFields: 'Please fill in all fields',
  formValidation: 'Please fill in all required fields correctly',
  eVisaNotAvailable:
    'Unfortunately, e-visa service is not available for your country. However, we can help you with travel insurance for your trip to Turkey.',
  paymentInitFailed: 'Payment initialization failed',
  /**
   * Not in the spec: POST /api/payment/create for an unpaid order whose arrival (visa) or travel
   * (insurance) date has passed. Paying it would buy an e-visa or cover for a trip already begun.
   */
  orderDatePassed:
    'The arrival date of this application has passed, so it can no longer be paid. Please start a new application with your new travel dates.',
  /**
   * Not in the spec: the answer while the database cannot be reached (a restart, a failover). It
   * does not claim that nothing was saved: a connection can break after a commit. Trying again is
   * safe either way, since a retry carries the same Idempotency-Key.
   */
  serviceUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** Not in the spec: one address submitted more applications in a minute than SUBMISSIONS_PER_MINUTE_PER_IP allows. */
  tooManySubmissions: 'Too many applications were submitted from your connection in the last minute. Please wait a minute and try again.',
  paymentIssue:
    'The payment page is experiencing temporary issues. This is a known intermittent problem with the payment provider. If the issue persists, please contact support with your order ID.',
} as const;

import type { EmailComposer } from './email-composer.js';
import { paymentConfirmationComposer } from './payment-confirmation.composer.js';
import { applicationApprovedComposer } from './application-approved.composer.js';
import { applicationRejectedComposer } from './application-rejected.composer.js';
import { chatStartedComposer } from './chat-started.composer.js';
import { insuranceApprovedComposer, insuranceRejectedComposer } from './insurance-decision.composers.js';
import { paymentRefundedComposer } from './payment-refunded.composer.js';
import { paymentDisputedComposer } from './payment-disputed.composer.js';

/** Every email the service sends; see `EmailComposer` for how to add one. */
export const EMAIL_COMPOSERS: readonly EmailComposer[] = [
  paymentConfirmationComposer,
  applicationApprovedComposer,
  applicationRejectedComposer,
  insuranceApprovedComposer,
  insuranceRejectedComposer,
  chatStartedComposer,
  paymentRefundedComposer,
  paymentDisputedComposer,
];

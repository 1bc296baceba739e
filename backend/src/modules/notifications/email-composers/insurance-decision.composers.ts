import type { InsuranceApplicationApproved, InsuranceApplicationRejected } from '@evisa/contracts/events';
import { INSURANCE_DECISION_TEXT } from '../templates/insurance-decision.templates.js';
import { documentRenderer } from './application-approved.composer.js';
import { decisionEmail } from './decision-email.js';
import type { EmailComposer } from './email-composer.js';

/** "Approved" to the insurance applicant, with the policy PDF staff attached (referenced by its hash, read when sent or viewed). */
export const insuranceApprovedComposer: EmailComposer = {
  name: 'insurance-approved',
  eventTypes: ['InsuranceApplicationApproved'],

  compose(event, order) {
    const data = event.data as unknown as InsuranceApplicationApproved['data'];
    const attachments = data.documentHash
      ? [{ filename: `insurance-policy-${data.applicationNumber}.pdf`, contentType: 'application/pdf', renderer: 'insurance-policy', data: { documentHash: data.documentHash } }]
      : [];
    return decisionEmail(order, { applicationNumber: data.applicationNumber, decidedAt: data.decidedAt, approved: true, attachments }, INSURANCE_DECISION_TEXT);
  },

  renderers: { 'insurance-policy': documentRenderer },
};

/** "Not approved" to the insurance applicant; the staff's internal reason is not included. */
export const insuranceRejectedComposer: EmailComposer = {
  name: 'insurance-rejected',
  eventTypes: ['InsuranceApplicationRejected'],

  compose(event, order) {
    const data = event.data as unknown as InsuranceApplicationRejected['data'];
    return decisionEmail(order, { applicationNumber: data.applicationNumber, decidedAt: data.decidedAt, approved: false, attachments: [] }, INSURANCE_DECISION_TEXT);
  },
};

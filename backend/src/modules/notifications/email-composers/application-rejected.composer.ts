import type { VisaApplicationRejected } from '@evisa/contracts/events';
import { decisionEmail } from './decision-email.js';
import type { EmailComposer } from './email-composer.js';

/** "Not approved" to the applicant; the staff's internal reason is not included. */
export const applicationRejectedComposer: EmailComposer = {
  name: 'application-rejected',
  eventTypes: ['VisaApplicationRejected'],

  compose(event, order) {
    const data = event.data as unknown as VisaApplicationRejected['data'];
    return decisionEmail(order, { applicationNumber: data.applicationNumber, decidedAt: data.decidedAt, approved: false, attachments: [] });
  },
};

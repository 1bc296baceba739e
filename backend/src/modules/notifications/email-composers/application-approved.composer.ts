import type { VisaApplicationApproved } from '@evisa/contracts/events';
import { decisionEmail } from './decision-email.js';
import type { AttachmentRenderer, EmailComposer } from './email-composer.js';

/** A document staff stored for the applicant (the e-visa or the insurance policy PDF), read by its hash from the documents store. */
export const documentRenderer: AttachmentRenderer = async (data, { documents, subjectId }) => {
  const document = await documents.get(subjectId, String(data.documentHash));
  if (!document) throw new Error(`Document ${String(data.documentHash)} of ${subjectId} is missing from the document store`);
  return document.content;
};

/** "Approved" to the applicant, with the e-visa PDF staff attached (referenced by its hash, read when sent or viewed). */
export const applicationApprovedComposer: EmailComposer = {
  name: 'application-approved',
  eventTypes: ['VisaApplicationApproved'],

  compose(event, order) {
    const data = event.data as unknown as VisaApplicationApproved['data'];
    const attachments = data.documentHash
      ? [{ filename: `e-visa-${data.applicationNumber}.pdf`, contentType: 'application/pdf', renderer: 'e-visa', data: { documentHash: data.documentHash } }]
      : [];
    return decisionEmail(order, { applicationNumber: data.applicationNumber, decidedAt: data.decidedAt, approved: true, attachments });
  },

  renderers: { 'e-visa': documentRenderer },
};

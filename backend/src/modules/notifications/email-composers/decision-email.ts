import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { formatDateTime } from '../templates/format.js';
import { APPLICATION_DECISION_TEXT, type ApplicationDecisionText } from '../templates/application-decision.templates.js';
import type { LanguageCode } from '@evisa/contracts';
import type { AttachmentRef, EmailDraft } from './email-composer.js';
import { applicantOf, composeLetter, statusPagePath } from './letter.js';

/**
 * The shared shape of the approval and rejection emails, visa (the default words) or insurance: to the
 * applicant (else the payer), in their language.
 */
export function decisionEmail(
  order: OrderContext | null,
  decision: { applicationNumber: string; decidedAt: string; approved: boolean; attachments: readonly AttachmentRef[] },
  texts: Record<LanguageCode, ApplicationDecisionText> = APPLICATION_DECISION_TEXT,
): EmailDraft | null {
  const recipient = applicantOf(order) ?? order?.customer ?? null;
  // Nobody to write to: the person's data is erased (or was never readable on this replay).
  if (!order || !recipient) return null;
  const language = order.language;
  const t = texts[language];
  return composeLetter({
    to: recipient,
    language,
    subject: decision.approved ? t.approvedSubject(decision.applicationNumber) : t.rejectedSubject(decision.applicationNumber),
    greeting: t.greeting(recipient.name),
    intro: decision.approved ? t.approvedIntro : t.rejectedIntro,
    detailsHeading: t.detailsHeading,
    details: [
      [t.applicationNumber, decision.applicationNumber],
      [t.decisionDate, formatDateTime(decision.decidedAt, language)],
    ],
    paragraphs: decision.approved ? [decision.attachments.length > 0 ? t.documentAttached : t.documentOnline, t.travelAdvice] : [t.rejectedNext],
    // The approval's status page is where the document is downloaded (the kind is the order's, whose number this is).
    ...(decision.approved && { link: { label: t.statusLink, path: statusPagePath(decision.applicationNumber, order.orderKind) } }),
    closing: t.closing,
    attachments: decision.attachments,
  });
}

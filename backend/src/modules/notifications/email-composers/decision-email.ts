import { COMPANY } from '@evisa/contracts';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { emailDisclaimer } from '../templates/disclaimer.templates.js';
import { formatDateTime } from '../templates/format.js';
import { renderEmailHtml } from '../templates/email-html.js';
import { APPLICATION_DECISION_TEXT } from '../templates/application-decision.templates.js';
import type { AttachmentRef, EmailDraft } from './email-composer.js';

/** The shared shape of the approval and rejection emails: to the applicant, in their language. */
export function decisionEmail(
  order: OrderContext | null,
  decision: { applicationNumber: string; decidedAt: string; approved: boolean; attachments: readonly AttachmentRef[] },
): EmailDraft | null {
  const recipient =
    (order?.applicant && { name: `${order.applicant.firstName} ${order.applicant.lastName}`, email: order.applicant.email }) ?? order?.customer ?? null;
  // Nobody to write to: the person's data is erased (or was never readable on this replay).
  if (!order || !recipient) return null;
  const language = order.language;
  const t = APPLICATION_DECISION_TEXT[language];
  const details: Array<[string, string]> = [
    [t.applicationNumber, decision.applicationNumber],
    [t.decisionDate, formatDateTime(decision.decidedAt, language)],
  ];
  const intro = decision.approved ? t.approvedIntro : t.rejectedIntro;
  const paragraphs = decision.approved
    ? [decision.attachments.length > 0 ? t.documentAttached : t.documentOnline, t.travelAdvice]
    : [t.rejectedNext];
  const signature = [COMPANY.brandName, `${COMPANY.legalName} · ${COMPANY.registrationNumber} · ${COMPANY.address}`, COMPANY.supportEmail];
  const disclaimer = emailDisclaimer(language);
  return {
    to: recipient.email,
    toName: recipient.name,
    language,
    subject: decision.approved ? t.approvedSubject(decision.applicationNumber) : t.rejectedSubject(decision.applicationNumber),
    text: [
      t.greeting(recipient.name),
      '',
      intro,
      '',
      `${t.detailsHeading}:`,
      ...details.map(([label, value]) => `  ${label}: ${value}`),
      '',
      ...paragraphs.flatMap((p) => [p, '']),
      t.closing,
      ...signature,
      '',
      '--',
      disclaimer,
    ].join('\n'),
    html: renderEmailHtml({ language, greeting: t.greeting(recipient.name), intro, paragraphs, detailsHeading: t.detailsHeading, details, closing: t.closing, signature, disclaimer }),
    attachments: decision.attachments,
  };
}

import { COMPANY } from '@evisa/contracts';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { emailDisclaimer } from '../templates/disclaimer.templates.js';
import { renderEmailHtml, type EmailHtmlContent } from '../templates/email-html.js';
import type { AttachmentRef, EmailDraft } from './email-composer.js';

export interface Recipient {
  readonly name: string;
  readonly email: string;
}

/** The person the application is for, when their data is still readable. */
export function applicantOf(order: OrderContext | null): Recipient | null {
  return order?.applicant ? { name: `${order.applicant.firstName} ${order.applicant.lastName}`, email: order.applicant.email } : null;
}

/** What differs between our emails; the layout, signature and disclaimer are the same in all of them. */
export interface Letter extends Omit<EmailHtmlContent, 'signature' | 'disclaimer'> {
  readonly to: Recipient;
  readonly subject: string;
  readonly attachments: readonly AttachmentRef[];
}

/** One email as plain text and HTML with the same content, signed by the company, with the private-service disclaimer. */
export function composeLetter(letter: Letter): EmailDraft {
  const { to, language, subject, greeting, intro, detailsHeading, details, paragraphs, closing, attachments } = letter;
  const signature = [COMPANY.brandName, `${COMPANY.legalName} · ${COMPANY.registrationNumber} · ${COMPANY.address}`, COMPANY.supportEmail];
  const disclaimer = emailDisclaimer(language);
  return {
    to: to.email,
    toName: to.name,
    language,
    subject,
    text: [
      greeting,
      '',
      intro,
      '',
      `${detailsHeading}:`,
      ...details.map(([label, value]) => `  ${label}: ${value}`),
      '',
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      closing,
      ...signature,
      '',
      '--',
      disclaimer,
    ].join('\n'),
    html: renderEmailHtml({ language, greeting, intro, paragraphs, detailsHeading, details, closing, signature, disclaimer }),
    attachments,
  };
}

import { COMPANY, type LanguageCode } from '@evisa/contracts';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { emailDisclaimer } from '../templates/disclaimer.templates.js';
import { renderEmailHtml } from '../templates/email-html.js';
import type { AttachmentRef, EmailDraft, LetterContent } from './email-composer.js';

export interface Recipient {
  readonly name: string;
  readonly email: string;
}

/** Where staff-facing notices go (a new chat, a chargeback): the support inbox the staff read. */
export const SUPPORT_INBOX: Recipient = { name: `${COMPANY.brandName} support`, email: COMPANY.supportEmail };

/** The person the application is for, when their data is still readable. */
export function applicantOf(order: OrderContext | null): Recipient | null {
  return order?.applicant ? { name: `${order.applicant.firstName} ${order.applicant.lastName}`, email: order.applicant.email } : null;
}

/** One email to write: to whom, in which language, about what, and its words. */
export interface Letter extends LetterContent {
  readonly to: Recipient;
  readonly language: LanguageCode;
  readonly subject: string;
  readonly attachments: readonly AttachmentRef[];
}

/** The draft the outbox stores: the recipient, the subject and the words, laid out later by `renderLetter`. */
export function composeLetter(letter: Letter): EmailDraft {
  const { to, language, subject, greeting, intro, detailsHeading, details, paragraphs, link, closing, attachments } = letter;
  // Left out when there is none, so the stored words of link-less emails stay as they were.
  const content = { greeting, intro, detailsHeading, details, paragraphs, ...(link && { link }), closing };
  return { to: to.email, toName: to.name, language, subject, content, attachments };
}

/** The status page of an application, as the site's router reads it (`/status?ref=...`, `&kind=insurance` for insurance). */
export function statusPagePath(applicationNumber: string, kind: 'visa' | 'insurance'): string {
  return `/status?ref=${encodeURIComponent(applicationNumber)}${kind === 'insurance' ? '&kind=insurance' : ''}`;
}

/**
 * An email's bodies: the same words as plain text and as HTML, signed by the company, with the
 * private-service disclaimer. `siteUrl` (the public address, PUBLIC_BASE_URL) makes the letter's
 * link absolute; without it the link is shown as its path.
 */
export function renderLetter(language: LanguageCode, content: LetterContent, siteUrl?: string): { text: string; html: string } {
  const { greeting, intro, detailsHeading, details, paragraphs, closing } = content;
  const signature = [COMPANY.brandName, `${COMPANY.legalName} · ${COMPANY.registrationNumber} · ${COMPANY.address}`, COMPANY.supportEmail];
  const disclaimer = emailDisclaimer(language);
  // French sets a space before a colon ("Devise : USD"); the other five languages do not.
  const colon = language === 'fr' ? ' :' : ':';
  const link = content.link ? { label: content.link.label, url: `${siteUrl?.replace(/\/+$/, '') ?? ''}${content.link.path}` } : undefined;
  return {
    text: [
      greeting,
      '',
      intro,
      '',
      `${detailsHeading}${colon}`,
      ...details.map(([label, value]) => `  ${label}${colon} ${value}`),
      '',
      ...paragraphs.flatMap((paragraph) => [paragraph, '']),
      ...(link ? [`${link.label}${colon} ${link.url}`, ''] : []),
      closing,
      ...signature,
      '',
      '--',
      disclaimer,
    ].join('\n'),
    html: renderEmailHtml({ language, greeting, intro, paragraphs, detailsHeading, details, link, closing, signature, disclaimer }),
  };
}

import { COMPANY, LANGUAGES, type LanguageCode } from '@evisa/contracts';
import type { LetterContent } from '../email-composers/email-composer.js';

export interface EmailHtmlContent extends Omit<LetterContent, 'link'> {
  readonly language: LanguageCode;
  /** The letter's link, its address already absolute. */
  readonly link?: { readonly label: string; readonly url: string };
  readonly signature: readonly string[];
  readonly disclaimer: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The support address in the signature is a mail link; the other lines are text. */
const signatureLine = (line: string) => (line === COMPANY.supportEmail ? `<a href="mailto:${escape(line)}">${escape(line)}</a>` : escape(line));

/** A plain, table-based layout (what mail clients render reliably), right to left for Arabic. */
export function renderEmailHtml(content: EmailHtmlContent): string {
  const dir = LANGUAGES.find((l) => l.code === content.language)?.dir ?? 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  const p = (text: string) => `<p style="margin:0 0 16px">${escape(text)}</p>`;
  // The gap goes between the label and its value: on the label's left when the table runs right to left.
  const labelPadding = dir === 'rtl' ? '4px 0 4px 12px' : '4px 12px 4px 0';
  const rows = content.details
    .map(([label, value]) => `<tr><td style="padding:${labelPadding};color:#555">${escape(label)}</td><td style="padding:4px 0" dir="ltr">${escape(value)}</td></tr>`)
    .join('');
  return [
    `<!doctype html><html lang="${content.language}" dir="${dir}"><head><meta charset="utf-8"></head>`,
    // The direction, language and type again on a wrapper: webmail (Gmail among them) drops the
    // html and body elements with their attributes, and an Arabic letter would read left to right.
    `<body style="margin:0">`,
    `<div lang="${content.language}" dir="${dir}" style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#111;text-align:${align}">`,
    p(content.greeting),
    p(content.intro),
    `<p style="margin:0 0 4px;font-weight:bold">${escape(content.detailsHeading)}</p>`,
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`,
    ...content.paragraphs.map(p),
    ...(content.link ? [`<p style="margin:0 0 16px"><a href="${escape(content.link.url)}" style="color:#0b57d0;font-weight:bold">${escape(content.link.label)}</a></p>`] : []),
    `<p style="margin:0 0 16px">${escape(content.closing)}<br>${content.signature.map(signatureLine).join('<br>')}</p>`,
    `<hr style="border:none;border-top:1px solid #ccc"><p style="font-size:12px;color:#555">${escape(content.disclaimer)}</p>`,
    '</div></body></html>',
  ].join('');
}

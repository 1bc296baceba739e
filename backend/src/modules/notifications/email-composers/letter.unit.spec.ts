import { describe, expect, it } from '@jest/globals';
import { COMPANY, LANGUAGE_CODES } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { APPLICATION_DECISION_TEXT } from '../templates/application-decision.templates.js';
import { INSURANCE_DECISION_TEXT } from '../templates/insurance-decision.templates.js';
import { PAYMENT_CONFIRMATION_TEXT } from '../templates/payment-confirmation.templates.js';
import { decisionEmail } from './decision-email.js';
import type { LetterContent } from './email-composer.js';
import { composeLetter, renderLetter } from './letter.js';
import { paymentConfirmationComposer } from './payment-confirmation.composer.js';

const order: OrderContext = {
  orderId: 'ABC1234567890XYZ',
  orderKind: 'visa',
  language: 'en',
  applicant: { firstName: 'Şule', lastName: 'Yıldız', email: 'applicant@example.com' },
  customer: { name: 'Ayşe Payer', email: 'payer@example.com' },
  lines: [],
  totalCents: 18400,
  processingType: 'standard',
  personalDataErased: false,
};

describe('the letter every email is written as', () => {
  it('keeps the words, and lays them out as text and as escaped HTML, signed by the company, with the disclaimer last', () => {
    const words: LetterContent = {
      greeting: 'Dear Jo <Jo>,',
      intro: 'Intro.',
      detailsHeading: 'Details',
      details: [['Number', 'ABC']],
      paragraphs: ['First.', 'Second.'],
      closing: 'Kind regards,',
    };
    const draft = composeLetter({ to: { name: 'Jo <Jo>', email: 'jo@example.com' }, language: 'en', subject: 'Subject', ...words, attachments: [] });
    // The outbox keeps just the words; nothing else of the letter leaks into them.
    expect(draft.content).toStrictEqual(words);
    const { text, html } = renderLetter(draft.language, draft.content);
    const lines = text.split('\n');
    expect(lines.slice(0, 10)).toEqual(['Dear Jo <Jo>,', '', 'Intro.', '', 'Details:', '  Number: ABC', '', 'First.', '', 'Second.']);
    expect(lines.slice(10, 13)).toEqual(['', 'Kind regards,', COMPANY.brandName]);
    expect(lines).toContain(COMPANY.supportEmail);
    expect(lines.at(-2)).toBe('--');
    expect(lines.at(-1)).toMatch(/not affiliated with/);
    expect(html).toContain('Dear Jo &lt;Jo&gt;,');
    expect(html).not.toContain('<Jo>');
    expect(draft).toMatchObject({ to: 'jo@example.com', toName: 'Jo <Jo>', subject: 'Subject', language: 'en' });
  });

  it('sends a decision to the applicant first, to the payer when the applicant is unknown, and nothing without either', () => {
    const decision = { applicationNumber: 'ABC1234567890XYZ', decidedAt: '2025-03-14T09:26:53.000Z', approved: false, attachments: [] };
    expect(decisionEmail(order, decision)).toMatchObject({ to: 'applicant@example.com', toName: 'Şule Yıldız' });
    expect(decisionEmail({ ...order, applicant: null }, decision)).toMatchObject({ to: 'payer@example.com', toName: 'Ayşe Payer' });
    expect(decisionEmail({ ...order, applicant: null, customer: null }, decision)).toBeNull();
    expect(decisionEmail(null, decision)).toBeNull();
  });
});

describe('the link to the status page', () => {
  const SITE = 'https://visa.example.com';
  const NUMBER = 'ABC1234567890XYZ';
  const paid: RecordedEvent = {
    position: '42',
    transactionId: '1000',
    streamId: `payment-${NUMBER}`,
    streamType: 'payment',
    streamVersion: 3,
    type: 'PaymentCompleted',
    schemaVersion: 1,
    data: { orderId: NUMBER, attempt: 1, providerTransactionId: 'gpay_0123456789', amountCents: 18400, currency: 'USD', cardLast4: '4242', completedAt: '2025-03-14T09:26:53.000Z' },
    metadata: { actor: { kind: 'provider', id: 'simulated' } },
    occurredAt: '2025-03-14T09:26:53.000Z',
  };
  const decided = { applicationNumber: NUMBER, decidedAt: '2025-03-14T09:26:53.000Z', attachments: [] };
  const insurance: OrderContext = { ...order, orderKind: 'insurance', lines: [{ code: 'insurance-plan', amountCents: 18400 }], processingType: null };

  it('takes the traveller from the payment confirmation and the approval to their application on our site, in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const drafts = [
        { draft: paymentConfirmationComposer.compose(paid, { ...order, language })!, label: PAYMENT_CONFIRMATION_TEXT[language].statusLink, query: '' },
        { draft: paymentConfirmationComposer.compose(paid, { ...insurance, language })!, label: PAYMENT_CONFIRMATION_TEXT[language].statusLink, query: '&kind=insurance' },
        { draft: decisionEmail({ ...order, language }, { ...decided, approved: true })!, label: APPLICATION_DECISION_TEXT[language].statusLink, query: '' },
        { draft: decisionEmail({ ...insurance, language }, { ...decided, approved: true }, INSURANCE_DECISION_TEXT)!, label: INSURANCE_DECISION_TEXT[language].statusLink, query: '&kind=insurance' },
      ];
      for (const { draft, label, query } of drafts) {
        const url = `${SITE}/status?ref=${NUMBER}${query}`;
        const { text, html } = renderLetter(draft.language, draft.content, `${SITE}/`);
        // The plain text says the same as the HTML: the label and the whole address.
        expect(text).toContain(`${label}${language === 'fr' ? ' :' : ':'} ${url}\n`);
        expect(html).toContain(`<a href="${url.replace('&', '&amp;')}" style="color:#0b57d0;font-weight:bold">${label.replace("'", '&#39;')}</a>`);
      }
    }
  });

  it('gives a rejection none, shows the path when the site address is not known, and makes the support address a mail link', () => {
    const rejected = renderLetter('en', decisionEmail(order, { ...decided, approved: false })!.content, SITE);
    expect(rejected.text).not.toContain('/status?');
    expect(rejected.html).not.toContain('/status?');
    expect(rejected.html).toContain(`<a href="mailto:${COMPANY.supportEmail}">${COMPANY.supportEmail}</a>`);
    const { text } = renderLetter('en', paymentConfirmationComposer.compose(paid, order)!.content);
    expect(text).toContain(`Check your application status: /status?ref=${NUMBER}\n`);
  });
});

describe('the details table', () => {
  const words: LetterContent = { greeting: 'g', intro: 'i', detailsHeading: 'h', details: [['رقم الطلب', 'ABC1234567890XYZ']], paragraphs: [], closing: 'c' };
  const labelCell = (html: string) => /<td style="padding:([^;]*);color:#555">/.exec(html)![1];

  it('keeps a gap between each label and its value, on the side the value stands: the left of the label in Arabic', () => {
    expect(renderLetter('ar', words).html).toContain('dir="rtl"');
    expect(labelCell(renderLetter('ar', words).html)).toBe('4px 0 4px 12px');
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'ar')) expect(labelCell(renderLetter(language, words).html)).toBe('4px 12px 4px 0');
  });
});

describe('the plain-text part in French', () => {
  it('sets a space before each colon, as French typography does, and only in French', () => {
    const words: LetterContent = { greeting: 'g', intro: 'i', detailsHeading: 'Détails du paiement', details: [['Devise', 'USD']], paragraphs: [], link: { label: 'Suivre', path: '/status?ref=A' }, closing: 'c' };
    const fr = renderLetter('fr', words, 'https://x.example').text.split('\n');
    expect(fr).toEqual(expect.arrayContaining(['Détails du paiement :', '  Devise : USD', 'Suivre : https://x.example/status?ref=A']));
    const de = renderLetter('de', words, 'https://x.example').text.split('\n');
    expect(de).toEqual(expect.arrayContaining(['Détails du paiement:', '  Devise: USD', 'Suivre: https://x.example/status?ref=A']));
  });
});

describe('the HTML part in webmail', () => {
  /** What webmail such as Gmail keeps of a message: the body's content, without the html, head and body elements. */
  const asWebmailShows = (html: string) => html.replace(/^<!doctype html>/i, '').replace(/<head>.*<\/head>/s, '').replace(/<\/?(html|body)\b[^>]*>/g, '');
  const words: LetterContent = { greeting: 'مرحبًا،', intro: 'i', detailsHeading: 'h', details: [['رقم الطلب', 'ABC1234567890XYZ']], paragraphs: ['p'], closing: 'c' };

  it('keeps an Arabic letter right to left, and every letter its language, once the html and body elements are dropped', () => {
    const shown = asWebmailShows(renderLetter('ar', words).html);
    expect(shown).toMatch(/^<div lang="ar" dir="rtl" style="[^"]*text-align:right[^"]*">/);
    expect(shown.endsWith('</div>')).toBe(true);
    // One wrapper around all of it: nothing stands outside.
    expect(shown.match(/<div\b/g)).toHaveLength(1);
    expect(asWebmailShows(renderLetter('de', words).html)).toMatch(/^<div lang="de" dir="ltr" style="[^"]*font-family:Arial[^"]*text-align:left[^"]*">/);
  });
});

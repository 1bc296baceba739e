import { describe, expect, it } from '@jest/globals';
import { COMPANY } from '@evisa/contracts';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { decisionEmail } from './decision-email.js';
import type { LetterContent } from './email-composer.js';
import { composeLetter, renderLetter } from './letter.js';

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

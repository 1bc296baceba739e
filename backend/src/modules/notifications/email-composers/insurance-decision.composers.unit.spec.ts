import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import type { EmailDraft } from './email-composer.js';
import { insuranceApprovedComposer, insuranceRejectedComposer } from './insurance-decision.composers.js';
import { renderLetter } from './letter.js';
import { paymentConfirmationComposer } from './payment-confirmation.composer.js';

const NUMBER = 'INS1234567890XYZ';
const event = (type: string, data: Record<string, unknown>, streamId = `insurance-application-${NUMBER}`): RecordedEvent => ({
  position: '42',
  transactionId: '1000',
  streamId,
  streamType: 'insurance-application',
  streamVersion: 2,
  type,
  schemaVersion: 1,
  data: { applicationNumber: NUMBER, decidedAt: '2025-03-14T09:26:53.000Z', ...data },
  metadata: { actor: { kind: 'staff', id: 'staff-1' } },
  occurredAt: '2025-03-14T09:26:53.000Z',
});
const approvedWithPolicy = event('InsuranceApplicationApproved', { documentHash: 'a'.repeat(64) });
const approvedWithout = event('InsuranceApplicationApproved', { documentHash: null });
const rejected = event('InsuranceApplicationRejected', { reason: 'internal note' });

const order = (language: LanguageCode, overrides: Partial<OrderContext> = {}): OrderContext => ({
  orderId: NUMBER,
  orderKind: 'insurance',
  language,
  applicant: { firstName: 'Şule', lastName: 'Yıldız', email: 'applicant@example.com' },
  customer: { name: 'Payer Name', email: 'payer@example.com' },
  lines: [{ code: 'insurance-plan', amountCents: 11400 }],
  totalCents: 11400,
  processingType: null,
  productName: 'Turkey Travel Health Insurance - 7 Days',
  personalDataErased: false,
  ...overrides,
});
const rendered = (draft: EmailDraft) => renderLetter(draft.language, draft.content);
/** The letter's own words, without the private-service disclaimer every email ends with (it names the official e-Visa site). */
const body = (draft: EmailDraft) => rendered(draft).text.split('\n--\n')[0]!;

describe('insurance decision emails', () => {
  it('approves to the applicant in each of the six languages, the policy PDF attached by its hash', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const draft = insuranceApprovedComposer.compose(approvedWithPolicy, order(language))!;
      expect(draft).toMatchObject({ to: 'applicant@example.com', toName: 'Şule Yıldız', language });
      expect(draft.subject).toContain(NUMBER);
      expect(draft.attachments).toEqual([
        { filename: `insurance-policy-${NUMBER}.pdf`, contentType: 'application/pdf', renderer: 'insurance-policy', data: { documentHash: 'a'.repeat(64) } },
      ]);
      const { text, html } = rendered(draft);
      expect(text).toContain('Şule Yıldız');
      expect(body(draft)).not.toMatch(/e-?vis/i);
      expect(html).toContain(`lang="${language}"`);
      subjects.add(draft.subject);
    }
    expect(subjects.size).toBe(6);
    const en = insuranceApprovedComposer.compose(approvedWithPolicy, order('en'))!;
    expect(en.subject).toBe(`Your travel health insurance policy for Türkiye (${NUMBER})`);
    expect(rendered(en).text).toMatch(/travel health insurance policy is attached/);
    expect(rendered(en).text).toMatch(/not affiliated with/);
    expect(insuranceApprovedComposer.compose(approvedWithout, order('en'))!.attachments).toEqual([]);
    expect(rendered(insuranceApprovedComposer.compose(approvedWithout, order('en'))!).text).toMatch(/download your travel health insurance policy/);
    expect(rendered(insuranceApprovedComposer.compose(approvedWithPolicy, order('ar'))!).html).toContain('dir="rtl"');
  });

  it('rejects without the staff reason, in the applicant language', () => {
    for (const language of LANGUAGE_CODES) {
      const draft = insuranceRejectedComposer.compose(rejected, order(language))!;
      expect(draft).toMatchObject({ to: 'applicant@example.com', language, attachments: [] });
      expect(rendered(draft).text).not.toContain('internal note');
    }
    expect(insuranceRejectedComposer.compose(rejected, order('de'))!.subject).toBe(`Ihr Antrag auf eine Reisekrankenversicherung ${NUMBER} wurde nicht genehmigt`);
  });

  it('writes nothing once the person is erased, and is pure', () => {
    const erased = order('en', { applicant: null, customer: null, personalDataErased: true });
    expect(insuranceApprovedComposer.compose(approvedWithPolicy, erased)).toBeNull();
    expect(insuranceRejectedComposer.compose(rejected, erased)).toBeNull();
    expect(insuranceApprovedComposer.compose(approvedWithPolicy, null)).toBeNull();
    expect(insuranceApprovedComposer.compose(approvedWithPolicy, order('fr'))).toEqual(insuranceApprovedComposer.compose(approvedWithPolicy, order('fr')));
  });

  it('confirms an insurance payment as insurance (not an e-visa), with the receipt, in each language', () => {
    const completed: RecordedEvent = {
      ...event('PaymentCompleted', {}, `payment-${NUMBER}`),
      streamType: 'payment',
      data: { orderId: NUMBER, attempt: 1, providerTransactionId: 'sim_1', amountCents: 11400, currency: 'USD', cardLast4: '4242', completedAt: '2025-03-14T09:26:53.000Z' },
    };
    for (const language of LANGUAGE_CODES) {
      const draft = paymentConfirmationComposer.compose(completed, order(language))!;
      expect(draft).toMatchObject({ to: 'payer@example.com', language, attachments: [expect.objectContaining({ filename: `receipt-${NUMBER}.pdf`, renderer: 'receipt' })] });
      expect(draft.attachments[0]!.data).toMatchObject({ lines: [{ code: 'insurance-plan', amountCents: 11400 }], totalCents: 11400 });
    }
    const text = body(paymentConfirmationComposer.compose(completed, order('en'))!);
    expect(text).toMatch(/travel health insurance for Türkiye/);
    expect(text).toMatch(/issue your policy/);
    expect(text).not.toMatch(/e-Visa/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { COMPANY, LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import type { EmailDraft } from './email-composer.js';
import { renderLetter } from './letter.js';
import { paymentRefundedComposer } from './payment-refunded.composer.js';

const ORDER = 'ABC1234567890XYZ';
const refunded = (refundedCents: number, increaseCents: number, fullyRefunded: boolean, streamVersion = 4): RecordedEvent => ({
  position: '50',
  transactionId: '1000',
  streamId: `payment-${ORDER}`,
  streamType: 'payment',
  streamVersion,
  type: 'PaymentRefunded',
  schemaVersion: 1,
  data: { orderId: ORDER, providerTransactionId: 'pi_test_0123', refundedCents, increaseCents, fullyRefunded, refundedAt: '2026-11-24T09:15:00.000Z' },
  metadata: { actor: { kind: 'provider', id: 'stripe' } },
  occurredAt: '2026-11-24T09:15:00.000Z',
});
const partial = refunded(5050, 5050, false);
const full = refunded(18400, 13350, true, 5);

const order = (language: LanguageCode, overrides: Partial<OrderContext> = {}): OrderContext => ({
  orderId: ORDER,
  orderKind: 'visa',
  language,
  applicant: { firstName: 'Şule', lastName: 'Yıldız', email: 'applicant@example.com' },
  customer: { name: 'Layla Haddad', email: 'payer@example.com' },
  lines: [
    { code: 'visa-fee', amountCents: 6900 },
    { code: 'service-fee', amountCents: 11500 },
  ],
  totalCents: 18400,
  processingType: 'standard',
  personalDataErased: false,
  ...overrides,
});

const rendered = (draft: EmailDraft) => renderLetter(draft.language, draft.content);

describe('refund email to the payer', () => {
  it('writes to the checkout email in each of the six languages, naming the order, the amounts and the currency', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const draft = paymentRefundedComposer.compose(partial, order(language))!;
      expect(draft).toMatchObject({ to: 'payer@example.com', toName: 'Layla Haddad', language, attachments: [] });
      expect(draft.subject).toContain(ORDER);
      const { text, html } = rendered(draft);
      expect(text).toContain(ORDER);
      expect(text).toContain('USD');
      expect(text).toContain(COMPANY.supportEmail);
      expect(text).toMatch(/5(–| à | a | إلى )10/);
      expect(html).toContain(`lang="${language}"`);
      subjects.add(draft.subject);
    }
    expect(subjects.size).toBe(6);
  });

  it('says in English what came back this time and in all, to the card, when to expect it, and whom to ask', () => {
    const draft = paymentRefundedComposer.compose(partial, order('en'))!;
    expect(draft.subject).toBe(`Refund issued – order ${ORDER}`);
    expect(draft.content.intro).toBe(`We have refunded $50.50 of your payment for your Turkey e-Visa application ${ORDER}.`);
    expect(draft.content.details).toEqual([
      ['Order number', ORDER],
      ['Refunded now', '$50.50'],
      ['Total refunded', '$50.50'],
      ['Currency', 'USD (US dollar)'],
      ['Refund date', '24 November 2026 at 09:15 UTC'],
    ]);
    const { text } = rendered(draft);
    expect(text).toContain('The money goes back to the card you paid with. It typically reaches your account within 5–10 business days, depending on your bank.');
    expect(text).toContain(`write to our support team at ${COMPANY.supportEmail} or use the live chat`);
    expect(text).not.toContain('in full');
  });

  it('says a full refund is in full, with this refund and the total told apart', () => {
    const draft = paymentRefundedComposer.compose(full, order('en'))!;
    expect(draft.subject).toBe(`Your payment has been refunded in full – order ${ORDER}`);
    expect(draft.content.intro).toBe(`We have refunded $133.50 of your payment for your Turkey e-Visa application ${ORDER}. Your order is now refunded in full.`);
    expect(draft.content.details).toContainEqual(['Refunded now', '$133.50']);
    expect(draft.content.details).toContainEqual(['Total refunded', '$184.00']);
  });

  it('writes Arabic right to left, with the amounts in Latin digits', () => {
    const draft = paymentRefundedComposer.compose(full, order('ar'))!;
    expect(draft.subject).toBe(`تم ردّ المبلغ المدفوع بالكامل – الطلب ${ORDER}`);
    expect(draft.content.intro).toContain('$133.50');
    expect(draft.content.intro).toContain('تم ردّ كامل مبلغ طلبك.');
    expect(draft.content.details).toContainEqual(['إجمالي المبلغ المسترد', '$184.00']);
    const { text, html } = rendered(draft);
    expect(html).toContain('dir="rtl"');
    expect(text).toContain('يُعاد المبلغ إلى البطاقة التي دفعت بها');
  });

  it('speaks of the insurance order in German and of the application in Turkish', () => {
    const de = paymentRefundedComposer.compose(partial, order('de', { orderKind: 'insurance' }))!;
    expect(de.subject).toBe(`Erstattung veranlasst – Bestellung ${ORDER}`);
    expect(de.content.intro).toBe(`Wir haben Ihnen 50,50 $ Ihrer Zahlung für Ihre Reisekrankenversicherung für die Türkiye, Bestellung ${ORDER}, erstattet.`);
    expect(rendered(de).text).toContain('innerhalb von 5–10 Werktagen');
    const tr = paymentRefundedComposer.compose(full, order('tr'))!;
    expect(tr.subject).toBe(`Ödemenizin tamamı iade edildi – sipariş ${ORDER}`);
    expect(tr.content.details).toContainEqual(['Toplam iade edilen', '$184,00']);
  });

  it('falls back to the applicant, and writes nothing once the person is erased', () => {
    expect(paymentRefundedComposer.compose(partial, order('en', { customer: null }))!.to).toBe('applicant@example.com');
    expect(paymentRefundedComposer.compose(partial, order('en', { customer: null, applicant: null, personalDataErased: true }))).toBeNull();
    expect(paymentRefundedComposer.compose(partial, null)).toBeNull();
  });

  it('is pure: the same event and context give the same message', () => {
    expect(paymentRefundedComposer.compose(full, order('fr'))).toEqual(paymentRefundedComposer.compose(full, order('fr')));
  });
});

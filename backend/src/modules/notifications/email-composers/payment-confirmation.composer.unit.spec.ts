import { describe, expect, it } from '@jest/globals';
import { LANGUAGE_CODES, type LanguageCode } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { extractPdfText } from '../../../test-support/pdf-text.js';
import type { EmailDraft } from './email-composer.js';
import { renderLetter } from './letter.js';
import { paymentConfirmationComposer } from './payment-confirmation.composer.js';

const completed: RecordedEvent = {
  position: '42',
  transactionId: '1000',
  streamId: 'payment-ABC1234567890XYZ',
  streamType: 'payment',
  streamVersion: 3,
  type: 'PaymentCompleted',
  schemaVersion: 1,
  data: { orderId: 'ABC1234567890XYZ', attempt: 1, providerTransactionId: 'gpay_0123456789', amountCents: 18400, currency: 'USD', cardLast4: '4242', completedAt: '2025-03-14T09:26:53.000Z' },
  metadata: { actor: { kind: 'provider', id: 'simulated' } },
  occurredAt: '2025-03-14T09:26:53.000Z',
};

const order = (language: LanguageCode, overrides: Partial<OrderContext> = {}): OrderContext => ({
  orderId: 'ABC1234567890XYZ',
  orderKind: 'visa',
  language,
  applicant: { firstName: 'Şule', lastName: 'Yıldız', email: 'applicant@example.com' },
  customer: { name: 'Şule Yıldız', email: 'payer@example.com' },
  lines: [
    { code: 'visa-fee', amountCents: 6900 },
    { code: 'service-fee', amountCents: 11500 },
  ],
  totalCents: 18400,
  processingType: 'standard',
  personalDataErased: false,
  ...overrides,
});

const insuranceOrder = (language: LanguageCode, overrides: Partial<OrderContext> = {}): OrderContext =>
  order(language, {
    orderKind: 'insurance',
    lines: [{ code: 'insurance-plan', amountCents: 18400 }],
    processingType: null,
    productName: '14 days',
    insurancePlan: { coverDays: 14, travelDate: '2026-12-14', returnDate: '2026-12-27' },
    ...overrides,
  });

const rendered = (draft: EmailDraft) => renderLetter(draft.language, draft.content);


/** The receipt is drawn from the message's data alone: a context it touched would throw. */
const unused = () => Promise.reject(new Error('unused'));
const unusedContext = { documents: { put: unused, get: unused, eraseSubject: unused }, subjectId: 'unused' };

describe('payment confirmation email', () => {
  it('writes to the checkout email, in each of the six languages, with the receipt attached', () => {
    const subjects = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const draft = paymentConfirmationComposer.compose(completed, order(language))!;
      expect(draft).toMatchObject({ to: 'payer@example.com', toName: 'Şule Yıldız', language });
      expect(draft.subject).toContain('ABC1234567890XYZ');
      const { text, html } = rendered(draft);
      expect(text).toContain('gpay_0123456789');
      expect(html).toContain(`lang="${language}"`);
      expect(draft.attachments).toEqual([expect.objectContaining({ filename: 'receipt-ABC1234567890XYZ.pdf', contentType: 'application/pdf', renderer: 'receipt' })]);
      subjects.add(draft.subject);
    }
    expect(subjects.size).toBe(6);
    const tr = paymentConfirmationComposer.compose(completed, order('tr'))!;
    expect(tr.subject).toBe('Ödemeniz alındı – sipariş ABC1234567890XYZ');
    expect(rendered(tr).text).toContain('$184,00');
    expect(rendered(paymentConfirmationComposer.compose(completed, order('ar'))!).html).toContain('dir="rtl"');
    expect(rendered(paymentConfirmationComposer.compose(completed, order('en'))!).text).toMatch(/not affiliated with/);
  });

  it('falls back to the applicant, and writes nothing once the person is erased', () => {
    expect(paymentConfirmationComposer.compose(completed, order('en', { customer: null }))!.to).toBe('applicant@example.com');
    expect(paymentConfirmationComposer.compose(completed, order('en', { customer: null, applicant: null, personalDataErased: true }))).toBeNull();
    expect(paymentConfirmationComposer.compose(completed, null)).toBeNull();
  });

  it('is pure: the same event and context give the same message', () => {
    expect(paymentConfirmationComposer.compose(completed, order('de'))).toEqual(paymentConfirmationComposer.compose(completed, order('de')));
  });

  it('renders the receipt as a PDF with the order, lines, total, payment and company, byte-identical each time', async () => {
    const draft = paymentConfirmationComposer.compose(completed, order('en'))!;
    const render = paymentConfirmationComposer.renderers!.receipt!;
    const pdf = await render(draft.attachments[0]!.data, unusedContext);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = extractPdfText(pdf).join('\n');
    for (const expected of ['ABC1234567890XYZ', '$184.00', '$69.00', '$115.00', 'gpay_0123456789', '**** 4242', 'Travel Desk Services Ltd', '15427391', 'TRAVELDESK TURKIYE', 'Paul Street', 'evisa.gov.tr', 'Visa fee', 'Total paid', '14 March 2025']) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/private company/);
    expect((await render(draft.attachments[0]!.data, unusedContext)).equals(pdf)).toBe(true);
  });

  it('draws Turkish letters (and Arabic when a Unicode font is installed)', async () => {
    const render = paymentConfirmationComposer.renderers!.receipt!;
    const tr = extractPdfText(await render(paymentConfirmationComposer.compose(completed, order('tr'))!.attachments[0]!.data, unusedContext)).join('\n');
    expect(tr).toContain('ABC1234567890XYZ');
    expect(tr).toContain('$184,00');
    expect(tr).toMatch(/Ödenen toplam/);
    expect(tr).toMatch(/Şule Yıldız|Sule Yildiz/);
    const ar = extractPdfText(await render(paymentConfirmationComposer.compose(completed, order('ar'))!.attachments[0]!.data, unusedContext)).join('\n');
    expect(ar).toContain('ABC1234567890XYZ');
    expect(ar).toContain('$184.00');
  });

  it('names the currency in full in the email and on the receipt, in each of the six languages: "$" alone is also other dollars\' and pesos\' sign', async () => {
    const render = paymentConfirmationComposer.renderers!.receipt!;
    const names = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const draft = paymentConfirmationComposer.compose(completed, order(language))!;
      const [label, value] = draft.content.details.find(([, v]) => v.startsWith('USD'))!;
      expect(rendered(draft).text).toContain(`  ${label}${language === 'fr' ? ' :' : ':'} ${value}\n`);
      names.add(`${label}|${value}`);
      const receipt = extractPdfText(await render(draft.attachments[0]!.data, unusedContext));
      expect(receipt).toContain('USD');
    }
    expect(names.size).toBe(6);
    expect(rendered(paymentConfirmationComposer.compose(completed, order('fr'))!).text).toContain('  Devise : USD (dollar américain)\n');
    expect(extractPdfText(await render(paymentConfirmationComposer.compose(completed, order('en'))!.attachments[0]!.data, unusedContext))).toEqual(
      expect.arrayContaining(['Currency', 'USD']),
    );
  });

  it('names an insurance order\'s travel dates and days of cover in the email, in each of the six languages', () => {
    const labels = new Set<string>();
    for (const language of LANGUAGE_CODES) {
      const { details } = paymentConfirmationComposer.compose(completed, insuranceOrder(language))!.content;
      expect(details).toHaveLength(7);
      expect(details[2]![1]).toBe('14');
      labels.add(`${details[1]![0]}|${details[2]![0]}`);
    }
    expect(labels.size).toBe(6);
    const en = rendered(paymentConfirmationComposer.compose(completed, insuranceOrder('en'))!).text;
    expect(en).toContain('Travel dates: 14 December 2026 – 27 December 2026');
    expect(en).toContain('Days of cover: 14');
    const [, [label, value]] = paymentConfirmationComposer.compose(completed, insuranceOrder('ar'))!.content.details as Array<[string, string]>;
    expect(label).toBe('تواريخ السفر');
    expect(value).toBe('2026-12-14 – 2026-12-27');
    const visa = paymentConfirmationComposer.compose(completed, order('en'))!;
    expect(visa.content.details).toHaveLength(5);
    expect(visa.attachments[0]!.data).not.toHaveProperty('insurancePlan');
  });

  it('carries the insurance plan into the receipt data, and leaves it out for a context stored before plans were', () => {
    const draft = paymentConfirmationComposer.compose(completed, insuranceOrder('en', { insurancePlan: { coverDays: 365, travelDate: '2026-12-14', returnDate: '2027-12-13' } }))!;
    expect(draft.attachments[0]!.data).toMatchObject({ insurancePlan: { coverDays: 365, travelDate: '2026-12-14', returnDate: '2027-12-13' } });
    const old = paymentConfirmationComposer.compose(completed, insuranceOrder('en', { insurancePlan: undefined }))!;
    expect(old.attachments[0]!.data).not.toHaveProperty('insurancePlan');
    expect(old.content.details).toHaveLength(5);
  });

  it('shows an insurance receipt\'s travel dates and days of cover, and still renders a stored receipt without them', async () => {
    const render = paymentConfirmationComposer.renderers!.receipt!;
    const draft = paymentConfirmationComposer.compose(completed, insuranceOrder('en', { insurancePlan: { coverDays: 365, travelDate: '2026-12-14', returnDate: '2027-12-13' } }))!;
    const text = extractPdfText(await render(draft.attachments[0]!.data, unusedContext));
    expect(text).toEqual(expect.arrayContaining(['Travel dates', '14 December 2026 – 13 December 2027', 'Days of cover', '365', 'Travel health insurance for Türkiye']));

    // A receipt stored as JSON before the plan was carried: same data, no plan, no new rows.
    const { insurancePlan: _, ...stored } = JSON.parse(JSON.stringify(draft.attachments[0]!.data)) as Record<string, unknown>;
    const old = extractPdfText(await render(stored, unusedContext)).join('\n');
    expect(old).toContain('Travel health insurance for Türkiye');
    expect(old).not.toContain('Travel dates');
    expect(old).not.toContain('Days of cover');
  });

  it('draws an Arabic insurance receipt\'s dates and days in runs of their own, never mixed with Arabic letters', async () => {
    const render = paymentConfirmationComposer.renderers!.receipt!;
    const text = extractPdfText(await render(paymentConfirmationComposer.compose(completed, insuranceOrder('ar'))!.attachments[0]!.data, unusedContext));
    expect(text).toEqual(expect.arrayContaining(['2026-12-14 – 2026-12-27', '14']));
    for (const run of text) if (/[\u0600-\u06ff]/.test(run)) expect(run).not.toMatch(/[0-9A-Za-z]/);
  });
});

import { describe, expect, it } from '@jest/globals';
import { COMPANY } from '@evisa/contracts';
import type { RecordedEvent } from '../../../event-store/event-store.types.js';
import type { OrderContext } from '../../../projections/outbox/order-context.js';
import { renderLetter } from './letter.js';
import { paymentDisputedComposer } from './payment-disputed.composer.js';

const ORDER = 'ABC1234567890XYZ';
const disputed = (status: 'open' | 'won' | 'lost', reason = 'fraudulent', evidenceDueBy?: string): RecordedEvent => ({
  position: '60',
  transactionId: '1000',
  streamId: `payment-${ORDER}`,
  streamType: 'payment',
  streamVersion: status === 'open' ? 4 : 5,
  type: 'PaymentDisputed',
  schemaVersion: 1,
  data: { orderId: ORDER, providerTransactionId: 'pi_test_0123', disputeId: 'dp_test_0123', amountCents: 18400, reason, status, at: '2026-11-24T09:15:00.000Z', ...(evidenceDueBy ? { evidenceDueBy } : {}) },
  metadata: { actor: { kind: 'provider', id: 'stripe' } },
  occurredAt: '2026-11-24T09:15:00.000Z',
});
const order: OrderContext = {
  orderId: ORDER,
  orderKind: 'visa',
  language: 'de',
  applicant: { firstName: 'Şule', lastName: 'Yıldız', email: 'applicant@example.com' },
  customer: { name: 'Layla Haddad', email: 'payer@example.com' },
  lines: [{ code: 'service-fee', amountCents: 18400 }],
  totalCents: 18400,
  processingType: 'standard',
  personalDataErased: false,
};

describe('chargeback notice to the support inbox', () => {
  it('tells staff in Turkish that a dispute opened: the application, amount, reason, and that evidence goes in the Stripe dashboard', () => {
    const draft = paymentDisputedComposer.compose(disputed('open'), order)!;
    expect(draft).toMatchObject({ to: COMPANY.supportEmail, language: 'tr', attachments: [] });
    expect(draft.subject).toBe(`Ödemeye itiraz açıldı (chargeback) – başvuru ${ORDER}: Stripe'ta yanıt verin`);
    expect(draft.content.details).toEqual([
      ['Başvuru numarası', ORDER],
      ['Başvuru türü', 'e-Vize'],
      ['İtiraz edilen tutar', '$184,00'],
      ['Para birimi', 'USD'],
      ['İtiraz nedeni', 'Sahtecilik: kart sahibi ödemeyi tanımıyor (fraudulent)'],
      ['Durum', 'Açık, yanıt bekliyor'],
      ["Stripe'taki itiraz numarası", 'dp_test_0123'],
      ['Kayıt zamanı', expect.stringContaining('2026')],
    ]);
    const { text, html } = renderLetter(draft.language, draft.content);
    expect(text).toContain('Kanıt Stripe panelinde sunulmalıdır');
    expect(text).toContain('son tarihten önce');
    expect(html).toContain('lang="tr"');
  });

  it("gives the evidence deadline Stripe set while the dispute is open (older events without it read as before)", () => {
    const draft = paymentDisputedComposer.compose(disputed('open', 'fraudulent', '2026-12-05T23:59:59.000Z'), order)!;
    expect(draft.content.details).toContainEqual(['Kanıt için son tarih', expect.stringMatching(/5 Aralık 2026.*23:59 UTC/)]);
    expect(draft.content.details.map(([label]) => label)).toEqual([
      'Başvuru numarası', 'Başvuru türü', 'İtiraz edilen tutar', 'Para birimi', 'İtiraz nedeni', 'Durum', "Stripe'taki itiraz numarası", 'Kanıt için son tarih', 'Kayıt zamanı',
    ]);
    const closed = paymentDisputedComposer.compose(disputed('lost', 'fraudulent', '2026-12-05T23:59:59.000Z'), order)!;
    expect(closed.content.details.map(([label]) => label)).not.toContain('Kanıt için son tarih');
  });

  it('tells staff when it closes, won or lost', () => {
    const won = paymentDisputedComposer.compose(disputed('won'), order)!;
    expect(won.subject).toBe(`Ödeme itirazı kazanıldı – başvuru ${ORDER}`);
    expect(won.content.details).toContainEqual(['Durum', 'Kazanıldı']);
    const lost = paymentDisputedComposer.compose(disputed('lost'), order)!;
    expect(lost.subject).toBe(`Ödeme itirazı kaybedildi – başvuru ${ORDER}`);
    expect(lost.content.details).toContainEqual(['Durum', 'Kaybedildi']);
    expect(lost.content.intro).toContain('gelirden düşüldü');
  });

  it('names no one: no payer, applicant, email or card, even with the order context at hand', () => {
    for (const status of ['open', 'won', 'lost'] as const) {
      const draft = paymentDisputedComposer.compose(disputed(status), order)!;
      const { text, html } = renderLetter(draft.language, draft.content);
      for (const body of [text, html, draft.subject, String(draft.toName)]) {
        for (const personal of ['Layla', 'Haddad', 'Şule', 'Yıldız', 'payer@example.com', 'applicant@example.com', '4242']) expect(body).not.toContain(personal);
      }
    }
  });

  it('still reaches staff for an order whose person is erased or unknown, and shows an unknown reason as it came', () => {
    const erased = paymentDisputedComposer.compose(disputed('open'), { ...order, applicant: null, customer: null, personalDataErased: true })!;
    expect(erased.to).toBe(COMPANY.supportEmail);
    const unknown = paymentDisputedComposer.compose(disputed('open', 'some_new_reason'), null)!;
    expect(unknown.content.details).toContainEqual(['İtiraz nedeni', 'some_new_reason']);
    expect(unknown.content.details.map(([label]) => label)).not.toContain('Başvuru türü');
  });
});

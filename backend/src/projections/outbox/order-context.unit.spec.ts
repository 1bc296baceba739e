import { describe, expect, it } from '@jest/globals';
import type { InsuranceApplicationSubmittedData, PaymentCreated } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { evolveOrderContext, type OrderContext } from './order-context.js';

const submitted = (data: Partial<InsuranceApplicationSubmittedData>): RecordedEvent => ({
  position: '7',
  transactionId: '1000',
  streamId: 'insurance-application-INS1234567890XYZ',
  streamType: 'insurance-application',
  streamVersion: 1,
  type: 'InsuranceApplicationSubmitted',
  schemaVersion: 1,
  data: {
    applicationNumber: 'INS1234567890XYZ',
    productId: 3,
    productName: '1 year',
    coverDays: 365,
    nationality: 'GBR',
    countryOfOrigin: 'GBR',
    destination: 'TUR',
    travelDate: '2026-12-14',
    returnDate: '2026-12-27',
    tripDurationDays: 14,
    minor: false,
    price: { totalCents: 9900, currency: 'USD' },
    language: 'fr',
    submittedAt: '2026-11-24T10:00:00.000Z',
    pii: null,
    ...data,
  } as unknown as RecordedEvent['data'],
  metadata: { actor: { kind: 'customer', id: 'INS1234567890XYZ' } },
  occurredAt: '2026-11-24T10:00:00.000Z',
});

describe('order context', () => {
  it('keeps what an insurance order bought: the plan’s days of cover and the travel dates', () => {
    const context = evolveOrderContext(null, submitted({}));
    expect(context).toMatchObject({ orderKind: 'insurance', language: 'fr', productName: '1 year', lines: [{ code: 'insurance-plan', amountCents: 9900 }] });
    expect(context!.insurancePlan).toEqual({ coverDays: 365, travelDate: '2026-12-14', returnDate: '2026-12-27' });
  });

  it('keeps the plan through the payment, and a context stored without it stays without it', () => {
    const created: PaymentCreated['data'] = {
      orderId: 'INS1234567890XYZ',
      orderKind: 'insurance',
      attempt: 1,
      amountCents: 9900,
      currency: 'USD',
      description: 'Travel health insurance',
      provider: 'simulated',
      language: 'en',
      createdAt: '2026-11-24T10:05:00.000Z',
      pii: null,
    };
    const payment: RecordedEvent = { ...submitted({}), streamId: 'payment-INS1234567890XYZ', streamType: 'payment', type: 'PaymentCreated', data: created as unknown as RecordedEvent['data'] };
    expect(evolveOrderContext(evolveOrderContext(null, submitted({})), payment)!.insurancePlan).toEqual({ coverDays: 365, travelDate: '2026-12-14', returnDate: '2026-12-27' });
    const { insurancePlan: _, ...stored } = evolveOrderContext(null, submitted({}))!;
    expect(evolveOrderContext(stored as OrderContext, payment)).not.toHaveProperty('insurancePlan');
  });
});

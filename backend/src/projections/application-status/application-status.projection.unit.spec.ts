import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { evolveApplicationStatus, type ApplicationStatusRow } from './application-status.projection.js';

const NUMBER = 'INS0000000000001';
let version = 0;
const event = (type: string, data: Record<string, unknown>, streamId = `insurance-application-${NUMBER}`): RecordedEvent => ({
  position: String(++version),
  transactionId: '1',
  streamId,
  streamType: 'insurance-application',
  streamVersion: version,
  type,
  schemaVersion: 1,
  data: { applicationNumber: NUMBER, ...data },
  metadata: { actor: { kind: 'customer' } },
  occurredAt: '2026-11-23T10:00:00.000Z',
});

const submitted = event('InsuranceApplicationSubmitted', {
  productName: 'Turkey Travel Health Insurance - 7 Days',
  travelDate: '2026-12-01',
  returnDate: '2026-12-07',
  price: { totalCents: 11400, currency: 'USD' },
  submittedAt: '2026-11-23T10:00:00.000Z',
  pii: { firstName: 'Asha', lastName: 'Patel' },
});

const fold = (...events: RecordedEvent[]) => events.reduce<ApplicationStatusRow | null>(evolveApplicationStatus, null);

describe('application status of an insurance application', () => {
  it('keeps the trip in travel_date and return_date and the plan where the visa keeps its processing type', () => {
    expect(fold(submitted)).toMatchObject({
      application_number: NUMBER,
      kind: 'insurance',
      status: 'pending',
      payment_status: 'pending',
      first_name: 'Asha',
      arrival_date: null,
      travel_date: '2026-12-01',
      return_date: '2026-12-07',
      processing_type: 'Turkey Travel Health Insurance - 7 Days',
      total_cents: 11400,
      document_hash: null,
    });
  });

  it('follows the payment of its order, the decision, and the erasure (which takes the policy too)', () => {
    const paid = [event('PaymentCreated', { orderId: NUMBER }, `payment-${NUMBER}`), event('PaymentCompleted', { orderId: NUMBER }, `payment-${NUMBER}`)];
    const approved = fold(submitted, ...paid, event('InsuranceApplicationApproved', { documentHash: 'a'.repeat(64) }));
    expect(approved).toMatchObject({ payment_status: 'completed', status: 'approved', document_hash: 'a'.repeat(64) });
    const erased = evolveApplicationStatus(approved, event('InsuranceApplicantDataErased', { reason: 'retention' }));
    expect(erased).toMatchObject({ first_name: null, last_name: null, document_hash: null, personal_data_erased: true, status: 'approved' });
    expect(fold(submitted, event('InsuranceApplicationRejected', {}))).toMatchObject({ status: 'rejected' });
  });

  it('keeps the visa rows without trip columns', () => {
    const visa = fold({ ...submitted, type: 'VisaApplicationSubmitted', data: { ...submitted.data, arrivalDate: '2026-12-01', processingType: 'fast' } });
    expect(visa).toMatchObject({ kind: 'visa', arrival_date: '2026-12-01', travel_date: null, return_date: null, processing_type: 'fast' });
  });
});

describe('application status after a refund', () => {
  const payment = (type: string, data: Record<string, unknown>) => event(type, { applicationNumber: undefined, orderId: NUMBER, ...data }, `payment-${NUMBER}`);
  it('stays completed after a partial refund and shows refunded once the payment is returned in full', () => {
    const paid = [submitted, payment('PaymentCreated', {}), payment('PaymentCompleted', { providerTransactionId: 'pi_1' })];
    expect(fold(...paid, payment('PaymentRefunded', { refundedCents: 5000, increaseCents: 5000, fullyRefunded: false }))?.payment_status).toBe('completed');
    expect(fold(...paid, payment('PaymentRefunded', { refundedCents: 11400, increaseCents: 11400, fullyRefunded: true }))?.payment_status).toBe('refunded');
  });
});

import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { statsDeltaOf } from '../admin-stats/admin-stats.projection.js';
import { evolveAdminApplication } from './admin-applications.projection.js';

const NUMBER = 'INS1234567890XYZ';
let position = 0;
const event = (type: string, data: Record<string, unknown>, streamId = `insurance-application-${NUMBER}`): RecordedEvent => ({
  position: String(++position),
  transactionId: '1',
  streamId,
  streamType: streamId.startsWith('payment') ? 'payment' : 'insurance-application',
  streamVersion: 1,
  type,
  schemaVersion: 1,
  data,
  metadata: { actor: { kind: 'staff', id: 'staff-1' } },
  occurredAt: '2025-03-14T09:26:53.000Z',
});
const photo = { name: 'mother.jpg', hash: 'a'.repeat(64), contentType: 'image/jpeg', size: 1234 };
const submitted = event('InsuranceApplicationSubmitted', {
  applicationNumber: NUMBER,
  productId: 2,
  productName: 'Turkey Travel Health Insurance - 14 Days',
  coverDays: 14,
  nationality: 'IND',
  countryOfOrigin: 'India',
  destination: 'Turkey',
  travelDate: '2025-04-01',
  returnDate: '2025-04-10',
  tripDurationDays: 10,
  minor: true,
  price: { totalCents: 14900, currency: 'USD' },
  language: 'en',
  submittedAt: '2025-03-14T09:00:00.000Z',
  pii: { firstName: 'Mina', lastName: 'Kaya', email: 'Mina@Example.com', phone: '+1', passportNumber: 'K1', dateOfBirth: '2015-01-15', parentIdPhotos: [photo] },
});

describe('admin list projection: insurance rows', () => {
  const row = evolveAdminApplication(null, submitted)!;

  it('projects a submission into an insurance row with the trip, plan, minor flag, photo references and search text', () => {
    expect(row).toMatchObject({
      application_number: NUMBER,
      kind: 'insurance',
      first_name: 'Mina',
      country_code: 'IND',
      country_of_origin: 'India',
      document_type: null,
      arrival_date: null,
      travel_date: '2025-04-01',
      return_date: '2025-04-10',
      trip_duration_days: 10,
      product_id: 2,
      product_name: 'Turkey Travel Health Insurance - 14 Days',
      destination: 'Turkey',
      minor: true,
      total_cents: 14900,
      status: 'pending',
      payment_status: 'pending',
      parent_id_photos: [{ name: 'mother.jpg', hash: 'a'.repeat(64), contentType: 'image/jpeg' }],
      personal_data_erased: false,
    });
    expect(row.search_text).toBe(`${NUMBER.toLowerCase()} mina kaya mina@example.com k1`);
  });

  it('follows payments and decisions, and erasure nulls personal fields, photos and the policy', () => {
    const paid = evolveAdminApplication(row, event('PaymentCompleted', { orderId: NUMBER }, `payment-${NUMBER}`))!;
    expect(paid.payment_status).toBe('completed');
    const approved = evolveAdminApplication(paid, event('InsuranceApplicationApproved', { applicationNumber: NUMBER, decidedAt: '2025-03-15T10:00:00.000Z', documentHash: 'b'.repeat(64) }))!;
    expect(approved).toMatchObject({ status: 'approved', decided_by: 'staff-1', document_hash: 'b'.repeat(64) });
    const erased = evolveAdminApplication(approved, event('InsuranceApplicantDataErased', { applicationNumber: NUMBER, erasedAt: '2030-01-01T00:00:00.000Z', reason: 'retention' }))!;
    expect(erased).toMatchObject({ first_name: null, email: null, passport_number: null, date_of_birth: null, parent_id_photos: null, document_hash: null, personal_data_erased: true, status: 'approved', product_id: 2 });
    expect(erased.search_text).toBe(NUMBER.toLowerCase());
    const rejected = evolveAdminApplication(paid, event('InsuranceApplicationRejected', { applicationNumber: NUMBER, decidedAt: '2025-03-15T10:00:00.000Z' }))!;
    expect(rejected).toMatchObject({ status: 'rejected', document_hash: null });
  });

  it('counts an insurance submission as an insurance application waiting for a decision, and its decision as leaving the queue', () => {
    expect(statsDeltaOf(submitted)).toEqual({ totalApplications: 0, totalInsuranceApplications: 1, pendingApplications: 1, revenueCents: 0 });
    expect(statsDeltaOf(event('InsuranceApplicationApproved', {})).pendingApplications).toBe(-1);
    expect(statsDeltaOf(event('InsuranceApplicationRejected', {})).pendingApplications).toBe(-1);
    expect(statsDeltaOf(event('PaymentCompleted', { amountCents: 14900 }, `payment-${NUMBER}`)).revenueCents).toBe(14900);
  });
});

describe('admin list projection: refunds and disputes', () => {
  const payment = (type: string, data: Record<string, unknown>) => event(type, { orderId: NUMBER, ...data }, `payment-${NUMBER}`);
  const paid = () => [submitted, payment('PaymentCreated', {}), payment('PaymentCompleted', { amountCents: 14900 })].reduce(evolveAdminApplication, null);

  it('starts with nothing refunded and no dispute', () => {
    expect(paid()).toMatchObject({ payment_status: 'completed', refunded_cents: 0, dispute_status: null });
  });

  it('shows the cumulative refunded cents, and refunded once returned in full', () => {
    const partly = evolveAdminApplication(paid(), payment('PaymentRefunded', { refundedCents: 5000, increaseCents: 5000, fullyRefunded: false }));
    expect(partly).toMatchObject({ payment_status: 'completed', refunded_cents: 5000 });
    expect(evolveAdminApplication(partly, payment('PaymentRefunded', { refundedCents: 14900, increaseCents: 9900, fullyRefunded: true }))).toMatchObject({
      payment_status: 'refunded',
      refunded_cents: 14900,
    });
  });

  it("follows the dispute's status", () => {
    const open = evolveAdminApplication(paid(), payment('PaymentDisputed', { status: 'open' }));
    expect(open?.dispute_status).toBe('open');
    expect(evolveAdminApplication(open, payment('PaymentDisputed', { status: 'lost' }))?.dispute_status).toBe('lost');
  });

  it("keeps an open dispute's evidence deadline, none from events recorded before it was kept, and drops it when the dispute closes", () => {
    const dueBy = '2026-12-05T23:59:59.000Z';
    expect(paid()?.dispute_evidence_due_by).toBeNull();
    const open = evolveAdminApplication(paid(), payment('PaymentDisputed', { status: 'open', evidenceDueBy: dueBy }));
    expect(open).toMatchObject({ dispute_status: 'open', dispute_evidence_due_by: dueBy });
    expect(evolveAdminApplication(paid(), payment('PaymentDisputed', { status: 'open' }))?.dispute_evidence_due_by).toBeNull();
    // Stripe's closing notice still carries the deadline; past the close it no longer matters.
    for (const status of ['won', 'lost']) {
      expect(evolveAdminApplication(open, payment('PaymentDisputed', { status, evidenceDueBy: dueBy }))).toMatchObject({ dispute_status: status, dispute_evidence_due_by: null });
    }
  });

  it('takes refunds and lost disputes off revenue from the order’s money before them (rule and cases in admin-stats/order-money.unit.spec.ts)', () => {
    const before = { chargedCents: 14900, refundedCents: 5000, lostDisputes: {} };
    expect(statsDeltaOf(payment('PaymentRefunded', { refundedCents: 14900, increaseCents: 9900, fullyRefunded: true }), before).revenueCents).toBe(-9900);
    expect(statsDeltaOf(payment('PaymentDisputed', { disputeId: 'dp_1', amountCents: 14900, status: 'lost' }), before).revenueCents).toBe(-9900);
  });
});

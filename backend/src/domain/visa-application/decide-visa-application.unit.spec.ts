import { describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, visaTypeChoices } from '@evisa/contracts';
import type { PaymentEvent, VisaApplicationSubmitted } from '@evisa/contracts/events';
import { refusal } from '../../test-support/refusal.js';
import { approveCommand as approve, DECIDED_AT as NOW, PDF_HASH as HASH } from '../../test-support/staff-decision-commands.js';
import { replayTimeline } from './application-timeline.js';
import { decideAssignVisaType, decideVisaApplication } from './decide-visa-application.js';
import { evolveVisaApplication, initialVisaApplicationState, type VisaApplicationState, type VisaApplicationStreamEvent } from './visa-application.js';

function submitted(countryCode = 'IND', countryOfOrigin = 'India'): VisaApplicationSubmitted {
  return {
    type: 'VisaApplicationSubmitted',
    data: {
      applicationNumber: 'ABC0000000000001',
      countryId: 356,
      countryCode,
      countryOfOrigin,
      visaPolicy: 'conditional',
      documentType: 'ordinary',
      arrivalDate: '2026-12-20',
      processingType: 'standard',
      supportingDocument: null,
      price: { serviceFeeCents: 11500, visaFeeCents: 6900, totalCents: 18400, currency: 'USD' },
      language: 'en',
      submittedAt: NOW,
      pii: null,
    },
  };
}

const given = (...events: VisaApplicationStreamEvent[]): VisaApplicationState => events.reduce(evolveVisaApplication, initialVisaApplicationState);

describe('deciding a visa application', () => {
  it('approves a paid, pending application with the document hash', () => {
    expect(decideVisaApplication(approve(), given(submitted()))).toEqual([
      { type: 'VisaApplicationApproved', data: { applicationNumber: 'ABC0000000000001', decidedAt: NOW, documentHash: HASH } },
    ]);
  });

  it('approves without a document', () => {
    const [event] = decideVisaApplication(approve({ documentHash: null }), given(submitted()));
    expect(event).toMatchObject({ type: 'VisaApplicationApproved', data: { documentHash: null } });
  });

  it("refuses a document for an applicant whose data was erased (409), but still decides without one", () => {
    const erased = given(submitted(), { type: 'VisaApplicantDataErased', data: { applicationNumber: 'ABC0000000000001', erasedAt: NOW, reason: 'erasure-request' } });
    const error = refusal(() => decideVisaApplication(approve(), erased));
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/personal data has been erased/);
    expect(decideVisaApplication(approve({ documentHash: null }), erased)).toHaveLength(1);
  });

  it('rejects with an optional reason', () => {
    const [event] = decideVisaApplication(approve({ decision: 'rejected', documentHash: null, reason: ' Passport unreadable ' }), given(submitted()));
    expect(event).toEqual({ type: 'VisaApplicationRejected', data: { applicationNumber: 'ABC0000000000001', decidedAt: NOW, reason: 'Passport unreadable' } });
  });

  it.each(['none', 'created', 'redirected', 'cancelled', 'failed'] as const)('refuses while the payment is %s (409)', (paymentStatus) => {
    const error = refusal(() => decideVisaApplication(approve({ paymentStatus }), given(submitted())));
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/payment is completed/);
  });

  it('refuses to approve when the money went back (refunded in full, dispute open or lost), but still rejects', () => {
    for (const [payment, message] of [
      [{ paymentStatus: 'refunded' }, ADMIN_MESSAGES.paymentRefunded],
      [{ paymentDispute: 'open' }, ADMIN_MESSAGES.paymentDisputeOpen],
      [{ paymentDispute: 'lost' }, ADMIN_MESSAGES.paymentDisputeLost],
    ] as const) {
      const error = refusal(() => decideVisaApplication(approve(payment), given(submitted())));
      expect([error.code, error.message]).toEqual(['conflict', message]);
      expect(decideVisaApplication(approve({ ...payment, decision: 'rejected', documentHash: null }), given(submitted()))[0]!.type).toBe('VisaApplicationRejected');
    }
    // A partial refund, or a dispute the company won, leaves the application approvable.
    expect(decideVisaApplication(approve({ paymentDispute: 'won' }), given(submitted()))).toHaveLength(1);
  });

  it('decides only once: the same approval again records nothing, a rejection after approval is a conflict', () => {
    const [approved] = decideVisaApplication(approve(), given(submitted()));
    const state = given(submitted(), approved!);
    expect(decideVisaApplication(approve(), state)).toEqual([]);
    const again = refusal(() => decideVisaApplication(approve({ decision: 'rejected', documentHash: null }), state));
    expect([again.code, again.message]).toEqual(['conflict', 'This application has already been approved']);
  });

  it('refuses a PDF on a rejection, and an unknown application', () => {
    expect(refusal(() => decideVisaApplication(approve({ decision: 'rejected' }), given(submitted()))).code).toBe('invalid');
    expect(refusal(() => decideVisaApplication(approve(), initialVisaApplicationState)).code).toBe('not-found');
  });
});

describe('assigning a visa type', () => {
  it.each([
    ['PAK', 'Pakistan', ['SCHENGEN', 'USA', 'GBR']],
    ['EGY', 'Egypt', ['SCHENGEN', 'GBR']],
    ['IND', 'India', ['SCHENGEN', 'USA', 'GBR']],
  ])('offers %s the visa choices %j plus the eleven residence permits', (code, _name, visas) => {
    const choices = visaTypeChoices(code).map((c) => c.value);
    expect(choices.filter((c) => !c.startsWith('RESIDENCE_'))).toEqual(visas);
    expect(choices.filter((c) => c.startsWith('RESIDENCE_'))).toHaveLength(11);
  });

  it('refuses USA for an Egyptian applicant and accepts GBR', () => {
    const state = given(submitted('EGY', 'Egypt'));
    const error = refusal(() => decideAssignVisaType({ visaType: 'USA', now: NOW }, state));
    expect(error.code).toBe('invalid');
    expect(error.message).toBe('This visa type cannot be chosen for an applicant from Egypt');
    expect(decideAssignVisaType({ visaType: 'GBR', now: NOW }, state)).toEqual([
      { type: 'VisaTypeAssigned', data: { applicationNumber: 'ABC0000000000001', visaType: 'GBR', assignedAt: NOW } },
    ]);
  });

  it('records nothing when the same type is chosen again', () => {
    const [assigned] = decideAssignVisaType({ visaType: 'RESIDENCE_DEU', now: NOW }, given(submitted()));
    expect(decideAssignVisaType({ visaType: 'RESIDENCE_DEU', now: NOW }, given(submitted(), assigned!))).toEqual([]);
  });
});

describe('replaying an application across its two streams', () => {
  it('gives the status and payment status after each event', () => {
    const payment = (type: PaymentEvent['type'], data: Record<string, unknown>) => ({ streamType: 'payment', type, data });
    const views = replayTimeline([
      { streamType: 'visa-application', type: 'VisaApplicationSubmitted', data: submitted().data },
      payment('PaymentCreated', { orderId: 'X', attempt: 1, amountCents: 18400 }),
      payment('PaymentRedirected', { orderId: 'X', attempt: 1, providerSessionId: 's', paymentUrl: '/p' }),
      payment('PaymentCompleted', { orderId: 'X', attempt: 1, providerTransactionId: 't' }),
      { streamType: 'visa-application', type: 'VisaApplicationApproved', data: { applicationNumber: 'X', decidedAt: NOW, documentHash: null } },
    ]).map((v) => `${v.view.status}/${v.view.paymentStatus}`);
    expect(views).toEqual(['pending/pending', 'pending/pending', 'pending/pending', 'pending/completed', 'approved/completed']);
  });
});

import { describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import type { InsuranceApplicationEvent, InsuranceApplicationSubmitted } from '@evisa/contracts/events';
import { refusal } from '../../test-support/refusal.js';
import { approveCommand as approve, DECIDED_AT as NOW, PDF_HASH as HASH } from '../../test-support/staff-decision-commands.js';
import { decideEraseInsuranceApplicantData, decideInsuranceApplication } from './decide-insurance-application.js';
import { evolveInsuranceApplication, initialInsuranceApplicationState, insuranceApplicationStreamId, type InsuranceApplicationState } from './insurance-application.js';

const NUMBER = 'INS0000000000001';

const submitted: InsuranceApplicationSubmitted = {
  type: 'InsuranceApplicationSubmitted',
  data: {
    applicationNumber: NUMBER,
    productId: 1,
    productName: 'Turkey Travel Health Insurance - 7 Days',
    coverDays: 7,
    nationality: 'IND',
    countryOfOrigin: 'India',
    destination: 'Turkey',
    travelDate: '2026-12-01',
    returnDate: '2026-12-07',
    tripDurationDays: 7,
    minor: false,
    price: { totalCents: 11400, currency: 'USD' },
    language: 'en',
    submittedAt: NOW,
    pii: null,
  },
};
const erased: InsuranceApplicationEvent = { type: 'InsuranceApplicantDataErased', data: { applicationNumber: NUMBER, erasedAt: NOW, reason: 'retention' } };

const given = (...events: InsuranceApplicationEvent[]): InsuranceApplicationState => events.reduce(evolveInsuranceApplication, initialInsuranceApplicationState);

describe('insurance application state', () => {
  it('remembers the total and the decision; names its stream by the number', () => {
    expect(given(submitted)).toEqual({ status: 'submitted', applicationNumber: NUMBER, totalCents: 11400, personalDataErased: false, travelDate: submitted.data.travelDate, decision: 'pending', documentHash: null, rejectionReason: null });
    expect(insuranceApplicationStreamId(NUMBER)).toBe(`insurance-application-${NUMBER}`);
  });
});

describe('decideInsuranceApplication', () => {
  it('approves a paid, pending application with the policy PDF, or without one', () => {
    const [event] = decideInsuranceApplication(approve(), given(submitted));
    expect(event).toEqual({ type: 'InsuranceApplicationApproved', data: { applicationNumber: NUMBER, decidedAt: NOW, documentHash: HASH } });
    expect(decideInsuranceApplication(approve({ documentHash: null }), given(submitted))[0]!.data).toMatchObject({ documentHash: null });
    expect(given(submitted, event!)).toMatchObject({ decision: 'approved', documentHash: HASH });
  });

  it('rejects with a trimmed reason (none when blank), and never with a PDF', () => {
    const [event] = decideInsuranceApplication(approve({ decision: 'rejected', documentHash: null, reason: '  no cover  ' }), given(submitted));
    expect(event).toEqual({ type: 'InsuranceApplicationRejected', data: { applicationNumber: NUMBER, decidedAt: NOW, reason: 'no cover' } });
    expect(decideInsuranceApplication(approve({ decision: 'rejected', documentHash: null, reason: '  ' }), given(submitted))[0]!.data).not.toHaveProperty('reason');
    expect(refusal(() => decideInsuranceApplication(approve({ decision: 'rejected' }), given(submitted))).code).toBe('invalid');
  });

  it('refuses an unpaid application', () => {
    for (const paymentStatus of ['none', 'created', 'redirected', 'failed', 'cancelled'] as const) {
      const error = refusal(() => decideInsuranceApplication(approve({ paymentStatus }), given(submitted)));
      expect([error.code, error.message]).toEqual(['conflict', ADMIN_MESSAGES.notPaid]);
    }
  });

  it('refuses to approve a refunded or disputed payment (lost or open), but rejects it', () => {
    expect(refusal(() => decideInsuranceApplication(approve({ paymentStatus: 'refunded' }), given(submitted))).message).toBe(ADMIN_MESSAGES.paymentRefunded);
    expect(refusal(() => decideInsuranceApplication(approve({ paymentDispute: 'open' }), given(submitted))).message).toBe(ADMIN_MESSAGES.paymentDisputeOpen);
    expect(refusal(() => decideInsuranceApplication(approve({ paymentDispute: 'lost' }), given(submitted))).message).toBe(ADMIN_MESSAGES.paymentDisputeLost);
    expect(decideInsuranceApplication(approve({ paymentStatus: 'refunded', decision: 'rejected', documentHash: null }), given(submitted))).toHaveLength(1);
  });

  it('refuses a second decision, and an unknown application', () => {
    const approved = given(submitted, ...decideInsuranceApplication(approve(), given(submitted)));
    const again = refusal(() => decideInsuranceApplication(approve({ decision: 'rejected', documentHash: null }), approved));
    expect([again.code, again.message]).toEqual(['conflict', ADMIN_MESSAGES.alreadyDecided('approved')]);
    expect(refusal(() => decideInsuranceApplication(approve(), initialInsuranceApplicationState)).code).toBe('not-found');
  });

  it('attaches no policy to an erased applicant, but still approves without one', () => {
    const error = refusal(() => decideInsuranceApplication(approve(), given(submitted, erased)));
    expect(error.message).toBe(ADMIN_MESSAGES.documentForErasedApplicant);
    expect(decideInsuranceApplication(approve({ documentHash: null }), given(submitted, erased))).toHaveLength(1);
  });

  it('tells a repeat of its approval after the applicant was erased as a visa application does: by the PDF the approval recorded', () => {
    const [approved] = decideInsuranceApplication(approve(), given(submitted));
    const state = given(submitted, approved!, erased);
    // The same approval again (a retry whose answer was lost while the data was erased): nothing to record, nothing stored.
    expect(decideInsuranceApplication(approve(), state)).toEqual([]);
    // Without the PDF the approval had, it is another approval: refused, as before the erasure.
    const other = refusal(() => decideInsuranceApplication(approve({ documentHash: null }), state));
    expect([other.code, other.message]).toEqual(['conflict', ADMIN_MESSAGES.approvedWithOtherDocument]);
  });
});

describe('decideEraseInsuranceApplicantData', () => {
  it('erases once (the approval still names its document, which the erasure deletes); unknown applications are not found', () => {
    const approved = given(submitted, ...decideInsuranceApplication(approve(), given(submitted)));
    const events = decideEraseInsuranceApplicantData({ reason: 'retention', now: NOW }, approved);
    expect(events).toEqual([erased]);
    const after = given(submitted, ...decideInsuranceApplication(approve(), given(submitted)), ...events);
    expect(after).toMatchObject({ personalDataErased: true, documentHash: HASH, decision: 'approved' });
    expect(decideEraseInsuranceApplicantData({ reason: 'retention', now: NOW }, after)).toEqual([]);
    expect(refusal(() => decideEraseInsuranceApplicantData({ reason: 'erasure-request', now: NOW }, initialInsuranceApplicationState)).code).toBe('not-found');
  });
});

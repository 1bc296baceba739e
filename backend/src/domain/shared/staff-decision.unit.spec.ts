import { describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { refusal } from '../../test-support/refusal.js';
import { approveCommand as approve, DECIDED_AT as NOW, PDF_HASH as HASH } from '../../test-support/staff-decision-commands.js';
import { decideStaffDecision, type DecidableApplication, type DecideApplication } from './staff-decision.js';

const OTHER_HASH = 'b'.repeat(64);

const pending: DecidableApplication = {
  status: 'submitted',
  applicationNumber: 'ABC0000000000001',
  decision: 'pending',
  personalDataErased: false,
  documentHash: null,
  rejectionReason: null,
};
const approvedWith = (documentHash: string | null): DecidableApplication => ({ ...pending, decision: 'approved', documentHash });
const rejectedWith = (rejectionReason: string | null): DecidableApplication => ({ ...pending, decision: 'rejected', rejectionReason });

const reject = (reason?: string): DecideApplication => approve({ decision: 'rejected', documentHash: null, ...(reason === undefined ? {} : { reason }) });

describe('a staff decision on an application already decided', () => {
  it('is nothing to record when it is the same decision again (a retry after a lost answer)', () => {
    expect(decideStaffDecision(approve(), approvedWith(HASH))).toBeNull();
    expect(decideStaffDecision(approve({ documentHash: null }), approvedWith(null))).toBeNull();
    expect(decideStaffDecision(reject(), rejectedWith(null))).toBeNull();
    // The reason is compared as recorded: trimmed, and blank is none.
    expect(decideStaffDecision(reject('  Passport unreadable '), rejectedWith('Passport unreadable'))).toBeNull();
    expect(decideStaffDecision(reject('   '), rejectedWith(null))).toBeNull();
  });

  it('still answers the same approval when the money has gone back since: the decision stands', () => {
    expect(decideStaffDecision(approve({ paymentStatus: 'refunded' }), approvedWith(HASH))).toBeNull();
  });

  it('refuses (409) a different decision, another PDF or none, or another reason, saying which', () => {
    const cases: Array<[DecideApplication, DecidableApplication, string]> = [
      [reject(), approvedWith(HASH), ADMIN_MESSAGES.alreadyDecided('approved')],
      [approve(), rejectedWith(null), ADMIN_MESSAGES.alreadyDecided('rejected')],
      [approve({ documentHash: OTHER_HASH }), approvedWith(HASH), ADMIN_MESSAGES.approvedWithOtherDocument],
      [approve(), approvedWith(null), ADMIN_MESSAGES.approvedWithOtherDocument],
      [approve({ documentHash: null }), approvedWith(HASH), ADMIN_MESSAGES.approvedWithOtherDocument],
      [reject('Another note'), rejectedWith('Passport unreadable'), ADMIN_MESSAGES.rejectedWithOtherReason],
      [reject(), rejectedWith('Passport unreadable'), ADMIN_MESSAGES.rejectedWithOtherReason],
      [reject('A note'), rejectedWith(null), ADMIN_MESSAGES.rejectedWithOtherReason],
    ];
    for (const [command, state, message] of cases) {
      const error = refusal(() => decideStaffDecision(command, state));
      expect([error.code, error.message]).toEqual(['conflict', message]);
    }
  });
});

describe('the reason of a staff decision', () => {
  it('is refused (400) on an approval, where it would be lost, and a blank one is no reason', () => {
    const error = refusal(() => decideStaffDecision(approve({ reason: 'Checked the passport twice' }), pending));
    expect([error.code, error.message, error.errors]).toEqual(['invalid', ADMIN_MESSAGES.reasonOnlyForRejection, { reason: [ADMIN_MESSAGES.reasonOnlyForRejection] }]);
    expect(decideStaffDecision(approve({ reason: '  ' }), pending)).toEqual({
      decision: 'approved',
      data: { applicationNumber: 'ABC0000000000001', decidedAt: NOW, documentHash: HASH },
    });
  });

  it('is kept, trimmed, with a rejection', () => {
    expect(decideStaffDecision(reject(' Passport unreadable '), pending)).toEqual({
      decision: 'rejected',
      data: { applicationNumber: 'ABC0000000000001', decidedAt: NOW, reason: 'Passport unreadable' },
    });
  });
});

describe('the PDF of a staff decision', () => {
  it('is refused (400) on a rejection, on the pdfAttachment field, pending or already decided', () => {
    for (const state of [pending, rejectedWith(null), approvedWith(HASH)]) {
      const error = refusal(() => decideStaffDecision(approve({ decision: 'rejected' }), state));
      expect([error.code, error.message, error.errors]).toEqual(['invalid', ADMIN_MESSAGES.pdfOnlyForApproval, { pdfAttachment: [ADMIN_MESSAGES.pdfOnlyForApproval] }]);
    }
  });
});

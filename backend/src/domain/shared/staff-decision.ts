import { ADMIN_MESSAGES, approvalBlockOf, type ApprovalBlock, type PaymentDisputeStatus } from '@evisa/contracts';
import { wasPaid, type PaymentStatus } from '../payment/payment.js';
import { DomainError, invalid } from './domain-error.js';

const APPROVAL_BLOCK_MESSAGES: Record<ApprovalBlock, string> = {
  refunded: ADMIN_MESSAGES.paymentRefunded,
  'dispute-open': ADMIN_MESSAGES.paymentDisputeOpen,
  'dispute-lost': ADMIN_MESSAGES.paymentDisputeLost,
};

/** A staff decision on an application (visa or insurance), with what the caller already loaded and stored. */
export interface DecideApplication {
  readonly decision: 'approved' | 'rejected';
  /** The application's payment, as its own stream says now (loaded by the caller). */
  readonly paymentStatus: PaymentStatus;
  /** The payment's chargeback, if any (see `disputeStatusOf`). */
  readonly paymentDispute: PaymentDisputeStatus | null;
  /** SHA-256 of the document (e-visa or insurance policy PDF) already checked and stored by the caller; approvals only. */
  readonly documentHash: string | null;
  readonly reason?: string;
  readonly now: string;
}

/** What a decision needs to know of an application, whatever its kind. */
export type DecidableApplication =
  | { readonly status: 'new' }
  | {
      readonly status: 'submitted';
      readonly applicationNumber: string;
      readonly decision: 'pending' | 'approved' | 'rejected';
      readonly personalDataErased: boolean;
      /** The approval's document, if it had one. */
      readonly documentHash: string | null;
      /** The rejection's reason, if it had one. */
      readonly rejectionReason: string | null;
    };

export type StaffDecision =
  | { readonly decision: 'approved'; readonly data: { applicationNumber: string; decidedAt: string; documentHash: string | null } }
  | { readonly decision: 'rejected'; readonly data: { applicationNumber: string; decidedAt: string; reason?: string } };

/**
 * The one rule for staff decisions (spec section 4), for visas and insurance alike: only a pending
 * application whose payment is completed can be approved (optionally with its PDF, unless the
 * applicant's data was erased) or rejected (optionally with a reason for staff), and only once. Each
 * aggregate names the event.
 * A payment whose money went back (refunded in full, or a chargeback open or lost) can still be
 * rejected but never approved: no visa or policy is delivered for money we no longer hold.
 *
 * Null when the application was already decided exactly so (the same decision, the same PDF, the same
 * reason): a retry after the first answer was lost. Nothing is recorded again and no second email
 * goes out; any other decision on a decided application is refused (409).
 */
export function decideStaffDecision(command: DecideApplication, state: DecidableApplication): StaffDecision | null {
  if (state.status !== 'submitted') throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  const reason = command.reason?.trim() || undefined;
  // The reason is a rejection's note for staff: on an approval it would be silently lost.
  if (command.decision === 'approved' && reason) throw invalid(ADMIN_MESSAGES.reasonOnlyForRejection, { reason: [ADMIN_MESSAGES.reasonOnlyForRejection] });
  if (command.decision === 'rejected' && command.documentHash !== null) throw invalid(ADMIN_MESSAGES.pdfOnlyForApproval, { pdfAttachment: [ADMIN_MESSAGES.pdfOnlyForApproval] });
  if (state.decision !== 'pending') return sameDecisionAgain(command, reason, state);
  if (!wasPaid(command.paymentStatus)) throw new DomainError('conflict', ADMIN_MESSAGES.notPaid);
  const { applicationNumber } = state;
  if (command.decision === 'approved') {
    const block = approvalBlockOf({ paymentStatus: command.paymentStatus, disputeStatus: command.paymentDispute });
    if (block) throw new DomainError('conflict', APPROVAL_BLOCK_MESSAGES[block]);
    // The document names the applicant: it must not bring back a person whose data was erased.
    if (command.documentHash !== null && state.personalDataErased) throw new DomainError('conflict', ADMIN_MESSAGES.documentForErasedApplicant);
    return { decision: 'approved', data: { applicationNumber, decidedAt: command.now, documentHash: command.documentHash } };
  }
  return { decision: 'rejected', data: { applicationNumber, decidedAt: command.now, ...(reason ? { reason } : {}) } };
}

/** A decided application: null if `command` is the decision it holds (a retry), else the 409 that says how it differs. */
function sameDecisionAgain(command: DecideApplication, reason: string | undefined, state: DecidableApplication & { status: 'submitted' }): null {
  if (state.decision !== command.decision) throw new DomainError('conflict', ADMIN_MESSAGES.alreadyDecided(state.decision));
  if (command.decision === 'approved' && command.documentHash !== state.documentHash) throw new DomainError('conflict', ADMIN_MESSAGES.approvedWithOtherDocument);
  if (command.decision === 'rejected' && reason !== (state.rejectionReason ?? undefined)) throw new DomainError('conflict', ADMIN_MESSAGES.rejectedWithOtherReason);
  return null;
}

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
  | { readonly status: 'submitted'; readonly applicationNumber: string; readonly decision: 'pending' | 'approved' | 'rejected'; readonly personalDataErased: boolean };

export type StaffDecision =
  | { readonly decision: 'approved'; readonly data: { applicationNumber: string; decidedAt: string; documentHash: string | null } }
  | { readonly decision: 'rejected'; readonly data: { applicationNumber: string; decidedAt: string; reason?: string } };

/**
 * The one rule for staff decisions (spec section 4), for visas and insurance alike: only a pending
 * application whose payment is completed can be approved (optionally with its PDF, unless the
 * applicant's data was erased) or rejected, and only once. Each aggregate names the event.
 * A payment whose money went back (refunded in full, or a chargeback open or lost) can still be
 * rejected but never approved: no visa or policy is delivered for money we no longer hold.
 */
export function decideStaffDecision(command: DecideApplication, state: DecidableApplication): StaffDecision {
  if (state.status !== 'submitted') throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  if (state.decision !== 'pending') throw new DomainError('conflict', ADMIN_MESSAGES.alreadyDecided(state.decision));
  if (!wasPaid(command.paymentStatus)) throw new DomainError('conflict', ADMIN_MESSAGES.notPaid);
  const { applicationNumber } = state;
  if (command.decision === 'approved') {
    const block = approvalBlockOf({ paymentStatus: command.paymentStatus, disputeStatus: command.paymentDispute });
    if (block) throw new DomainError('conflict', APPROVAL_BLOCK_MESSAGES[block]);
  }
  // The document names the applicant: it must not bring back a person whose data was erased.
  if (command.documentHash !== null && state.personalDataErased) throw new DomainError('conflict', ADMIN_MESSAGES.documentForErasedApplicant);
  if (command.decision === 'approved') {
    return { decision: 'approved', data: { applicationNumber, decidedAt: command.now, documentHash: command.documentHash } };
  }
  if (command.documentHash !== null) throw invalid('A PDF can only be attached to an approval');
  const reason = command.reason?.trim();
  return { decision: 'rejected', data: { applicationNumber, decidedAt: command.now, ...(reason ? { reason } : {}) } };
}

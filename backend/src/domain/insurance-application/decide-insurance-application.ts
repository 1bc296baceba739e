import { ADMIN_MESSAGES } from '@evisa/contracts';
import type { InsuranceApplicantDataErased, InsuranceApplicationApproved, InsuranceApplicationRejected } from '@evisa/contracts/events';
import type { PaymentStatus } from '../payment/payment.js';
import { DomainError, invalid } from '../shared/domain-error.js';
import type { InsuranceApplicationState } from './insurance-application.js';

export interface DecideInsuranceApplication {
  readonly decision: 'approved' | 'rejected';
  /** The application's payment, as its own stream says now (loaded by the caller). */
  readonly paymentStatus: PaymentStatus;
  /** SHA-256 of the policy PDF already checked and stored by the caller; approvals only. */
  readonly documentHash: string | null;
  readonly reason?: string;
  readonly now: string;
}

/**
 * A staff decision, as for visas (spec section 4): a pending, paid application is approved
 * (optionally with the insurance policy PDF, unless the applicant's data was erased) or rejected, once.
 */
export function decideInsuranceApplication(
  command: DecideInsuranceApplication,
  state: InsuranceApplicationState,
): (InsuranceApplicationApproved | InsuranceApplicationRejected)[] {
  if (state.status !== 'submitted') throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  if (state.decision !== 'pending') throw new DomainError('conflict', ADMIN_MESSAGES.alreadyDecided(state.decision));
  if (command.paymentStatus !== 'completed') throw new DomainError('conflict', ADMIN_MESSAGES.notPaid);
  const { applicationNumber } = state;
  // A policy names the insured: it must not bring back a person whose data was erased.
  if (command.documentHash !== null && state.personalDataErased) throw new DomainError('conflict', ADMIN_MESSAGES.documentForErasedApplicant);
  if (command.decision === 'approved') {
    return [{ type: 'InsuranceApplicationApproved', data: { applicationNumber, decidedAt: command.now, documentHash: command.documentHash } }];
  }
  if (command.documentHash !== null) throw invalid('A PDF can only be attached to an approval');
  const reason = command.reason?.trim();
  return [{ type: 'InsuranceApplicationRejected', data: { applicationNumber, decidedAt: command.now, ...(reason ? { reason } : {}) } }];
}

/** Erasing personal data: only a submitted application, once. The event itself holds no personal data. */
export function decideEraseInsuranceApplicantData(
  command: { reason: 'retention' | 'erasure-request'; now: string },
  state: InsuranceApplicationState,
): InsuranceApplicantDataErased[] {
  if (state.status !== 'submitted') throw new DomainError('not-found', 'Application not found');
  if (state.personalDataErased) return [];
  return [{ type: 'InsuranceApplicantDataErased', data: { applicationNumber: state.applicationNumber, erasedAt: command.now, reason: command.reason } }];
}

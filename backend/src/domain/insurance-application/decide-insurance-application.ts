import type { InsuranceApplicantDataErased, InsuranceApplicationApproved, InsuranceApplicationRejected } from '@evisa/contracts/events';
import { DomainError } from '../shared/domain-error.js';
import { decideStaffDecision, type DecideApplication } from '../shared/staff-decision.js';
import type { InsuranceApplicationState } from './insurance-application.js';

/** A staff decision on an insurance application: the shared rule (decideStaffDecision), recorded as this stream's events. */
export type DecideInsuranceApplication = DecideApplication;

export function decideInsuranceApplication(
  command: DecideInsuranceApplication,
  state: InsuranceApplicationState,
): (InsuranceApplicationApproved | InsuranceApplicationRejected)[] {
  const outcome = decideStaffDecision(command, state);
  // Already decided exactly so (a retry after a lost answer): nothing to record again.
  if (outcome === null) return [];
  return [
    outcome.decision === 'approved'
      ? { type: 'InsuranceApplicationApproved', data: outcome.data }
      : { type: 'InsuranceApplicationRejected', data: outcome.data },
  ];
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

import { ADMIN_MESSAGES, isVisaTypeAllowed } from '@evisa/contracts';
import type { VisaApplicationApproved, VisaApplicationRejected, VisaTypeAssigned } from '@evisa/contracts/events';
import { DomainError, invalid } from '../shared/domain-error.js';
import { decideStaffDecision, type DecideApplication } from '../shared/staff-decision.js';
import type { VisaApplicationState } from './visa-application.js';

/** A staff decision on a visa application: the shared rule (decideStaffDecision), recorded as this stream's events. */
export type DecideVisaApplication = DecideApplication;

export function decideVisaApplication(
  command: DecideVisaApplication,
  state: VisaApplicationState,
): (VisaApplicationApproved | VisaApplicationRejected)[] {
  const outcome = decideStaffDecision(command, state);
  // Already decided exactly so (a retry after a lost answer): nothing to record again.
  if (outcome === null) return [];
  return [
    outcome.decision === 'approved'
      ? { type: 'VisaApplicationApproved', data: outcome.data }
      : { type: 'VisaApplicationRejected', data: outcome.data },
  ];
}

/** Recording the visa or residence permit the applicant holds: only a choice offered for their nationality. */
export function decideAssignVisaType(command: { visaType: string; now: string }, state: VisaApplicationState): VisaTypeAssigned[] {
  if (state.status !== 'submitted') throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  if (!isVisaTypeAllowed(state.countryCode, command.visaType)) {
    throw invalid(ADMIN_MESSAGES.visaTypeNotAllowed(state.countryOfOrigin), { visaType: [ADMIN_MESSAGES.visaTypeNotAllowed(state.countryOfOrigin)] });
  }
  if (state.visaType === command.visaType) return [];
  return [{ type: 'VisaTypeAssigned', data: { applicationNumber: state.applicationNumber, visaType: command.visaType, assignedAt: command.now } }];
}

import { ADMIN_MESSAGES, isVisaTypeAllowed } from '@evisa/contracts';
import type { VisaApplicationApproved, VisaApplicationRejected, VisaTypeAssigned } from '@evisa/contracts/events';
import type { PaymentStatus } from '../payment/payment.js';
import { DomainError, invalid } from '../shared/domain-error.js';
import type { VisaApplicationState } from './visa-application.js';

export interface DecideVisaApplication {
  readonly decision: 'approved' | 'rejected';
  /** The application's payment, as its own stream says now (loaded by the caller). */
  readonly paymentStatus: PaymentStatus;
  /** SHA-256 of the e-visa PDF already checked and stored by the caller; approvals only. */
  readonly documentHash: string | null;
  readonly reason?: string;
  readonly now: string;
}

/**
 * A staff decision (spec section 4): only a pending application whose payment is completed can be
 * approved (optionally with the e-visa PDF, unless the applicant's data was erased) or rejected,
 * and only once.
 */
export function decideVisaApplication(
  command: DecideVisaApplication,
  state: VisaApplicationState,
): (VisaApplicationApproved | VisaApplicationRejected)[] {
  if (state.status !== 'submitted') throw new DomainError('not-found', ADMIN_MESSAGES.applicationNotFound);
  if (state.decision !== 'pending') throw new DomainError('conflict', ADMIN_MESSAGES.alreadyDecided(state.decision));
  if (command.paymentStatus !== 'completed') throw new DomainError('conflict', ADMIN_MESSAGES.notPaid);
  const { applicationNumber } = state;
  // An e-visa names the applicant: it must not bring back a person whose data was erased.
  if (command.documentHash !== null && state.personalDataErased) throw new DomainError('conflict', ADMIN_MESSAGES.documentForErasedApplicant);
  if (command.decision === 'approved') {
    return [{ type: 'VisaApplicationApproved', data: { applicationNumber, decidedAt: command.now, documentHash: command.documentHash } }];
  }
  if (command.documentHash !== null) throw invalid('A PDF can only be attached to an approval');
  const reason = command.reason?.trim();
  return [{ type: 'VisaApplicationRejected', data: { applicationNumber, decidedAt: command.now, ...(reason ? { reason } : {}) } }];
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

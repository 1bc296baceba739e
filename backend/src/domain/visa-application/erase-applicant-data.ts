import type { VisaApplicantDataErased } from '@evisa/contracts/events';
import { DomainError } from '../shared/domain-error.js';
import type { VisaApplicationState } from './visa-application.js';

export interface EraseApplicantData {
  readonly reason: 'retention' | 'erasure-request';
  readonly now: string;
}

/** Erasing personal data: only a submitted application, once. The event itself holds no personal data. */
export function decideEraseApplicantData(command: EraseApplicantData, state: VisaApplicationState): VisaApplicantDataErased[] {
  if (state.status !== 'submitted') throw new DomainError('not-found', 'Application not found');
  if (state.personalDataErased) return [];
  return [{ type: 'VisaApplicantDataErased', data: { applicationNumber: state.applicationNumber, erasedAt: command.now, reason: command.reason } }];
}

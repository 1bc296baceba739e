import type { InsuranceApplicationEvent } from '@evisa/contracts/events';

export type InsuranceDecision = 'pending' | 'approved' | 'rejected';

/** What the aggregate remembers to decide the next command. */
export type InsuranceApplicationState =
  | { readonly status: 'new' }
  | {
      readonly status: 'submitted';
      readonly applicationNumber: string;
      readonly totalCents: number;
      readonly personalDataErased: boolean;
      /** The day cover starts (YYYY-MM-DD): once it has passed, the order cannot be paid. */
      readonly travelDate: string;
      readonly decision: InsuranceDecision;
      readonly documentHash: string | null;
      /** The staff's reason recorded with a rejection, if any (a repeated rejection must bring the same). */
      readonly rejectionReason: string | null;
    };

export const initialInsuranceApplicationState: InsuranceApplicationState = { status: 'new' };

export function evolveInsuranceApplication(state: InsuranceApplicationState, event: InsuranceApplicationEvent): InsuranceApplicationState {
  switch (event.type) {
    case 'InsuranceApplicationSubmitted':
      return {
        status: 'submitted',
        applicationNumber: event.data.applicationNumber,
        totalCents: event.data.price.totalCents,
        personalDataErased: false,
        travelDate: event.data.travelDate,
        decision: 'pending',
        documentHash: null,
        rejectionReason: null,
      };
    case 'InsuranceApplicantDataErased':
      // The approval's document hash stays, as a visa application's does: the document itself is
      // deleted with the applicant's data, and the hash only tells a repeat of that approval.
      return state.status === 'submitted' ? { ...state, personalDataErased: true } : state;
    case 'InsuranceApplicationApproved':
      return state.status === 'submitted' ? { ...state, decision: 'approved', documentHash: event.data.documentHash } : state;
    case 'InsuranceApplicationRejected':
      return state.status === 'submitted' ? { ...state, decision: 'rejected', rejectionReason: event.data.reason ?? null } : state;
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

export const insuranceApplicationStreamId = (applicationNumber: string) => `insurance-application-${applicationNumber}`;

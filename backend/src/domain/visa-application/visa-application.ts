import type { VisaApplicationEvent, VisaDecisionEvent } from '@evisa/contracts/events';

/** Every event of a visa application's stream: the traveller's submission, erasure, and staff decisions. */
export type VisaApplicationStreamEvent = VisaApplicationEvent | VisaDecisionEvent;

export type VisaDecision = 'pending' | 'approved' | 'rejected';

/** What the aggregate remembers to decide the next command. */
export type VisaApplicationState =
  | { readonly status: 'new' }
  | {
      readonly status: 'submitted';
      readonly applicationNumber: string;
      readonly totalCents: number;
      readonly personalDataErased: boolean;
      /** ISO alpha-3 code and name of the applicant's nationality (visa-type choices depend on it). */
      readonly countryCode: string;
      readonly countryOfOrigin: string;
      /** The arrival date (YYYY-MM-DD) the application was made for: once it has passed, the order cannot be paid. */
      readonly arrivalDate: string;
      readonly decision: VisaDecision;
      readonly documentHash: string | null;
      /** The staff's reason recorded with a rejection, if any (a repeated rejection must bring the same). */
      readonly rejectionReason: string | null;
      readonly visaType: string | null;
    };

export const initialVisaApplicationState: VisaApplicationState = { status: 'new' };

export function evolveVisaApplication(state: VisaApplicationState, event: VisaApplicationStreamEvent): VisaApplicationState {
  switch (event.type) {
    case 'VisaApplicationSubmitted':
      return {
        status: 'submitted',
        applicationNumber: event.data.applicationNumber,
        totalCents: event.data.price.totalCents,
        personalDataErased: false,
        countryCode: event.data.countryCode,
        countryOfOrigin: event.data.countryOfOrigin,
        arrivalDate: event.data.arrivalDate,
        decision: 'pending',
        documentHash: null,
        rejectionReason: null,
        visaType: null,
      };
    case 'VisaApplicantDataErased':
      return state.status === 'submitted' ? { ...state, personalDataErased: true } : state;
    case 'VisaApplicationApproved':
      return state.status === 'submitted' ? { ...state, decision: 'approved', documentHash: event.data.documentHash } : state;
    case 'VisaApplicationRejected':
      return state.status === 'submitted' ? { ...state, decision: 'rejected', rejectionReason: event.data.reason ?? null } : state;
    case 'VisaTypeAssigned':
      return state.status === 'submitted' ? { ...state, visaType: event.data.visaType } : state;
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

export const visaApplicationStreamId = (applicationNumber: string) => `visa-application-${applicationNumber}`;

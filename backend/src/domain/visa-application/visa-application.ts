import type { VisaApplicationEvent } from '@evisa/contracts/events';

/** What the aggregate remembers to decide the next command. */
export type VisaApplicationState =
  | { readonly status: 'new' }
  | {
      readonly status: 'submitted';
      readonly applicationNumber: string;
      readonly totalCents: number;
      readonly personalDataErased: boolean;
    };

export const initialVisaApplicationState: VisaApplicationState = { status: 'new' };

export function evolveVisaApplication(state: VisaApplicationState, event: VisaApplicationEvent): VisaApplicationState {
  switch (event.type) {
    case 'VisaApplicationSubmitted':
      return {
        status: 'submitted',
        applicationNumber: event.data.applicationNumber,
        totalCents: event.data.price.totalCents,
        personalDataErased: false,
      };
    case 'VisaApplicantDataErased':
      return state.status === 'submitted' ? { ...state, personalDataErased: true } : state;
    default: {
      const unexpected: never = event;
      return unexpected;
    }
  }
}

export const visaApplicationStreamId = (applicationNumber: string) => `visa-application-${applicationNumber}`;

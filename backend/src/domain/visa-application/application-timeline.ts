import { INSURANCE_APPLICATION_STREAM, type InsuranceApplicationEvent, type PaymentEvent } from '@evisa/contracts/events';
import { evolveInsuranceApplication, initialInsuranceApplicationState, type InsuranceApplicationState } from '../insurance-application/insurance-application.js';
import { evolvePayment, initialPaymentState, publicPaymentStatus, type PaymentState, type PublicPaymentStatus } from '../payment/payment.js';
import { evolveVisaApplication, initialVisaApplicationState, type VisaApplicationState, type VisaApplicationStreamEvent } from './visa-application.js';

/** An application seen across its two streams: its own (a visa or an insurance application) and its payment's. */
export interface ApplicationTimelineState {
  readonly application: VisaApplicationState;
  readonly insurance: InsuranceApplicationState;
  readonly payment: PaymentState;
}

export const initialTimelineState: ApplicationTimelineState = {
  application: initialVisaApplicationState,
  insurance: initialInsuranceApplicationState,
  payment: initialPaymentState,
};

export interface TimelineEvent {
  readonly streamType: string;
  readonly type: string;
  readonly data: unknown;
}

/** Folds one event of either stream with that stream's own pure evolve function. */
export function evolveTimeline(state: ApplicationTimelineState, event: TimelineEvent): ApplicationTimelineState {
  if (event.streamType === 'payment') {
    return { ...state, payment: evolvePayment(state.payment, event as unknown as PaymentEvent) };
  }
  if (event.streamType === INSURANCE_APPLICATION_STREAM) {
    return { ...state, insurance: evolveInsuranceApplication(state.insurance, event as unknown as InsuranceApplicationEvent) };
  }
  return { ...state, application: evolveVisaApplication(state.application, event as unknown as VisaApplicationStreamEvent) };
}


export interface TimelineView {
  readonly status: 'none' | 'pending' | 'approved' | 'rejected';
  readonly paymentStatus: PublicPaymentStatus;
  readonly visaType: string | null;
  readonly personalDataErased: boolean;
}

export function timelineView(state: ApplicationTimelineState): TimelineView {
  const insurance = state.insurance;
  if (insurance.status === 'submitted') {
    return { status: insurance.decision, paymentStatus: publicPaymentStatus(state.payment.status), visaType: null, personalDataErased: insurance.personalDataErased };
  }
  const app = state.application;
  return {
    status: app.status === 'submitted' ? app.decision : 'none',
    paymentStatus: publicPaymentStatus(state.payment.status),
    visaType: app.status === 'submitted' ? app.visaType : null,
    personalDataErased: app.status === 'submitted' && app.personalDataErased,
  };
}

/** The view right after each event, events in store order (replaying them with the pure evolve functions). */
export function replayTimeline<E extends TimelineEvent>(events: readonly E[]): { event: E; view: TimelineView }[] {
  let state = initialTimelineState;
  return events.map((event) => {
    state = evolveTimeline(state, event);
    return { event, view: timelineView(state) };
  });
}

import type { PaymentEvent, VisaApplicationEvent } from '@evisa/contracts/events';
import { evolvePayment, initialPaymentState, paymentStreamId, type PaymentState } from '../../domain/payment/payment.js';
import { evolveVisaApplication, initialVisaApplicationState, visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Sql } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';

export interface LoadedPayment {
  readonly state: PaymentState;
  readonly version: number;
}

export async function loadPayment(store: EventStore, sql: Sql, orderId: string): Promise<LoadedPayment> {
  const events = await store.readStream(sql, paymentStreamId(orderId));
  return {
    state: events.reduce((s, e) => evolvePayment(s, e as unknown as PaymentEvent), initialPaymentState),
    version: events.length,
  };
}

export interface Order {
  readonly orderId: string;
  readonly kind: 'visa';
  readonly totalCents: number;
  /** Whose personal data the payment's customer block belongs to (the applicant). */
  readonly subjectId: string;
}

/** The order a payment is for: today a visa application (insurance orders arrive with their feature). */
export async function loadOrder(store: EventStore, sql: Sql, orderId: string): Promise<Order> {
  const streamId = visaApplicationStreamId(orderId);
  const events = await store.readStream(sql, streamId);
  const state = events.reduce((s, e) => evolveVisaApplication(s, e as unknown as VisaApplicationEvent), initialVisaApplicationState);
  if (state.status !== 'submitted') throw new DomainError('not-found', 'Order not found');
  return { orderId, kind: 'visa', totalCents: state.totalCents, subjectId: streamId };
}

import { evolvePayment, initialPaymentState, paymentStreamId, type PaymentState } from '../../domain/payment/payment.js';
import { evolveVisaApplication, initialVisaApplicationState, visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Sql } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import { loadAggregate } from '../../event-store/load-aggregate.js';

export interface LoadedPayment {
  readonly state: PaymentState;
  readonly version: number;
}

export function loadPayment(store: EventStore, sql: Sql, orderId: string): Promise<LoadedPayment> {
  return loadAggregate(store, sql, paymentStreamId(orderId), evolvePayment, initialPaymentState);
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
  const { state } = await loadAggregate(store, sql, streamId, evolveVisaApplication, initialVisaApplicationState);
  if (state.status !== 'submitted') throw new DomainError('not-found', 'Order not found');
  return { orderId, kind: 'visa', totalCents: state.totalCents, subjectId: streamId };
}

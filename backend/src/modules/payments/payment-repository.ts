import { PAYMENT_STREAM, type PaymentEvent } from '@evisa/contracts/events';
import { evolvePayment, initialPaymentState, paymentStreamId, type PaymentState } from '../../domain/payment/payment.js';
import { evolveVisaApplication, initialVisaApplicationState, visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import { evolveInsuranceApplication, initialInsuranceApplicationState, insuranceApplicationStreamId } from '../../domain/insurance-application/insurance-application.js';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Database, Sql } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import { loadAggregate } from '../../event-store/load-aggregate.js';
import { retryOnConflict } from '../../event-store/retry-on-conflict.js';

export interface LoadedPayment {
  readonly state: PaymentState;
  readonly version: number;
}

export function loadPayment(store: EventStore, sql: Sql, orderId: string): Promise<LoadedPayment> {
  return loadAggregate(store, sql, paymentStreamId(orderId), evolvePayment, initialPaymentState);
}

const DECIDE_ATTEMPTS = 5;

/**
 * A provider's notice applied to an order's payment: load it, `decide` (pure; it may throw a
 * DomainError), and append what was decided at the version it was decided on. A concurrent writer
 * (the same notice redelivered at once, say) makes it decide again on the newer state. Returns the
 * state decided on and the events appended (none: nothing new, so nothing changed).
 */
export async function decideOnPayment<E extends PaymentEvent>(
  db: Database,
  store: EventStore,
  orderId: string,
  provider: string,
  decide: (state: PaymentState) => readonly E[],
): Promise<{ state: PaymentState; appended: readonly E[] }> {
  return retryOnConflict(
    async () => {
      const { state, version } = await loadPayment(store, db, orderId);
      const events = decide(state);
      if (events.length === 0) return { state, appended: [] };
      await db.transaction((tx) =>
        store.append(tx, { streamId: paymentStreamId(orderId), streamType: PAYMENT_STREAM, expectedVersion: version, events, metadata: { actor: { kind: 'provider', id: provider } } }),
      );
      return { state, appended: events };
    },
    { attempts: DECIDE_ATTEMPTS, onExhausted: () => new DomainError('conflict', 'The payment is being updated; try again') },
  );
}

export interface Order {
  readonly orderId: string;
  readonly kind: 'visa' | 'insurance';
  readonly totalCents: number;
  /** The arrival (visa) or travel (insurance) date the order was made for, YYYY-MM-DD. */
  readonly startsOn: string;
  /** Whose personal data the payment's customer block belongs to (the applicant). */
  readonly subjectId: string;
}

export const ERASED_ORDER_MESSAGE = "This application's personal data has been erased, so it can no longer be paid";

/**
 * The order a payment is for: a visa or an insurance application (numbers never name both). An
 * application whose personal data was erased cannot be paid: nobody could process it, and the
 * payment's customer block would re-create a data key for the erased subject.
 */
export async function loadOrder(store: EventStore, sql: Sql, orderId: string): Promise<Order> {
  const visaStream = visaApplicationStreamId(orderId);
  const visa = await loadAggregate(store, sql, visaStream, evolveVisaApplication, initialVisaApplicationState);
  if (visa.state.status === 'submitted') {
    if (visa.state.personalDataErased) throw new DomainError('conflict', ERASED_ORDER_MESSAGE);
    return { orderId, kind: 'visa', totalCents: visa.state.totalCents, startsOn: visa.state.arrivalDate, subjectId: visaStream };
  }
  const insuranceStream = insuranceApplicationStreamId(orderId);
  const insurance = await loadAggregate(store, sql, insuranceStream, evolveInsuranceApplication, initialInsuranceApplicationState);
  if (insurance.state.status === 'submitted') {
    if (insurance.state.personalDataErased) throw new DomainError('conflict', ERASED_ORDER_MESSAGE);
    return { orderId, kind: 'insurance', totalCents: insurance.state.totalCents, startsOn: insurance.state.travelDate, subjectId: insuranceStream };
  }
  throw new DomainError('not-found', 'Order not found');
}

/**
 * The order a provider transaction paid, from its PaymentCompleted (null when we never recorded it).
 * Served by the partial expression index of migration 1732300000080.
 */
export async function findOrderByProviderTransaction(sql: Sql, providerTransactionId: string): Promise<string | null> {
  const { rows } = await sql.query<{ order_id: string }>(
    `SELECT data->>'orderId' AS order_id FROM events
      WHERE event_type = 'PaymentCompleted' AND data->>'providerTransactionId' = $1
      ORDER BY global_position LIMIT 1`,
    [providerTransactionId],
  );
  return rows[0]?.order_id ?? null;
}

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { connectCountingClient, type CountingClient } from '../../test-support/counting-client.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { outboxProjector } from './outbox.projection.js';

const ORDER = 'ABC1234567890XYZ';

function event(position: number, type: string, streamId: string, data: Record<string, unknown>): RecordedEvent {
  return { position: String(position), transactionId: '1000', streamId, streamType: streamId.split('-')[0]!, streamVersion: 1, type, schemaVersion: 1, data, metadata: { actor: { kind: 'provider', id: 'simulated' } }, occurredAt: '2025-03-14T09:26:53.000Z' };
}

const submitted = event(1, 'VisaApplicationSubmitted', `visa-${ORDER}`, {
  applicationNumber: ORDER,
  language: 'en',
  processingType: 'standard',
  price: { visaFeeCents: 6900, serviceFeeCents: 11500, totalCents: 18400 },
  pii: { firstName: 'Jo', lastName: 'Doe', email: 'jo@example.com' },
});
const paid = event(2, 'PaymentCompleted', `payment-${ORDER}`, {
  orderId: ORDER, attempt: 1, providerTransactionId: 'gpay_1', amountCents: 18400, currency: 'USD', cardLast4: '4242', completedAt: '2025-03-14T09:26:53.000Z',
});

describe('outbox projector on the runner connection (real Postgres)', () => {
  let database: TestDatabase;
  let counting: CountingClient;

  beforeAll(async () => {
    database = await createTestDatabase();
    counting = await connectCountingClient(database.url);
  });
  afterAll(async () => {
    await counting.client.end();
    await database.drop();
  });

  it('writes an order context and its email with one statement at a time (pg takes no second while one runs)', async () => {
    const { client } = counting;
    await client.query('BEGIN');
    await outboxProjector.applyBatch(client, [submitted, paid]);
    await client.query('COMMIT');
    expect(counting.mostRunning()).toBe(1);
    const contexts = await client.query('SELECT order_id FROM outbox_order_context');
    const messages = await client.query('SELECT composer, to_address FROM outbox_messages');
    expect(contexts.rows).toEqual([{ order_id: ORDER }]);
    expect(messages.rows).toEqual([{ composer: 'payment-confirmation', to_address: 'jo@example.com' }]);
  });
});

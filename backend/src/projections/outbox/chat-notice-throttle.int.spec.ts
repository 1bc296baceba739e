import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { CHAT_NOTICE_EVERY_MINUTES } from '../../modules/notifications/email-composers/chat-started.composer.js';
import { copyLayoutOf, replayConnection } from '../rebuild/copy-rows.js';
import { outboxProjector } from './outbox.projection.js';

const T0 = Date.parse('2026-11-24T09:00:00.000Z');
const MINUTE = 60_000;

/** A conversation started `minutes` after T0 (the n-th event of the store). */
function chatStarted(n: number, minutes: number): RecordedEvent {
  const sessionId = n.toString(16).padStart(32, '0');
  const at = new Date(T0 + minutes * MINUTE).toISOString();
  return {
    position: String(n),
    transactionId: '1000',
    streamId: `chat-${sessionId}`,
    streamType: 'chat',
    streamVersion: 1,
    type: 'ChatSessionStarted',
    schemaVersion: 1,
    data: { sessionId, startedAt: at, language: 'en', pii: null },
    metadata: { actor: { kind: 'customer' } },
    occurredAt: at,
  };
}

// A flood at 09:00, more within 15 minutes, then starts just past each window.
const MINUTES = [0, 0, 0.5, 1, 5, 14.9, 15, 15.5, 29.9, 31, 31, 60];
const EVENTS = MINUTES.map((minutes, i) => chatStarted(i + 1, minutes));

describe('the new-chat notice: at most one per window, the same after a rebuild (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  const notices = async () =>
    (await client.query<{ stream_id: string; created_at: Date }>("SELECT stream_id, created_at FROM outbox_messages WHERE composer = 'chat-started' ORDER BY created_at"))
      .rows.map((row) => [row.stream_id, row.created_at.toISOString()]);
  const expected = [0, 15, 31, 60].map((minutes) => {
    const event = EVENTS[MINUTES.indexOf(minutes)]!;
    return [event.streamId, event.occurredAt];
  });

  it(`queues one notice per ${CHAT_NOTICE_EVERY_MINUTES} minutes live, whatever the batches`, async () => {
    expect(CHAT_NOTICE_EVERY_MINUTES).toBe(15);
    // Live: uneven batches, each in its own transaction as the runner applies them.
    for (const batch of [EVENTS.slice(0, 3), EVENTS.slice(3, 4), EVENTS.slice(4, 7), EVENTS.slice(7, 8), EVENTS.slice(8)]) {
      await client.query('BEGIN');
      await outboxProjector.applyBatch(client, batch);
      await client.query('COMMIT');
    }
    expect(await notices()).toEqual(expected);
  });

  it('queues exactly the same notices when the outbox is rebuilt from the events', async () => {
    const live = await notices();
    await client.query('TRUNCATE outbox_messages, outbox_order_context');
    // The rebuild's connection: new rows by COPY.
    const layouts = new Map(await Promise.all(outboxProjector.tables.map(async (table) => [table, await copyLayoutOf(client, table)] as const)));
    const sql = replayConnection(client, layouts);
    const replay = outboxProjector.replay!(2);
    for (const batch of [EVENTS.slice(0, 5), EVENTS.slice(5, 6), EVENTS.slice(6)]) await replay.apply(sql, batch);
    await replay.flush(sql);
    expect(await notices()).toEqual(live);
    // Applying the same events again (a runner retrying a batch) adds none.
    await outboxProjector.applyBatch(client, EVENTS);
    expect(await notices()).toEqual(live);
  });
});

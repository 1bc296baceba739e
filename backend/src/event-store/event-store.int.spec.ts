import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Database } from '../infrastructure/database/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { ConcurrencyError } from './concurrency-error.js';
import { EventStore } from './event-store.js';
import { START } from './event-store.types.js';
import { PiiCipher } from './pii-cipher.js';

describe('event store (real Postgres)', () => {
  let database: TestDatabase;
  let db: Database;
  let store: EventStore;
  let cipher: PiiCipher;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = Database.connect(database.url);
    cipher = new PiiCipher(randomBytes(32));
    store = new EventStore(cipher);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const metadata = { actor: { kind: 'system' as const } };

  it('lets exactly one of two writers racing on one stream append; the other gets a conflict', async () => {
    const attempt = (writer: string) =>
      db.transaction((tx) =>
        store.append(tx, { streamId: 'race-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Written', data: { writer } }], metadata }),
      );
    const results = await Promise.allSettled([attempt('a'), attempt('b')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(db, 'race-1')).toHaveLength(1);
  });

  it('refuses an append on a stale expected version', async () => {
    const append = (expectedVersion: number) =>
      db.transaction((tx) => store.append(tx, { streamId: 'stale-1', streamType: 'test', expectedVersion, events: [{ type: 'Written', data: {} }], metadata }));
    await append(0);
    await append(1);
    await expect(append(1)).rejects.toBeInstanceOf(ConcurrencyError);
    expect((await store.readStream(db, 'stale-1')).map((e) => e.streamVersion)).toEqual([1, 2]);
  });

  it('keeps the events table append-only', async () => {
    await expect(db.query('UPDATE events SET event_type = $1', ['Tampered'])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM events')).rejects.toThrow(/append-only/);
  });

  it('stores personal data encrypted and reads it back decrypted', async () => {
    await db.transaction((tx) =>
      store.append(tx, {
        streamId: 'pii-1',
        streamType: 'test',
        expectedVersion: 0,
        events: [{ type: 'Registered', data: { ref: 'X', pii: { name: 'Ada Lovelace' } } }],
        metadata: { ...metadata, subjectId: 'pii-1' },
      }),
    );
    const raw = await db.query<{ data: string }>(`SELECT data::text FROM events WHERE stream_id = 'pii-1'`);
    expect(raw.rows[0]!.data).not.toContain('Ada');
    const [event] = await store.readStream(db, 'pii-1');
    expect(event!.data.pii).toEqual({ name: 'Ada Lovelace' });
  });

  it('never skips an event whose transaction commits after a later position is visible', async () => {
    const before = await store.readAllAfter(db, START, 100_000);
    const checkpoint = before.length ? { transactionId: before.at(-1)!.transactionId, position: before.at(-1)!.position } : START;
    // A slow writer takes its position first and commits last.
    const slow = await db.pool.connect();
    await slow.query('BEGIN');
    await store.append(slow, { streamId: 'late-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Late', data: {} }], metadata });
    await db.transaction((tx) =>
      store.append(tx, { streamId: 'early-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Early', data: {} }], metadata }),
    );
    // While the slow transaction is open, the committed later event is held back rather than read past.
    expect(await store.readAllAfter(db, checkpoint, 100)).toEqual([]);
    await slow.query('COMMIT');
    slow.release();
    // The snapshot horizon is cluster-wide: other databases' open transactions can hold it back a moment.
    let after = await store.readAllAfter(db, checkpoint, 100);
    for (let i = 0; i < 200 && after.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 25));
      after = await store.readAllAfter(db, checkpoint, 100);
    }
    expect(after.map((e) => e.type)).toEqual(['Late', 'Early']);
  });
});

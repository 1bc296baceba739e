import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { isDatabaseUnavailable } from '../infrastructure/database/database-unavailable.js';
import { Database, isUniqueViolation } from '../infrastructure/database/database.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { ConcurrencyError } from './concurrency-error.js';
import { rowProjector, type VersionedRow } from '../projections/row-projection.js';
import { EventStore, IDEMPOTENCY_KEY_CONSTRAINT } from './event-store.js';
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
    // An open transaction in another database holds the cluster-wide snapshot horizon back (other
    // test files' databases do so at random), so an event committed meanwhile is not readable yet.
    const elsewhereUrl = new URL(database.url);
    elsewhereUrl.pathname = '/postgres';
    const elsewhere = new pg.Client({ connectionString: elsewhereUrl.toString() });
    await elsewhere.connect();
    await elsewhere.query('BEGIN');
    await elsewhere.query('SELECT pg_current_xact_id()');
    await db.transaction((tx) =>
      store.append(tx, { streamId: 'held-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'HeldBack', data: {} }], metadata }),
    );
    // Start past every event already committed, readable yet or not.
    const { rows } = await db.query<{ transactionId: string; position: string }>(
      'SELECT transaction_id::text AS "transactionId", global_position::text AS position FROM events ORDER BY transaction_id DESC, global_position DESC LIMIT 1',
    );
    const checkpoint = rows[0] ?? START;
    await elsewhere.query('COMMIT');
    await elsewhere.end();
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

  describe('appendNewStream (one statement, shared by submissions arriving together)', () => {
    interface NameRow extends VersionedRow {
      id: string;
      name: string | null;
    }
    const names = rowProjector<NameRow>({
      name: 'names',
      table: 'fast_names',
      keyColumn: 'id',
      inline: true,
      eventTypes: ['Named', 'Renamed'],
      keyOf: (e) => String(e.data.id),
      evolve: (row, e) => {
        const pii = e.data.pii as { name: string } | null;
        if (e.type === 'Named') return { id: String(e.data.id), name: pii?.name ?? null, stream_versions: {} };
        return row && { ...row, name: pii?.name ?? null };
      },
    });
    let fast: EventStore;
    const meta = (subjectId: string) => ({ actor: { kind: 'customer' as const }, subjectId });
    const count = async (sql: string, params: unknown[]) => (await db.query<{ n: number }>(sql, params)).rows[0]!.n;

    beforeAll(async () => {
      await db.query('CREATE TABLE fast_names (id text PRIMARY KEY, name text, stream_versions jsonb NOT NULL)');
      fast = new EventStore(cipher, [names]);
    });

    it('writes the subject key, the encrypted events, the projected row and the idempotency answer together', async () => {
      const idempotency = { scope: 'test', key: 'fast-key-1', requestHash: 'h1', statusCode: 201, response: { id: 'f1' } };
      const recorded = await fast.appendNewStream(
        db,
        { streamId: 'fast-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Named', data: { id: 'f1', pii: { name: 'Ayşe' } } }], metadata: meta('fast-1') },
        idempotency,
      );
      expect(recorded?.map((e) => [e.streamVersion, e.type])).toEqual([[1, 'Named']]);
      expect((await db.query('SELECT name, stream_versions FROM fast_names WHERE id = $1', ['f1'])).rows).toEqual([{ name: 'Ayşe', stream_versions: { 'fast-1': 1 } }]);
      // At rest the personal block is ciphertext; read back it decrypts with the key written alongside.
      const raw = (await db.query<{ data: { pii: unknown } }>('SELECT data FROM events WHERE stream_id = $1', ['fast-1'])).rows[0]!;
      expect(JSON.stringify(raw.data.pii)).not.toContain('Ayşe');
      expect((await store.readStream(db, 'fast-1'))[0]!.data.pii).toEqual({ name: 'Ayşe' });
      expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE scope = $1 AND key = $2', ['test', 'fast-key-1'])).toBe(1);
    });

    it('writes nothing at all when the idempotency key was used, and says so by the key constraint', async () => {
      const request = { streamId: 'fast-2', streamType: 'test', expectedVersion: 0, events: [{ type: 'Named', data: { id: 'f2', pii: { name: 'B' } } }], metadata: meta('fast-2') };
      const idempotency = { scope: 'test', key: 'fast-key-1', requestHash: 'h1', statusCode: 201, response: { id: 'f2' } };
      const failure = await fast.appendNewStream(db, request, idempotency).catch((e: unknown) => e);
      expect(isUniqueViolation(failure, IDEMPOTENCY_KEY_CONSTRAINT)).toBe(true);
      expect(await count('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', ['fast-2'])).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM subject_keys WHERE subject_id = $1', ['fast-2'])).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM fast_names WHERE id = $1', ['f2'])).toBe(0);
    });

    it('refuses an existing stream with a conflict', async () => {
      const request = { streamId: 'fast-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Named', data: { id: 'other', pii: null } }], metadata: meta('fast-other') };
      await expect(fast.appendNewStream(db, request)).rejects.toBeInstanceOf(ConcurrencyError);
      expect(await count('SELECT count(*)::int AS n FROM fast_names WHERE id = $1', ['other'])).toBe(0);
    });

    it('declines (null, nothing written) when an event needs an existing row or the subject already has a key', async () => {
      const renamed = { streamId: 'fast-3', streamType: 'test', expectedVersion: 0, events: [{ type: 'Renamed', data: { id: 'f1', pii: { name: 'C' } } }], metadata: meta('fast-3') };
      expect(await fast.appendNewStream(db, renamed)).toBeNull();
      const sameSubject = { streamId: 'fast-4', streamType: 'test', expectedVersion: 0, events: [{ type: 'Named', data: { id: 'f4', pii: { name: 'D' } } }], metadata: meta('fast-1') };
      expect(await fast.appendNewStream(db, sameSubject)).toBeNull();
      expect(await count('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [['fast-3', 'fast-4']])).toBe(0);
      expect(await count('SELECT count(*)::int AS n FROM fast_names WHERE id = $1', ['f4'])).toBe(0);
    });

    const named = (n: string, subject = `batch-${n}`) => ({
      streamId: `batch-${n}`,
      streamType: 'test',
      expectedVersion: 0,
      events: [{ type: 'Named', data: { id: `b${n}`, pii: { name: `Name ${n}` } } }],
      metadata: meta(subject),
    });
    const answer = (key: string, n: string) => ({ scope: 'test', key, requestHash: `h${n}`, statusCode: 201, response: { id: `b${n}` } });

    it('writes submissions that arrive together in shared statements, each with its own events, key, row and answer', async () => {
      const ids = Array.from({ length: 30 }, (_, i) => `g${i}`);
      const recorded = await Promise.all(ids.map((n) => fast.appendNewStream(db, named(n), answer(`batch-key-${n}`, n))));
      recorded.forEach((events, i) => expect(events?.map((e) => [e.streamId, e.streamVersion, e.data])).toEqual([[`batch-${ids[i]}`, 1, { id: `b${ids[i]}`, pii: { name: `Name ${ids[i]}` } }]]));
      const streams = ids.map((n) => `batch-${n}`);
      // Fewer transactions than submissions: they were grouped.
      expect(await count('SELECT count(DISTINCT transaction_id)::int AS n FROM events WHERE stream_id = ANY($1)', [streams])).toBeLessThan(ids.length);
      expect(await count('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [streams])).toBe(ids.length);
      expect(await count('SELECT count(*)::int AS n FROM subject_keys WHERE subject_id = ANY($1)', [streams])).toBe(ids.length);
      expect(await count('SELECT count(*)::int AS n FROM fast_names WHERE id = ANY($1)', [ids.map((n) => `b${n}`)])).toBe(ids.length);
      expect(await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = ANY($1)', [ids.map((n) => `batch-key-${n}`)])).toBe(ids.length);
      for (const n of ['g0', 'g17', 'g29']) expect((await store.readStream(db, `batch-${n}`))[0]!.data.pii).toEqual({ name: `Name ${n}` });
    });

    it('gives each submission of a group its own outcome when one of them conflicts', async () => {
      const ids = Array.from({ length: 10 }, (_, i) => `c${i}`);
      const attempts = ids.map((n, i) => {
        // 5 and 6 share an idempotency key; 8 names a stream that exists; 9's subject already has a key.
        if (i === 6) return fast.appendNewStream(db, named(n), answer('batch-shared-key', n));
        if (i === 8) return fast.appendNewStream(db, { ...named(n), streamId: 'batch-g0' });
        if (i === 9) return fast.appendNewStream(db, named(n, 'batch-g1'));
        return fast.appendNewStream(db, named(n), answer(i === 5 ? 'batch-shared-key' : `conflict-key-${n}`, n));
      });
      const results = await Promise.allSettled(attempts);
      const outcome = (i: number) => results[i]!;
      for (const i of [0, 1, 2, 3, 4, 7]) expect(outcome(i)).toMatchObject({ status: 'fulfilled', value: [{ streamId: `batch-${ids[i]}`, streamVersion: 1 }] });
      const shared = [outcome(5), outcome(6)];
      expect(shared.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const repeat = shared.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect(isUniqueViolation(repeat?.reason, IDEMPOTENCY_KEY_CONSTRAINT)).toBe(true);
      expect(outcome(8)).toMatchObject({ status: 'rejected', reason: expect.any(ConcurrencyError) });
      expect(outcome(9)).toEqual({ status: 'fulfilled', value: null });
      // What was written is exactly what succeeded.
      expect(await count('SELECT count(*)::int AS n FROM events WHERE stream_id = ANY($1)', [ids.map((n) => `batch-${n}`)])).toBe(7);
      expect(await count('SELECT count(*)::int AS n FROM fast_names WHERE id = ANY($1)', [ids.map((n) => `b${n}`)])).toBe(7);
      expect(await count(`SELECT count(*)::int AS n FROM idempotency_keys WHERE key = 'batch-shared-key'`, [])).toBe(1);
    });

    it('fails a group once, without writing each alone, when the database cannot be reached', async () => {
      // A server that hangs up on every connection, as a database restarting does: each statement
      // tried costs one connection attempt.
      let connections = 0;
      const hangUp = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
      const gone = Database.connect(`postgres://postgres:postgres@127.0.0.1:${(hangUp.address() as AddressInfo).port}/gone`);
      try {
        // Two statements start at once (one submission each); the other eight wait and go as one.
        const results = await Promise.allSettled(Array.from({ length: 10 }, (_, i) => fast.appendNewStream(gone, named(`gone${i}`))));
        for (const result of results) {
          expect(result.status).toBe('rejected');
          expect(isDatabaseUnavailable((result as PromiseRejectedResult).reason)).toBe(true);
        }
        expect(connections).toBe(3);
      } finally {
        await gone.close();
        await new Promise((resolve) => hangUp.close(resolve));
      }
    });
  });
});

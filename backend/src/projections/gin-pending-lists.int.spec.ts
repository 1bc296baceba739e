import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Database, type Sql } from '../infrastructure/database/database.js';
import { EventStore } from '../event-store/event-store.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { cleanGinPendingLists } from './gin-pending-lists.js';
import { ProjectionRunner } from './projection-runner.js';
import type { Projector } from './projector.js';

const quiet = { info: () => undefined, error: () => undefined };

/** A projector that owns `table` and writes 300 searchable rows into it for every 'Searchable' event. */
const searchable = (name: string, table: string): Projector => ({
  name,
  tables: [table],
  inline: false,
  handles: (type) => type === 'Searchable',
  applyBatch: async (sql, events) => {
    for (let i = 0; i < events.length; i++) await insertRows(sql, table);
  },
});

const insertRows = (sql: Sql, table: string) =>
  sql.query(`INSERT INTO ${table} (search_text) SELECT 'asha patel ' || md5(random()::text) || ' z' || g FROM generate_series(1, 300) g`);

describe('GIN pending lists (real Postgres)', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = Database.connect(database.url, 5);
    for (const table of ['gin_plain', 'gin_by_runner']) {
      // Like the admin list's search: trigram GIN, with the default fast update (a pending list).
      await db.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, search_text text NOT NULL)`);
      await db.query(`CREATE INDEX ${table}_search ON ${table} USING gin (search_text gin_trgm_ops)`);
    }
    await db.query('CREATE TABLE no_gin (id serial PRIMARY KEY, name text)');
    // pgstatginindex: how many pages an index has pending, read without merging them.
    await db.query('CREATE EXTENSION IF NOT EXISTS pgstattuple');
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('merges what the inserts left pending, once', async () => {
    await insertRows(db, 'gin_plain');
    expect(await cleanGinPendingLists(db, ['gin_plain', 'no_gin'])).toBeGreaterThan(0);
    expect(await cleanGinPendingLists(db, ['gin_plain'])).toBe(0);
    const found = await db.query(`SELECT count(*)::int AS n FROM gin_plain WHERE search_text ILIKE '%sha pat%'`);
    expect(found.rows[0]!.n).toBe(300);
    expect(await cleanGinPendingLists(db, ['no_gin', 'no_such_table'])).toBe(0);
    expect(await cleanGinPendingLists(db, [])).toBe(0);
  });

  it('looks again when a rebuild swaps a table in while the merge waits for its index', async () => {
    for (const table of ['gin_swapped', 'gin_swapped_new']) {
      await db.query(`CREATE TABLE ${table} (id serial PRIMARY KEY, search_text text NOT NULL)`);
      await db.query(`CREATE INDEX ${table}_search ON ${table} USING gin (search_text gin_trgm_ops)`);
      await insertRows(db, table);
    }
    // As the rebuild's swap: the live table dropped and its replacement renamed in, not yet committed.
    const swap = await db.pool.connect();
    try {
      await swap.query('BEGIN');
      await swap.query('DROP TABLE gin_swapped');
      await swap.query('ALTER TABLE gin_swapped_new RENAME TO gin_swapped');
      const merging = cleanGinPendingLists(db, ['gin_swapped']);
      // The merge found the old index and now waits for the swap's lock on it.
      for (let waited = 0; ; waited += 20) {
        const { rows } = await db.query(`SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE '%gin_clean_pending_list%'`);
        if (rows.length > 0) break;
        if (waited > 5_000) throw new Error('the merge never waited for the swap');
        await new Promise((r) => setTimeout(r, 20));
      }
      await swap.query('COMMIT');
      // Before, this failed with "could not open relation with OID …"; now it merges the new table's list.
      expect(await merging).toBeGreaterThan(0);
      expect(await cleanGinPendingLists(db, ['gin_swapped'])).toBe(0);
    } finally {
      swap.release();
    }
  });

  it('is done by the runner, on its own, for the tables it has projected rows into', async () => {
    const store = new EventStore(new PiiCipher(randomBytes(32)));
    const runner = new ProjectionRunner(db, store, [searchable('gin-owner', 'gin_by_runner')], database.url, quiet, { ginCleanMs: 20 });
    await runner.start();
    try {
      await db.transaction((tx) =>
        store.append(tx, { streamId: 'gin-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'Searchable', data: {} }], metadata: { actor: { kind: 'system' } } }),
      );
      await runner.waitForCatchUp();
      expect(await db.query('SELECT count(*)::int AS n FROM gin_by_runner')).toMatchObject({ rows: [{ n: 300 }] });
      // The runner merges on its own timer, after the batch: wait (without merging anything
      // ourselves) until nothing is pending, however slow the machine.
      const pendingPages = async () =>
        (await db.query<{ pages: number }>(`SELECT pending_pages::int AS pages FROM pgstatginindex('gin_by_runner_search'::regclass)`)).rows[0]!.pages;
      const deadline = Date.now() + 10_000;
      while ((await pendingPages()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await pendingPages()).toBe(0);
      // Nothing left for us: the runner merged it.
      expect(await cleanGinPendingLists(db, ['gin_by_runner'])).toBe(0);
      // Having projected nothing since, it leaves the index alone (no query a second while idle).
      await insertRows(db, 'gin_by_runner');
      await new Promise((r) => setTimeout(r, 300));
      expect(await cleanGinPendingLists(db, ['gin_by_runner'])).toBeGreaterThan(0);
    } finally {
      await runner.stop();
    }
  });
});

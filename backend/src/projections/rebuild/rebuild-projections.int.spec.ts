import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import request from 'supertest';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { Database } from '../../infrastructure/database/database.js';
import { ALL_PROJECTORS } from '../all-projectors.js';
import { rebuildProjections } from './rebuild-projections.js';
import { retargetIndex, SHADOW_SCHEMA } from './shadow-tables.js';

const TABLES = ALL_PROJECTORS.flatMap((p) => p.tables);

describe('rebuilding projections into shadow tables (real Postgres, running app)', () => {
  let t: TestApp;
  const submit = (firstName: string) =>
    request(t.http).post('/api/applications').set('Content-Type', 'application/json').send(visaPayload({ firstName })).expect(201);
  const lookup = (number: string) => request(t.http).get(`/api/applications/${number}`);

  /** Every projection table's columns, constraints and indexes, by name and definition. */
  const catalog = async () =>
    (
      await t.db.query(
        `SELECT c.relname AS table,
           (SELECT json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid)) ORDER BY a.attnum)
              FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columns,
           (SELECT json_agg(json_build_array(conname, contype, pg_get_constraintdef(k.oid)) ORDER BY conname) FROM pg_constraint k WHERE k.conrelid = c.oid) AS constraints,
           (SELECT json_agg(json_build_array(indexname, indexdef) ORDER BY indexname) FROM pg_indexes i WHERE i.schemaname = n.nspname AND i.tablename = c.relname) AS indexes
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         WHERE n.nspname = current_schema() AND c.relname = ANY($1) ORDER BY c.relname`,
        [TABLES],
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('swaps in tables with the same columns, keys and index names and definitions, and leaves no shadow schema', async () => {
    for (let i = 0; i < 5; i++) await submit(`Shape${i}`);
    await t.runner.waitForCatchUp();
    const before = await catalog();
    expect(before).toHaveLength(TABLES.length);
    expect(JSON.stringify(before)).toContain('admin_applications_search');
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await catalog()).toEqual(before);
    const { rows } = await t.db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [SHADOW_SCHEMA]);
    expect(rows).toHaveLength(0);
  });

  it('reports each phase as it ends, in order, with its wall time', async () => {
    await submit('Phases');
    const phases: Array<[string, number]> = [];
    const started = performance.now();
    const events = await rebuildProjections(t.db, t.store, ALL_PROJECTORS, { onPhase: (phase, ms) => phases.push([phase, ms]) });
    const wall = performance.now() - started;
    expect(events).toBeGreaterThan(0);
    expect(phases.map(([phase]) => phase)).toEqual(['fill', 'indexes', 'swap']);
    for (const [, ms] of phases) expect(ms).toBeGreaterThanOrEqual(0);
    // The phases are consecutive slices of the rebuild: together no longer than it.
    expect(phases.reduce((sum, [, ms]) => sum + ms, 0)).toBeLessThanOrEqual(wall);
  });

  it('keeps answering lookups and submissions through statements prepared against the old tables', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 5; i++) numbers.push((await submit(`Prepared${i}`)).body.applicationNumber);
    // Concurrent lookups prepare the statement on several pooled connections.
    await Promise.all(numbers.flatMap((n) => [lookup(n).expect(200), lookup(n).expect(200)]));
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    for (const res of await Promise.all(numbers.flatMap((n) => [lookup(n), lookup(n)]))) expect(res.status).toBe(200);
    const after = (await submit('AfterSwap')).body.applicationNumber as string;
    expect((await lookup(after).expect(200)).body.firstName).toBe('AfterSwap');
  });

  it('keeps the rows of events an open transaction elsewhere still holds back from the runner', async () => {
    // An open transaction in another database holds the cluster-wide snapshot horizon back, so the
    // gap-safe reads of the rebuild (and of the runner) cannot pass the events committed meanwhile.
    const elsewhereUrl = new URL(t.database.url);
    elsewhereUrl.pathname = '/postgres';
    const elsewhere = new pg.Client({ connectionString: elsewhereUrl.toString() });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      const held = (await submit('HeldBack')).body.applicationNumber as string;
      await lookup(held).expect(200);
      await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
      expect((await lookup(held).expect(200)).body.firstName).toBe('HeldBack');
    } finally {
      await elsewhere.query('COMMIT').catch(() => undefined);
      await elsewhere.end();
    }
    // Once it is safe the runner applies the event again: still one row, counted once.
    await t.runner.waitForCatchUp();
    const { rows } = await t.db.query<{ rows: number; counted: number; events: number }>(
      `SELECT (SELECT count(*)::int FROM application_status) AS rows, (SELECT total_applications FROM admin_stats) AS counted,
              (SELECT count(*)::int FROM events WHERE event_type = 'VisaApplicationSubmitted') AS events`,
    );
    expect(rows[0]).toEqual({ rows: rows[0]!.events, counted: rows[0]!.events, events: rows[0]!.events });
  });

  it('replaces what an interrupted rebuild left in the shadow schema', async () => {
    await t.db.query(`CREATE SCHEMA ${SHADOW_SCHEMA}`);
    await t.db.query(`CREATE TABLE ${SHADOW_SCHEMA}.application_status (junk int)`);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM application_status');
    expect(rows[0]!.n).toBeGreaterThanOrEqual(11);
    expect((await t.db.query('SELECT 1 FROM pg_namespace WHERE nspname = $1', [SHADOW_SCHEMA])).rows).toHaveLength(0);
  });

  it('loses none of the submissions made while it runs', async () => {
    const submitting = Array.from({ length: 20 }, (_, i) => submit(`During${i}`));
    const rebuilding = rebuildProjections(t.db, t.store, ALL_PROJECTORS, { batchEvents: 3 });
    const numbers = (await Promise.all(submitting)).map((res) => res.body.applicationNumber as string);
    await rebuilding;
    await t.runner.waitForCatchUp();
    for (const number of numbers) expect((await lookup(number)).status).toBe(200);
    const admin = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_applications WHERE application_number = ANY($1)', [numbers]);
    expect(admin.rows[0]!.n).toBe(numbers.length);
    const stats = await t.db.query<{ total: number }>('SELECT total_applications AS total FROM admin_stats');
    const events = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE event_type = 'VisaApplicationSubmitted'`);
    expect(stats.rows[0]!.total).toBe(events.rows[0]!.n);
  });

  it('leaves autovacuum on for the tables it swaps in (it is off only while a copy fills)', async () => {
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    const { rows } = await t.db.query<{ table: string; options: string[] | null }>(
      `SELECT relname AS table, reloptions AS options FROM pg_class WHERE relnamespace = current_schema()::regnamespace AND relname = ANY($1) ORDER BY relname`,
      [TABLES],
    );
    expect(rows).toHaveLength(TABLES.length);
    expect(rows.filter((row) => row.options !== null)).toEqual([]);
  });

  it('rebuilds the same rows on its own connection when the pool has none to spare for readers and writers', async () => {
    for (let i = 0; i < 3; i++) await submit(`SmallPool${i}`);
    await t.runner.waitForCatchUp();
    const contents = async () =>
      Promise.all(TABLES.map(async (table) => (await t.db.query(`SELECT to_jsonb(x) AS row FROM ${table} x ORDER BY to_jsonb(x)::text`)).rows));
    const before = await contents();
    const small = Database.connect(String(t.db.pool.options.connectionString), 2);
    try {
      await rebuildProjections(small, t.store, ALL_PROJECTORS);
    } finally {
      await small.close();
    }
    expect(await contents()).toEqual(before);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS, { helperConnections: 3, batchEvents: 2 });
    expect(await contents()).toEqual(before);
  });

  it('aims an index definition at the shadow table, and refuses one it cannot read', () => {
    expect(retargetIndex('CREATE INDEX a_b ON public.admin_applications USING gin (search_text gin_trgm_ops)', 'public', 'admin_applications')).toBe(
      `CREATE INDEX a_b ON ${SHADOW_SCHEMA}."admin_applications" USING gin (search_text gin_trgm_ops)`,
    );
    expect(() => retargetIndex('CREATE INDEX a_b ON public.other USING btree (x)', 'public', 'admin_applications')).toThrow(/Cannot retarget/);
  });
});

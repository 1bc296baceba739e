import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { queuedSql } from './queued-sql.js';

describe('statements issued at once on one connection (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  let running = 0;
  let mostRunning = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Counts statements handed to pg and not yet settled: pg must never be given a second one.
    const query = client.query.bind(client) as (text: string, values?: unknown[]) => Promise<pg.QueryResult>;
    (client as unknown as { query: typeof query }).query = async (text, values) => {
      mostRunning = Math.max(mostRunning, ++running);
      try {
        return await query(text, values);
      } finally {
        running--;
      }
    };
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('runs them one after another, in the order issued, and a failure fails only its own caller', async () => {
    const sql = queuedSql(client);
    await sql.query('CREATE TEMP TABLE queued (n int, at timestamptz DEFAULT clock_timestamp())');
    const slow = sql.query('SELECT pg_sleep(0.05)');
    const first = sql.query('INSERT INTO queued (n) VALUES (1)');
    const broken = sql.query('INSERT INTO no_such_table VALUES (1)');
    const second = sql.query('INSERT INTO queued (n) VALUES ($1)', [2]);
    const read = sql.query<{ n: number }>('SELECT n FROM queued ORDER BY at');

    await expect(broken).rejects.toThrow('no_such_table');
    await Promise.all([slow, first, second]);
    expect((await read).rows.map((row) => row.n)).toEqual([1, 2]);
    expect(mostRunning).toBe(1);
  });
});

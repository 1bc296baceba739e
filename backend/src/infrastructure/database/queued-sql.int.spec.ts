import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { connectCountingClient, type CountingClient } from '../../test-support/counting-client.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { queuedSql } from './queued-sql.js';

describe('statements issued at once on one connection (real Postgres)', () => {
  let database: TestDatabase;
  let counting: CountingClient;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase();
    counting = await connectCountingClient(database.url);
    client = counting.client;
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
    expect(counting.mostRunning()).toBe(1);
  });
});

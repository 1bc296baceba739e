import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { writeKeyedRows } from './row-projection.js';
import type { ReplaySql } from './projector.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { copyLayoutOf, replayConnection } from './rebuild/copy-rows.js';

interface CountRow {
  id: string;
  n: number;
  stream_versions: Record<string, number>;
}

const row = (id: string, n: number): CountRow => ({ id, n, stream_versions: { [`stream-${id}`]: n } });

describe('writeKeyedRows: fresh rows inserted once, stored rows replaced (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    // Every row-level write to a keyed table, in order: what the table's contents alone cannot show.
    await client.query('CREATE TABLE writes (seq serial, tbl text, op text, id text)');
    await client.query(`CREATE FUNCTION log_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO writes (tbl, op, id) VALUES (TG_TABLE_NAME, TG_OP, CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
        RETURN NULL;
      END $$`);
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  const createTable = async (table: string) => {
    await client.query(`CREATE TABLE ${table} (id text PRIMARY KEY, n integer NOT NULL, stream_versions jsonb NOT NULL)`);
    await client.query(`CREATE TRIGGER ${table}_writes AFTER INSERT OR UPDATE OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION log_write()`);
  };
  const contents = async (table: string) => (await client.query<CountRow>(`SELECT id, n, stream_versions FROM ${table} ORDER BY id`)).rows;
  const writesTo = async (table: string, id: string) =>
    (await client.query<{ op: string }>('SELECT op FROM writes WHERE tbl = $1 AND id = $2 ORDER BY seq', [table, id])).rows.map((w) => w.op);
  const replaySql = async (table: string): Promise<ReplaySql> => replayConnection(client, new Map([[table, await copyLayoutOf(client, table)]]));

  it('live: inserts the fresh rows once and upserts the ones that may exist', async () => {
    await createTable('live_rows');
    await writeKeyedRows(client, 'live_rows', 'id', [row('a', 1)], () => false);
    await writeKeyedRows(client, 'live_rows', 'id', [row('a', 2), row('b', 1)], (key) => key === 'a');
    expect(await contents('live_rows')).toEqual([row('a', 2), row('b', 1)]);
    // b was fresh: written once (written again with the stored rows' upsert, it would have an UPDATE
    // after its INSERT). Upserting it alone would log the same INSERT: what this cannot tell is only a cost.
    expect(await writesTo('live_rows', 'b')).toEqual(['INSERT']);
    expect(await writesTo('live_rows', 'a')).toEqual(['INSERT', 'UPDATE']);
  });

  it('replay: copies the fresh rows once and replaces the ones written earlier, none lost', async () => {
    await createTable('replayed_rows');
    const sql = await replaySql('replayed_rows');
    await writeKeyedRows(sql, 'replayed_rows', 'id', [row('a', 1), row('c', 1)], () => false, sql);
    await writeKeyedRows(sql, 'replayed_rows', 'id', [row('a', 2), row('b', 1), row('c', 5)], (key) => key !== 'b', sql);
    expect(await contents('replayed_rows')).toEqual([row('a', 2), row('b', 1), row('c', 5)]);
    expect(await writesTo('replayed_rows', 'b')).toEqual(['INSERT']);
    // A replaced row is deleted and copied again (see replayConnection): its new version, once.
    expect(await writesTo('replayed_rows', 'a')).toEqual(['INSERT', 'DELETE', 'INSERT']);
  });

  it('replay: a read issued right after the write starts sees every row it writes, replaced ones too', async () => {
    await createTable('read_behind');
    const sql = await replaySql('read_behind');
    await writeKeyedRows(sql, 'read_behind', 'id', [row('a', 1)], () => false, sql);
    // As a replay does: start the write (WritesBehind), go on with the next batch, read the rows it
    // wrote earlier in the rebuild. The read goes to the same connection after the write's statements.
    const writing = writeKeyedRows(sql, 'read_behind', 'id', [row('a', 2), row('b', 1)], (key) => key === 'a', sql);
    const read = sql.query<CountRow>('SELECT id, n, stream_versions FROM read_behind ORDER BY id');
    await writing;
    // Read before the replacement, `a` would be folded on from n = 1 and the next write would lose n = 2.
    expect((await read).rows).toEqual([row('a', 2), row('b', 1)]);
  });
});

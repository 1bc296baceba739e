import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { writeJsonRows } from '../row-projection.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { copyLayoutOf, copyText, replayConnection, type CopyLayout } from './copy-rows.js';

/** Rows with what COPY's text format must escape or turn into NULL, in every kind of column the projections have. */
const ROWS = [
  {
    id: 'plain',
    name: 'Asha Patel',
    amount: 18_400,
    big: 9_007_199_254_740_991,
    flag: true,
    at: '2026-11-24T21:14:47.123Z',
    day: '2026-12-14',
    doc: { lines: [{ code: 'visa-fee', amountCents: 6000 }], note: null },
    versions: { 'visa-application-1': 3 },
  },
  {
    id: 'escapes',
    name: 'tab\there, new\nline, return\r, back\\slash, \\N, quote " and \u00fcml\u0131 \u0627\u0644\u0639\u0631\u0628\u064a\u0629 \ud83d\ude00',
    amount: 0,
    big: -1,
    flag: false,
    at: new Date('2026-01-02T03:04:05.678Z'),
    day: null,
    doc: { text: 'line one\nline two\t"quoted" \\ back', nested: { empty: '', list: [1, 'two', null, true] } },
    versions: {},
  },
  // Missing keys, undefined and non-finite numbers are NULL, as in the JSON statement.
  { id: 'sparse', name: undefined, amount: Number.NaN, doc: 'a JSON string', versions: [] },
];

const TABLE = `(id text PRIMARY KEY, name text, amount integer, big bigint, flag boolean NOT NULL DEFAULT false,
  at timestamptz, day date, doc jsonb, versions jsonb)`;

describe('COPY of new rows in a rebuild (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  const contents = async (table: string) => (await client.query(`SELECT to_jsonb(t) AS row FROM ${table} t ORDER BY id`)).rows;

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE TABLE by_json ${TABLE}`);
    await client.query(`CREATE TABLE by_copy ${TABLE}`);
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  it('writes exactly the rows jsonb_populate_recordset writes from the same objects', async () => {
    // The sparse row has no flag: both ways give NULL there, which the NOT NULL column refuses.
    const rows = ROWS.map((row) => ({ flag: false, ...row }));
    await writeJsonRows(client, 'by_json', 'id', rows, false);
    const layouts = new Map<string, CopyLayout>([['by_copy', await copyLayoutOf(client, 'by_copy')]]);
    await replayConnection(client, layouts).insertRows('by_copy', 'id', rows);
    const expected = await contents('by_json');
    expect(expected).toHaveLength(3);
    expect(await contents('by_copy')).toEqual(expected);
  });

  it('replaces rows that exist, and adds those that do not, as the JSON upsert does', async () => {
    const layouts = new Map<string, CopyLayout>([['by_copy', await copyLayoutOf(client, 'by_copy')]]);
    const sql = replayConnection(client, layouts);
    // Rows as a replay holds them after reading them back (Dates for timestamptz), changed, plus a new one.
    const stored = (await client.query('SELECT * FROM by_json ORDER BY id')).rows as Array<Record<string, unknown>>;
    const changed = [
      ...stored.map((row, i) => ({ ...row, name: `${String(row.name)}\tagain`, amount: i, versions: { 'visa-application-1': 4 + i } })),
      { id: 'added', name: 'New\\Row', amount: 7, big: null, flag: true, at: null, day: '2027-01-01', doc: null, versions: {} },
    ];
    await writeJsonRows(client, 'by_json', 'id', changed, true);
    await sql.replaceRows('by_copy', 'id', changed);
    const expected = await contents('by_json');
    expect(expected).toHaveLength(4);
    expect(await contents('by_copy')).toEqual(expected);
  });

  it('escapes backslash, tab, newline and carriage return, and writes NULL as \\N', () => {
    const layout = [
      { name: 'a', json: false },
      { name: 'b', json: true },
      { name: 'c', json: false },
    ];
    const row = { a: 'x\\y\tz\n\r', b: { s: 'q\\"\n' }, c: null };
    // The JSON of b is {"s":"q\\\"\n"}: its three backslashes doubled, nothing else touched.
    expect(copyText('t', layout, [row])).toBe(String.raw`x\\y\tz\n\r` + '\t' + String.raw`{"s":"q\\\\\\"\\n"}` + '\t' + '\\N' + '\n');
    expect(() => copyText('t', layout, [{ a: { not: 'text' } }])).toThrow(/Cannot copy a object into t\.a/);
  });

  it('keeps the statements of a connection in the order they were issued, COPY among them', async () => {
    await client.query('CREATE TABLE ordered (id text PRIMARY KEY, n integer)');
    const sql = replayConnection(client, new Map([['ordered', await copyLayoutOf(client, 'ordered')]]));
    // Not awaited one by one: the update must see the copied row, and the count both.
    const copied = sql.insertRows('ordered', 'id', [{ id: 'a', n: 1 }]);
    const updated = sql.query(`UPDATE ordered SET n = n + 1 WHERE id = 'a'`);
    const counted = sql.query<{ n: number }>('SELECT n FROM ordered');
    await Promise.all([copied, updated]);
    expect((await counted).rows).toEqual([{ n: 2 }]);
  });

  it('fails the COPY with the server error and goes on with the next statement', async () => {
    await client.query('CREATE TABLE keyed (id text PRIMARY KEY)');
    const sql = replayConnection(client, new Map([['keyed', await copyLayoutOf(client, 'keyed')]]));
    await expect(sql.insertRows('keyed', 'id', [{ id: 'same' }, { id: 'same' }])).rejects.toMatchObject({ code: '23505' });
    expect((await sql.query('SELECT count(*)::int AS n FROM keyed')).rows).toEqual([{ n: 0 }]);
  });

  it('leaves tables it cannot copy into (arrays, generated columns, unknown tables) to the JSON statement', async () => {
    await client.query('CREATE TABLE with_array (id text PRIMARY KEY, tags text[])');
    await client.query('CREATE TABLE with_generated (id text PRIMARY KEY, n integer, twice integer GENERATED ALWAYS AS (n * 2) STORED)');
    expect(await copyLayoutOf(client, 'with_array')).toBeNull();
    expect(await copyLayoutOf(client, 'with_generated')).toBeNull();
    const sql = replayConnection(client, new Map([['with_array', null]]));
    await sql.insertRows('with_array', 'id', [{ id: 'a', tags: ['x', 'y'] }]);
    await sql.replaceRows('with_array', 'id', [{ id: 'a', tags: ['z'] }]);
    expect((await client.query('SELECT tags FROM with_array')).rows).toEqual([{ tags: ['z'] }]);
  });
});

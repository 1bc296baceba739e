import type pg from 'pg';
import type { Sql } from '../../infrastructure/database/database.js';
import { writeJsonRows } from '../row-projection.js';
import type { ReplaySql } from '../projector.js';

/** A column as `COPY` writes it: by name, its value serialized as JSON text for json and jsonb. */
export interface CopyColumn {
  readonly name: string;
  readonly json: boolean;
}

/**
 * How a table's rows go out with `COPY ... FROM STDIN`: its columns in order, or null when it has
 * a column the text encoding here does not write as `jsonb_populate_recordset` would (an array, a
 * generated column), so that its rows take the JSON statement instead.
 */
export type CopyLayout = readonly CopyColumn[] | null;

interface ColumnRow {
  name: string;
  type: string;
  category: string;
  generated: string;
}

/** The `COPY` layout of a table (qualified, or found through the connection's search_path). */
export async function copyLayoutOf(sql: Sql, table: string): Promise<CopyLayout> {
  const { rows } = await sql.query<ColumnRow>(
    `SELECT a.attname AS name, t.typname AS type, t.typcategory AS category, a.attgenerated AS generated
     FROM pg_attribute a JOIN pg_type t ON t.oid = a.atttypid
     WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  if (rows.some((c) => c.category === 'A' || c.generated !== '')) return null;
  return rows.map((c) => ({ name: c.name, json: c.type === 'json' || c.type === 'jsonb' }));
}

const SPECIAL = /[\\\n\r\t]/;

/** Text in COPY's text format: backslash, newline, carriage return and tab escaped. */
function escapeCopy(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n').replaceAll('\r', '\\r').replaceAll('\t', '\\t');
}

/**
 * A value's JSON in COPY's text format. JSON has no raw newline, carriage return or tab (it
 * escapes them with a backslash), so only its backslashes need doubling.
 */
function jsonField(value: unknown): string {
  const json = JSON.stringify(value);
  // undefined, a function or a symbol have no JSON: NULL, as JSON.stringify leaves such a key out of a row.
  if (json === undefined) return '\\N';
  return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
}

/**
 * One field as `jsonb_populate_recordset` reads the same row from `JSON.stringify`: null, undefined
 * and non-finite numbers (JSON null) are SQL NULL; json and jsonb columns take the value's JSON;
 * other columns take a string as it is, a number or boolean in its JSON form, a Date as its JSON
 * (ISO) string. An object for a non-JSON column has no such form here and is refused.
 */
function copyField(value: unknown, column: CopyColumn, table: string): string {
  if (value === null || value === undefined) return '\\N';
  if (column.json) return jsonField(value);
  if (typeof value === 'string') return escapeCopy(value);
  const plain = typeof (value as { toJSON?: unknown }).toJSON === 'function' ? (value as { toJSON(): unknown }).toJSON() : value;
  switch (typeof plain) {
    case 'string':
      return escapeCopy(plain);
    case 'number':
      return Number.isFinite(plain) ? String(plain) : '\\N';
    case 'boolean':
      return plain ? 'true' : 'false';
    default:
      if (plain === null || plain === undefined) return '\\N';
      throw new TypeError(`Cannot copy a ${typeof plain} into ${table}.${column.name}`);
  }
}

/** Rows (their keys are the columns) as COPY text, one line each; a column a row lacks is NULL. */
export function copyText(table: string, layout: readonly CopyColumn[], rows: readonly object[]): string {
  let text = '';
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    let line = copyField(values[layout[0]!.name], layout[0]!, table);
    for (let i = 1; i < layout.length; i++) line += '\t' + copyField(values[layout[i]!.name], layout[i]!, table);
    text += line + '\n';
  }
  return text;
}

/** The few messages of the wire protocol a COPY FROM STDIN needs, which pg's typings leave out. */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * `COPY ... FROM STDIN` as a pg Submittable (the client hands it the connection when its turn
 * comes): sends `data` in one CopyData message, then CopyDone; settles at ReadyForQuery, or with
 * the server's error.
 */
class CopyFrom {
  readonly done: Promise<void>;
  private settle!: (error?: unknown) => void;
  private error: unknown = undefined;

  constructor(
    readonly text: string,
    private readonly data: Buffer,
  ) {
    this.done = new Promise<void>((resolve, reject) => {
      this.settle = (error) => (error === undefined ? resolve() : reject(error));
    });
  }

  submit(connection: pg.Connection): void {
    (connection as unknown as CopyConnection).query(this.text);
  }

  handleCopyInResponse(connection: pg.Connection): void {
    const copy = connection as unknown as CopyConnection;
    copy.sendCopyFromChunk(this.data);
    copy.endCopyFrom();
  }

  handleError(error: unknown): void {
    // pg forgets the query on an error (no ReadyForQuery reaches it): settle now.
    this.error = error;
    this.settle(error);
  }

  handleReadyForQuery(): void {
    this.settle(this.error);
  }

  handleCommandComplete(): void {}
  handleRowDescription(): void {}
  handleDataRow(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
  handleCopyData(): void {}
}

/** Sends `COPY table (columns) FROM STDIN` with `text` as its data on an idle client. */
export function copyFrom(client: pg.ClientBase, table: string, layout: readonly CopyColumn[], text: string): Promise<void> {
  const columns = layout.map((c) => `"${c.name.replaceAll('"', '""')}"`).join(', ');
  const copy = new CopyFrom(`COPY ${table} (${columns}) FROM STDIN`, Buffer.from(text, 'utf8'));
  client.query(copy);
  return copy.done;
}

/**
 * A rebuild's connection: statements run in the order they were issued (a replay starts a write
 * and goes on folding the next batch; its later reads must see that write), and new rows go in by
 * COPY, which costs Postgres about a third of the CPU of the same rows through
 * `jsonb_populate_recordset` (it parses no JSON array, and inserts in bulk); rows that may exist
 * are deleted first. `layouts` gives each table's columns; a table not in it, or with a null
 * layout, gets the JSON statements.
 */
export function replayConnection(client: pg.ClientBase, layouts: ReadonlyMap<string, CopyLayout>): ReplaySql {
  let last: Promise<unknown> = Promise.resolve();
  const inOrder = <T>(run: () => Promise<T>): Promise<T> => {
    const next = last.then(run, run);
    // A failed statement fails its own caller only; the next one still runs.
    last = next.catch(() => undefined);
    return next;
  };
  const sql: ReplaySql = {
    query: <R extends pg.QueryResultRow>(text: string, values?: unknown[]) => inOrder(() => client.query<R>(text, values)),
    insertRows(table, keyColumn, rows) {
      if (rows.length === 0) return Promise.resolve();
      const layout = layouts.get(table);
      if (!layout) return writeJsonRows(sql, table, keyColumn, rows, false);
      // Serialized now: the rows are as the caller hands them, whatever it changes afterwards.
      const text = copyText(table, layout, rows);
      return inOrder(() => copyFrom(client, table, layout, text));
    },
    replaceRows(table, keyColumn, rows) {
      if (rows.length === 0) return Promise.resolve();
      const layout = layouts.get(table);
      if (!layout) return writeJsonRows(sql, table, keyColumn, rows, true);
      const keys = rows.map((row) => (row as Record<string, unknown>)[keyColumn]);
      const text = copyText(table, layout, rows);
      // Deleting the old rows and copying the new ones costs Postgres less than ON CONFLICT DO UPDATE
      // from a JSON array, and leaves the same rows (each row gives every column). A failure between
      // the two fails the rebuild, which then never swaps its tables in.
      return inOrder(async () => {
        await client.query(`DELETE FROM ${table} WHERE "${keyColumn.replaceAll('"', '""')}" = ANY($1)`, [keys]);
        await copyFrom(client, table, layout, text);
      });
    },
  };
  return sql;
}

import type { Sql } from '../infrastructure/database/database.js';
import type { RecordedEvent } from '../event-store/event-store.types.js';
import { WritesBehind, type ProjectionReplay, type Projector, type ReplaySql } from './projector.js';

/** Every projected row remembers the last version it applied of each stream that touched it. */
export interface VersionedRow {
  stream_versions: Record<string, number>;
}

export interface RowProjectionSpec<Row extends VersionedRow> {
  readonly name: string;
  readonly table: string;
  readonly keyColumn: keyof Row & string;
  readonly inline: boolean;
  readonly eventTypes: readonly string[];
  /** The row an event touches, or null to ignore it. */
  keyOf(event: RecordedEvent): string | null;
  /** Pure: the row after the event (null row = none yet). */
  evolve(row: Row | null, event: RecordedEvent): Row | null;
}

/**
 * Writes projected rows to `table` in one statement from one JSON parameter (their keys are its
 * columns). `upsert` when some may exist already: a conflict on `keyColumn` replaces every other
 * column; otherwise a plain insert, which costs less.
 */
export async function writeJsonRows(sql: Sql, table: string, keyColumn: string, rows: readonly object[], upsert: boolean): Promise<void> {
  if (rows.length === 0) return;
  const updates = Object.keys(rows[0]!).filter((c) => c !== keyColumn).map((c) => `${c} = EXCLUDED.${c}`);
  await sql.query(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)
     ${upsert ? `ON CONFLICT (${keyColumn}) DO UPDATE SET ${updates.join(', ')}` : ''}`,
    [JSON.stringify(rows)],
  );
}

/**
 * Writes rows a projector has changed to `table`: a row whose key `mayExist` says may be stored
 * already replaces the stored one, every other row is inserted. Two paths because the same rows go
 * out two ways: a live batch (`replaying` absent) writes through `sql` with the JSON statement, a
 * plain insert where it can and an upsert where it must; a rebuild's replay passes its connection as
 * `replaying`, which sends them by COPY (`insertRows`, and `replaceRows` for rows it wrote earlier
 * in the rebuild), at about a third of Postgres's CPU. Which rows are fresh is decided, and a
 * replay's statements issued, when it is called, so a caller may go on to mark their keys as
 * written, and to read them back, before the write has finished.
 */
export async function writeKeyedRows<Row extends object>(
  sql: Sql,
  table: string,
  keyColumn: keyof Row & string,
  rows: readonly Row[],
  mayExist: (key: string) => boolean,
  replaying?: ReplaySql,
): Promise<void> {
  const fresh: Row[] = [];
  const existing: Row[] = [];
  for (const row of rows) (mayExist(String(row[keyColumn])) ? existing : fresh).push(row);
  if (replaying) {
    // Both issued now, not the second after the first has finished: a replay reads back rows it
    // wrote while the write is still going (see WritesBehind), and its connection runs statements
    // in the order they were issued, so such a read must come after the replacement too, or it
    // folds the next events onto the row as it was before and the next write drops the update.
    await Promise.all([replaying.insertRows(table, keyColumn, fresh), replaying.replaceRows(table, keyColumn, existing)]);
  } else {
    await writeJsonRows(sql, table, keyColumn, fresh, false);
    await writeJsonRows(sql, table, keyColumn, existing, true);
  }
}

/**
 * A table projection applied in batches with two statements: load the touched rows, evolve them
 * in memory with the pure `evolve`, upsert the changed ones from one JSON parameter. Events a row
 * has already seen (by stream version) are skipped, so replaying is harmless.
 */
export function rowProjector<Row extends VersionedRow>(spec: RowProjectionSpec<Row>): Projector {
  const handled = new Set(spec.eventTypes);
  /**
   * Notes on the evolved row the stream version it has applied, in place. The row is the
   * projector's own: `evolve` returns a fresh copy (or the row it was given), and the row it
   * replaces, the only other holder of its `stream_versions`, is dropped from the projector's map
   * right after. Copying the row and its versions again for each event was about 6% of a rebuild's
   * busy Node time (a CPU profile of `tests/bench` rebuild).
   */
  const withVersion = (row: Row, event: RecordedEvent): Row => {
    row.stream_versions[event.streamId] = event.streamVersion;
    return row;
  };
  /** Applies the event to its row in `rows` unless the row has seen it; true when the row changed. */
  const evolveInto = (rows: Map<string, Row | null> | Map<string, Row>, key: string, event: RecordedEvent): boolean => {
    const row = rows.get(key) ?? null;
    if (row && (row.stream_versions[event.streamId] ?? 0) >= event.streamVersion) return false;
    const next = spec.evolve(row, event);
    if (!next) return false;
    rows.set(key, withVersion(next, event));
    return true;
  };
  const selectRows = async (sql: Sql, keys: readonly string[], lock: 'FOR UPDATE' | ''): Promise<Array<[string, Row]>> => {
    const { rows } = await sql.query<Row & Record<string, unknown>>(`SELECT * FROM ${spec.table} WHERE ${spec.keyColumn} = ANY($1) ${lock}`, [keys]);
    return rows.map((row) => [String(row[spec.keyColumn]), row]);
  };
  const writeRows = (sql: Sql, rows: readonly Row[], upsert: boolean) => writeJsonRows(sql, spec.table, spec.keyColumn, rows, upsert);
  return {
    name: spec.name,
    tables: [spec.table],
    inline: spec.inline,
    handles: (type) => handled.has(type),
    rowsCreatedBy(events) {
      const created = new Map<string, Row>();
      for (const event of events) {
        if (!handled.has(event.type)) continue;
        const key = spec.keyOf(event);
        if (key === null) continue;
        const next = spec.evolve(created.get(key) ?? null, event);
        // An event that needs an existing row (or changes nothing from none) cannot be projected blind.
        if (!next) return null;
        created.set(key, withVersion(next, event));
      }
      return { table: spec.table, rows: [...created.values()] };
    },
    async applyBatch(sql: Sql, events: readonly RecordedEvent[]) {
      const keys = [...new Set(events.map(spec.keyOf).filter((k): k is string => k !== null))];
      if (keys.length === 0) return;
      const current = new Map<string, Row | null>(await selectRows(sql, keys, 'FOR UPDATE'));
      const changed = new Set<string>();
      for (const event of events) {
        const key = spec.keyOf(event);
        if (key !== null && evolveInto(current, key, event)) changed.add(key);
      }
      await writeRows(sql, [...changed].map((k) => current.get(k)!), true);
    },
    replay(flushRows): ProjectionReplay {
      // Rows evolved since the last write, and the keys of every row already written.
      const pending = new Map<string, Row>();
      const written = new Set<string>();
      const writes = new WritesBehind();
      const startWrite = (sql: ReplaySql) => {
        writes.start(writeKeyedRows(sql, spec.table, spec.keyColumn, [...pending.values()], (key) => written.has(key), sql));
        for (const key of pending.keys()) written.add(key);
        pending.clear();
      };
      return {
        async apply(sql, events) {
          writes.throwIfFailed();
          // Only rows written earlier in this rebuild can exist in the table: read just those.
          const stored = [...new Set(events.map(spec.keyOf))].filter((k): k is string => k !== null && !pending.has(k) && written.has(k));
          for (const [key, row] of stored.length ? await selectRows(sql, stored, '') : []) pending.set(key, row);
          for (const event of events) {
            const key = spec.keyOf(event);
            if (key !== null) evolveInto(pending, key, event);
          }
          if (pending.size >= flushRows) startWrite(sql);
        },
        async flush(sql) {
          startWrite(sql);
          await writes.settled();
        },
      };
    },
  };
}

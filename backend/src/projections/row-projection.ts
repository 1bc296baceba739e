import type { Sql } from '../infrastructure/database/database.js';
import type { RecordedEvent } from '../event-store/event-store.types.js';
import type { Projector } from './projector.js';

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
 * A table projection applied in batches with two statements: load the touched rows, evolve them
 * in memory with the pure `evolve`, upsert the changed ones from one JSON parameter. Events a row
 * has already seen (by stream version) are skipped, so replaying is harmless.
 */
export function rowProjector<Row extends VersionedRow>(spec: RowProjectionSpec<Row>): Projector {
  const handled = new Set(spec.eventTypes);
  const withVersion = (row: Row, event: RecordedEvent): Row => ({
    ...row,
    stream_versions: { ...row.stream_versions, [event.streamId]: event.streamVersion },
  });
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
      const { rows } = await sql.query<Row & Record<string, unknown>>(
        `SELECT * FROM ${spec.table} WHERE ${spec.keyColumn} = ANY($1) FOR UPDATE`,
        [keys],
      );
      const current = new Map<string, Row | null>(rows.map((r) => [String(r[spec.keyColumn]), r]));
      const changed = new Set<string>();
      for (const event of events) {
        const key = spec.keyOf(event);
        if (key === null) continue;
        const row = current.get(key) ?? null;
        if (row && (row.stream_versions[event.streamId] ?? 0) >= event.streamVersion) continue;
        const next = spec.evolve(row, event);
        if (!next) continue;
        current.set(key, withVersion(next, event));
        changed.add(key);
      }
      if (changed.size === 0) return;
      const payload = [...changed].map((k) => current.get(k)!);
      const columns = Object.keys(payload[0]!);
      const updates = columns.filter((c) => c !== spec.keyColumn).map((c) => `${c} = EXCLUDED.${c}`);
      await sql.query(
        `INSERT INTO ${spec.table} SELECT * FROM jsonb_populate_recordset(NULL::${spec.table}, $1::jsonb)
         ON CONFLICT (${spec.keyColumn}) DO UPDATE SET ${updates.join(', ')}`,
        [JSON.stringify(payload)],
      );
    },
  };
}

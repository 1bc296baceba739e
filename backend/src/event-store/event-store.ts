import type { Sql } from '../infrastructure/database/database.js';
import { isUniqueViolation } from '../infrastructure/database/database.js';
import type { Projector } from '../projections/projector.js';
import { ConcurrencyError } from './concurrency-error.js';
import type { Checkpoint, EventMetadata, NewEvent, RecordedEvent } from './event-store.types.js';
import { isEncryptedPii, type PiiCipher } from './pii-cipher.js';

interface EventRow {
  global_position: string;
  transaction_id: string;
  stream_id: string;
  stream_type: string;
  stream_version: number;
  event_type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  occurred_at: Date;
}

const COLUMNS = `global_position, transaction_id::text AS transaction_id, stream_id, stream_type, stream_version,
  event_type, schema_version, data, metadata, occurred_at`;

export interface AppendRequest {
  readonly streamId: string;
  readonly streamType: string;
  /** The stream version the decision was made on; 0 for a new stream. */
  readonly expectedVersion: number;
  readonly events: readonly NewEvent[];
  readonly metadata: EventMetadata;
}

/**
 * Postgres event store. Appends are optimistic (the unique (stream_id, stream_version) constraint
 * turns a stale expected version into a ConcurrencyError); global reads are gap-safe (only
 * transactions below the oldest running one, ordered by (transaction_id, position), as Emmett does).
 */
export class EventStore {
  constructor(
    private readonly cipher: PiiCipher,
    private readonly inlineProjectors: readonly Projector[] = [],
  ) {}

  async append(tx: Sql, request: AppendRequest): Promise<RecordedEvent[]> {
    const { streamId, streamType, expectedVersion, events, metadata } = request;
    if (events.length === 0) return [];
    const subjectId = metadata.subjectId;
    const stored = await this.encryptAll(tx, subjectId, events);

    const values: unknown[] = [];
    const tuples = stored.map((event, i) => {
      values.push(streamId, streamType, expectedVersion + i + 1, event.type, event.schemaVersion ?? 1, event.data, metadata);
      const p = i * 7;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}, $${p + 5}, $${p + 6}, $${p + 7})`;
    });
    let rows: EventRow[];
    try {
      ({ rows } = await tx.query<EventRow>(
        `INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
         VALUES ${tuples.join(', ')} RETURNING ${COLUMNS}`,
        values,
      ));
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_unique')) throw new ConcurrencyError(streamId, expectedVersion);
      throw error;
    }
    // Inline projectors see the plaintext the caller appended, never the ciphertext.
    const recorded = rows.map((row, i) => ({ ...toRecorded(row), data: events[i]!.data as Record<string, unknown> }));
    for (const projector of this.inlineProjectors) {
      const relevant = recorded.filter((e) => projector.handles(e.type));
      if (relevant.length > 0) await projector.applyBatch(tx, relevant);
    }
    return recorded;
  }

  /** The whole stream, oldest first, with personal data decrypted (null where shredded). */
  async readStream(sql: Sql, streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await sql.query<EventRow>(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    return this.decryptAll(sql, rows.map(toRecorded));
  }

  /** Streams' current versions, for deciding without reading whole streams. */
  async streamVersion(sql: Sql, streamId: string): Promise<number> {
    const { rows } = await sql.query<{ version: number | null }>(
      'SELECT max(stream_version) AS version FROM events WHERE stream_id = $1',
      [streamId],
    );
    return rows[0]?.version ?? 0;
  }

  /**
   * Up to `limit` events after `checkpoint`, skipping none: rows of transactions still running
   * (or younger than the oldest running one) are left for the next read, so a late commit with
   * a lower position is never jumped over.
   */
  async readAllAfter(sql: Sql, checkpoint: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await sql.query<EventRow>(
      `SELECT ${COLUMNS} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`,
      [checkpoint.transactionId, checkpoint.position, limit],
    );
    return this.decryptAll(sql, rows.map(toRecorded));
  }

  /** Whether any event exists after the checkpoint, visible yet or not (used to poll past in-flight writers). */
  async hasEventsAfter(sql: Sql, checkpoint: Checkpoint): Promise<boolean> {
    const { rows } = await sql.query<{ pending: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)) AS pending`,
      [checkpoint.transactionId, checkpoint.position],
    );
    return rows[0]?.pending ?? false;
  }

  async headPosition(sql: Sql): Promise<string> {
    const { rows } = await sql.query<{ head: string | null }>('SELECT max(global_position)::text AS head FROM events');
    return rows[0]?.head ?? '0';
  }

  private async encryptAll(tx: Sql, subjectId: string | undefined, events: readonly NewEvent[]): Promise<NewEvent[]> {
    const withPii = events.some((e) => 'pii' in e.data && (e.data as { pii: unknown }).pii != null);
    if (!withPii) return [...events];
    if (!subjectId) throw new Error('An event with personal data needs metadata.subjectId');
    const key = await this.cipher.keyForWriting(tx, subjectId);
    return events.map((e) => {
      const data = e.data as { pii?: unknown };
      if (data.pii == null) return e;
      return { ...e, data: { ...data, pii: this.cipher.encrypt(key, subjectId, data.pii) } };
    });
  }

  private async decryptAll(sql: Sql, events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const e of events) if (isEncryptedPii(e.data.pii) && e.metadata.subjectId) subjects.add(e.metadata.subjectId);
    if (subjects.size === 0) return events;
    const keys = await this.cipher.loadKeys(sql, [...subjects]);
    return events.map((e) => {
      const subject = e.metadata.subjectId;
      if (!subject || !isEncryptedPii(e.data.pii)) return e;
      return { ...e, data: { ...e.data, pii: this.cipher.decrypt(keys.get(subject), subject, e.data.pii) } };
    });
  }
}

function toRecorded(row: EventRow): RecordedEvent {
  return {
    position: String(row.global_position),
    transactionId: row.transaction_id,
    streamId: row.stream_id,
    streamType: row.stream_type,
    streamVersion: row.stream_version,
    type: row.event_type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    occurredAt: row.occurred_at.toISOString(),
  };
}

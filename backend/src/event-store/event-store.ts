import { createHash } from 'node:crypto';
import type { Database, Sql } from '../infrastructure/database/database.js';
import { isUniqueViolation } from '../infrastructure/database/database.js';
import type { ProjectedRows, Projector } from '../projections/projector.js';
import { Batcher } from '../infrastructure/database/batcher.js';
import { isDatabaseUnavailable } from '../infrastructure/database/database-unavailable.js';
import { ConcurrencyError } from './concurrency-error.js';
import { NO_STREAM, type Checkpoint, type EventMetadata, type NewEvent, type RecordedEvent } from './event-store.types.js';
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

/** An event row read together with its subject's wrapped data key, in one round trip. */
interface ReadRow extends EventRow {
  wrapped_key: Buffer | null;
}
// Each event's subject key, looked up by the primary key per row: a join would let the planner hash
// the whole subject_keys table for every batch the runner or a rebuild reads.
const WRAPPED_KEY = `(SELECT wrapped_key FROM subject_keys WHERE subject_id = events.metadata->>'subjectId') AS wrapped_key`;

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

/** An answer to store under an idempotency key in the same statement as the events it answers for. */
export interface IdempotencyRecord {
  readonly scope: string;
  readonly key: string;
  readonly requestHash: string;
  readonly statusCode: number;
  readonly response: unknown;
}

/** A new stream as `appendNewStream` writes it: encrypted, with its subject's key and inline rows. */
interface NewStreamWrite {
  readonly request: AppendRequest;
  readonly subjectKey?: { readonly subjectId: string; readonly wrappedKey: Buffer };
  readonly stored: readonly NewEvent[];
  readonly projected: readonly ProjectedRows[];
  readonly idempotency: IdempotencyRecord | undefined;
}

/**
 * New-stream statements in flight at once; submissions arriving meanwhile wait and go together (at
 * most NEW_STREAM_BATCH). Fewer, larger statements cost Postgres less per submission: one commit,
 * one round trip, one parse of each table's rows.
 */
const NEW_STREAM_WRITERS = 2;
const NEW_STREAM_BATCH = 32;

/** The unique index that makes a repeated Idempotency-Key fail its insert. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_pkey';

/**
 * Postgres event store. Appends are optimistic (the unique (stream_id, stream_version) constraint
 * turns a stale expected version into a ConcurrencyError); global reads are gap-safe (only
 * transactions below the oldest running one, ordered by (transaction_id, position), as Emmett does).
 */
export class EventStore {
  private readonly appendListeners = new Set<() => void>();
  private readonly statementNames = new Map<string, string>();
  private readonly newStreamBatchers = new WeakMap<Database, Batcher<NewStreamWrite, EventRow[] | null>>();

  constructor(
    private readonly cipher: PiiCipher,
    private readonly inlineProjectors: readonly Projector[] = [],
  ) {}

  /**
   * Called after every append by this process (for `append`, before the caller's transaction
   * commits), so the local projection runner can look for new events without polling the database.
   */
  onAppend(listener: () => void): () => void {
    this.appendListeners.add(listener);
    return () => this.appendListeners.delete(listener);
  }

  /**
   * Starts a brand-new stream in ONE statement, as its own transaction: the subject's new data key,
   * the events, the rows inline projectors create and, when given, the idempotency answer. This is
   * the hot path of a submission (one round trip instead of eight).
   * Submissions that arrive while others are being written go together in one such statement (see
   * `Batcher`): one commit and one round trip for the group.
   *
   * Returns the recorded events, or null when the shortcut does not apply and nothing was written:
   * an inline projector would have to read an existing row, or the subject (or a projected row)
   * exists already. The caller then appends in a transaction as usual. Throws ConcurrencyError when
   * the stream exists, and the unique violation of `IDEMPOTENCY_KEY_CONSTRAINT` for a repeated key.
   */
  async appendNewStream(db: Database, request: AppendRequest, idempotency?: IdempotencyRecord): Promise<RecordedEvent[] | null> {
    const { expectedVersion, events } = request;
    if (expectedVersion !== NO_STREAM) throw new Error('appendNewStream starts a new stream: expectedVersion must be NO_STREAM');
    if (events.length === 0) return [];
    const write = this.prepareNewStream(request, idempotency);
    if (!write) return null;
    const rows = await this.newStreamBatcher(db).run(write);
    if (!rows) return null;
    this.notifyAppended();
    return rows.map((row, i) => ({ ...toRecorded(row), data: events[i]!.data as Record<string, unknown> }));
  }

  /** What a new stream writes, encrypted; null when an inline projector would have to read an existing row. */
  private prepareNewStream(request: AppendRequest, idempotency: IdempotencyRecord | undefined): NewStreamWrite | null {
    const { events, metadata } = request;
    const provisional = events.map((event, i) => provisionalRecord(request, event, i));
    const projected: ProjectedRows[] = [];
    for (const projector of this.inlineProjectors) {
      const relevant = provisional.filter((e) => projector.handles(e.type));
      if (relevant.length === 0) continue;
      const rows = projector.rowsCreatedBy?.(relevant) ?? null;
      if (rows === null) return null;
      if (rows.rows.length > 0) projected.push(rows);
    }
    if (!hasPii(events)) return { request, stored: events, projected, idempotency };
    const subjectId = requireSubject(metadata);
    const { dataKey, wrappedKey } = this.cipher.newSubjectKey(subjectId);
    return { request, subjectKey: { subjectId, wrappedKey }, stored: this.encryptWith(dataKey, subjectId, events), projected, idempotency };
  }

  private newStreamBatcher(db: Database): Batcher<NewStreamWrite, EventRow[] | null> {
    let batcher = this.newStreamBatchers.get(db);
    if (!batcher) {
      batcher = new Batcher((writes) => this.writeNewStreams(db, writes), NEW_STREAM_WRITERS, NEW_STREAM_BATCH);
      this.newStreamBatchers.set(db, batcher);
    }
    return batcher;
  }

  /**
   * New streams in one statement. If a shared one fails (one of them conflicts, say), nothing was
   * written, and each is written alone, so that each gets its own outcome; unless the database
   * could not be reached, which no write alone would change: then they all fail with that.
   */
  private async writeNewStreams(db: Database, writes: readonly NewStreamWrite[]): Promise<PromiseSettledResult<EventRow[] | null>[]> {
    if (writes.length > 1) {
      try {
        const byStream = new Map<string, EventRow[]>(writes.map((write) => [write.request.streamId, []]));
        for (const row of await this.writeTogether(db, writes)) byStream.get(row.stream_id)!.push(row);
        return writes.map((write) => ({ status: 'fulfilled', value: byStream.get(write.request.streamId)! }));
      } catch (error) {
        if (isDatabaseUnavailable(error)) return writes.map(() => ({ status: 'rejected', reason: error }));
        // Otherwise each alone, below.
      }
    }
    return Promise.allSettled(writes.map((write) => this.writeAlone(db, write)));
  }

  /** One new stream in its own statement, its failures told apart (see `appendNewStream` for its outcomes). */
  private async writeAlone(db: Database, write: NewStreamWrite): Promise<EventRow[] | null> {
    try {
      return await this.writeTogether(db, [write]);
    } catch (error) {
      if (isUniqueViolation(error, 'events_stream_version_unique')) throw new ConcurrencyError(write.request.streamId, write.request.expectedVersion);
      if (isUniqueViolation(error, IDEMPOTENCY_KEY_CONSTRAINT)) throw error;
      // The subject's key or a projected row exists after all: the general path reads and updates it.
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /**
   * New streams in one statement, by data-modifying CTEs, its text depending only on the tables the
   * inline projectors write (so it is prepared once): each table's rows go as one JSON array. The
   * events come back in store order, so each stream's in version order.
   */
  private async writeTogether(db: Database, writes: readonly NewStreamWrite[]): Promise<EventRow[]> {
    const keys: object[] = [];
    const events: object[] = [];
    const answers: object[] = [];
    const projected = new Map<string, object[]>();
    for (const { request, subjectKey, stored, projected: rows, idempotency } of writes) {
      if (subjectKey) keys.push({ subject_id: subjectKey.subjectId, wrapped_key: subjectKey.wrappedKey.toString('base64') });
      stored.forEach((event, i) =>
        events.push({
          stream_id: request.streamId,
          stream_type: request.streamType,
          stream_version: i + 1,
          event_type: event.type,
          schema_version: event.schemaVersion ?? 1,
          data: event.data,
          metadata: request.metadata,
        }),
      );
      for (const { table, rows: tableRows } of rows) {
        if (!projected.has(table)) projected.set(table, []);
        projected.get(table)!.push(...tableRows);
      }
      if (idempotency) {
        const { scope, key, requestHash, statusCode, response } = idempotency;
        answers.push({ scope, key, request_hash: requestHash, status_code: statusCode, response });
      }
    }
    const tables = [...projected.keys()].sort();
    const text = `WITH new_keys AS (INSERT INTO subject_keys (subject_id, wrapped_key)
        SELECT k.subject_id, decode(k.wrapped_key, 'base64') FROM jsonb_to_recordset($1::jsonb) AS k(subject_id text, wrapped_key text)),
      appended AS (INSERT INTO events (stream_id, stream_type, stream_version, event_type, schema_version, data, metadata)
        SELECT * FROM jsonb_to_recordset($2::jsonb)
          AS e(stream_id text, stream_type text, stream_version int, event_type text, schema_version smallint, data jsonb, metadata jsonb)
        RETURNING ${COLUMNS}),
      answers AS (INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
        SELECT * FROM jsonb_to_recordset($3::jsonb) AS a(scope text, key text, request_hash text, status_code int, response jsonb))${tables
          .map((table, i) => `,\n      projected_${i} AS (INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $${i + 4}::jsonb))`)
          .join('')}
      SELECT * FROM appended ORDER BY global_position`;
    const values = [JSON.stringify(keys), JSON.stringify(events), JSON.stringify(answers), ...tables.map((table) => JSON.stringify(projected.get(table)))];
    return (await db.prepared<EventRow>(this.statementName(text), text, values)).rows;
  }

  async append(tx: Sql, request: AppendRequest): Promise<RecordedEvent[]> {
    const { streamId, streamType, expectedVersion, events, metadata } = request;
    if (events.length === 0) return [];
    const stored = await this.encryptAll(tx, metadata, events);

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
    this.notifyAppended();
    return recorded;
  }

  /** The whole stream, oldest first, with personal data decrypted (null where shredded). */
  async readStream(sql: Sql, streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await sql.query<ReadRow>(`SELECT ${COLUMNS}, ${WRAPPED_KEY} FROM events WHERE stream_id = $1 ORDER BY stream_version`, [
      streamId,
    ]);
    return this.decryptRows(rows);
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
  readAllAfter(sql: Sql, checkpoint: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    return this.readAfter(sql, checkpoint, limit, true);
  }

  /**
   * Up to `limit` events after `checkpoint` that this snapshot sees committed, including those
   * `readAllAfter` still holds back. Not gap-safe: a checkpoint must never move past what it read.
   */
  readVisibleAfter(sql: Sql, checkpoint: Checkpoint, limit: number): Promise<RecordedEvent[]> {
    return this.readAfter(sql, checkpoint, limit, false);
  }

  private async readAfter(sql: Sql, checkpoint: Checkpoint, limit: number, gapSafe: boolean): Promise<RecordedEvent[]> {
    const { rows } = await sql.query<ReadRow>(
      `SELECT ${COLUMNS}, ${WRAPPED_KEY} FROM events
       WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
         ${gapSafe ? 'AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())' : ''}
       ORDER BY events.transaction_id, events.global_position
       LIMIT $3`, // qualified: unqualified, ORDER BY would sort by the text alias ('999' > '1000')
      [checkpoint.transactionId, checkpoint.position, limit],
    );
    return this.decryptRows(rows);
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

  private notifyAppended(): void {
    for (const listener of this.appendListeners) listener();
  }

  /** Statement names for `appendNewStream`: one per distinct text (the tables written), stable for the process. */
  private statementName(text: string): string {
    let name = this.statementNames.get(text);
    if (!name) {
      name = `append-new-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
      this.statementNames.set(text, name);
    }
    return name;
  }

  private async encryptAll(tx: Sql, metadata: EventMetadata, events: readonly NewEvent[]): Promise<readonly NewEvent[]> {
    if (!hasPii(events)) return events;
    const subject = requireSubject(metadata);
    return this.encryptWith(await this.cipher.keyForWriting(tx, subject), subject, events);
  }

  private encryptWith(key: Buffer, subjectId: string, events: readonly NewEvent[]): NewEvent[] {
    return events.map((e) => {
      const data = e.data as { pii?: unknown };
      if (data.pii == null) return e;
      return { ...e, data: { ...data, pii: this.cipher.encrypt(key, subjectId, data.pii) } };
    });
  }

  /** Rows read with their subject's wrapped key (null once shredded): personal blocks decrypted, each key unwrapped once. */
  private decryptRows(rows: readonly ReadRow[]): RecordedEvent[] {
    const keys = new Map<string, Buffer | undefined>();
    return rows.map((row) => {
      const event = toRecorded(row);
      const subject = event.metadata.subjectId;
      if (!subject || !isEncryptedPii(event.data.pii)) return event;
      if (!keys.has(subject)) keys.set(subject, row.wrapped_key ? this.cipher.unwrapKey(subject, row.wrapped_key) : undefined);
      return { ...event, data: { ...event.data, pii: this.cipher.decrypt(keys.get(subject), subject, event.data.pii) } };
    });
  }
}

function hasPii(events: readonly NewEvent[]): boolean {
  return events.some((e) => 'pii' in e.data && (e.data as { pii: unknown }).pii != null);
}

function requireSubject(metadata: EventMetadata): string {
  if (!metadata.subjectId) throw new Error('An event with personal data needs metadata.subjectId');
  return metadata.subjectId;
}

/** An event as it will be recorded, for inline projectors deciding before the insert (position not known yet). */
function provisionalRecord(request: AppendRequest, event: NewEvent, index: number): RecordedEvent {
  return {
    position: '0',
    transactionId: '0',
    streamId: request.streamId,
    streamType: request.streamType,
    streamVersion: request.expectedVersion + index + 1,
    type: event.type,
    schemaVersion: event.schemaVersion ?? 1,
    data: event.data as Record<string, unknown>,
    metadata: request.metadata,
    occurredAt: new Date().toISOString(),
  };
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

import type pg from 'pg';
import type { Database, Sql } from '../../infrastructure/database/database.js';
import { queuedSql } from '../../infrastructure/database/queued-sql.js';
import type { EventStore } from '../../event-store/event-store.js';
import { START, type Checkpoint, type RecordedEvent } from '../../event-store/event-store.types.js';
import { REPLAY_FLUSH_ROWS, replayOf, type ProjectionReplay, type Projector, type ReplaySql } from '../projector.js';
import { copyLayoutOf, replayConnection, type CopyLayout } from './copy-rows.js';
import { createShadowTables, finishShadowTables, quoteIdent, SHADOW_SCHEMA, swapInShadowTables, type ShadowTable } from './shadow-tables.js';

export interface RebuildOptions {
  /** Called with the running count of replayed events. */
  readonly onProgress?: (events: number) => void;
  /** Events read per round trip. */
  readonly batchEvents?: number;
  /** Rows a replay may hold in memory before it writes them (see ProjectionReplay). */
  readonly flushRows?: number;
  /**
   * Connections the fill may add to the rebuild's own (fewer when the pool is small): the first
   * reads the store ahead, the others take some projectors' writes, so that several Postgres
   * processes work while this one decrypts and folds.
   */
  readonly helperConnections?: number;
  /** Called as each phase ends, with its wall time: where a slow rebuild spends it. */
  readonly onPhase?: (phase: RebuildPhase, milliseconds: number) => void;
}

/** A rebuild's phases, in order (see `rebuildProjections`). */
export type RebuildPhase = 'fill' | 'indexes' | 'swap';

const BATCH = 5000;
const HELPER_CONNECTIONS = 3;
/** A pool for a rebuild on its own (the CLI): the rebuild's connection, its helpers, one to spare. */
export const REBUILD_POOL_SIZE = 1 + HELPER_CONNECTIONS + 1;
/** One rebuild at a time across instances (pg_advisory_lock key, any constant of our own). */
const REBUILD_LOCK = 7_305_117_001;
const DEADLOCK_DETECTED = '40P01';
const SWAP_ATTEMPTS = 3;

interface Replaying {
  readonly projector: Projector;
  readonly replay: ProjectionReplay;
  /** The connection its statements go to, in order (its reads see its earlier writes). */
  readonly sql: ReplaySql;
}

/**
 * Replays the whole store into fresh copies of the projectors' tables, then swaps them in.
 *
 * 1. Fill: the copies live in a shadow schema, without their plain indexes (built once at the end).
 *    Each batch of events is read and decrypted once and handed to every projector's replay, which
 *    may keep rows in memory between batches; the next batch is already being read meanwhile. Rows
 *    that do not exist yet go in by COPY (see copy-rows.ts). Live
 *    readers and the live runner go on using the old tables, and this runs in short statements,
 *    not one long transaction, until it has caught up with the store.
 * 2. Swap, in one short transaction: lock the live tables (in the projectors' order, which is also
 *    the runner's, so the two cannot deadlock on them), apply the events appended meanwhile, replace
 *    the tables, and move the checkpoints. A live runner's batch in flight then finds its checkpoint
 *    moved and discards itself.
 *
 * Returns the number of events replayed.
 */
export async function rebuildProjections(db: Database, store: EventStore, projectors: readonly Projector[], options: RebuildOptions = {}): Promise<number> {
  const { onProgress, onPhase, batchEvents = BATCH, flushRows = REPLAY_FLUSH_ROWS, helperConnections = HELPER_CONNECTIONS } = options;
  let phaseStarted = performance.now();
  const phaseEnded = (phase: RebuildPhase) => {
    const now = performance.now();
    onPhase?.(phase, now - phaseStarted);
    phaseStarted = now;
  };
  const client = await db.pool.connect();
  // How each shadow table takes new rows by COPY (filled once the shadows exist).
  const layouts = new Map<string, CopyLayout>();
  // The rebuild's own connection: its lock, its search_path, some projectors' writes, and the swap.
  const sql = replayConnection(client, layouts);
  let finished = false;
  try {
    await sql.query('SELECT pg_advisory_lock($1)', [REBUILD_LOCK]);
    const { rows } = await sql.query<{ schema: string }>('SELECT current_schema() AS schema');
    const liveSchema = rows[0]!.schema;
    const names = projectors.map((p) => p.name);
    await sql.query('INSERT INTO projection_checkpoints (projector) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [names]);
    const tables = projectors.flatMap((p) => p.tables);
    const shadows = await createShadowTables(sql, liveSchema, tables);
    for (const { table } of shadows) layouts.set(table, await copyLayoutOf(sql, `${SHADOW_SCHEMA}.${quoteIdent(table)}`));
    // From here on, this connection's unqualified names are the shadow tables (the store's are not shadowed).
    await sql.query(`SET search_path TO ${SHADOW_SCHEMA}, ${quoteIdent(liveSchema)}`);
    // Index builds sort in memory rather than on disk.
    await sql.query(`SET maintenance_work_mem TO '256MB'`);

    let total = 0;
    const progress = (count: number) => {
      total += count;
      onProgress?.(total);
    };
    const helpers = await connectHelpers(db.pool, helperConnections);
    let replaying: Replaying[];
    let filled: Checkpoint;
    try {
      // The store is read on a connection of its own; the projectors' writes are spread over the
      // rebuild's connection and the other helpers, each of those set up like the rebuild's.
      const reader = helpers.length > 0 ? queuedSql(helpers[0]!) : sql;
      const writers = [sql, ...helpers.slice(1).map((helper) => replayConnection(helper, layouts))];
      for (const writer of writers.slice(1)) {
        await writer.query(`SET search_path TO ${SHADOW_SCHEMA}, ${quoteIdent(liveSchema)}`);
        await writer.query(`SET maintenance_work_mem TO '256MB'`);
      }
      replaying = projectors.map((projector, i) => ({ projector, replay: replayOf(projector, flushRows), sql: writers[i % writers.length]! }));
      filled = await replayAfter(gapSafe(store, reader, batchEvents), replaying, START, progress);
      phaseEnded('fill');
      // Each writer builds the deferred indexes of the tables it filled, the writers at the same time.
      await Promise.all(
        writers.map((writer) => {
          const tables = new Set(replaying.filter((r) => r.sql === writer).flatMap((r) => r.projector.tables));
          return finishShadowTables(writer, shadows.filter((shadow) => tables.has(shadow.table)));
        }),
      );
      phaseEnded('indexes');
    } finally {
      // Closed rather than returned: their search_path and settings stay with them.
      for (const helper of helpers) helper.release(true);
    }

    // The swap is one transaction, so everything in it goes through the rebuild's own connection.
    replaying = replaying.map((r) => ({ ...r, sql }));
    await swapWithRetry(sql, { store, replaying, batchEvents, liveSchema, shadows, names }, filled, progress);
    phaseEnded('swap');
    await sql.query('RESET search_path');
    await sql.query('RESET maintenance_work_mem');
    await sql.query('SELECT pg_advisory_unlock($1)', [REBUILD_LOCK]);
    finished = true;
    return total;
  } finally {
    // A connection left mid-way (search_path, lock) is closed rather than returned to the pool.
    client.release(!finished);
  }
}

/**
 * Up to `wanted` more connections from the pool, leaving it at least one for everything else
 * (the live runner, requests) so that a rebuild never waits on its own pool.
 */
async function connectHelpers(pool: pg.Pool, wanted: number): Promise<pg.PoolClient[]> {
  const count = Math.max(0, Math.min(wanted, (pool.options.max ?? 10) - 2));
  const helpers: pg.PoolClient[] = [];
  try {
    for (let i = 0; i < count; i++) helpers.push(await pool.connect());
    return helpers;
  } catch (error) {
    for (const helper of helpers) helper.release(true);
    throw error;
  }
}

/** Rebuilds one projector (see `rebuildProjections`). */
export function rebuildProjection(db: Database, store: EventStore, projector: Projector, options: RebuildOptions = {}): Promise<number> {
  return rebuildProjections(db, store, [projector], options);
}

/** Reads the store's next batch after a checkpoint. */
type ReadBatch = (after: Checkpoint) => Promise<RecordedEvent[]>;

/** The gap-safe reader of a rebuild (`EventStore.readAllAfter`) on a connection. */
const gapSafe = (store: EventStore, reader: Sql, batchEvents: number): ReadBatch => (after) => store.readAllAfter(reader, after, batchEvents);

/**
 * Replays every event `readBatch` returns after `from` and flushes the replays; returns the
 * checkpoint reached. While a batch is applied the next one is already being read (`queuedSql`
 * and `replayConnection` keep the statements of a connection in order).
 */
async function replayAfter(readBatch: ReadBatch, replaying: readonly Replaying[], from: Checkpoint, onBatch: (count: number) => void): Promise<Checkpoint> {
  let checkpoint = from;
  const read = (after: Checkpoint) => {
    const reading = readBatch(after);
    // Awaited below, unless applying the batch before it failed.
    reading.catch(() => undefined);
    return reading;
  };
  let reading = read(checkpoint);
  for (;;) {
    const events = await reading;
    if (events.length === 0) break;
    checkpoint = checkpointOf(events[events.length - 1]!);
    reading = read(checkpoint);
    for (const { projector, replay, sql } of replaying) {
      const relevant = events.filter((e) => projector.handles(e.type));
      if (relevant.length > 0) await replay.apply(sql, relevant);
    }
    onBatch(events.length);
  }
  await Promise.all(replaying.map(({ replay, sql }) => replay.flush(sql)));
  return checkpoint;
}

interface SwapPlan {
  readonly store: EventStore;
  readonly replaying: readonly Replaying[];
  readonly batchEvents: number;
  readonly liveSchema: string;
  readonly shadows: readonly ShadowTable[];
  readonly names: readonly string[];
}

async function swapWithRetry(sql: Sql, plan: SwapPlan, filled: Checkpoint, onBatch: (count: number) => void): Promise<Checkpoint> {
  const { store, replaying, batchEvents, liveSchema, shadows, names } = plan;
  for (let attempt = 1; ; attempt++) {
    let replayed = 0;
    try {
      await sql.query('BEGIN');
      const live = shadows.map(({ table }) => `${quoteIdent(liveSchema)}.${quoteIdent(table)}`).join(', ');
      await sql.query(`LOCK TABLE ${live} IN ACCESS EXCLUSIVE MODE`);
      await sql.query('SELECT 1 FROM projection_checkpoints WHERE projector = ANY($1) ORDER BY projector FOR UPDATE', [names]);
      // Events committed since the fill. (Writers now waiting on the locks append after this
      // rebuild's checkpoint; the runner applies their events once the swap commits.)
      const end = await replayAfter(gapSafe(store, sql, batchEvents), replaying, filled, (count) => {
        replayed += count;
      });
      // Events already committed but held back by an older transaction still open somewhere in the
      // cluster: the live inline tables show them (they were written with their append), so the
      // tables swapped in must too, or a lookup that answered a moment ago would answer 404 until
      // that transaction ends. Inline projectors only: they are idempotent by contract, and the
      // checkpoints stay at `end`, so the runner applies these events again, harmlessly, once safe.
      const inline = replaying.filter((r) => r.projector.inline);
      await replayAfter((after) => store.readVisibleAfter(sql, after, batchEvents), inline, end, () => undefined);
      await swapInShadowTables(sql, liveSchema, shadows);
      await sql.query(
        'UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE projector = ANY($1)',
        [names, end.transactionId, end.position],
      );
      await sql.query('COMMIT');
      onBatch(replayed);
      return end;
    } catch (error) {
      await sql.query('ROLLBACK').catch(() => undefined);
      // A deadlock with a writer that took the tables in another order: its transaction went on, so
      // try again (the replays are idempotent over the same events). Anything else fails the rebuild.
      if ((error as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= SWAP_ATTEMPTS) throw error;
    }
  }
}

function checkpointOf(event: RecordedEvent): Checkpoint {
  return { transactionId: event.transactionId, position: event.position };
}

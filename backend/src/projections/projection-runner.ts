import pg from 'pg';
import type { Database, Sql } from '../infrastructure/database/database.js';
import type { EventStore } from '../event-store/event-store.js';
import { START, type Checkpoint } from '../event-store/event-store.types.js';
import type { Projector } from './projector.js';

const BATCH = 2000;
const IDLE_POLL_MS = 1000;
const IN_FLIGHT_POLL_MS = 5;
const LOCK_RETRY_MS = 2000;

export interface RunnerLogger {
  info(message: string, context?: object): void;
  error(message: string, context?: object): void;
}

/** One advisory-lock id per projector, so exactly one instance runs each projector at a time. */
export function projectorLockSql(projector: string): [string, unknown[]] {
  return ['SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`projector:${projector}`]];
}

export async function readCheckpoint(sql: Sql, projector: string): Promise<Checkpoint> {
  await sql.query('INSERT INTO projection_checkpoints (projector) VALUES ($1) ON CONFLICT DO NOTHING', [projector]);
  const { rows } = await sql.query<{ transaction_id: string; global_position: string }>(
    'SELECT transaction_id::text, global_position::text FROM projection_checkpoints WHERE projector = $1',
    [projector],
  );
  const row = rows[0];
  return row ? { transactionId: row.transaction_id, position: row.global_position } : START;
}

export class CheckpointMovedError extends Error {
  constructor(projector: string) {
    super(`Checkpoint of ${projector} moved under the runner (a rebuild ran); reloading`);
  }
}

/**
 * Applies the next batch after `checkpoint` and moves the checkpoint in the same transaction.
 * Returns the new checkpoint and how many events were read (0 = caught up with what is visible).
 */
export async function processBatch(
  db: Database,
  store: EventStore,
  projector: Projector,
  checkpoint: Checkpoint,
  batchSize = BATCH,
): Promise<{ checkpoint: Checkpoint; read: number }> {
  const events = await store.readAllAfter(db, checkpoint, batchSize);
  if (events.length === 0) return { checkpoint, read: 0 };
  const last = events[events.length - 1]!;
  const next: Checkpoint = { transactionId: last.transactionId, position: last.position };
  await db.transaction(async (tx) => {
    const relevant = events.filter((e) => projector.handles(e.type));
    if (relevant.length > 0) await projector.applyBatch(tx, relevant);
    // Conditional on the checkpoint we read from: if a rebuild moved it meanwhile, this batch is void.
    const moved = await tx.query(
      `UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
       WHERE projector = $1 AND transaction_id = $4::xid8 AND global_position = $5`,
      [projector.name, next.transactionId, next.position, checkpoint.transactionId, checkpoint.position],
    );
    if (moved.rowCount !== 1) throw new CheckpointMovedError(projector.name);
  });
  return { checkpoint: next, read: events.length };
}

/**
 * Keeps every projector caught up: a dedicated connection LISTENs for appends and holds one
 * session advisory lock per projector it runs; instances without the lock retry, so one takes
 * over when the holder dies (its connection, and so its lock, goes with it).
 */
export class ProjectionRunner {
  private client: pg.Client | undefined;
  private stopped = false;
  private readonly owned = new Set<string>();
  private readonly wakers = new Set<() => void>();
  private readonly loops: Promise<void>[] = [];
  private readonly checkpoints = new Map<string, Checkpoint>();
  /** The listener connection is shared by every projector's loop: its queries must not overlap (pg forbids it). */
  private clientQueue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly projectors: readonly Projector[],
    private readonly databaseUrl: string,
    private readonly logger: RunnerLogger,
  ) {}

  async start(): Promise<void> {
    this.client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'evisa-projections' });
    this.client.on('error', (error) => this.logger.error('projection listener connection lost', { error: String(error) }));
    this.client.on('notification', () => this.wakeAll());
    await this.client.connect();
    await this.client.query('LISTEN evisa_events');
    for (const projector of this.projectors) this.loops.push(this.run(projector));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.wakeAll();
    await Promise.allSettled(this.loops);
    await this.client?.end().catch(() => undefined);
  }

  /** Resolves once every projector has processed everything visible now (tests and read-after-write waits). */
  async waitForCatchUp(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const head = await this.store.headPosition(this.db);
    for (;;) {
      const { rows } = await this.db.query<{ lagging: number }>(
        `SELECT count(*)::int AS lagging FROM projection_checkpoints WHERE projector = ANY($1) AND global_position < $2
           AND EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (projection_checkpoints.transaction_id, projection_checkpoints.global_position))`,
        [this.projectors.map((p) => p.name), head],
      );
      const missing = await this.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM projection_checkpoints WHERE projector = ANY($1)',
        [this.projectors.map((p) => p.name)],
      );
      if (rows[0]!.lagging === 0 && missing.rows[0]!.n === this.projectors.length) return;
      if (Date.now() > deadline) throw new Error('Projections did not catch up in time');
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  isRunning(projector: string): boolean {
    return this.owned.has(projector);
  }

  private wakeAll(): void {
    for (const wake of [...this.wakers]) wake();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private async acquire(projector: Projector): Promise<boolean> {
    const [sql, params] = projectorLockSql(projector.name);
    const attempt = this.clientQueue.then(() => this.client!.query<{ locked: boolean }>(sql, params));
    this.clientQueue = attempt.catch(() => undefined);
    const { rows } = await attempt;
    return rows[0]?.locked === true;
  }

  private async run(projector: Projector): Promise<void> {
    while (!this.stopped) {
      try {
        if (!this.owned.has(projector.name)) {
          if (!(await this.acquire(projector))) {
            await this.sleep(LOCK_RETRY_MS);
            continue;
          }
          this.owned.add(projector.name);
          this.checkpoints.set(projector.name, await readCheckpoint(this.db, projector.name));
          this.logger.info('projector started', { projector: projector.name });
        }
        const { checkpoint, read } = await processBatch(this.db, this.store, projector, this.checkpoints.get(projector.name)!);
        this.checkpoints.set(projector.name, checkpoint);
        if (read > 0) continue;
        // Nothing visible: either idle, or an older transaction is still open and holds events back.
        const pending = await this.store.hasEventsAfter(this.db, checkpoint);
        await this.sleep(pending ? IN_FLIGHT_POLL_MS : IDLE_POLL_MS);
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof CheckpointMovedError) {
          this.checkpoints.set(projector.name, await readCheckpoint(this.db, projector.name).catch(() => START));
          continue;
        }
        this.logger.error('projector failed; retrying', { projector: projector.name, error: String(error) });
        await this.sleep(500);
      }
    }
  }
}

/**
 * Replays the whole store into the projectors' tables in ONE pass: each batch is read and decrypted
 * once and handed to every projector. Runs in one transaction, so readers keep seeing the old rows
 * until the rebuilt ones commit; it locks the projectors' checkpoint rows, so a live runner's batch
 * waits and then discards itself (its checkpoint update finds the row moved).
 */
export async function rebuildProjections(
  db: Database,
  store: EventStore,
  projectors: readonly Projector[],
  onProgress?: (events: number) => void,
): Promise<number> {
  let total = 0;
  const names = projectors.map((p) => p.name);
  await db.transaction(async (tx) => {
    for (const name of names) await tx.query('INSERT INTO projection_checkpoints (projector) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    await tx.query('SELECT 1 FROM projection_checkpoints WHERE projector = ANY($1) ORDER BY projector FOR UPDATE', [names]);
    for (const table of projectors.flatMap((p) => p.tables)) await tx.query(`DELETE FROM ${table}`);
    let checkpoint: Checkpoint = START;
    for (;;) {
      const events = await store.readAllAfter(tx, checkpoint, 5000);
      if (events.length === 0) break;
      for (const projector of projectors) {
        const relevant = events.filter((e) => projector.handles(e.type));
        if (relevant.length > 0) await projector.applyBatch(tx, relevant);
      }
      const last = events[events.length - 1]!;
      checkpoint = { transactionId: last.transactionId, position: last.position };
      total += events.length;
      onProgress?.(total);
    }
    await tx.query(
      'UPDATE projection_checkpoints SET transaction_id = $2::xid8, global_position = $3, updated_at = now() WHERE projector = ANY($1)',
      [names, checkpoint.transactionId, checkpoint.position],
    );
  });
  return total;
}

/** Rebuilds one projector (see `rebuildProjections`). */
export function rebuildProjection(db: Database, store: EventStore, projector: Projector, onProgress?: (events: number) => void): Promise<number> {
  return rebuildProjections(db, store, [projector], onProgress);
}

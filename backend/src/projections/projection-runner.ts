import pg from 'pg';
import { inTransaction, type Database, type Sql } from '../infrastructure/database/database.js';
import type { EventStore } from '../event-store/event-store.js';
import { START, type Checkpoint, type RecordedEvent } from '../event-store/event-store.types.js';
import type { Projections } from './projections.js';
import type { Projector } from './projector.js';
import { cleanGinPendingLists } from './gin-pending-lists.js';

const BATCH = 2000;
/** With nothing to do and nothing announced, look again after this long (a missed wake-up costs at most this). */
const IDLE_POLL_MS = 1000;
/** Just after an append (ours or another instance's), poll this often until its commit is visible. */
const HOT_POLL_MS = 2;
const HOT_WINDOW_MS = 250;
/** After a part batch, let appends gather this long: a read and a transaction for one or two events cost more than they carry. */
const GATHER_MS = 4;
const LOCK_RETRY_MS = 2000;
/** At most one cross-instance NOTIFY per this many ms, however many appends. */
const NOTIFY_THROTTLE_MS = 20;
/** How often the GIN indexes of the projections this instance runs have their pending lists merged. */
const GIN_CLEAN_MS = 1000;
/** A failing projector is tried again alone after 1 s, then twice as long each time, at most this long. */
const FAILING_RETRY_MAX_MS = 60_000;
export const EVENTS_CHANNEL = 'evisa_events';

export interface RunnerLogger {
  info(message: string, context?: object): void;
  error(message: string, context?: object): void;
}

async function tryLockProjector(sql: Sql, projector: string): Promise<boolean> {
  const { rows } = await sql.query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS locked', [`projector:${projector}`]);
  return rows[0]?.locked === true;
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

/** Whether `point` comes after `checkpoint` in the store's (transaction id, position) order. */
export function isAfter(point: Checkpoint, checkpoint: Checkpoint): boolean {
  const tx = BigInt(point.transactionId) - BigInt(checkpoint.transactionId);
  return tx > 0n || (tx === 0n && BigInt(point.position) > BigInt(checkpoint.position));
}

export class CheckpointMovedError extends Error {
  constructor() {
    super('A projector checkpoint moved under the runner (a rebuild ran); reloading');
  }
}

/** Resolves once every named projector has processed everything visible now; throws after `timeoutMs`. */
export async function waitForCatchUp(db: Database, store: EventStore, projectors: readonly string[], timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const head = await store.headPosition(db);
  for (;;) {
    const { rows } = await db.query<{ lagging: number; present: number }>(
      `SELECT count(*) FILTER (WHERE global_position < $2
         AND EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position)))::int AS lagging,
         count(*)::int AS present
       FROM projection_checkpoints c WHERE projector = ANY($1)`,
      [projectors, head],
    );
    if (rows[0]!.lagging === 0 && rows[0]!.present === projectors.length) return;
    if (Date.now() > deadline) throw new Error('Projections did not catch up in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

export interface ProjectionRunnerOptions {
  /** With nothing announced, look for new events this often (default 1 s). */
  readonly idlePollMs?: number;
  /** Wake on this process's appends through the store (default). A worker thread is told by messages instead. */
  readonly listenToStore?: boolean;
  /** Told the projectors this runner holds whenever that set changes. */
  readonly onOwnershipChange?: (projectors: readonly string[]) => void;
  /** Merge the GIN pending lists of the tables of the projectors held this often (default 1 s; 0: never). */
  readonly ginCleanMs?: number;
}

/**
 * Keeps every projector caught up with ONE loop on ONE dedicated connection: each batch of events
 * is read and decrypted once, handed to every projector this instance runs, and all their
 * checkpoints move in the same transaction. The connection holds one session advisory lock per
 * projector, so exactly one instance runs each; the others retry and take over when the holder
 * dies (its connection, and so its locks, go with it).
 *
 * Waking up: appends through this process's EventStore wake the loop at once; this instance then
 * sends a throttled NOTIFY (outside any write transaction) that wakes runners on other instances.
 * After a wake-up the loop polls briefly, because an append in a transaction is announced before
 * it commits.
 */
export class ProjectionRunner implements Projections {
  private client: pg.Client | undefined;
  private stopped = false;
  /** Projectors this instance holds the lock of, with their checkpoints. */
  private readonly owned = new Map<string, Checkpoint>();
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private hotUntil = 0;
  private nextLockAttempt = 0;
  private notifyPending = false;
  private unsubscribe: (() => void) | undefined;
  private ginCleaner: ReturnType<typeof setInterval> | undefined;
  private ginCleaning: Promise<void> | undefined;
  /** Rows were projected since the last merge of the GIN pending lists (otherwise there is nothing to merge). */
  private projectedSinceMerge = false;
  /**
   * Projectors whose batch failed (a bug meeting some event, say): the others go on without them,
   * and each is tried again alone, less and less often, until it gets past the event.
   */
  private readonly failing = new Map<string, { attempts: number; retryAt: number }>();

  constructor(
    private readonly db: Database,
    private readonly store: EventStore,
    private readonly projectors: readonly Projector[],
    private readonly databaseUrl: string,
    private readonly logger: RunnerLogger,
    private readonly options: ProjectionRunnerOptions = {},
  ) {}

  async start(): Promise<void> {
    await this.connection();
    if (this.options.listenToStore !== false) this.unsubscribe = this.store.onAppend(() => this.announceAppend());
    this.loop = this.run();
    const ginCleanMs = this.options.ginCleanMs ?? GIN_CLEAN_MS;
    if (ginCleanMs > 0) this.ginCleaner = setInterval(() => this.cleanGinPendingLists(), ginCleanMs).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.ginCleaner);
    this.unsubscribe?.();
    this.nudge();
    await this.loop;
    // Its pool may be closed next.
    await this.ginCleaning;
    await this.client?.end().catch(() => undefined);
    this.client = undefined;
    this.setOwned(() => this.owned.clear());
  }

  private setOwned(change: () => void): void {
    change();
    this.options.onOwnershipChange?.([...this.owned.keys()]);
  }

  waitForCatchUp(timeoutMs = 10_000): Promise<void> {
    return waitForCatchUp(this.db, this.store, this.projectors.map((p) => p.name), timeoutMs);
  }

  isRunning(projector: string): boolean {
    return this.owned.has(projector);
  }

  /**
   * Merges the GIN pending lists of the tables this instance projects into, on the pool rather than
   * the runner's connection, so the runner's own inserts never have to (see gin-pending-lists.ts);
   * only when it has projected something since the last merge, so an idle instance sends nothing.
   */
  private cleanGinPendingLists(): void {
    if (this.ginCleaning || this.stopped || !this.projectedSinceMerge) return;
    this.projectedSinceMerge = false;
    const tables = this.projectors.filter((p) => this.owned.has(p.name)).flatMap((p) => p.tables);
    this.ginCleaning = cleanGinPendingLists(this.db, tables)
      .then(
        () => undefined,
        (error: unknown) => this.logger.error('merging GIN pending lists failed', { error: String(error) }),
      )
      .finally(() => {
        this.ginCleaning = undefined;
      });
  }

  /** This process appended: look now, and tell runners on other instances (throttled NOTIFY). */
  announceAppend(): void {
    this.nudge();
    if (this.notifyPending) return;
    this.notifyPending = true;
    setTimeout(() => {
      this.notifyPending = false;
      if (!this.stopped) this.db.query(`SELECT pg_notify('${EVENTS_CHANNEL}', '')`).catch(() => undefined);
    }, NOTIFY_THROTTLE_MS).unref();
  }

  /** New events may be coming: look now, and keep looking briefly until their commit shows. */
  private nudge(): void {
    this.hotUntil = Date.now() + HOT_WINDOW_MS;
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        if (this.wake === done) this.wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wake = done;
    });
  }

  /** The runner's own connection (LISTEN, locks, reads, batches), reconnected after a loss. */
  private async connection(): Promise<pg.Client> {
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: this.databaseUrl, application_name: 'evisa-projections' });
    client.on('error', (error) => {
      this.logger.error('projection runner connection lost', { error: String(error) });
      // Its advisory locks went with it: another instance may take the projectors over meanwhile.
      if (this.client === client) this.client = undefined;
      this.setOwned(() => this.owned.clear());
      // Whatever failed on the lost connection is tried afresh once the locks are taken again.
      this.failing.clear();
    });
    client.on('notification', () => this.nudge());
    await client.connect();
    await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.client = client;
    this.nextLockAttempt = 0;
    return client;
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        const client = await this.connection();
        await this.acquireFreeProjectors(client);
        if (this.owned.size === 0) {
          await this.sleep(LOCK_RETRY_MS);
          continue;
        }
        await this.retryFailingProjectors(client);
        const healthy = this.healthyProjectors();
        if (healthy.length === 0) {
          await this.sleep(this.options.idlePollMs ?? IDLE_POLL_MS);
          continue;
        }
        const read = await this.processNextBatch(client, healthy);
        if (read > 0 && read < BATCH) await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
        if (read > 0) continue;
        // Nothing visible: a commit may be about to show (hot), or an older open transaction holds events back.
        const hot = Date.now() < this.hotUntil || (await this.store.hasEventsAfter(client, this.lowestCheckpoint(healthy)));
        await this.sleep(hot ? HOT_POLL_MS : (this.options.idlePollMs ?? IDLE_POLL_MS));
      } catch (error) {
        if (this.stopped) return;
        if (error instanceof CheckpointMovedError && this.client) {
          await this.reloadCheckpoints(this.client).catch(() => undefined);
          continue;
        }
        this.logger.error('projection runner failed; retrying', { error: String(error) });
        await this.sleep(500);
      }
    }
  }

  private async acquireFreeProjectors(client: pg.Client): Promise<void> {
    if (this.owned.size === this.projectors.length || Date.now() < this.nextLockAttempt) return;
    this.nextLockAttempt = Date.now() + LOCK_RETRY_MS;
    for (const projector of this.projectors) {
      if (this.owned.has(projector.name) || !(await tryLockProjector(client, projector.name))) continue;
      const checkpoint = await readCheckpoint(client, projector.name);
      this.setOwned(() => this.owned.set(projector.name, checkpoint));
      this.logger.info('projector started', { projector: projector.name });
    }
  }

  private async reloadCheckpoints(client: pg.Client): Promise<void> {
    for (const name of this.owned.keys()) this.owned.set(name, await readCheckpoint(client, name));
  }

  /** The projectors this instance holds that are not failing. */
  private healthyProjectors(): Projector[] {
    return this.projectors.filter((p) => this.owned.has(p.name) && !this.failing.has(p.name));
  }

  private lowestCheckpoint(projectors: readonly Projector[]): Checkpoint {
    let lowest: Checkpoint | undefined;
    for (const projector of projectors) {
      const checkpoint = this.owned.get(projector.name);
      if (checkpoint && (!lowest || isAfter(lowest, checkpoint))) lowest = checkpoint;
    }
    return lowest ?? START;
  }

  /**
   * Tries each failing projector whose time has come alone, on a batch from its own checkpoint: on
   * success it rejoins the others (and catches up with them as a late projector does), else it
   * waits twice as long as before. A projector this instance no longer holds is forgotten here.
   */
  private async retryFailingProjectors(client: pg.Client): Promise<void> {
    for (const [name, failure] of this.failing) {
      const projector = this.projectors.find((p) => p.name === name)!;
      if (!this.owned.has(name)) {
        this.failing.delete(name);
        continue;
      }
      if (Date.now() < failure.retryAt) continue;
      const events = await this.store.readAllAfter(client, this.owned.get(name)!, BATCH);
      if (events.length === 0 || (await this.applyAlone(client, projector, events))) {
        this.failing.delete(name);
        this.logger.info('projector recovered', { projector: name, attempts: failure.attempts });
      }
    }
  }

  /**
   * Applies `events` to one projector in a transaction of its own. A failure marks it failing (or
   * pushes its next try back) and is logged with where it stopped; it never stops the others.
   */
  private async applyAlone(client: pg.Client, projector: Projector, events: readonly RecordedEvent[]): Promise<boolean> {
    if (!this.owned.has(projector.name)) return false;
    try {
      await this.applyBatchTransaction(client, [projector], events);
      return true;
    } catch (error) {
      if (error instanceof CheckpointMovedError || this.client !== client || !this.owned.has(projector.name)) throw error;
      const attempts = (this.failing.get(projector.name)?.attempts ?? 0) + 1;
      const delay = Math.min(FAILING_RETRY_MAX_MS, 1000 * 2 ** (attempts - 1));
      this.failing.set(projector.name, { attempts, retryAt: Date.now() + delay });
      // Where, and what kind of event, never its data (personal data stays out of the logs).
      const checkpoint = this.owned.get(projector.name)!;
      const pending = events.filter((e) => isAfter(e, checkpoint));
      this.logger.error('projector failing; the others go on without it', {
        projector: projector.name,
        attempts,
        retryInMs: delay,
        fromPosition: pending[0]?.position,
        toPosition: pending[pending.length - 1]?.position,
        eventTypes: [...new Set(pending.filter((e) => projector.handles(e.type)).map((e) => e.type))],
        error: String(error),
      });
      return false;
    }
  }

  /**
   * Reads the next batch after the lowest owned checkpoint once, applies to each owned projector
   * the events past its own checkpoint, and moves every checkpoint, all in one transaction on the
   * runner's connection: the fewest statements per batch (each costs two system calls here).
   * Returns how many events were read (0 = caught up with what is visible).
   */
  private async processNextBatch(client: pg.Client, projectors: readonly Projector[]): Promise<number> {
    const events = await this.store.readAllAfter(client, this.lowestCheckpoint(projectors), BATCH);
    if (events.length === 0) return 0;
    try {
      await this.applyBatchTransaction(client, projectors, events);
    } catch (error) {
      // A rebuild, or a lost connection (its locks went with it): the loop starts over.
      if (error instanceof CheckpointMovedError || this.client !== client) throw error;
      // One of them failed: each goes on alone, so only a failing one stays behind.
      for (const projector of projectors) await this.applyAlone(client, projector, events);
    }
    return events.length;
  }

  /** Applies `events` to those of `projectors` still before their end, and moves their checkpoints, in one transaction. */
  private async applyBatchTransaction(client: pg.Client, projectors: readonly Projector[], events: readonly RecordedEvent[]): Promise<void> {
    const last = events[events.length - 1]!;
    const next: Checkpoint = { transactionId: last.transactionId, position: last.position };
    const moving = projectors.filter((p) => this.owned.has(p.name) && isAfter(next, this.owned.get(p.name)!));
    const from = new Map(moving.map((p) => [p.name, this.owned.get(p.name)!]));
    // Asynchronous commit: the projections and their checkpoints commit together, so a crash can
    // only lose the newest batches of both, which the runner then applies again. No fsync to wait for.
    await inTransaction(
      client,
      async (tx) => {
        for (const projector of moving) {
          const checkpoint = from.get(projector.name)!;
          const relevant = events.filter((e) => projector.handles(e.type) && isAfter(e, checkpoint));
          if (relevant.length > 0) await projector.applyBatch(tx, relevant);
        }
        // Conditional on the checkpoints we read from: if a rebuild moved one meanwhile, this batch is void.
        const moved = await tx.query(
          `UPDATE projection_checkpoints c SET transaction_id = $2::xid8, global_position = $3, updated_at = now()
           FROM unnest($1::text[], $4::xid8[], $5::bigint[]) AS old(projector, transaction_id, global_position)
           WHERE c.projector = old.projector AND c.transaction_id = old.transaction_id AND c.global_position = old.global_position`,
          [moving.map((p) => p.name), next.transactionId, next.position, moving.map((p) => from.get(p.name)!.transactionId), moving.map((p) => from.get(p.name)!.position)],
        );
        if (moved.rowCount !== moving.length) throw new CheckpointMovedError();
      },
      'BEGIN; SET LOCAL synchronous_commit = off',
    );
    for (const projector of moving) if (this.owned.has(projector.name)) this.owned.set(projector.name, next);
    if (moving.length > 0) this.projectedSinceMerge = true;
  }
}

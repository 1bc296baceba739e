import type { Sql } from '../infrastructure/database/database.js';
import type { RecordedEvent } from '../event-store/event-store.types.js';

/**
 * A read model owned by one projector. `applyBatch` must be idempotent per event (the status
 * projection is also applied inline when its events are appended, then again by the runner).
 */
export interface Projector {
  readonly name: string;
  /** Tables this projector owns: cleared and refilled by a rebuild. */
  readonly tables: readonly string[];
  /** Apply inside the append transaction too, so a GET right after a POST already sees it. */
  readonly inline: boolean;
  handles(eventType: string): boolean;
  applyBatch(sql: Sql, events: readonly RecordedEvent[]): Promise<void>;
  /**
   * The rows these events create, assuming no row they touch exists yet; null when they would only
   * change existing rows (or the projector cannot tell without reading). Lets an inline projector's
   * work for a brand-new stream ride in the append's single statement; inserting a row that does
   * exist after all fails on its key, and the caller then takes the general path.
   */
  rowsCreatedBy?(events: readonly RecordedEvent[]): ProjectedRows | null;
  /**
   * A replay for a rebuild into fresh, empty tables that nothing else writes (see rebuild/). It may
   * hold rows in memory across batches and skip reading rows it has not written yet; without one,
   * the rebuild calls `applyBatch`.
   */
  replay?(flushRows: number): ProjectionReplay;
}

/** A replay writes what it holds once this many rows have changed since its last write (bounds its memory). */
export const REPLAY_FLUSH_ROWS = 5_000;

/**
 * A rebuild's connection as a replay sees it: statements, and writes of whole rows (a rebuild
 * sends them by COPY; see rebuild/copy-rows.ts). `insertRows` leaves the table as
 * `writeJsonRows(sql, table, keyColumn, rows, false)` does, for rows that do not exist yet;
 * `replaceRows` as `writeJsonRows(..., true)` does, for rows that may exist, each row giving every
 * column.
 */
export interface ReplaySql extends Sql {
  insertRows(table: string, keyColumn: string, rows: readonly object[]): Promise<void>;
  replaceRows(table: string, keyColumn: string, rows: readonly object[]): Promise<void>;
}

/** One rebuild's pass of a projector: `apply` batches in store order, then `flush` what it holds. */
export interface ProjectionReplay {
  apply(sql: ReplaySql, events: readonly RecordedEvent[]): Promise<void>;
  flush(sql: ReplaySql): Promise<void>;
}

/** The projector's own replay, or its `applyBatch` with nothing held between batches. */
export function replayOf(projector: Projector, flushRows = REPLAY_FLUSH_ROWS): ProjectionReplay {
  return projector.replay?.(flushRows) ?? { apply: (sql, events) => projector.applyBatch(sql, events), flush: async () => undefined };
}

export interface ProjectedRows {
  readonly table: string;
  readonly rows: readonly object[];
}

/**
 * Writes a replay has started but not awaited. A replay's statements all go through the rebuild's one
 * connection, which runs them in order, so a later read sees earlier writes; meanwhile the rebuild
 * goes on decrypting and folding the next batch, and Postgres and Node work at the same time.
 */
export class WritesBehind {
  private all: Promise<unknown> = Promise.resolve();
  private failure: { error: unknown } | null = null;

  start(write: Promise<unknown>): void {
    write.catch((error: unknown) => {
      this.failure ??= { error };
    });
    this.all = Promise.all([this.all, write]);
    // Reported by `settled` or `throwIfFailed`, not as an unhandled rejection.
    this.all.catch(() => undefined);
  }

  /** Stops a replay early once a write has failed. */
  throwIfFailed(): void {
    if (this.failure) throw this.failure.error;
  }

  async settled(): Promise<void> {
    await this.all;
  }
}

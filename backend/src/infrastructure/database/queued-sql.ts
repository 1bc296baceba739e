import type pg from 'pg';
import type { Sql } from './database.js';

/**
 * One connection that accepts a statement while another is still running, and sends them in the
 * order they were issued. The rebuild uses this to read the next batch and write the last one
 * behind while it decrypts and folds. pg used to queue such calls itself, but that is deprecated
 * (removed in pg 9), so the order is kept here: each statement starts once the previous settles.
 */
export function queuedSql(client: pg.ClientBase): Sql {
  let last: Promise<unknown> = Promise.resolve();
  return {
    query<R extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>> {
      const next = last.then(
        () => client.query<R>(text, values),
        () => client.query<R>(text, values),
      );
      // A failed statement fails its own caller only; the next one still runs.
      last = next.catch(() => undefined);
      return next;
    },
  };
}

import type { Sql } from '../infrastructure/database/database.js';

/**
 * Moves the pending entries of the GIN indexes on `tables` (the admin list's trigram search) into
 * the indexes proper, and returns how many pending-list pages that freed.
 *
 * A GIN index takes new rows into a pending list, cheaply; whoever inserts when the list has grown
 * past its limit (4 MB) merges it, synchronously. That was the projection runner, stalled in its
 * batch for up to 300 ms (measured: the admin list insert's max_exec_time in pg_stat_statements),
 * and every projection's lag with it. Merging small lists often, from another connection, keeps
 * the runner's inserts cheap: an insert that finds the list full while a merge runs does not wait
 * for it, it leaves the work to that merge.
 */
export async function cleanGinPendingLists(sql: Sql, tables: readonly string[]): Promise<number> {
  if (tables.length === 0) return 0;
  for (let attempt = 1; ; attempt++) {
    try {
      const { rows } = await sql.query<{ pages: number }>(
        `SELECT coalesce(sum(gin_clean_pending_list(x.indexrelid)), 0)::int AS pages
         FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_am a ON a.oid = i.relam
         WHERE a.amname = 'gin' AND x.indrelid IN (SELECT to_regclass(t) FROM unnest($1::text[]) AS t)`,
        [tables],
      );
      return rows[0]!.pages;
    } catch (error) {
      // A rebuild swapped the tables in between finding an index and locking it: look them up again.
      if (attempt >= 2 || !isDroppedRelation(error)) throw error;
    }
  }
}

/** Postgres's error for an object found in the catalog that was dropped before it could be opened. */
function isDroppedRelation(error: unknown): boolean {
  return /^could not open relation with OID \d+$/.test((error as { message?: string }).message ?? '');
}

import type { Database } from '../infrastructure/database/database.js';
import { ALL_PROJECTORS } from '../projections/all-projectors.js';

/**
 * Every projection table's rows, by table, in key order: what a rebuild must reproduce exactly
 * (the rebuild-equals-live specs compare this before and after `rebuildProjections`).
 */
export async function projectionTables(db: Database): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const projector of ALL_PROJECTORS) {
    for (const table of projector.tables) tables[table] = (await db.query(`SELECT * FROM ${table} ORDER BY 1`)).rows;
  }
  return tables;
}

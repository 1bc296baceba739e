import type { Sql } from '../../infrastructure/database/database.js';

/** The schema a rebuild fills; its tables replace the live ones when the rebuild commits. */
export const SHADOW_SCHEMA = 'projection_rebuild';

/** A live table and how to give its shadow the same indexes. */
export interface ShadowTable {
  readonly table: string;
  /** `CREATE INDEX` statements of the live table's plain (non-unique) indexes, aimed at the shadow. */
  readonly deferredIndexes: readonly string[];
}

interface IndexRow {
  definition: string;
  unique: boolean;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Creates an empty copy of each live table in the shadow schema (dropping what a crashed rebuild left
 * there): same columns, defaults, checks, keys and unique indexes, which the projectors' upserts
 * need. Plain indexes are left out: building one over the filled table at the end costs much less
 * than maintaining it row by row (the trigram index most of all). Unqualified table names resolve
 * to the shadows on a connection whose search_path starts with the shadow schema.
 */
export async function createShadowTables(sql: Sql, liveSchema: string, tables: readonly string[]): Promise<ShadowTable[]> {
  await sql.query(`DROP SCHEMA IF EXISTS ${SHADOW_SCHEMA} CASCADE`);
  await sql.query(`CREATE SCHEMA ${SHADOW_SCHEMA}`);
  const shadows: ShadowTable[] = [];
  for (const table of tables) {
    const live = `${quoteIdent(liveSchema)}.${quoteIdent(table)}`;
    const shadow = `${SHADOW_SCHEMA}.${quoteIdent(table)}`;
    const { rows: foreign } = await sql.query('SELECT 1 FROM pg_constraint WHERE contype = $2 AND (conrelid = $1::regclass OR confrelid = $1::regclass)', [live, 'f']);
    // A foreign key would tie the live table to others; the swap drops it, so refuse rather than lose it.
    if (foreign.length > 0) throw new Error(`Cannot rebuild ${table}: projection tables must not have foreign keys`);
    // Autovacuum would otherwise visit the copy again and again while it fills (inserts alone trigger
    // it); it comes back with the table's settings when the copy is finished.
    await sql.query(
      `CREATE TABLE ${shadow} (LIKE ${live} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING GENERATED INCLUDING IDENTITY INCLUDING STORAGE INCLUDING COMPRESSION INCLUDING COMMENTS)
       WITH (autovacuum_enabled = off)`,
    );
    // Primary keys and unique constraints, with their names (they back ON CONFLICT).
    const { rows: keys } = await sql.query<{ name: string; definition: string }>(
      `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = $1::regclass AND contype IN ('p', 'u', 'x') ORDER BY conname`,
      [live],
    );
    for (const key of keys) await sql.query(`ALTER TABLE ${shadow} ADD CONSTRAINT ${quoteIdent(key.name)} ${key.definition}`);
    // Other indexes keep their names too (index names are per schema, so they do not clash).
    const { rows: indexes } = await sql.query<IndexRow>(
      `SELECT pg_get_indexdef(x.indexrelid) AS definition, x.indisunique AS unique FROM pg_index x
       WHERE x.indrelid = $1::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
       ORDER BY x.indexrelid`,
      [live],
    );
    const deferred: string[] = [];
    for (const index of indexes) {
      const retargeted = retargetIndex(index.definition, liveSchema, table);
      if (index.unique) await sql.query(retargeted);
      else deferred.push(retargeted);
    }
    shadows.push({ table, deferredIndexes: deferred });
  }
  return shadows;
}

/** `CREATE INDEX name ON live.table ...` → the same index on the shadow table. */
export function retargetIndex(definition: string, liveSchema: string, table: string): string {
  const target = new RegExp(` ON (ONLY )?(${escapeRegExp(quoteIdentIfNeeded(liveSchema))}\\.)?${escapeRegExp(quoteIdentIfNeeded(table))} `);
  if (!target.test(definition)) throw new Error(`Cannot retarget index definition to the shadow table: ${definition}`);
  return definition.replace(target, (_match, only: string | undefined) => ` ON ${only ?? ''}${SHADOW_SCHEMA}.${quoteIdent(table)} `);
}

/**
 * Builds the plain indexes over the filled shadow tables and lets autovacuum at them. (No ANALYZE here: it cost about as much as
 * the trigram index; autovacuum analyzes the new tables soon after, from the rows inserted.)
 */
export async function finishShadowTables(sql: Sql, shadows: readonly ShadowTable[]): Promise<void> {
  for (const shadow of shadows) {
    for (const index of shadow.deferredIndexes) await sql.query(index);
    await sql.query(`ALTER TABLE ${SHADOW_SCHEMA}.${quoteIdent(shadow.table)} RESET (autovacuum_enabled)`);
  }
}

/**
 * Replaces each live table by its shadow (its indexes and keys move with it) and drops the
 * shadow schema. The caller holds ACCESS EXCLUSIVE locks on the live tables; readers blocked on
 * them, and statements prepared against the old tables, resolve to the new ones.
 */
export async function swapInShadowTables(sql: Sql, liveSchema: string, shadows: readonly ShadowTable[]): Promise<void> {
  for (const { table } of shadows) {
    await sql.query(`DROP TABLE ${quoteIdent(liveSchema)}.${quoteIdent(table)}`);
    await sql.query(`ALTER TABLE ${SHADOW_SCHEMA}.${quoteIdent(table)} SET SCHEMA ${quoteIdent(liveSchema)}`);
  }
  await sql.query(`DROP SCHEMA ${SHADOW_SCHEMA}`);
}

/** pg_get_indexdef quotes an identifier only when it has to. */
function quoteIdentIfNeeded(name: string): string {
  return /^[a-z_][a-z0-9_$]*$/.test(name) ? name : quoteIdent(name);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import pg from 'pg';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from './migrations/index.js';

const MIGRATION_LOCK = 732_300_001;

/**
 * Runs pending TypeORM migrations (never `synchronize`). An advisory lock makes concurrent
 * instances starting at once take turns instead of racing on the same DDL.
 */
export async function runMigrations(url: string): Promise<string[]> {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const dataSource = new DataSource({ type: 'postgres', url, migrations: MIGRATIONS, logging: false });
    await dataSource.initialize();
    try {
      const applied = await dataSource.runMigrations({ transaction: 'each' });
      return applied.map((m) => m.name);
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await lock.end();
  }
}

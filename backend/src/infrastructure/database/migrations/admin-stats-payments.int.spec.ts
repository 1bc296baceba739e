import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { runMigrations } from '../migrate.js';
import { MIGRATIONS } from './index.js';
import { AdminStatsPayments1732300000090 } from './1732300000090-admin-stats-payments.js';

describe('the admin-stats-payments migration on a database with revenue counted (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    // The schema as it was before this migration, with counters projected into it.
    const before = new DataSource({ type: 'postgres', url: database.url, migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(AdminStatsPayments1732300000090)), logging: false });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query('INSERT INTO admin_stats (id, total_applications, total_insurance_applications, pending_applications, revenue_cents) VALUES (1, 3, 1, 2, 36800)');
    await client.query(`INSERT INTO projection_checkpoints (projector, transaction_id, global_position) VALUES ('admin-stats', '900', 42), ('admin-applications', '900', 42)`);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('adds the per-order money table, clears the counters and sends only their runner back to the start, to count again by the new rule', async () => {
    expect((await runMigrations(database.url))[0]).toBe('AdminStatsPayments1732300000090');
    const columns = (await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'admin_stats_payments' ORDER BY ordinal_position`)).rows;
    expect(columns.map((c) => c.column_name)).toEqual(['order_id', 'charged_cents', 'refunded_cents', 'lost_disputes', 'stream_version']);
    expect((await client.query('SELECT count(*)::int AS n FROM admin_stats')).rows[0].n).toBe(0);
    const checkpoints = (await client.query<{ projector: string; position: string }>('SELECT projector, global_position::text AS position FROM projection_checkpoints ORDER BY projector')).rows;
    expect(checkpoints).toEqual([
      { projector: 'admin-applications', position: '42' },
      { projector: 'admin-stats', position: '0' },
    ]);
  });
});

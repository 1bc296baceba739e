import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { runMigrations } from '../migrate.js';
import { MIGRATIONS } from './index.js';
import { OutboxLetters1732300000030 } from './1732300000030-outbox-letters.js';

describe('the outbox-letters migration on a database that has sent mail (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    // The schema as it was before this migration, with an outbox projected into it.
    const before = new DataSource({ type: 'postgres', url: database.url, migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(OutboxLetters1732300000030)), logging: false });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const id = '3f0c7d4e-9a1b-5c2d-8e3f-4a5b6c7d8e9f';
    await client.query(
      `INSERT INTO outbox_messages (id, composer, order_id, stream_id, stream_version, event_position, created_at, to_address, to_name, language, subject, body_text, body_html)
       VALUES ($1, 'payment-confirmation', 'ABC1234567890XYZ', 'payment-ABC1234567890XYZ', 3, 42, now(), 'payer@example.com', 'Payer', 'en', 'Paid', 'text', '<p>html</p>')`,
      [id],
    );
    await client.query(`INSERT INTO outbox_order_context (order_id, context, stream_versions) VALUES ('ABC1234567890XYZ', '{}', '{"payment-ABC1234567890XYZ": 3}')`);
    await client.query(`INSERT INTO projection_checkpoints (projector, transaction_id, global_position) VALUES ('outbox', '900', 42), ('application-status', '900', 42)`);
    await client.query(`INSERT INTO email_deliveries (message_id, transport, delivered_at) VALUES ($1, 'smtp', now())`, [id]);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it('clears the outbox projection and sends its runner back to the start, keeping the delivery log and other projections', async () => {
    expect((await runMigrations(database.url))[0]).toBe('OutboxLetters1732300000030');

    const columns = (await client.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'outbox_messages'`)).rows.map((r) => r.column_name);
    expect(columns).toContain('content');
    expect(columns).not.toContain('body_text');
    expect(columns).not.toContain('body_html');
    expect((await client.query('SELECT count(*)::int AS n FROM outbox_messages')).rows[0].n).toBe(0);
    expect((await client.query('SELECT count(*)::int AS n FROM outbox_order_context')).rows[0].n).toBe(0);
    const checkpoints = (await client.query<{ projector: string; position: string }>('SELECT projector, global_position::text AS position FROM projection_checkpoints ORDER BY projector')).rows;
    expect(checkpoints).toEqual([
      { projector: 'application-status', position: '42' },
      { projector: 'outbox', position: '0' },
    ]);
    // Message ids follow from their events, so the re-projected message is still known as delivered.
    expect((await client.query('SELECT count(*)::int AS n FROM email_deliveries')).rows[0].n).toBe(1);
  });
});

import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { APP_ROLE, embeddedAppPassword, prepareAppDatabase } from './embedded-app-role.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { ensureDatabase } from './database.js';
import { runMigrations } from './migrate.js';
import request from 'supertest';
import { startDatabase } from '../../bootstrap/start-database.js';
import { createLogger } from '../logging/logger.js';
import { testConfig, startTestApp, visaPayload } from '../../test-support/test-app.js';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Relations, sequences, types and functions of the app's schemas not owned by the app role (extension members aside). */
const NOT_OWNED = `
  SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema' AND pg_get_userbyid(c.relowner) <> $1
     AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
     AND NOT EXISTS (SELECT 1 FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid WHERE i.indexrelid = c.oid AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = t.oid AND d.deptype = 'e'))`;

describe('the app’s own role on the embedded Postgres', () => {
  const dirs: string[] = [];
  const servers: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  const start = async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-approle-'));
    dirs.push(dataDir);
    const server = await startEmbeddedPostgres({ dataDir });
    servers.push(server);
    return { dataDir, server };
  };

  it('runs the migrations (pg_trgm included) as a role that is no superuser and cannot run programs', async () => {
    const { dataDir, server } = await start();
    const url = await prepareAppDatabase(server.url, embeddedAppPassword(dataDir));
    expect(new URL(url).username).toBe(APP_ROLE);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).embeddedAppPassword).toMatch(/^[0-9a-f]{48}$/);
    expect((await runMigrations(url)).length).toBeGreaterThan(0);
    await withClient(url, async (client) => {
      expect((await client.query("SELECT current_user AS who, current_setting('is_superuser') AS su")).rows[0]).toEqual({ who: APP_ROLE, su: 'off' });
      expect((await client.query("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'")).rowCount).toBe(1);
      await expect(client.query("COPY (SELECT 1) TO PROGRAM 'true'")).rejects.toMatchObject({ code: '42501' });
      await expect(client.query("SELECT pg_read_file('/etc/passwd')")).rejects.toMatchObject({ code: '42501' });
      await expect(client.query('CREATE DATABASE other')).rejects.toMatchObject({ code: '42501' });
    });
    // A second start changes nothing and the migrations are all applied.
    expect(await prepareAppDatabase(server.url, embeddedAppPassword(dataDir))).toBe(url);
    expect(await runMigrations(url)).toEqual([]);
  });

  it('takes over a database the superuser built (a data folder from before the role), data kept', async () => {
    const { dataDir, server } = await start();
    // How the app set up its database before: as the superuser.
    const legacyUrl = await ensureDatabase(server.url, 'evisa');
    await runMigrations(legacyUrl);
    await withClient(legacyUrl, async (client) => {
      await client.query('CREATE TABLE legacy_kept (id int GENERATED ALWAYS AS IDENTITY, note text)');
      await client.query("INSERT INTO legacy_kept (note) VALUES ('written before')");
      await client.query('CREATE SEQUENCE legacy_standalone');
      await client.query('CREATE VIEW legacy_view AS SELECT note FROM legacy_kept');
    });
    expect(await withClient(legacyUrl, async (c) => (await c.query(NOT_OWNED, [APP_ROLE])).rowCount)).toBeGreaterThan(0);

    const url = await prepareAppDatabase(server.url, embeddedAppPassword(dataDir));
    await withClient(url, async (client) => {
      expect((await client.query(NOT_OWNED, [APP_ROLE])).rows).toEqual([]);
      expect((await client.query('SELECT note FROM legacy_kept')).rows).toEqual([{ note: 'written before' }]);
      await client.query("INSERT INTO legacy_kept (note) VALUES ('written after')");
      await client.query("SELECT nextval('legacy_standalone')");
      // What the projection rebuild does: a fresh schema, tables moved into place, as their owner.
      await client.query('BEGIN');
      await client.query('CREATE SCHEMA swap_test');
      await client.query('ALTER TABLE legacy_kept SET SCHEMA swap_test');
      await client.query('ALTER TABLE events ADD COLUMN swap_probe int');
      await client.query('ROLLBACK');
    });
    expect(await runMigrations(url)).toEqual([]);
  });

  it('serves the app and rebuilds its projections (the schema swap) as that role, started as main.ts does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'evisa-approle-'));
    dirs.push(dataDir);
    const database = await startDatabase(testConfig({ dataDir }), createLogger('silent'));
    servers.push(database.embedded!);
    expect(new URL(database.url).username).toBe(APP_ROLE);
    const t = await startTestApp({ runProjections: true, database: { url: database.url, drop: async () => undefined } });
    try {
      const number = (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
      await t.runner.waitForCatchUp();
      await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
      expect((await request(t.http).get(`/api/applications/${number}`).expect(200)).body.applicationNumber).toBe(number);
    } finally {
      await t.close();
    }
  });
});

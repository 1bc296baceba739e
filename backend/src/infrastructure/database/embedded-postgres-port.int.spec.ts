import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { recentLines, startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function answers(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one;
  } finally {
    await client.end();
  }
}

describe('the embedded Postgres port', () => {
  const dirs: string[] = [];
  const servers: EmbeddedDatabase[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('is found again when another cluster takes it between the probe and the bind', async () => {
    // Two new clusters asking for the same port moments apart (as two test workers, or two apps):
    // the second's probe finds it free while the first is still being initialised (initdb takes
    // about a second), and only one of them can bind it.
    const preferred = await freePort();
    const start = async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'evisa-pgport-'));
      dirs.push(dataDir);
      const server = await startEmbeddedPostgres({ dataDir, port: preferred });
      servers.push(server);
      return server;
    };
    const first = start();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [a, b] = await Promise.all([first, start()]);
    const ports = [a, b].map((server) => Number(new URL(server.url).port));
    expect(ports).toContain(preferred);
    expect(new Set(ports).size).toBe(2);
    expect(await answers(a.url)).toBe(1);
    expect(await answers(b.url)).toBe(1);
  });
});

describe('recentLines', () => {
  it('keeps the last non-empty lines of what was logged, across chunks', () => {
    const recent = recentLines(3);
    recent.add('one\ntwo\n');
    recent.add('\nthree\nfour');
    expect(recent.lines()).toEqual(['two', 'three', 'four']);
    recent.clear();
    expect(recent.lines()).toEqual([]);
  });
});

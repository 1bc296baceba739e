/**
 * Starts the real built app (`node backend/dist/main.js`) on a free port with a fresh
 * embedded-Postgres data directory, and stops it again. Shared by the journeys and the web benchmark.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const HEALTH_TIMEOUT_MS = 120_000;

/** The first staff account the app creates on its fresh database (ADMIN_EMAIL/ADMIN_PASSWORD); journeys sign in with it. */
export const E2E_ADMIN = { email: 'e2e.admin@example.com', password: 'e2e-admin-password-long-enough' };

export function missingBuilds() {
  return ['frontend/dist/index.html', 'backend/dist/main.js'].filter((file) => !existsSync(join(repoRoot, file)));
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function isHealthy(baseUrl) {
  try {
    return (await fetch(`${baseUrl}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * Resolves once GET /api/health answers 200. `stop()` sends SIGTERM, waits for the exit, removes the
 * data directory, and resolves with how the app ended: its exit code, the signal that killed it if
 * any, and whether its Postgres was still running (postmaster.pid still there) once it had exited.
 */
export async function startApp() {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'evisa-app-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // No DATABASE_URL: the app must start its own embedded Postgres in dataDir.
  const { DATABASE_URL: _external, ...env } = process.env;
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: repoRoot,
    // Every journey comes from 127.0.0.1, and the staff journeys together sign in (or change a
    // password) more than 10 times a minute: the per-IP submission and sign-in limits are lifted here
    // (their own real-Postgres specs are in the backend's).
    env: {
      ...env,
      PORT: String(port),
      EVISA_DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SUBMISSIONS_PER_MINUTE_PER_IP: '100000000',
      LOGIN_ATTEMPTS_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log = [];
  const keep = (chunk) => {
    log.push(chunk.toString());
    if (log.length > 400) log.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        child.once('exit', () => {
          clearTimeout(killTimer);
          resolve();
        });
        child.kill('SIGTERM');
      });
    }
    const postgresLeftRunning = existsSync(join(dataDir, 'postgres', 'postmaster.pid'));
    await rm(dataDir, { recursive: true, force: true }).catch(() => undefined);
    return { exitCode: child.exitCode, signalCode: child.signalCode, postgresLeftRunning };
  };
  const output = () => log.join('');

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (!(await isHealthy(baseUrl))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(
        child.exitCode !== null
          ? `the app exited early with code ${child.exitCode}:\n${output().slice(-4000)}`
          : `GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${output().slice(-4000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, stop, output };
}

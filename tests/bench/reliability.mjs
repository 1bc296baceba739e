// `npm run bench:reliability`: PRODUCT.md's reliability bars, measured on the real app.
// 1. App crash: 200 concurrent submissions (each with its own Idempotency-Key) on the embedded
//    Postgres, `kill -9` of the app in the middle, a restart (which must stop the orphaned Postgres
//    itself), then every client retries with the same key.
// 2. Postgres restart: the same 200 submissions against a Postgres of its own (DATABASE_URL), which
//    is crashed (immediate shutdown: no checkpoint, crash recovery on start) in the middle and
//    started again; the app keeps running, and every client keeps retrying with its key until it
//    gets an answer, as the wizard does.
// Each reports acknowledged submissions lost and applications duplicated (target 0/0); the second
// also what clients were told meanwhile (target: 503s, no 500) and how long the app took to recover.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, loadBackend, ROOT, sleep, visaPayload } from './support.mjs';

const SUBMISSIONS = 200;
const secrets = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PAYMENT_SIGNING_SECRET: randomBytes(32).toString('base64'),
};
/** The first admin, to read the projectors' lag in /api/health (shown to signed-in staff only). */
const ADMIN = { email: 'bench-reliability@example.com', password: randomBytes(18).toString('base64url') };

async function startApp(port, dataDir, databaseUrl = '') {
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...secrets, DATABASE_URL: databaseUrl, PORT: String(port), EVISA_DATA_DIR: dataDir, LOG_LEVEL: 'error', SUBMISSIONS_PER_MINUTE_PER_IP: '100000000', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return { child, startMs: Date.now() - started };
    } catch {
      // not up yet
    }
    if (Date.now() - started > 60_000) throw new Error('the app did not start within 60 s');
    await sleep(100);
  }
}

/** The staff cookies of a fresh sign-in as the first admin, as a Cookie header (whatever their names). */
async function staffCookie(port) {
  const res = await fetch(`http://127.0.0.1:${port}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function stopApp(app) {
  if (app?.child.exitCode !== null || app?.child.signalCode !== null) return;
  const exited = new Promise((r) => app.child.once('exit', r));
  app.child.kill('SIGTERM');
  await exited;
}

/** One POST; resolves with the HTTP status (0 when no answer came) and the number when created. */
async function submit(port, key, body) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    const json = await response.json().catch(() => ({}));
    return { status: response.status, number: response.status === 201 ? json.applicationNumber : null, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: 0, number: null };
  }
}

const requestsFor = (label) => Array.from({ length: SUBMISSIONS }, (_, i) => ({ key: `${label}-${i}-${randomBytes(6).toString('hex')}`, body: visaPayload(i) }));

/** Applications stored, and idempotency keys stored, on the app's database. */
async function countStored(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT (SELECT count(*)::int FROM events WHERE event_type = 'VisaApplicationSubmitted') AS applications,
              (SELECT count(*)::int FROM idempotency_keys WHERE scope = 'POST /api/applications') AS keys`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function appCrash() {
  console.log('1. kill -9 of the app during 200 concurrent submissions');
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-reliability-'));
  let app;
  try {
    const port = await freePort();
    app = await startApp(port, dataDir);
    console.log(`   app up on embedded Postgres in ${app.startMs} ms (cold)`);
    const requests = requestsFor('crash');
    const acknowledged = new Map();
    const inFlight = requests.map(async ({ key, body }) => {
      const { number } = await submit(port, key, body);
      if (number) acknowledged.set(key, number);
    });
    // Kill while submissions are landing: after the first acknowledgements, before they all are.
    while (acknowledged.size < 20) await sleep(2);
    app.child.kill('SIGKILL');
    await Promise.allSettled(inFlight);
    console.log(`   kill -9 after ${acknowledged.size} of ${SUBMISSIONS} submissions were acknowledged`);

    app = await startApp(port, dataDir);
    console.log(`   restarted in ${app.startMs} ms (orphaned Postgres from the killed app stopped and restarted)`);

    // Every client retries with its key (the frontend keeps the key until it gets an answer).
    const answers = new Map();
    for (let i = 0; i < requests.length; i += 20) {
      await Promise.all(requests.slice(i, i + 20).map(async ({ key, body }) => answers.set(key, (await submit(port, key, body)).number)));
    }
    const lost = [...acknowledged].filter(([key, number]) => answers.get(key) !== number);
    const unanswered = requests.filter(({ key }) => !answers.get(key));
    const pidFile = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
    const { applications, keys } = await countStored(`postgres://postgres:${JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).embeddedPostgresPassword}@127.0.0.1:${pidFile[3]}/evisa`);
    const duplicated = applications - keys;
    const pass = lost.length === 0 && duplicated === 0 && unanswered.length === 0 && applications === SUBMISSIONS;
    console.log(`   acknowledged before the crash : ${acknowledged.size}`);
    console.log(`   acknowledged then lost        : ${lost.length}   (target 0)`);
    console.log(`   applications duplicated       : ${duplicated}   (target 0; ${applications} applications for ${keys} keys)`);
    console.log(`   retries without an answer     : ${unanswered.length}`);
    console.log(`   result                        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await stopApp(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function postgresRestart() {
  console.log('\n2. Postgres crashed (immediate shutdown) and started again during 200 concurrent submissions');
  const backend = await loadBackend();
  const dataDir = mkdtempSync(join(tmpdir(), 'evisa-reliability-pg-'));
  let server;
  let app;
  try {
    server = await backend.startEmbeddedPostgres({ dataDir: join(dataDir, 'server') });
    const pgPort = Number(new URL(server.url).port);
    const url = await backend.ensureDatabase(server.url, 'evisa');
    const port = await freePort();
    app = await startApp(port, join(dataDir, 'app'), url);
    const appPid = app.child.pid;
    console.log(`   app up on its own Postgres (DATABASE_URL) in ${app.startMs} ms`);

    const requests = requestsFor('pg-restart');
    const acknowledged = new Map();
    const seen = new Map();
    let restartedAt = 0;
    let upAt = 0;
    let firstAfterUp = 0;
    let missingRetryAfter = 0;
    const deadline = Date.now() + 120_000;
    const clients = requests.map(async ({ key, body }) => {
      while (Date.now() < deadline) {
        const sentAt = Date.now();
        const { status, number, retryAfter } = await submit(port, key, body);
        if (number) {
          acknowledged.set(key, number);
          // Recovery: the first submission sent once Postgres was up again that was answered.
          if (upAt && sentAt >= upAt && !firstAfterUp) firstAfterUp = Date.now() - upAt;
          return;
        }
        seen.set(status, (seen.get(status) ?? 0) + 1);
        if (status === 503 && !retryAfter) missingRetryAfter++;
        await sleep(250);
      }
    });
    while (acknowledged.size < 20) await sleep(2);
    // Immediate shutdown (SIGQUIT to the postmaster): the server processes quit at once, without a
    // checkpoint, as in a crash; the next start runs crash recovery from the WAL.
    const pidFile = join(dataDir, 'server', 'postgres', 'postmaster.pid');
    const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    const ackedBefore = acknowledged.size;
    process.kill(postmaster, 'SIGQUIT');
    restartedAt = Date.now();
    while (existsSync(`/proc/${postmaster}`)) await sleep(20);
    await sleep(1000);
    server = await backend.startEmbeddedPostgres({ dataDir: join(dataDir, 'server'), port: pgPort });
    upAt = Date.now();
    const downMs = upAt - restartedAt;
    await Promise.allSettled(clients);

    // Answers after the run: every key again, each must give the number it first got.
    const lost = [];
    for (let i = 0; i < requests.length; i += 20) {
      await Promise.all(
        requests.slice(i, i + 20).map(async ({ key, body }) => {
          const { number } = await submit(port, key, body);
          if (!acknowledged.has(key) || acknowledged.get(key) !== number) lost.push(key);
        }),
      );
    }
    // The projection runner caught up by itself (the lag is in the staff-only part of /api/health).
    const cookie = await staffCookie(port);
    let caughtUp = false;
    for (let i = 0; i < 150 && !caughtUp; i++) {
      const health = await (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { cookie } })).json().catch(() => ({}));
      caughtUp = health.status === 'ok' && Array.isArray(health.projections) && health.projections.every((p) => p.lagEvents === 0);
      if (!caughtUp) await sleep(200);
    }
    const { applications, keys } = await countStored(url);
    const duplicated = applications - keys;
    const appRestarted = app.child.exitCode !== null || app.child.signalCode !== null || app.child.pid !== appPid;
    const errors500 = seen.get(500) ?? 0;
    const pass = lost.length === 0 && duplicated === 0 && applications === SUBMISSIONS && errors500 === 0 && missingRetryAfter === 0 && caughtUp && !appRestarted && firstAfterUp > 0;
    const told = [...seen].sort(([a], [b]) => a - b).map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`).join(', ');
    console.log(`   acknowledged before the crash : ${ackedBefore}`);
    console.log(`   Postgres down, then up after  : ${downMs} ms (crash, exit, 1 s pause, start with recovery)`);
    console.log(`   app serving again             : ${firstAfterUp ? `${firstAfterUp} ms after Postgres was up (first submission sent after it that was answered)` : 'NO'}`);
    console.log(`   clients were told meanwhile   : ${told || 'nothing (no failed attempt)'}${missingRetryAfter ? `; ${missingRetryAfter} 503s without Retry-After` : ''}   (target: no 500)`);
    console.log(`   acknowledged then lost        : ${lost.length}   (target 0)`);
    console.log(`   applications duplicated       : ${duplicated}   (target 0; ${applications} applications for ${keys} keys)`);
    console.log(`   projections caught up         : ${caughtUp ? 'yes' : 'NO'}; app restarted: ${appRestarted ? 'YES' : 'no'}`);
    console.log(`   result                        : ${pass ? 'PASS' : 'FAIL'}`);
    return pass;
  } finally {
    await stopApp(app);
    await server?.stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await appCrash(), await postgresRestart()];
process.exitCode = results.every(Boolean) ? 0 : 1;

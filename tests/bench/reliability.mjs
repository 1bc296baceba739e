// `npm run bench:reliability`: PRODUCT.md's crash bar, measured on the real app with its embedded
// Postgres. 200 concurrent submissions (each with its own Idempotency-Key), `kill -9` of the app in
// the middle, a restart (which must stop the orphaned Postgres itself), then every client retries
// with the same key. Reports acknowledged submissions lost and applications duplicated (target 0/0).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, ROOT, sleep, visaPayload } from './support.mjs';

const SUBMISSIONS = 200;
const dataDir = mkdtempSync(join(tmpdir(), 'evisa-reliability-'));
const secrets = {
  DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  PAYMENT_SIGNING_SECRET: randomBytes(32).toString('base64'),
};

async function startApp(port) {
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, ...secrets, DATABASE_URL: '', PORT: String(port), EVISA_DATA_DIR: dataDir, LOG_LEVEL: 'warn', ADMIN_PASSWORD: randomBytes(18).toString('base64url') },
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

async function submit(port, key, body) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/applications`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(15_000),
    });
    return response.status === 201 ? (await response.json()).applicationNumber : null;
  } catch {
    return null;
  }
}

let app;
try {
  const port = await freePort();
  app = await startApp(port);
  console.log(`app up on embedded Postgres in ${app.startMs} ms (cold)`);
  const requests = Array.from({ length: SUBMISSIONS }, (_, i) => ({ key: `reliability-${i}-${randomBytes(6).toString('hex')}`, body: visaPayload(i) }));

  const acknowledged = new Map();
  const inFlight = requests.map(async ({ key, body }) => {
    const number = await submit(port, key, body);
    if (number) acknowledged.set(key, number);
  });
  // Kill while submissions are landing: after the first acknowledgements, before they all are.
  while (acknowledged.size < 20) await sleep(2);
  app.child.kill('SIGKILL');
  await Promise.allSettled(inFlight);
  console.log(`kill -9 after ${acknowledged.size} of ${SUBMISSIONS} submissions were acknowledged`);

  app = await startApp(port);
  console.log(`restarted in ${app.startMs} ms (orphaned Postgres from the killed app stopped and restarted)`);

  // Every client retries with its key (the frontend keeps the key until it gets an answer).
  const answers = new Map();
  for (let i = 0; i < requests.length; i += 20) {
    await Promise.all(requests.slice(i, i + 20).map(async ({ key, body }) => answers.set(key, await submit(port, key, body))));
  }
  const lost = [...acknowledged].filter(([key, number]) => answers.get(key) !== number);
  const unanswered = requests.filter(({ key }) => !answers.get(key));

  const pidFile = readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n');
  const client = new pg.Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${pidFile[3]}/evisa` });
  await client.connect();
  const { rows } = await client.query(
    `SELECT (SELECT count(*)::int FROM events WHERE event_type = 'VisaApplicationSubmitted') AS applications,
            (SELECT count(*)::int FROM idempotency_keys WHERE scope = 'POST /api/applications') AS keys`,
  );
  await client.end();
  const { applications, keys } = rows[0];
  const duplicated = applications - keys;

  console.log('');
  console.log(`acknowledged before the crash : ${acknowledged.size}`);
  console.log(`acknowledged then lost        : ${lost.length}   (target 0)`);
  console.log(`applications duplicated       : ${duplicated}   (target 0; ${applications} applications for ${keys} keys)`);
  console.log(`retries without an answer     : ${unanswered.length}`);
  console.log(`result                        : ${lost.length === 0 && duplicated === 0 && unanswered.length === 0 && applications === SUBMISSIONS ? 'PASS' : 'FAIL'}`);
} finally {
  if (app?.child.exitCode === null) {
    const exited = new Promise((r) => app.child.once('exit', r));
    app.child.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

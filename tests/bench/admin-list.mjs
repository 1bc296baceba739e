// `npm run bench:admin`: the staff list of applications at 100,000 applications (issue 5, PRODUCT.md
// section 3): the first page and a search must answer in under 100 ms. A throw-away embedded
// Postgres is filled through the real admin-list and stats projectors (events shaped by the real submission
// decision), then the built app is started and asked over HTTP with a signed-in staff session.
// It is a measurement: it exits 0 whatever the figures, non-zero only when it could not run.
//
// Settings (environment): BENCH_ADMIN_ROWS (default 100000), BENCH_ADMIN_REPEAT (requests per case, default 40).
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Cleanup, ROOT, createDatabase, loadBackend, startApp, startPostgres, submissionEvent } from './support.mjs';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 100_000);
const REPEAT = Number(process.env.BENCH_ADMIN_REPEAT ?? 40);
const TARGET_MS = 100;
const BATCH = 2000;

const log = (message) => console.log(`› ${message}`);
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function fill(db, projectors, backend) {
  const started = performance.now();
  const samples = [];
  const now = Date.now();
  for (let offset = 0; offset < ROWS; offset += BATCH) {
    const events = [];
    for (let i = offset; i < Math.min(ROWS, offset + BATCH); i++) {
      const { applicationNumber, streamId, request } = submissionEvent(backend, i);
      const data = { ...request.events[0].data, submittedAt: new Date(now - (ROWS - i) * 60_000).toISOString() };
      if (i % 9973 === 0) samples.push({ applicationNumber, email: data.pii.email, lastName: data.pii.lastName, passport: data.pii.passportNumber });
      events.push({
        position: String(i + 1),
        transactionId: '1',
        streamId,
        streamType: request.streamType,
        streamVersion: 1,
        type: 'VisaApplicationSubmitted',
        schemaVersion: 1,
        data,
        metadata: request.metadata,
        occurredAt: data.submittedAt,
      });
    }
    await db.transaction(async (tx) => {
      for (const projector of projectors) await projector.applyBatch(tx, events);
    });
    if ((offset / BATCH) % 10 === 0) process.stdout.write(`\r  ${offset + events.length} rows`);
  }
  process.stdout.write('\n');
  await db.query('VACUUM ANALYZE admin_applications, admin_stats');
  log(`filled ${ROWS.toLocaleString('en-US')} rows through the admin list and stats projectors in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return samples;
}

async function signIn(url, email, password) {
  const res = await fetch(`${url}/api/admin/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return cookie;
}

async function measure(url, cookie, path) {
  const times = [];
  let body;
  for (let i = 0; i < REPEAT + 5; i++) {
    const started = performance.now();
    const res = await fetch(`${url}${path}`, { headers: { cookie } });
    body = await res.json();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), totalCount: body.totalCount, rows: body.applications.length };
}

async function main() {
  const cleanup = new Cleanup();
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void cleanup.run().then(() => process.exit(130)));
  try {
    const backend = await loadBackend();
    const { adminApplicationsProjector } = await import(join(ROOT, 'backend/dist/projections/admin-applications/admin-applications.projection.js'));
    const { adminStatsProjector } = await import(join(ROOT, 'backend/dist/projections/admin-stats/admin-stats.projection.js'));
    const pg = await startPostgres(backend, cleanup);
    const databaseUrl = await createDatabase(backend, pg.serverUrl, 'bench_admin');
    const db = backend.Database.connect(databaseUrl, 4);
    cleanup.add('close pool', () => db.close());
    log(`filling the admin list projection with ${ROWS.toLocaleString('en-US')} applications`);
    const samples = await fill(db, [adminApplicationsProjector, adminStatsProjector], backend);

    const password = randomBytes(18).toString('base64url');
    const app = await startApp({ databaseUrl, dataDir: pg.dir, cleanup, env: { ADMIN_EMAIL: 'bench-admin@example.com', ADMIN_PASSWORD: password } });
    const cookie = await signIn(app.url, 'bench-admin@example.com', password);
    const sample = samples[Math.floor(samples.length / 2)];
    const cases = [
      ['first page (50 newest)', '/api/admin/applications?page=1&limit=50'],
      ['page 1,000', '/api/admin/applications?page=1000&limit=50'],
      ['search: application number', `/api/admin/applications?search=${sample.applicationNumber.toLowerCase()}`],
      ['search: part of an email', `/api/admin/applications?search=${encodeURIComponent(sample.email.slice(0, -12))}`],
      ['search: passport number', `/api/admin/applications?search=${sample.passport}`],
      ['search: a common last name', `/api/admin/applications?search=${encodeURIComponent(sample.lastName)}`],
    ];
    console.log('');
    console.log(`GET /api/admin/applications over HTTP, ${REPEAT} requests each (after 5 warm-up), ${ROWS.toLocaleString('en-US')} applications:`);
    let failed = 0;
    for (const [label, path] of cases) {
      const r = await measure(app.url, cookie, path);
      const ok = r.p95 < TARGET_MS;
      if (!ok && !label.includes('common')) failed++;
      console.log(
        `  ${ok ? 'PASS' : 'FAIL'}  ${label.padEnd(30)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  max ${r.max.toFixed(1).padStart(6)} ms  (${r.totalCount.toLocaleString('en-US')} matches, ${r.rows} rows)`,
      );
    }
    console.log('');
    console.log(failed === 0 ? `First page and searches answer under ${TARGET_MS} ms (p95).` : `${failed} case(s) above ${TARGET_MS} ms (p95).`);
  } finally {
    await cleanup.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

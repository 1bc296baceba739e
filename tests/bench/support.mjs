// Shared plumbing of `npm run bench`: a throw-away embedded Postgres, the app as a child process,
// payloads shaped like the frontend's, and a promise wrapper around autocannon.
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dist = (path) => join(ROOT, 'backend/dist', path);

/** The compiled backend modules the bench drives directly (built by scripts/ensure-built.mjs). */
export async function loadBackend() {
  const [embedded, database, migrate, eventStore, cipher, projectors, rebuild, submit, appNumber, visa, countries, contracts, events, payment, paymentDecisions, visaDecisions] = await Promise.all([
    import(dist('infrastructure/database/embedded-postgres.js')),
    import(dist('infrastructure/database/database.js')),
    import(dist('infrastructure/database/migrate.js')),
    import(dist('event-store/event-store.js')),
    import(dist('event-store/pii-cipher.js')),
    import(dist('projections/all-projectors.js')),
    import(dist('projections/rebuild/rebuild-projections.js')),
    import(dist('domain/visa-application/submit-visa-application.js')),
    import(dist('modules/visa-applications/application-number.js')),
    import(dist('domain/visa-application/visa-application.js')),
    import('@evisa/contracts/countries'),
    import('@evisa/contracts'),
    import('@evisa/contracts/events'),
    import(dist('domain/payment/payment.js')),
    import(dist('domain/payment/payment-decisions.js')),
    import(dist('domain/visa-application/decide-visa-application.js')),
  ]);
  return {
    startEmbeddedPostgres: embedded.startEmbeddedPostgres,
    Database: database.Database,
    ensureDatabase: database.ensureDatabase,
    runMigrations: migrate.runMigrations,
    EventStore: eventStore.EventStore,
    PiiCipher: cipher.PiiCipher,
    ALL_PROJECTORS: projectors.ALL_PROJECTORS,
    rebuildProjection: rebuild.rebuildProjection,
    rebuildProjections: rebuild.rebuildProjections,
    REBUILD_POOL_SIZE: rebuild.REBUILD_POOL_SIZE,
    decideSubmitVisaApplication: submit.decideSubmitVisaApplication,
    generateApplicationNumber: appNumber.generateApplicationNumber,
    initialVisaApplicationState: visa.initialVisaApplicationState,
    visaApplicationStreamId: visa.visaApplicationStreamId,
    VISA_APPLICATION_STREAM: events.VISA_APPLICATION_STREAM,
    findCountryById: countries.findCountryById,
    toIsoDate: contracts.toIsoDate,
    evolveVisaApplication: visa.evolveVisaApplication,
    decideVisaApplication: visaDecisions.decideVisaApplication,
    decideAssignVisaType: visaDecisions.decideAssignVisaType,
    paymentStreamId: payment.paymentStreamId,
    evolvePayment: payment.evolvePayment,
    initialPaymentState: payment.initialPaymentState,
    PAYMENT_STREAM: events.PAYMENT_STREAM,
    ...paymentDecisions,
  };
}

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Cleanup steps run last-in first-out, once, also on Ctrl-C. */
export class Cleanup {
  #steps = [];
  #ran = false;
  add(label, step) {
    this.#steps.push({ label, step });
  }
  async run() {
    if (this.#ran) return;
    this.#ran = true;
    for (const { label, step } of this.#steps.reverse()) {
      try {
        await step();
      } catch (error) {
        console.error(`  cleanup: ${label} failed: ${error?.message ?? error}`);
      }
    }
  }
}

const children = new Set();

/** Sends SIGTERM to every child process still running (synchronous: usable from a signal handler). */
export function killChildren() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}

function track(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

/** A fresh embedded Postgres (defaults: fsync and synchronous_commit on) in a new temp folder. */
export async function startPostgres(backend, cleanup) {
  const dir = mkdtempSync(join(tmpdir(), 'evisa-bench-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  cleanup.add('remove temp folder', remove);
  // Last resort when something exits the process before the cleanup ran (embedded-postgres hooks signals too).
  process.once('exit', remove);
  const log = [];
  const embedded = await backend.startEmbeddedPostgres({ dataDir: dir, onLog: (m) => log.push(m) });
  cleanup.add('stop Postgres', () => embedded.stop());
  return { dir, serverUrl: embedded.url, log };
}

/** A new, migrated database on the bench cluster. */
export async function createDatabase(backend, serverUrl, name) {
  const url = await backend.ensureDatabase(serverUrl, name);
  await backend.runMigrations(url);
  return url;
}

function keepTail(stream, lines) {
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    if (lines.length > 200) lines.splice(0, lines.length - 200);
  });
}

async function waitForHttp(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${url}: process exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.join('\n')}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${output.join('\n')}`);
    await sleep(200);
  }
}

async function stopChild(child, timeoutMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

/**
 * The real app, as deployed: `node backend/dist/main.js` on the given database, secrets generated
 * for the run. `nodeArgs` lets a profiling run add `--cpu-prof`; `env` adds or overrides variables.
 */
export async function startApp({ databaseUrl, dataDir, cleanup, nodeArgs = [], dataEncryptionKey = randomBytes(32), env = {} }) {
  const port = await freePort();
  const output = [];
  const child = track(spawn(process.execPath, [...nodeArgs, join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // No Stripe keys here: the bench pays through the simulated provider.
      ALLOW_SIMULATED_PAYMENTS: 'true',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      EVISA_DATA_DIR: dataDir,
      DATA_ENCRYPTION_KEY: dataEncryptionKey.toString('base64'),
      PAYMENT_SIGNING_SECRET: randomBytes(32).toString('base64'),
      LOG_LEVEL: 'warn',
      // All the bench's lookups and submissions come from 127.0.0.1: lift the per-IP limits on them.
      STATUS_LOOKUPS_PER_MINUTE: '100000000',
      SUBMISSIONS_PER_MINUTE_PER_IP: '100000000',
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  keepTail(child.stdout, output);
  keepTail(child.stderr, output);
  const stop = () => stopChild(child);
  cleanup.add('stop the app', stop);
  await waitForHttp(`http://127.0.0.1:${port}/api/health`, child, output, 60_000);
  return { url: `http://127.0.0.1:${port}`, port, child, output, stop };
}

/** The bare `http` + `pg` lookup server, in its own process like the app. */
export async function startBareServer({ databaseUrl, poolSize, cleanup }) {
  const port = await freePort();
  const output = [];
  const child = track(fork(join(ROOT, 'tests/bench/bare-lookup-server.mjs'), [], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), POOL_SIZE: String(poolSize) },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  }));
  keepTail(child.stdout, output);
  keepTail(child.stderr, output);
  const stop = () => stopChild(child);
  cleanup.add('stop the bare server', stop);
  await waitForHttp(`http://127.0.0.1:${port}/health`, child, output, 20_000);
  return { url: `http://127.0.0.1:${port}`, port, child, output, stop };
}

const FIRST_NAMES = ['Asha', 'Ravi', 'Priya', 'Arjun', 'Meera', 'Vikram', 'Ananya', 'Rahul', 'Kavya', 'Sanjay', 'Divya', 'Karan'];
const LAST_NAMES = ['Patel', 'Sharma', 'Iyer', 'Reddy', 'Gupta', 'Nair', 'Singh', 'Das', 'Mehta', 'Rao', 'Kapoor', 'Joshi'];
const CITIES = ['Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Pune', 'Jaipur', 'Kochi', 'Lucknow'];

const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A valid, unique visa payload as the frontend posts it (an Indian traveller with a Schengen visa,
 * standard processing, total "184"), the same shape as backend test-support `visaPayload()`.
 */
export function visaPayload(i) {
  const first = FIRST_NAMES[i % FIRST_NAMES.length];
  const last = LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length];
  const city = CITIES[i % CITIES.length];
  const tag = randomBytes(4).toString('hex').toUpperCase();
  return {
    firstName: first,
    lastName: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}.${i}@example.com`,
    phone: `+91 98${String(100_000_00 + (i % 90_000_000)).padStart(8, '0')}`,
    passportNumber: `Z${tag.slice(0, 7)}`,
    passportIssueDate: '2020-01-15',
    passportExpiryDate: inDays(3 * 365),
    dateOfBirth: `19${60 + (i % 40)}-0${1 + (i % 9)}-1${i % 10}`,
    placeOfBirth: city,
    motherName: 'Meera',
    fatherName: 'Raj',
    address: `${1 + (i % 300)} Marine Drive, ${city}`,
    arrivalDate: inDays(30 + (i % 20)),
    processingType: 'standard',
    documentType: 'ordinary',
    countryId: 356,
    countryOfOrigin: 'India',
    totalAmount: '184',
    supportingDocumentType: 'visa',
    supportingDocumentCountry: 'SCHENGEN',
    supportingDocumentNumber: `D${tag}`,
    supportingDocumentStartDate: inDays(-100),
    supportingDocumentEndDate: inDays(400),
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
  };
}

/** The event a submission appends, with the metadata the submit handler records. */
export function submissionEvent(backend, i) {
  const applicationNumber = backend.generateApplicationNumber();
  const form = visaPayload(i);
  const now = new Date();
  const events = backend.decideSubmitVisaApplication(
    { applicationNumber, form, country: backend.findCountryById(form.countryId), today: backend.toIsoDate(now), now: now.toISOString(), requestIp: '127.0.0.1' },
    backend.initialVisaApplicationState,
  );
  const streamId = backend.visaApplicationStreamId(applicationNumber);
  const idempotencyKey = randomUUID();
  return {
    applicationNumber,
    streamId,
    request: {
      streamId,
      streamType: backend.VISA_APPLICATION_STREAM,
      expectedVersion: 0,
      events,
      metadata: { actor: { kind: 'customer' }, subjectId: streamId, correlationId: randomUUID(), idempotencyKey },
    },
  };
}

/** Runs autocannon against 127.0.0.1 and resolves with its result. */
export function cannon(options) {
  return new Promise((resolveRun, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error, result) => (error ? reject(error) : resolveRun(result)));
    instance.on('error', reject);
  });
}

/** Non-2xx answers and socket errors of an autocannon result, as one line (empty when clean). */
export function problems(result) {
  const parts = [];
  if (result.errors) parts.push(`${result.errors} errors`);
  if (result.timeouts) parts.push(`${result.timeouts} timeouts`);
  if (result.non2xx) {
    const codes = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${code}×${count}`);
    parts.push(`${result.non2xx} non-2xx (${codes.join(', ')})`);
  }
  return parts.join(', ');
}

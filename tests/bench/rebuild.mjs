// Rebuild speed: load a store through the compiled EventStore (encrypted `pii`, one subject key per
// applicant, the command handlers' metadata), either application lifecycles (`loadLifecycles`) or
// submissions only (`loadEvents`), then time the rebuild of every projector in one pass by running
// `npm run projections:rebuild`'s own command (its Node flags included).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT, submissionEvent } from './support.mjs';

/**
 * Appends `total` submissions on distinct streams through `EventStore.append`, `perTransaction`
 * appends per transaction, `parallel` transactions at a time. Each transaction's connection runs in
 * pg's pipeline mode with `inFlight` appends interleaved, so the load waits on round trips less;
 * with `inline`, the inline projections are applied too, as in the app (two more statements per
 * append); `key` is the key-encryption key. Returns the number of events appended and the cipher that can read them.
 */
export async function loadEvents(backend, url, { total, perTransaction = 1000, parallel = 4, inFlight = 32, inline = false, key = randomBytes(32), onProgress }) {
  const pool = new pg.Pool({ connectionString: url, max: parallel, pipeline: true, application_name: 'bench-load' });
  pool.on('error', () => undefined);
  const db = new backend.Database(pool);
  const cipher = new backend.PiiCipher(key);
  const store = new backend.EventStore(cipher, inline ? backend.ALL_PROJECTORS.filter((p) => p.inline) : []);
  let next = 0;
  let appended = 0;
  const transaction = (start, end) =>
    db.transaction(async (tx) => {
      let i = start;
      await Promise.all(
        Array.from({ length: inFlight }, async () => {
          while (i < end) await store.append(tx, submissionEvent(backend, i++).request);
        }),
      );
    });
  const worker = async () => {
    while (next < total) {
      const start = next;
      const end = Math.min(start + perTransaction, total);
      next = end;
      await transaction(start, end);
      appended += end - start;
      onProgress?.(appended);
    }
  };
  try {
    await Promise.all(Array.from({ length: parallel }, worker));
    return { appended, cipher, key };
  } finally {
    await db.close();
  }
}

/**
 * The command `npm run projections:rebuild` runs once its build check has passed (node, its flags,
 * the script), read from package.json so that the bench times exactly what operators run.
 */
export function rebuildCommand() {
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const [node, ...args] = scripts['projections:rebuild'].split('&&').pop().trim().split(/\s+/);
  if (node !== 'node') throw new Error(`projections:rebuild does not end with a node command: ${scripts['projections:rebuild']}`);
  return args;
}

/**
 * Rebuilds every projector by running `npm run projections:rebuild`'s command on the database at
 * `url`, with the key the store was encrypted with, and returns its report: events, seconds (of
 * the rebuild itself, without the process's start), phases and the process's CPU time.
 */
export async function rebuildAll(url, key) {
  // BENCH_CPU_PROF (a folder) profiles the rebuild's process too: where its Node time goes.
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, ...rebuildCommand(), '--json'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url, DATA_ENCRYPTION_KEY: key.toString('base64'), PAYMENT_SIGNING_SECRET: randomBytes(32).toString('base64') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`projections:rebuild exited with ${code}:\n${stderr}${stdout}`);
  const report = JSON.parse(stdout.trim().split('\n').pop());
  return {
    results: [{ projector: 'all projectors, one pass', events: report.events, seconds: report.seconds, perSecond: report.events / report.seconds }],
    phases: report.phases,
    nodeMs: report.cpuMs,
  };
}

const now = () => new Date().toISOString();

/** Applications submitted per transaction of `loadLifecycles`. */
export const LIFECYCLE_WINDOW = 200;

/**
 * What happens to application `j` after it is submitted. Deterministic in `j`, in the shares a
 * service like ours sees: most pay at once, some cancel at the provider and pay on a second attempt,
 * some never pay; staff decide every paid application, record the applicant's visa on a third of
 * them and reject one in twenty.
 */
function lifecycleOf(j) {
  const r = Math.imul(j + 1, 2_654_435_761) >>> 0;
  const share = r % 100;
  return {
    payment: share < 78 ? 'paid' : share < 88 ? 'paid on a second attempt' : 'abandoned',
    recordsVisaType: (r >>> 8) % 3 === 0,
    rejected: (r >>> 16) % 20 === 0,
  };
}

/**
 * A store shaped like a live one, for the rebuild: every application goes through its life as the
 * command handlers record it, through the compiled domain's decide functions and `EventStore.append`.
 * Applications are submitted in windows of `window`; each window's transaction also records the
 * payments of the window before it (the customer's `PaymentCreated` and `PaymentRedirected`, then
 * the provider's result) and the staff decisions on the window `decisionLag` windows back, so
 * decisions land tens of thousands of events after their submission, as they do when staff decide
 * hours later. Stops at the first window boundary past `total` events; the applications submitted
 * last are left undecided, as the newest are in a live store. One transaction at a time (a payment
 * needs its applicant's subject key committed), `inFlight` appends interleaved in it.
 * Returns the number of events, the share of each type, and the cipher that can read them.
 */
export async function loadLifecycles(backend, url, { total, window = LIFECYCLE_WINDOW, decisionLag = 40, inFlight = 32, key = randomBytes(32), onProgress }) {
  const pool = new pg.Pool({ connectionString: url, max: 1, pipeline: true, application_name: 'bench-load' });
  pool.on('error', () => undefined);
  const db = new backend.Database(pool);
  const cipher = new backend.PiiCipher(key);
  const store = new backend.EventStore(cipher, []);
  const windows = [];
  const types = new Map();
  let appended = 0;
  const append = async (tx, request) => {
    if (request.events.length === 0) return;
    await store.append(tx, request);
    appended += request.events.length;
    for (const event of request.events) types.set(event.type, (types.get(event.type) ?? 0) + 1);
  };
  try {
    for (let w = 0; appended < total; w++) {
      const submitted = Array.from({ length: window }, (_, k) => ({ j: w * window + k, ...submissionEvent(backend, w * window + k) }));
      windows.push(submitted);
      const paying = windows[w - 1] ?? [];
      const deciding = windows[w - decisionLag] ?? [];
      const work = [
        ...submitted.map((app) => (tx) => append(tx, app.request)),
        ...paying.map((app) => (tx) => payFor(backend, tx, append, app)),
        ...deciding.map((app) => (tx) => decideOn(backend, tx, append, app)),
      ];
      await db.transaction(async (tx) => {
        let next = 0;
        await Promise.all(Array.from({ length: inFlight }, async () => {
          while (next < work.length) await work[next++](tx);
        }));
      });
      if (w >= decisionLag) windows[w - decisionLag] = null;
      onProgress?.(appended);
    }
    return { appended, cipher, key, types };
  } finally {
    await db.close();
  }
}

/** The payment of one application, as the payment handlers append it: one or two attempts, or none finished. */
async function payFor(backend, tx, append, app) {
  const { payment } = lifecycleOf(app.j);
  const submittedData = app.request.events[0].data;
  const orderId = app.applicationNumber;
  const streamId = backend.paymentStreamId(orderId);
  const customer = { actor: { kind: 'customer' }, subjectId: app.streamId, correlationId: randomUUID() };
  const provider = { actor: { kind: 'provider', id: 'simulated' } };
  let state = backend.initialPaymentState;
  let version = 0;
  const record = async (events, metadata) => {
    await append(tx, { streamId, streamType: backend.PAYMENT_STREAM, expectedVersion: version, events, metadata });
    for (const event of events) state = backend.evolvePayment(state, event);
    version += events.length;
  };
  const amountCents = submittedData.price.totalCents;
  const attempt = async (result) => {
    await record(
      backend.decideStartPayment(
        {
          orderId,
          orderKind: 'visa',
          orderTotalCents: amountCents,
          requestedAmountCents: amountCents,
          description: 'Turkey e-Visa application',
          customer: { customerName: 'Applicant Name', customerEmail: `applicant.${app.j}@example.com` },
          provider: 'simulated',
          language: 'en',
          now: now(),
        },
        state,
      ),
      customer,
    );
    await record(backend.decideRecordRedirect({ orderId, providerSessionId: randomUUID(), paymentUrl: `/mock-gpay-payment?session=${randomUUID()}`, now: now() }, state), customer);
    const providerTransactionId = `sim_${randomBytes(8).toString('hex')}`;
    if (result === 'completed') await record(backend.decideCompletePayment({ orderId, providerTransactionId, amountCents, cardLast4: '4242', now: now() }, state), provider);
    if (result === 'cancelled') await record(backend.decideCancelPayment({ orderId, providerTransactionId, reason: 'Cancelled by the customer', now: now() }, state), provider);
  };
  if (payment === 'paid') await attempt('completed');
  if (payment === 'paid on a second attempt') {
    await attempt('cancelled');
    await attempt('completed');
  }
  if (payment === 'abandoned') await attempt('open');
}

/** A staff decision on a paid application, with the applicant's visa recorded first on some. */
async function decideOn(backend, tx, append, app) {
  const { payment, recordsVisaType, rejected } = lifecycleOf(app.j);
  if (payment === 'abandoned') return;
  let state = backend.evolveVisaApplication(backend.initialVisaApplicationState, app.request.events[0]);
  const events = [];
  const take = (decided) => {
    for (const event of decided) state = backend.evolveVisaApplication(state, event);
    events.push(...decided);
  };
  if (recordsVisaType) take(backend.decideAssignVisaType({ visaType: 'USA', now: now() }, state));
  take(
    backend.decideVisaApplication(
      {
        decision: rejected ? 'rejected' : 'approved',
        paymentStatus: 'completed',
        documentHash: rejected ? null : randomBytes(32).toString('hex'),
        ...(rejected ? { reason: 'The supporting document could not be verified' } : {}),
        now: now(),
      },
      state,
    ),
  );
  const metadata = { actor: { kind: 'staff', id: randomUUID() }, correlationId: randomUUID() };
  await append(tx, { streamId: app.streamId, streamType: backend.VISA_APPLICATION_STREAM, expectedVersion: 1, events, metadata });
}

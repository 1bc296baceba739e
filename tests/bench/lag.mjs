// Projection lag at a steady submission rate: for every acknowledged submission, the time from
// its 201 reaching the client until the projection runner's checkpoint (of every projector) has
// passed the event. The client-side 201 comes a little after the commit, so this slightly
// understates the true commit-to-visible lag (by the answer's trip, well under a millisecond here).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { cannon, problems, sleep, visaPayload } from './support.mjs';

const POLL_MS = 2;

const beyond = (cp, ev) => cp.t > ev.t || (cp.t === ev.t && cp.p >= ev.p);

export async function measureLag({ appUrl, databaseUrl, projectors, rate, seconds, seed }) {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'bench-lag-poller' });
  client.on('error', () => undefined);
  await client.connect();
  // Start from a settled state: the runner may still be draining the previous phase's backlog, and
  // this measures the lag at a steady rate, not the drain.
  const settleStarted = performance.now();
  for (;;) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS behind FROM projection_checkpoints c WHERE projector = ANY($1)
         AND EXISTS (SELECT 1 FROM events e WHERE (e.transaction_id, e.global_position) > (c.transaction_id, c.global_position))`,
      [projectors],
    );
    if (rows[0].behind === 0) break;
    if (performance.now() - settleStarted > 300_000) throw new Error('projections did not catch up with the earlier phases within 5 minutes');
    await sleep(50);
  }
  const settleMs = performance.now() - settleStarted;
  const samples = []; // [time, Map<projector, {t, p}>]
  let polling = true;
  const poll = async () => {
    while (polling) {
      const { rows } = await client.query(
        'SELECT projector, transaction_id::text AS t, global_position::text AS p FROM projection_checkpoints WHERE projector = ANY($1)',
        [projectors],
      );
      const at = performance.now();
      samples.push([at, new Map(rows.map((r) => [r.projector, { t: BigInt(r.t), p: BigInt(r.p) }]))]);
      await sleep(POLL_MS);
    }
  };
  const poller = poll();
  const acked = new Map(); // application number -> time the 201 arrived
  let seq = seed;
  try {
    const result = await cannon({
      url: appUrl,
      connections: 10,
      overallRate: rate,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/applications',
          setupRequest(req) {
            req.headers['content-type'] = 'application/json';
            req.headers['idempotency-key'] = randomUUID();
            req.body = JSON.stringify(visaPayload(seq++));
            return req;
          },
          onResponse(status, body) {
            if (status === 201) acked.set(JSON.parse(body).applicationNumber, performance.now());
          },
        },
      ],
    });
    // Let the runner catch up with the last submissions before stopping the poller.
    await sleep(1000);
    polling = false;
    await poller;

    const numbers = [...acked.keys()];
    const { rows } = await client.query(
      `SELECT data->>'applicationNumber' AS number, transaction_id::text AS t, global_position::text AS p
       FROM events WHERE stream_id = ANY($1) AND event_type = 'VisaApplicationSubmitted'`,
      [numbers.map((n) => `visa-application-${n}`)],
    );
    const lags = [];
    let missed = 0;
    for (const row of rows) {
      const ev = { t: BigInt(row.t), p: BigInt(row.p) };
      // First sample at which every projector's checkpoint is at or beyond the event (samples only move forward).
      let lo = 0;
      let hi = samples.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        const all = projectors.every((name) => {
          const cp = samples[mid][1].get(name);
          return cp && beyond(cp, ev);
        });
        if (all) hi = mid;
        else lo = mid + 1;
      }
      if (lo === samples.length) {
        missed++;
        continue;
      }
      lags.push(Math.max(0, samples[lo][0] - acked.get(row.number)));
    }
    lags.sort((a, b) => a - b);
    const pct = (q) => (lags.length ? lags[Math.min(lags.length - 1, Math.ceil(q * lags.length) - 1)] : NaN);
    return {
      submitted: acked.size,
      achievedRate: acked.size / result.duration,
      p50: pct(0.5),
      p99: pct(0.99),
      max: lags.at(-1) ?? NaN,
      missed,
      polls: samples.length,
      latencyP99: result.latency.p99,
      problems: problems(result),
      nextSeed: seq,
      settleMs,
    };
  } finally {
    polling = false;
    await poller.catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

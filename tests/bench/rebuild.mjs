// Rebuild speed: load realistic VisaApplicationSubmitted events through the compiled EventStore
// (encrypted `pii`, one subject key per stream, the submit handler's metadata), then time
// `rebuildProjections` of every projector in one pass, as `npm run projections:rebuild` runs it.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { submissionEvent } from './support.mjs';

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
    return { appended, cipher };
  } finally {
    await db.close();
  }
}

/** Rebuilds every projector (as `npm run projections:rebuild` does) on `db` and returns the timings. */
export async function rebuildAll(backend, db, cipher) {
  const store = new backend.EventStore(cipher);
  // One pass for all projectors, exactly as the command does.
  const started = performance.now();
  const events = await backend.rebuildProjections(db, store, backend.ALL_PROJECTORS);
  const seconds = (performance.now() - started) / 1000;
  return { results: [{ projector: `all ${backend.ALL_PROJECTORS.length} projectors, one pass`, events, seconds, perSecond: events / seconds }] };
}

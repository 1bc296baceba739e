import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { Database } from '../infrastructure/database/database.js';
import { EventStore } from '../event-store/event-store.js';
import type { RecordedEvent } from '../event-store/event-store.types.js';
import { PiiCipher } from '../event-store/pii-cipher.js';
import { createTestDatabase, type TestDatabase } from '../test-support/test-database.js';
import { ProjectionRunner } from './projection-runner.js';
import type { Projector } from './projector.js';

const quiet = { info: () => undefined, error: () => undefined };

function recorder(name: string): Projector & { seen: RecordedEvent[] } {
  const seen: RecordedEvent[] = [];
  return { name, tables: [], inline: false, seen, handles: () => true, applyBatch: async (_sql, events) => void seen.push(...events) };
}

describe('projection runner (real Postgres)', () => {
  let database: TestDatabase;
  let db: Database;
  let store: EventStore;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = Database.connect(database.url, 30);
    store = new EventStore(new PiiCipher(randomBytes(32)));
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  it('sees each of 5,000 events appended by 20 concurrent writers exactly once, in store order', async () => {
    const projector = recorder('recorder');
    const runner = new ProjectionRunner(db, store, [projector], database.url, quiet);
    await runner.start();
    const WRITERS = 20;
    const PER_WRITER = 250;
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        let written = 0;
        let batch = 0;
        while (written < PER_WRITER) {
          // Small transactions of 1-4 events, on a handful of streams per writer, committing in any order.
          const size = Math.min(1 + ((writer + batch) % 4), PER_WRITER - written);
          const streamId = `w${writer}-s${batch % 5}`;
          await db.transaction(async (tx) => {
            const version = await store.streamVersion(tx, streamId);
            await store.append(tx, {
              streamId,
              streamType: 'load',
              expectedVersion: version,
              events: Array.from({ length: size }, (_, i) => ({ type: 'Loaded', data: { writer, n: written + i } })),
              metadata: { actor: { kind: 'system' } },
            });
          });
          written += size;
          batch++;
        }
      }),
    );
    await runner.waitForCatchUp(30_000);
    await runner.stop();

    const total = WRITERS * PER_WRITER;
    const positions = projector.seen.map((e) => e.position);
    expect(positions).toHaveLength(total);
    expect(new Set(positions).size).toBe(total);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
    expect(rows[0]!.n).toBe(total);
    // The runner's order is the store's (transaction id, position) order, and each stream's versions ascend.
    for (let i = 1; i < projector.seen.length; i++) {
      const a = projector.seen[i - 1]!;
      const b = projector.seen[i]!;
      const ordered = BigInt(a.transactionId) < BigInt(b.transactionId) || (a.transactionId === b.transactionId && BigInt(a.position) < BigInt(b.position));
      expect(ordered).toBe(true);
    }
    const lastVersion = new Map<string, number>();
    for (const e of projector.seen) {
      expect(e.streamVersion).toBe((lastVersion.get(e.streamId) ?? 0) + 1);
      lastVersion.set(e.streamId, e.streamVersion);
    }
  });

  it('runs each projector on one instance only, and another takes over when it stops', async () => {
    const a = recorder('exclusive');
    const b = recorder('exclusive');
    const first = new ProjectionRunner(db, store, [a], database.url, quiet);
    const second = new ProjectionRunner(db, store, [b], database.url, quiet);
    try {
      // start() only connects: the lock is taken by the loop afterwards. Wait for it, however slow
      // the machine, before the second instance starts and could take it first.
      await first.start();
      const locked = Date.now() + 10_000;
      while (!first.isRunning('exclusive') && Date.now() < locked) await new Promise((r) => setTimeout(r, 10));
      expect(first.isRunning('exclusive')).toBe(true);
      await second.start();
      await db.transaction((tx) =>
        store.append(tx, { streamId: 'takeover-1', streamType: 'test', expectedVersion: 0, events: [{ type: 'One', data: {} }], metadata: { actor: { kind: 'system' } } }),
      );
      await first.waitForCatchUp();
      expect(first.isRunning('exclusive')).toBe(true);
      expect(second.isRunning('exclusive')).toBe(false);
      const seenByFirst = a.seen.length;
      await first.stop();
      await db.transaction((tx) =>
        store.append(tx, { streamId: 'takeover-1', streamType: 'test', expectedVersion: 1, events: [{ type: 'Two', data: {} }], metadata: { actor: { kind: 'system' } } }),
      );
      const deadline = Date.now() + 10_000;
      while (!b.seen.some((e) => e.type === 'Two') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(b.seen.map((e) => e.type)).toEqual(['Two']);
      expect(a.seen).toHaveLength(seenByFirst);
    } finally {
      // Stopped whatever happened: a runner left holding connections would keep the database from being dropped.
      await first.stop();
      await second.stop();
    }
  });

  const append = (target: EventStore, streamId: string, expectedVersion: number, type: string) =>
    db.transaction((tx) => target.append(tx, { streamId, streamType: 'test', expectedVersion, events: [{ type, data: {} }], metadata: { actor: { kind: 'system' } } }));
  const until = async (condition: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    return condition();
  };

  it('feeds several projectors from one loop, each from its own checkpoint, each event once', async () => {
    const early = recorder('early');
    const first = new ProjectionRunner(db, store, [early], database.url, quiet);
    await first.start();
    for (let v = 0; v < 10; v++) await append(store, 'checkpoints-1', v, `E${v}`);
    await first.waitForCatchUp();
    await first.stop();

    // A projector added later starts from the beginning while the other continues from its checkpoint.
    const late = recorder('late');
    const second = new ProjectionRunner(db, store, [early, late], database.url, quiet);
    await second.start();
    for (let v = 10; v < 15; v++) await append(store, 'checkpoints-1', v, `E${v}`);
    await second.waitForCatchUp();
    await second.stop();
    const ofStream = (r: { seen: RecordedEvent[] }) => r.seen.filter((e) => e.streamId === 'checkpoints-1').map((e) => e.type);
    const all = Array.from({ length: 15 }, (_, v) => `E${v}`);
    expect(ofStream(early)).toEqual(all);
    expect(ofStream(late)).toEqual(all);
  });

  it("wakes a runner on another instance through the appending instance's NOTIFY, without waiting for its poll", async () => {
    // Two instances: each has its own EventStore; instance B's runner would otherwise look only once a minute.
    const storeB = new EventStore(new PiiCipher(randomBytes(32)));
    const onA = recorder('instance-a');
    const onB = recorder('instance-b');
    const runnerA = new ProjectionRunner(db, store, [onA], database.url, quiet, { idlePollMs: 60_000 });
    const runnerB = new ProjectionRunner(db, storeB, [onB], database.url, quiet, { idlePollMs: 60_000 });
    await runnerA.start();
    await runnerB.start();
    await runnerA.waitForCatchUp();
    await runnerB.waitForCatchUp();
    await new Promise((r) => setTimeout(r, 400)); // past both runners' post-start polling
    await append(store, 'wake-1', 0, 'Announced');
    const seen = await until(() => onB.seen.some((e) => e.type === 'Announced'));
    await runnerA.stop();
    await runnerB.stop();
    expect(seen).toBe(true);
  });

  it('lets the other projectors go on when one fails on an event, and brings that one back once it gets past it', async () => {
    await db.query('CREATE TABLE isolation_seen (projector text, position bigint, stream_id text, type text, PRIMARY KEY (projector, position))');
    // Each projector writes what it applies in the batch's transaction, so a rolled-back batch leaves nothing.
    const writer = (name: string, fails: () => boolean): Projector => ({
      name,
      tables: [],
      inline: false,
      handles: () => true,
      applyBatch: async (sql, events) => {
        if (fails() && events.some((e) => e.type === 'Poison')) throw new Error('cannot project a Poison event');
        await sql.query('INSERT INTO isolation_seen SELECT $1, unnest($2::bigint[]), unnest($3::text[]), unnest($4::text[])', [
          name,
          events.map((e) => e.position),
          events.map((e) => e.streamId),
          events.map((e) => e.type),
        ]);
      },
    });
    const types = ['Before1', 'Before2', 'Poison', 'After1', 'After2'];
    const seenBy = async (projector: string) =>
      (await db.query<{ type: string }>("SELECT type FROM isolation_seen WHERE projector = $1 AND stream_id = 'isolation-1' ORDER BY position", [projector])).rows.map((r) => r.type);
    let broken = true;
    const errors: { message: string; context?: object }[] = [];
    const infos: { message: string; context?: object }[] = [];
    const logger = { info: (message: string, context?: object) => void infos.push({ message, context }), error: (message: string, context?: object) => void errors.push({ message, context }) };
    const runner = new ProjectionRunner(db, store, [writer('steady', () => false), writer('fragile', () => broken)], database.url, logger, { idlePollMs: 50 });
    await runner.start();
    try {
      for (const [version, type] of types.entries()) await append(store, 'isolation-1', version, type);

      // The steady projector gets every event, the Poison one and those after it included. The
      // failing batch is then applied to each projector alone, steady first, so the fragile one's
      // failure is logged just after steady's commit shows: wait for both, never read one early.
      const failureLogged = () => errors.find((e) => e.message.startsWith('projector failing'));
      const deadline = Date.now() + 10_000;
      while (((await seenBy('steady')).length < types.length || !failureLogged()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await seenBy('steady')).toEqual(types);
      // The fragile one stays before the Poison event, still held by this runner, and says where it stopped.
      expect(await seenBy('fragile')).not.toContain('Poison');
      expect(runner.isRunning('fragile')).toBe(true);
      const failure = failureLogged();
      expect(failure?.context).toMatchObject({ projector: 'fragile', attempts: 1, eventTypes: expect.arrayContaining(['Poison']) });
      expect(JSON.stringify(failure?.context)).toContain('cannot project a Poison event');

      // Mended, it is tried again alone, catches up, and then moves on with the others. Its recovery
      // is logged only after that lone batch has committed: wait for the log too, not just the rows.
      broken = false;
      const recoveryLogged = () => infos.some((i) => i.message === 'projector recovered');
      const mended = Date.now() + 10_000;
      while (((await seenBy('fragile')).length < types.length || !recoveryLogged()) && Date.now() < mended) await new Promise((r) => setTimeout(r, 50));
      expect(await seenBy('fragile')).toEqual(types);
      expect(recoveryLogged()).toBe(true);
      await append(store, 'isolation-1', types.length, 'Later');
      await runner.waitForCatchUp();
    } finally {
      // Stopped whatever happened, so a failed expectation cannot leave the loop running.
      await runner.stop();
    }
    expect(await seenBy('steady')).toEqual([...types, 'Later']);
    expect(await seenBy('fragile')).toEqual([...types, 'Later']);
  });
});

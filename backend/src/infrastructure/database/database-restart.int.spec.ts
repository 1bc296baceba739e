import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@evisa/contracts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/api-exception.filter.js';
import { ensureDatabase } from './database.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { runMigrations } from './migrate.js';

/**
 * PRODUCT.md: "a Postgres restart mid-load is survived without manual action". The app runs on a
 * cluster of its own, which this test stops and starts again under it, as a database restart in
 * production would (compose restarting its container): no restart of the app, no lost or doubled
 * submission, and a clear 503 meanwhile instead of a 500.
 */
describe('a Postgres restart under the running app', () => {
  let dataDir: string;
  let server: EmbeddedDatabase;
  let port: number;
  let t: TestApp;
  /** The projectors' lag in /api/health is for staff only; the session outlives the restart (it is in the database). */
  let staff: SignedIn;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'evisa-restart-'));
    server = await startEmbeddedPostgres({ dataDir });
    port = Number(new URL(server.url).port);
    const url = await ensureDatabase(server.url, 'evisa');
    await runMigrations(url);
    t = await startTestApp({ runProjections: true, database: { url, drop: async () => undefined } });
    staff = await signedInAs(t, 'auditor');
  });

  afterAll(async () => {
    await t?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const submit = (key: string, payload: Record<string, unknown>) =>
    request(t.http).post('/api/applications').set('Idempotency-Key', key).send(payload);

  it('answers 503 with Retry-After while the database is down, then works again by itself', async () => {
    const before = await submit('restart-before', visaPayload({ firstName: 'Before' }));
    expect(before.status).toBe(201);

    await server.stop();
    const payload = visaPayload({ firstName: 'During' });
    const during = await submit('restart-during', payload);
    expect(during.status).toBe(503);
    expect(during.body).toEqual({ statusCode: 503, message: MESSAGES.serviceUnavailable });
    expect(during.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    const lookup = await request(t.http).get(`/api/applications/${before.body.applicationNumber}`);
    expect(lookup.status).toBe(503);
    const health503 = await request(t.http).get('/api/health');
    expect([health503.status, health503.body]).toEqual([503, { status: 'error' }]);
    // A staff member is told no more: with the database down the session cannot be checked.
    expect((await staff.agent.get('/api/health')).body).toEqual({ status: 'error' });

    server = await startEmbeddedPostgres({ dataDir, port });
    // The client retries with its key, as the wizard does; until the pool has reconnected, every
    // answer is the 503, never a 500.
    let answer = await submit('restart-during', payload);
    for (let tries = 0; answer.status !== 201 && tries < 50; tries++) {
      expect(answer.status).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
      answer = await submit('restart-during', payload);
    }
    expect(answer.status).toBe(201);
    const number = answer.body.applicationNumber as string;

    // Read models and the projection runner are back too, without restarting anything.
    const status = await request(t.http).get(`/api/applications/${number}`);
    expect(status.status).toBe(200);
    expect(status.body.firstName).toBe('During');
    let health = await staff.agent.get('/api/health');
    for (let tries = 0; !(health.status === 200 && health.body.projections?.every((p: { lagEvents: number }) => p.lagEvents === 0)) && tries < 75; tries++) {
      await new Promise((r) => setTimeout(r, 200));
      health = await staff.agent.get('/api/health');
    }
    expect(health.status).toBe(200);
    expect(health.body.projections.map((p: { lagEvents: number }) => p.lagEvents)).toEqual(health.body.projections.map(() => 0));

    // Exactly one application per key: the retry that got through was not written twice.
    expect((await submit('restart-during', payload)).body.applicationNumber).toBe(number);
    const { rows } = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events WHERE event_type = 'VisaApplicationSubmitted'`);
    expect(rows[0]!.n).toBe(2);
  });
});

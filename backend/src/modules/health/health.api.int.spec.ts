import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { STAFF_SESSION_COOKIE } from '@evisa/contracts';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

/**
 * GET /api/health is public (load balancers, the compose and Dockerfile healthchecks, uptime
 * monitors): they get the status code and `status`; the database and the projectors by name with
 * their lag only go to a signed-in staff member.
 */
describe('health (real Postgres)', () => {
  let t: TestApp;
  let auditor: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
    auditor = await signedInAs(t, 'auditor');
  });
  afterAll(async () => {
    await t.close();
  });

  it('tells anyone only the status: no database, projector names or lag', async () => {
    await t.runner.waitForCatchUp();
    for (const cookie of [undefined, `${STAFF_SESSION_COOKIE}=forged-${'x'.repeat(40)}`, `${STAFF_SESSION_COOKIE}=${'x'.repeat(300)}`]) {
      const req = request(t.http).get('/api/health');
      const res = await (cookie ? req.set('Cookie', cookie) : req).expect(200);
      expect(res.body).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('tells a signed-in staff member (any role, the auditor too) the database and every projector with its lag', async () => {
    await t.runner.waitForCatchUp();
    // Caught up by the checkpoints; the runner marks a projector as its own just after its lock,
    // so on a slow machine ask again (up to 10 s) until every one says so, then judge the answer.
    const allHere = (body: { projections?: { runningHere: boolean }[] }) => body.projections?.every((p) => p.runningHere) === true;
    let res = await auditor.agent.get('/api/health').expect(200);
    for (const deadline = Date.now() + 10_000; !allHere(res.body) && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 50));
      res = await auditor.agent.get('/api/health').expect(200);
    }
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
    expect(res.body.projections).toEqual(ALL_PROJECTORS.map((p) => expect.objectContaining({ name: p.name, runningHere: true, lagEvents: 0, stalled: false })));
  });

  it('stops telling a member who signed out', async () => {
    const admin = await signedInAs(t, 'admin');
    expect((await admin.agent.get('/api/health').expect(200)).body.projections).toHaveLength(ALL_PROJECTORS.length);
    await admin.agent.post('/api/admin/auth/logout').set('X-CSRF-Token', admin.csrfToken).expect(204);
    expect((await admin.agent.get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  });
});

describe('health of a projector that is not moving (real Postgres)', () => {
  let t: TestApp;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await signedInAs(t, 'agent');
    await t.runner.waitForCatchUp();
    // No runner any more: events now wait, as they would behind a projector failing on one.
    await t.runner.stop();
  });
  afterAll(async () => {
    await t.close();
  });

  const appendProbe = (version: number, age: string) =>
    t.db.query(`INSERT INTO events (stream_id, stream_type, stream_version, event_type, data, occurred_at) VALUES ('health-probe', 'probe', $1, 'Probe', '{}', now() - $2::interval)`, [version, age]);

  it('stays ok while an event has waited only moments, and says degraded once one has waited over a minute; staff see which projectors stalled', async () => {
    await appendProbe(1, '1 second');
    const fresh = await staff.agent.get('/api/health').expect(200);
    expect(fresh.body.status).toBe('ok');
    expect(fresh.body.projections).toEqual(ALL_PROJECTORS.map((p) => expect.objectContaining({ name: p.name, lagEvents: 1, stalled: false })));

    await appendProbe(2, '2 minutes');
    const stalled = await staff.agent.get('/api/health').expect(200);
    expect(stalled.body.status).toBe('degraded');
    expect(stalled.body.projections).toEqual(ALL_PROJECTORS.map((p) => expect.objectContaining({ name: p.name, lagEvents: 2, stalled: true })));
    expect((await request(t.http).get('/api/health').expect(200)).body).toEqual({ status: 'degraded' });
  });
});

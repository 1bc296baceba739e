import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, STAFF_SESSION_COOKIE } from '@evisa/contracts';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { statusLineForHeadersOnly } from '../../test-support/headers-only.js';

/** The decision routes take bodies up to 10 MB: nobody without a staff session may make the server read one. */
describe('staff decision routes: session checked before the body is read (real Postgres)', () => {
  let t: TestApp;
  let agent: SignedIn;
  beforeAll(async () => {
    t = await startTestApp();
    agent = await signedInAs(t, 'agent');
  });
  afterAll(async () => {
    await t.close();
  });

  const ROUTES = ['/api/admin/applications/ABC1234567890XYZ/status', '/api/admin/insurance-applications/ABC1234567890XYZ/status'];
  // Not JSON: had the parser run, the answer would be a 400, not the guard's refusal.
  const unparsable = `{"status":"approved","x":"${'a'.repeat(1024 * 1024)}`;

  it('refuses an anonymous body with the guard’s 401 before parsing it', async () => {
    for (const route of ROUTES) {
      const res = await request(t.http).patch(route).set('Content-Type', 'application/json').send(unparsable);
      expect([route, res.status, res.body]).toEqual([route, 401, { statusCode: 401, message: ADMIN_MESSAGES.signInRequired }]);
    }
  });

  it('refuses a session without the CSRF header (or a forged session cookie) before parsing', async () => {
    for (const route of ROUTES) {
      const noCsrf = await agent.agent.patch(route).set('Content-Type', 'application/json').send(unparsable);
      expect([route, noCsrf.status, noCsrf.body]).toEqual([route, 403, { statusCode: 403, message: ADMIN_MESSAGES.csrfInvalid }]);
      const forged = await request(t.http).patch(route).set('Cookie', `${STAFF_SESSION_COOKIE}=forged-${'x'.repeat(40)}`).set('X-CSRF-Token', agent.csrfToken).set('Content-Type', 'application/json').send(unparsable);
      expect([route, forged.status]).toEqual([route, 401]);
    }
  });

  it('answers an anonymous 9.6 MB request from its headers alone, without waiting for the body', async () => {
    // Headers only: the promised 9.6 MB never follow.
    const answer = await statusLineForHeadersOnly(t, 'PATCH', ROUTES[0]!, 9_600_000);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('lets a signed-in member with the CSRF token through to the guard and the handler', async () => {
    const res = await agent.agent.patch(ROUTES[0]!).set('X-CSRF-Token', agent.csrfToken).send({ status: 'approved' });
    expect(res.status).toBe(404);
    await agent.agent.patch(ROUTES[0]!).set('X-CSRF-Token', agent.csrfToken).set('Content-Type', 'application/json').send(unparsable).expect(400);
  });
});

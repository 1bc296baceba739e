import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES, STAFF_HOST_COOKIE_PREFIX, STAFF_SESSION_COOKIE } from '@evisa/contracts';
import request from 'supertest';
import { createStaff, nextIp, STAFF_PASSWORD } from '../test-support/back-office.js';
import { startTestApp, type TestApp } from '../test-support/test-app.js';

/** The UI page, one of its assets, its init script, and the two documents. */
const DOCS_PATHS = ['/api/docs', '/api/docs/', '/api/docs/swagger-ui.css', '/api/docs/swagger-ui-init.js', '/api/docs-json', '/api/docs-yaml'];
/** In production the session cookie is Secure, and so named with `__Host-` (see staffCookieNames). */
const SECURE_SESSION_COOKIE = `${STAFF_HOST_COOKIE_PREFIX}${STAFF_SESSION_COOKIE}`;

/**
 * The staff session cookie of a fresh sign-in, as a Cookie header. In production the cookie is
 * `Secure`, which supertest's agent does not send over plain HTTP, so it is passed by hand.
 */
async function staffCookie(t: TestApp, role: 'admin' | 'agent' | 'auditor'): Promise<string> {
  const { email } = await createStaff(t, role);
  const res = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(200);
  const setCookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const session = setCookies.find((c) => c.startsWith(`${SECURE_SESSION_COOKIE}=`));
  expect(session).toMatch(/; Secure/);
  return session!.split(';', 1)[0]!;
}

describe('API docs in production: signed-in staff only (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { production: true } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(DOCS_PATHS)('refuses %s without a staff session (401, nothing of the document)', async (path) => {
    const res = await request(t.http).get(path).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: ADMIN_MESSAGES.signInRequired });
    expect(res.text).not.toContain('/api/applications');
  });

  it('refuses a made-up or signed-out session cookie', async () => {
    await request(t.http).get('/api/docs-json').set('Cookie', `${SECURE_SESSION_COOKIE}=forged`).expect(401);
    const cookie = await staffCookie(t, 'agent');
    const me = await request(t.http).get('/api/admin/auth/me').set('Cookie', cookie).expect(200);
    await request(t.http).post('/api/admin/auth/logout').set('Cookie', cookie).set('X-CSRF-Token', me.body.csrfToken).expect(204);
    await request(t.http).get('/api/docs-json').set('Cookie', cookie).expect(401);
  });

  it.each(['admin', 'agent', 'auditor'] as const)('serves the UI and the document to a signed-in %s', async (role) => {
    const cookie = await staffCookie(t, role);
    const page = await request(t.http).get('/api/docs').set('Cookie', cookie).expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    await request(t.http).get('/api/docs/swagger-ui.css').set('Cookie', cookie).expect(200);
    const json = await request(t.http).get('/api/docs-json').set('Cookie', cookie).expect(200);
    expect(json.body.paths['/api/applications'].post).toBeDefined();
  });

  it('leaves the public API public', async () => {
    await request(t.http).get('/api/countries').expect(200);
  });
});

describe('API docs in development and tests: open (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { production: false } });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(DOCS_PATHS)('serves %s without a session', async (path) => {
    await request(t.http).get(path).expect(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_MESSAGES, CHAT_SOCKET_EVENTS } from '@evisa/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { createStaff, nextIp, STAFF_PASSWORD } from '../../test-support/back-office.js';
import { chatSocket, connected } from '../../test-support/chat-socket.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const HOST_SESSION = '__Host-evisa_session';
const HOST_CSRF = '__Host-evisa_csrf';
const SECURE_DEVICE = '__Secure-evisa_staff_device';

/**
 * Staff cookies when they are Secure (production, HTTPS): `__Host-` names, which the browser keeps
 * only from this very host over HTTPS with Path=/ and no Domain, so nobody else can plant one.
 * Supertest speaks plain http and its cookie jar would not send Secure cookies back, so the Cookie
 * headers are written by hand here, as the browser would send them.
 */
describe('staff cookies under a Secure (production) config (real Postgres)', () => {
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ config: { production: true, staff: { ...loadStaffConfig({}), loginAttemptsPerAccount: 3 } } });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  const setCookies = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const named = (res: request.Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
  /** `name=value` of the cookie set under `name`. */
  const pair = (res: request.Response, name: string) => named(res, name)!.split(';')[0]!;
  const login = (email: string, cookie?: string, password = STAFF_PASSWORD) => {
    const req = request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp());
    return (cookie ? req.set('Cookie', cookie) : req).send({ email, password });
  };
  const signedIn = async (role: 'admin' | 'agent' | 'auditor' = 'agent') => {
    const { email } = await createStaff(t, role);
    const res = await login(email).expect(200);
    return { email, res, session: pair(res, HOST_SESSION), csrf: pair(res, HOST_CSRF), csrfToken: res.body.csrfToken as string };
  };
  const whoIs = async (cookie: string) => ((await request(t.http).get('/api/admin/auth/me').set('Cookie', cookie).expect(200)).body as { staff: { email: string } | null }).staff?.email ?? null;

  it('sets the session and CSRF cookies as __Host- cookies: Secure, Path=/, no Domain; the device cookie as __Secure-', async () => {
    const { res, csrfToken } = await signedIn();
    const session = named(res, HOST_SESSION)!;
    const csrf = named(res, HOST_CSRF)!;
    for (const cookie of [session, csrf]) {
      expect(cookie).toMatch(/; Path=\/;/);
      expect(cookie).toMatch(/; Secure;/);
      expect(cookie).not.toMatch(/Domain=/i);
    }
    expect(session).toMatch(/HttpOnly/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toContain(`${HOST_CSRF}=${csrfToken};`);
    expect(named(res, SECURE_DEVICE)).toMatch(/; Path=\/api\/admin\/auth; Max-Age=\d+; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$/);
    // No plain-named cookie is set, and none is cleared when the browser sends none.
    expect(setCookies(res).map((c) => c.split('=')[0])).toEqual([HOST_SESSION, HOST_CSRF, SECURE_DEVICE]);
  });

  it('authenticates by the __Host- cookie only: a plain-named session cookie signs no one in, not even with a live token', async () => {
    const { email, session, csrfToken } = await signedIn();
    const token = session.slice(HOST_SESSION.length + 1);
    expect(await whoIs(session)).toBe(email);
    await request(t.http).get('/api/admin/stats').set('Cookie', session).expect(200);

    for (const forged of [`evisa_session=${token}`, 'evisa_session=forged-by-a-sibling-subdomain']) {
      expect(await whoIs(forged)).toBeNull();
      await request(t.http).get('/api/admin/stats').set('Cookie', forged).expect(401);
      await request(t.http).post('/api/admin/auth/logout').set('Cookie', forged).set('X-CSRF-Token', csrfToken).expect(401);
    }
    // The decision routes' early check (before the body is read) reads the same name.
    await request(t.http).patch('/api/admin/applications/ABC1234567890XYZ/status').set('Cookie', `evisa_session=${token}`).set('X-CSRF-Token', csrfToken).send({}).expect(401);
  });

  it('signs out by clearing the __Host- cookies (Secure, Path=/), and the session is over', async () => {
    const { session, csrfToken } = await signedIn('auditor');
    const out = await request(t.http).post('/api/admin/auth/logout').set('Cookie', session).set('X-CSRF-Token', csrfToken).expect(204);
    expect(setCookies(out)).toEqual([
      expect.stringMatching(new RegExp(`^${HOST_SESSION}=; Path=/; Max-Age=0; Expires=[^;]+; HttpOnly; Secure; SameSite=Strict$`)),
      expect.stringMatching(new RegExp(`^${HOST_CSRF}=; Path=/; Max-Age=0; Expires=[^;]+; Secure; SameSite=Strict$`)),
    ]);
    expect(await whoIs(session)).toBeNull();
  });

  it('clears the plain-named cookies a browser still holds from before the prefixes, and ends that old session, on sign-in and sign-out', async () => {
    const first = await signedIn();
    // A session token held under the old plain name (as a browser signed in before the deploy would hold one).
    const legacyToken = first.session.slice(HOST_SESSION.length + 1);
    const again = await login(first.email, `evisa_session=${legacyToken}; evisa_csrf=${first.csrfToken}; evisa_staff_device=old`).expect(200);
    const cleared = setCookies(again).filter((c) => !c.startsWith('__'));
    expect(cleared).toEqual([
      expect.stringMatching(/^evisa_session=; Path=\/; Max-Age=0; .*HttpOnly; Secure; SameSite=Strict$/),
      expect.stringMatching(/^evisa_csrf=; Path=\/; Max-Age=0; .*Secure; SameSite=Strict$/),
      expect.stringMatching(/^evisa_staff_device=; Path=\/api\/admin\/auth; Max-Age=0; .*HttpOnly; Secure; SameSite=Strict$/),
    ]);
    expect(await whoIs(first.session)).toBeNull();
    const current = pair(again, HOST_SESSION);
    expect(await whoIs(current)).toBe(first.email);

    const out = await request(t.http).post('/api/admin/auth/logout').set('Cookie', `evisa_session=stale; ${current}`).set('X-CSRF-Token', again.body.csrfToken).expect(204);
    expect(setCookies(out).map((c) => c.split(';')[0])).toEqual([`${HOST_SESSION}=`, `${HOST_CSRF}=`, 'evisa_session=']);
  });

  it("counts the __Secure- device cookie, even behind a planted copy sent first, while the account's limit is reached", async () => {
    const { email, res } = await signedIn('admin');
    const device = pair(res, SECURE_DEVICE);
    for (let i = 0; i < 3; i++) await login(email, undefined, 'attacker guess').expect(401);
    await login(email).expect(429);
    // A sibling host's copy with a longer path comes first in the browser's Cookie header.
    await login(email, `${SECURE_DEVICE}=planted.by.a.sibling; ${device}`).expect(200);
    // The plain name counts for nothing under the Secure config.
    await login(email, device.replace(SECURE_DEVICE, 'evisa_staff_device')).expect(429);
  });

  it('identifies a staff socket by the __Host- session cookie, and refuses one with the token under the plain name', async () => {
    const { session } = await signedIn('agent');
    const staff = chatSocket(url, { headers: { Cookie: session } }, open);
    const staffHeard = new Promise((resolve) => staff.on(CHAT_SOCKET_EVENTS.customerMessage, resolve));
    await connected(staff);
    const plain = chatSocket(url, { headers: { Cookie: session.replace(HOST_SESSION, 'evisa_session') } }, open);
    expect(await new Promise((resolve) => plain.on(CHAT_SOCKET_EVENTS.unauthorized, resolve))).toEqual({ message: CHAT_MESSAGES.socketUnauthorized });
    // The staff socket is in the agents room: a traveller's new conversation reaches it.
    await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello from a traveller' }).expect(201);
    expect(await staffHeard).toMatchObject({ text: 'Hello from a traveller' });
  });

  it('tells a staff member the health detail with the __Host- cookie, and nobody with a plain-named one', async () => {
    const { session } = await signedIn('auditor');
    expect((await request(t.http).get('/api/health').set('Cookie', session).expect(200)).body).toMatchObject({ status: 'ok', database: 'up', projections: expect.any(Array) });
    expect((await request(t.http).get('/api/health').set('Cookie', session.replace(HOST_SESSION, 'evisa_session')).expect(200)).body).toEqual({ status: 'ok' });
  });
});

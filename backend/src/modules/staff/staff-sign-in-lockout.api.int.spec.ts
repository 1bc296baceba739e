import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createStaff, nextIp, STAFF_PASSWORD } from '../../test-support/back-office.js';

const ACCOUNT_LIMIT = 4;
const DEVICE_LIMIT = 3;
const TOO_MANY = { statusCode: 429, message: 'Too many requests; please wait a minute and try again' };

/** OWASP's device cookies: an attacker who knows a staff email cannot lock that person out of the panel. */
describe('staff sign-in lockout with device cookies (real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      config: { staff: { ...loadStaffConfig({}), loginAttemptsPerMinute: 5, loginAttemptsPerAccount: ACCOUNT_LIMIT, loginAttemptsPerDevice: DEVICE_LIMIT } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  /** One sign-in attempt from a fresh IP (the per-IP limit stays out of the way), with the given Cookie header. */
  const login = (email: string, password: string, cookie?: string) => {
    const req = request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp());
    return (cookie ? req.set('Cookie', cookie) : req).send({ email, password });
  };
  const deviceCookieOf = (res: request.Response) => {
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('evisa_staff_device='));
    if (!cookie) throw new Error('no device cookie');
    return cookie.split(';')[0]!;
  };
  /** A device cookie from a successful sign-in to `email`. */
  const deviceOf = async (email: string) => deviceCookieOf(await login(email, STAFF_PASSWORD).expect(200));
  const lockAccount = async (email: string) => {
    for (let i = 0; i < ACCOUNT_LIMIT; i++) await login(email, 'attacker guess').expect(401);
  };
  const expectLocked = (res: request.Response) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['set-cookie']).toBeUndefined();
  };

  it('sets the device cookie on a successful sign-in: httpOnly, SameSite=Strict, sent to /api/admin/auth only, 180 days, no email in it', async () => {
    const { email } = await createStaff(t, 'agent');
    const res = await login(email, STAFF_PASSWORD).expect(200);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('evisa_staff_device='))!;
    expect(cookie).toMatch(/; Path=\/api\/admin\/auth; Max-Age=15552000; Expires=[^;]+; HttpOnly; SameSite=Strict$/);
    expect(cookie.toLowerCase()).not.toContain(email.toLowerCase().split('@')[0]);
    await login(email, 'wrong password').expect(401);
  });

  it('locks out an attacker guessing without a device cookie, while the staff member signs in from the browser they used before', async () => {
    const { email } = await createStaff(t, 'admin');
    const browser = request.agent(t.http);
    await browser.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(200);

    await lockAccount(email);
    expectLocked(await login(email, 'attacker guess'));
    expectLocked(await login(email.toUpperCase(), STAFF_PASSWORD));

    const back = await browser.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(200);
    expect(back.body.staff.email).toBe(email);
    expect((await browser.get('/api/admin/auth/me').expect(200)).body.staff.email).toBe(email);
    await browser.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: 'typo' }).expect(401);
    expectLocked(await login(email, 'attacker guess'));
  });

  it('treats a tampered device cookie, one issued for another account, or a malformed one as untrusted', async () => {
    const { email } = await createStaff(t, 'admin');
    const other = await createStaff(t, 'agent');
    const own = await deviceOf(email);
    const foreign = await deviceOf(other.email);
    await lockAccount(email);

    const [name, value] = own.split('=') as [string, string];
    const parts = value.split('.');
    const tampered = [
      `${name}=${[parts[0], parts[1]!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), parts[2], parts[3]].join('.')}`,
      `${name}=${[parts[0], parts[1], String(Number(parts[2]) + 1), parts[3]].join('.')}`,
      `${name}=${[foreign.split('=')[1]!.split('.')[0], parts[1], parts[2], parts[3]].join('.')}`,
    ];
    for (const cookie of [foreign, ...tampered, `${name}=garbage`]) expectLocked(await login(email, STAFF_PASSWORD, cookie));
    await login(email, STAFF_PASSWORD, own).expect(200);
    await login(other.email, STAFF_PASSWORD, foreign).expect(200);
  });

  it("locks a device after its own failed attempts, counted apart from the account's", async () => {
    const { email } = await createStaff(t, 'agent');
    const device = await deviceOf(email);
    for (let i = 0; i < DEVICE_LIMIT; i++) await login(email, 'forgot it', device).expect(401);
    expectLocked(await login(email, STAFF_PASSWORD, device));

    // The account's counter saw none of the device's failures: a client without the cookie still has all its attempts.
    const fresh = deviceCookieOf(await login(email, STAFF_PASSWORD).expect(200));
    for (let i = 0; i < ACCOUNT_LIMIT; i++) await login(email, 'attacker guess').expect(401);
    expectLocked(await login(email, STAFF_PASSWORD));
    // And another device of the same account is not locked by the first.
    await login(email, STAFF_PASSWORD, fresh).expect(200);
    expectLocked(await login(email, STAFF_PASSWORD, device));
  });

  it('counts only failed sign-ins: many successful ones in a window all succeed, with or without a device cookie', async () => {
    const { email } = await createStaff(t, 'agent');
    for (let i = 0; i < 2 * ACCOUNT_LIMIT + 1; i++) await login(email, STAFF_PASSWORD).expect(200);
    const device = await deviceOf(email);
    for (let i = 0; i < 2 * DEVICE_LIMIT + 1; i++) await login(email, STAFF_PASSWORD, device).expect(200);
    // Failures below the limits still leave room for the right password.
    for (let i = 0; i < ACCOUNT_LIMIT - 1; i++) await login(email, 'guess').expect(401);
    await login(email, STAFF_PASSWORD).expect(200);
  });

  it('still counts every attempt, successful or not, per IP', async () => {
    const { email } = await createStaff(t, 'agent');
    const ip = nextIp();
    for (let i = 0; i < 5; i++) await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email, password: STAFF_PASSWORD }).expect(200);
    expectLocked(await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email, password: STAFF_PASSWORD }));
  });
});

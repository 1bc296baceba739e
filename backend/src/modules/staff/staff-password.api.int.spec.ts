import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createStaff, nextIp, signedInAs, signIn, STAFF_PASSWORD, type SignedIn } from '../../test-support/back-office.js';
import { listRoutes } from '../../test-support/routes.js';
import { SessionStore } from './auth/session-store.js';

const NEW_PASSWORD = 'a brand new passphrase 2026';

describe('staff passwords: change your own, admin reset (real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), loginAttemptsPerMinute: 1000, loginAttemptsPerAccount: 3, loginAttemptsPerDevice: 3 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const changeOwn = (s: SignedIn, body: object) => s.agent.post('/api/admin/auth/password').set('X-CSRF-Token', s.csrfToken).send(body);
  const reset = (admin: SignedIn, id: string, body: object) => admin.agent.post(`/api/admin/staff/${id}/password`).set('X-CSRF-Token', admin.csrfToken).send(body);
  /** Whom GET /api/admin/auth/me names for this client's session, or null when it has ended. */
  const signedInEmail = async (s: SignedIn) => ((await s.agent.get('/api/admin/auth/me').expect(200)).body as { staff: { email: string } | null }).staff?.email ?? null;
  const login = (email: string, password: string) => request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password });
  const passwordHash = async (id: string) => (await t.db.query<{ password_hash: string }>('SELECT password_hash FROM staff_credentials WHERE staff_id = $1', [id])).rows[0]!.password_hash;
  const staffEvents = async (id: string) =>
    (
      await t.db.query<{ event_type: string; data: Record<string, unknown>; raw: string; actor: string }>(
        `SELECT event_type, data, data::text AS raw, metadata->'actor'->>'id' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`,
        [`staff-${id}`],
      )
    ).rows;

  it('registers both routes (so the router-enumerated access tests cover them)', () => {
    const routes = listRoutes(t.app).map((r) => `${r.method} ${r.path}`);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/admin/auth/password', 'POST /api/admin/staff/:id/password']));
  });

  it.each(['admin', 'agent', 'auditor'] as const)('lets a signed-in %s change their own password: old one refused, new one works, other sessions end, this one stays', async (role) => {
    const { email, id } = await createStaff(t, role);
    const here = await signIn(t, email);
    const elsewhere = await signIn(t, email);
    const before = await passwordHash(id);

    await changeOwn(here, { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }).expect(204);

    expect(await passwordHash(id)).not.toBe(before);
    expect(await passwordHash(id)).toMatch(/^\$argon2id\$/);
    expect(await signedInEmail(here)).toBe(email);
    expect(await signedInEmail(elsewhere)).toBeNull();
    await elsewhere.agent.get('/api/admin/stats').expect(401);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);

    const events = await staffEvents(id);
    expect(events.map((e) => e.event_type)).toEqual(['StaffAccountCreated', 'StaffPasswordChanged']);
    expect(events[1]!.data).toEqual({ staffId: id, changedAt: expect.any(String), by: 'self' });
    expect(events[1]!.actor).toBe(id);
    expect(events[1]!.raw).not.toMatch(/argon2|passphrase|horse/);
  });

  it('refuses a wrong current password (400, Turkish message) and changes nothing', async () => {
    const { email, id } = await createStaff(t, 'agent');
    const here = await signIn(t, email);
    const elsewhere = await signIn(t, email);
    const before = await passwordHash(id);
    const res = await changeOwn(here, { currentPassword: 'not my password at all', newPassword: NEW_PASSWORD }).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: 'Mevcut şifre yanlış.' });
    expect(await passwordHash(id)).toBe(before);
    expect(await signedInEmail(elsewhere)).toBe(email);
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(200);
  });

  it('refuses a new password equal to the current one (400) and changes nothing', async () => {
    const { email, id } = await createStaff(t, 'agent');
    const here = await signIn(t, email);
    const elsewhere = await signIn(t, email);
    const res = await changeOwn(here, { currentPassword: STAFF_PASSWORD, newPassword: STAFF_PASSWORD }).expect(400);
    expect(res.body.message).toBe('Yeni şifre mevcut şifreden farklı olmalı.');
    expect(await signedInEmail(elsewhere)).toBe(email);
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
  });

  it('validates the body (400): missing fields, a short or overlong new password, wrong types, unknown fields', async () => {
    const { email, id } = await createStaff(t, 'agent');
    const here = await signIn(t, email);
    for (const body of [
      {},
      { currentPassword: STAFF_PASSWORD },
      { newPassword: NEW_PASSWORD },
      { currentPassword: STAFF_PASSWORD, newPassword: 'short' },
      { currentPassword: STAFF_PASSWORD, newPassword: 'x'.repeat(257) },
      { currentPassword: 123, newPassword: NEW_PASSWORD },
      { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD, staffId: 'someone-else' },
    ]) {
      const res = await changeOwn(here, body);
      expect([JSON.stringify(body).slice(0, 60), res.status]).toEqual([JSON.stringify(body).slice(0, 60), 400]);
    }
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(200);
  });

  it('requires a session (401) and the CSRF header (403)', async () => {
    await request(t.http).post('/api/admin/auth/password').send({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }).expect(401);
    const { email, id } = await createStaff(t, 'agent');
    const here = await signIn(t, email);
    await here.agent.post('/api/admin/auth/password').send({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }).expect(403);
    await here.agent.post('/api/admin/auth/password').set('X-CSRF-Token', 'x'.repeat(43)).send({ currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }).expect(403);
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
  });

  it("counts wrong current passwords as failed sign-ins of that browser (device limit): then 429, even with the right one, and that browser's sign-in too", async () => {
    const { email, id } = await createStaff(t, 'agent');
    const here = await signIn(t, email);
    for (let i = 0; i < 3; i++) await changeOwn(here, { currentPassword: `guess number ${i}`, newPassword: NEW_PASSWORD }).expect(400);
    const limited = await changeOwn(here, { currentPassword: STAFF_PASSWORD, newPassword: NEW_PASSWORD }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The same browser (its device cookie) cannot go on guessing through the sign-in form either.
    await here.agent.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: 'one more guess' }).expect(429);
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
  });

  it('counts wrong current passwords from a session without a device cookie against the account (then sign-in from a new browser is throttled too)', async () => {
    const { email } = await createStaff(t, 'agent');
    const res = await login(email, STAFF_PASSWORD).expect(200);
    const session = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('evisa_session='))!.split(';')[0]!;
    const attempt = (currentPassword: string) =>
      request(t.http).post('/api/admin/auth/password').set('Cookie', session).set('X-CSRF-Token', res.body.csrfToken).send({ currentPassword, newPassword: NEW_PASSWORD });
    for (let i = 0; i < 3; i++) expect((await attempt(`guess number ${i}`)).status).toBe(400);
    expect((await attempt(STAFF_PASSWORD)).status).toBe(429);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(429);
  });

  it("lets an admin reset another member's password: all that member's sessions end, the new one signs in, the old one no longer does", async () => {
    const admin = await signedInAs(t, 'admin');
    const { email, id } = await createStaff(t, 'agent');
    const one = await signIn(t, email);
    const two = await signIn(t, email);
    // What holds on to a session (a staff chat socket) is told at once, not at its next periodic check.
    let told = 0;
    const unsubscribe = t.app.get(SessionStore).onSessionsEnded(() => told++);
    try {
      await reset(admin, id, { newPassword: NEW_PASSWORD }).expect(204);
    } finally {
      unsubscribe();
    }
    expect(told).toBe(1);
    expect(await signedInEmail(one)).toBeNull();
    expect(await signedInEmail(two)).toBeNull();
    expect(await signedInEmail(admin)).toBe(admin.staff.email);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(401);
    expect((await login(email, NEW_PASSWORD)).status).toBe(200);
    const events = await staffEvents(id);
    expect(events.map((e) => e.event_type)).toEqual(['StaffAccountCreated', 'StaffPasswordChanged']);
    expect(events[1]!.data).toEqual({ staffId: id, changedAt: expect.any(String), by: 'admin' });
    expect(events[1]!.actor).toBe(admin.staff.id);
    expect(events[1]!.raw).not.toMatch(/argon2|passphrase/);
    // The staff list (the projection) is unchanged by an audit-only event.
    const list = await admin.agent.get('/api/admin/staff').expect(200);
    expect(list.body.staff).toContainEqual(expect.objectContaining({ id, email, role: 'agent', disabled: false }));
  });

  it("refuses a reset by a non-admin (403), signed out (401), of an unknown account (404), of the admin's own (409), and bad bodies (400)", async () => {
    const admin = await signedInAs(t, 'admin');
    const { email, id } = await createStaff(t, 'agent');
    for (const role of ['agent', 'auditor'] as const) {
      const other = await signedInAs(t, role);
      await reset(other, id, { newPassword: NEW_PASSWORD }).expect(403);
    }
    await request(t.http).post(`/api/admin/staff/${id}/password`).send({ newPassword: NEW_PASSWORD }).expect(401);
    await reset(admin, '00000000-0000-0000-0000-000000000000', { newPassword: NEW_PASSWORD }).expect(404);
    await reset(admin, 'not-an-id', { newPassword: NEW_PASSWORD }).expect(404);
    const own = await reset(admin, admin.staff.id, { newPassword: NEW_PASSWORD }).expect(409);
    expect(own.body.message).toMatch(/Şifre değiştir/);
    await admin.agent.post(`/api/admin/staff/${id}/password`).send({ newPassword: NEW_PASSWORD }).expect(403);
    for (const body of [{}, { newPassword: 'short' }, { newPassword: 'x'.repeat(257) }, { newPassword: NEW_PASSWORD, currentPassword: 'x' }]) await reset(admin, id, body).expect(400);
    expect((await staffEvents(id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
    expect((await staffEvents(admin.staff.id)).map((e) => e.event_type)).toEqual(['StaffAccountCreated']);
    expect((await login(email, STAFF_PASSWORD)).status).toBe(200);
    expect(await signedInEmail(admin)).toBe(admin.staff.email);
  });
});

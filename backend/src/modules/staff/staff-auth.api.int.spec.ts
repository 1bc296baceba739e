import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LIMITS, MESSAGES } from '@evisa/contracts';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { createStaff, nextIp, signedInAs, signIn, STAFF_PASSWORD, type SignedIn } from '../../test-support/back-office.js';
import { concretePath, listRoutes } from '../../test-support/routes.js';
import { ensureFirstAdmin } from './first-admin.js';

describe('staff sign-in, sessions and access (real Postgres)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), loginAttemptsPerMinute: 5, loginAttemptsPerAccount: 4 } } });
  });
  afterAll(async () => {
    await t.close();
  });

  /** Staff routes that live outside /api/admin (the spec's paths), opted in with @StaffRoles. */
  const STAFF_ROUTES_ELSEWHERE = ['POST /api/chat/reply'];
  const adminRoutes = () =>
    listRoutes(t.app).filter((r) => r.path.toLowerCase().startsWith('/api/admin') || STAFF_ROUTES_ELSEWHERE.includes(`${r.method} ${r.path}`));
  /** Routes that answer without a session: sign-in, and the question of who is signed in. */
  const OPEN_ROUTES = ['POST /api/admin/auth/login', 'GET /api/admin/auth/me'];
  /** Whom GET /api/admin/auth/me names for this cookie jar (a live session), or null (none). */
  const signedInEmail = async (client: SignedIn['agent']) => ((await client.get('/api/admin/auth/me').expect(200)).body as { staff: { email: string } | null }).staff?.email ?? null;

  it('finds the staff routes outside /api/admin in the router', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        ...STAFF_ROUTES_ELSEWHERE,
        'GET /api/admin/chat/sessions',
        'POST /api/admin/chat/sessions/:sessionId/read',
        'GET /api/admin/insurance-applications',
        'PATCH /api/admin/insurance-applications/:id/status',
        'GET /api/admin/insurance-applications/:id/parent-id-photos/:hash',
        'POST /api/admin/insurance-applications/:id/erase-personal-data',
        'POST /api/admin/auth/password',
        'POST /api/admin/staff/:id/password',
      ]),
    );
  });

  it('refuses every /api/admin route but sign-in and /me without a session (401), enumerated from the router', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(14);
    const unguarded: string[] = [];
    for (const route of routes) {
      if (OPEN_ROUTES.includes(`${route.method} ${route.path}`)) continue;
      const path = concretePath(route.path, 'ABC1234567890XYZ').replace('/state-as-of/ABC1234567890XYZ', '/state-as-of/1');
      const res = await request(t.http)[route.method.toLowerCase() as 'get'](path).set('X-CSRF-Token', 'whatever').send({});
      if (res.status !== 401) unguarded.push(`${route.method} ${route.path}: ${res.status}`);
      else expect(res.body).toEqual({ statusCode: 401, message: 'Sign in required' });
    }
    expect(unguarded).toEqual([]);
  });

  it("answers /me without a session with 200 { staff: null } (a question, not a protected resource): no cookie, a forged one, a signed-out one", async () => {
    expect((await request(t.http).get('/api/admin/auth/me').expect(200)).body).toEqual({ staff: null });
    expect((await request(t.http).get('/api/admin/auth/me').set('Cookie', 'evisa_session=forged').expect(200)).body).toEqual({ staff: null });
    const s = await signedInAs(t, 'auditor');
    await s.agent.post('/api/admin/auth/logout').set('X-CSRF-Token', s.csrfToken).expect(204);
    const res = await s.agent.get('/api/admin/auth/me').expect(200);
    expect(res.body).toEqual({ staff: null });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('serves nothing on a staff route reached with different letter case (routes match case-sensitively)', async () => {
    const res = await request(t.http).get('/API/Admin/Stats').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404, message: 'Cannot GET /API/Admin/Stats' });
    await request(t.http).get('/api/Admin/stats').expect(404);
  });

  it('lets each role reach only its routes (403 otherwise), enumerated from the router', async () => {
    const auditor = await signedInAs(t, 'auditor');
    const agent = await signedInAs(t, 'agent');
    const writes = adminRoutes().filter((r) => r.method !== 'GET' && !r.path.startsWith('/api/admin/auth/'));
    expect(writes.length).toBeGreaterThanOrEqual(5);
    for (const route of writes) {
      const path = concretePath(route.path, 'ABC1234567890XYZ');
      const res = await auditor.agent[route.method.toLowerCase() as 'post'](path).set('X-CSRF-Token', auditor.csrfToken).send({});
      expect([route.path, res.status]).toEqual([route.path, 403]);
    }
    for (const path of ['/api/admin/staff']) {
      await agent.agent.get(path).expect(403);
      await agent.agent.post(path).set('X-CSRF-Token', agent.csrfToken).send({}).expect(403);
    }
    await auditor.agent.get('/api/admin/stats').expect(200);
    await auditor.agent.get('/api/admin/applications').expect(200);
    await agent.agent.get('/api/admin/applications').expect(200);
    // Reading routes answer every role (a parent ID photo of an unknown application: 404, not 403).
    for (const s of [auditor, agent]) {
      await s.agent.get('/api/admin/insurance-applications').expect(200);
      await s.agent.get(`/api/admin/insurance-applications/ABC1234567890XYZ/parent-id-photos/${'a'.repeat(64)}`).expect(404);
    }
    await agent.agent.post('/api/admin/insurance-applications/ABC1234567890XYZ/erase-personal-data').set('X-CSRF-Token', agent.csrfToken).expect(403);
  });

  it('signs in: session cookie httpOnly + SameSite=Strict, readable CSRF cookie, /me answers', async () => {
    const { email, id } = await createStaff(t, 'agent', 'Cookie.Check@Example.com');
    const res = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: ' cookie.check@example.com ', password: STAFF_PASSWORD }).expect(200);
    expect(res.body.staff).toEqual({ id, email, name: 'Test agent', role: 'agent' });
    expect(res.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((c) => c.startsWith('evisa_session='))!;
    const csrf = cookies.find((c) => c.startsWith('evisa_csrf='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Strict/);
    expect(session).not.toMatch(/Secure/);
    expect(csrf).not.toMatch(/HttpOnly/);
    expect(csrf).toContain(`evisa_csrf=${res.body.csrfToken}`);
    const me = await request(t.http).get('/api/admin/auth/me').set('Cookie', session.split(';')[0]!).expect(200);
    expect(me.body).toEqual({ staff: res.body.staff, csrfToken: res.body.csrfToken });
    const stored = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM staff_sessions WHERE staff_id = $1', [id]);
    expect(stored.rows[0]!.token_hash).not.toContain(session.split(';')[0]!.split('=')[1]);
  });

  it("answers a wrong password and an unknown email alike: 401 'Yanlış şifre!'", async () => {
    const { email } = await createStaff(t, 'agent');
    for (const body of [{ email, password: 'wrong password!' }, { email: 'nobody@example.com', password: STAFF_PASSWORD }]) {
      const res = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send(body).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Yanlış şifre!' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it.each([
    ['a number as the email', { email: 123, password: 'x' }, { email: [MESSAGES.invalidInput] }],
    ['an array as the email', { email: ['a@example.com'], password: 'x' }, { email: [MESSAGES.invalidInput] }],
    ['an object as the password', { email: 'a@example.com', password: { $ne: '' } }, { password: [MESSAGES.invalidInput] }],
    ['a number as the password', { email: 'a@example.com', password: 12345678 }, { password: [MESSAGES.invalidInput] }],
    ['no email', { password: 'x' }, { email: [MESSAGES.required] }],
    ['an empty email', { email: '', password: 'x' }, { email: [MESSAGES.required] }],
    ['an email too long', { email: `${'a'.repeat(250)}@example.com`, password: 'x' }, { email: [MESSAGES.maxLength(LIMITS.emailMax)] }],
  ])('refuses sign-in with %s: 400 naming the first rule it breaks, not a length rule', async (_label, body, errors) => {
    const res = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send(body).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs out: the session is revoked on the server (the old cookie no longer works)', async () => {
    const s = await signedInAs(t, 'agent');
    expect(await signedInEmail(s.agent)).toBe(s.staff.email);
    await s.agent.post('/api/admin/auth/logout').expect(403);
    const out = await s.agent.post('/api/admin/auth/logout').set('X-CSRF-Token', s.csrfToken).expect(204);
    expect(String(out.headers['set-cookie'])).toMatch(/evisa_session=;/);
    const row = await t.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM staff_sessions WHERE staff_id = $1', [s.staff.id]);
    expect(row.rows[0]!.revoked).toBe(true);
    expect(await signedInEmail(s.agent)).toBeNull();
    await s.agent.get('/api/admin/stats').expect(401);
  });

  it("ends the browser's earlier session on the server when it signs in again, as someone else or as the same member", async () => {
    const member = await createStaff(t, 'agent');
    const browser = request.agent(t.http);
    const signedIn = await browser.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: member.email, password: STAFF_PASSWORD }).expect(200);
    const firstCookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('evisa_session='))!.split(';')[0]!;
    expect((await request(t.http).get('/api/admin/auth/me').set('Cookie', firstCookie).expect(200)).body.staff.email).toBe(member.email);
    const other = await createStaff(t, 'auditor');
    // The same browser (cookie jar) signs in as another member: its first session's cookie goes with the request.
    const res = await browser.post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: other.email, password: STAFF_PASSWORD }).expect(200);
    expect(res.body.staff.email).toBe(other.email);
    // A copy of the first session's cookie signs no one in any more; the new session works.
    expect((await request(t.http).get('/api/admin/auth/me').set('Cookie', firstCookie).expect(200)).body).toEqual({ staff: null });
    await request(t.http).get('/api/admin/stats').set('Cookie', firstCookie).expect(401);
    expect(await signedInEmail(browser)).toBe(other.email);
    const live = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_sessions WHERE staff_id = $1 AND revoked_at IS NULL', [member.id]);
    expect(live.rows[0]!.n).toBe(0);
  });

  it('ends sessions after the idle timeout and at their absolute expiry', async () => {
    const idle = await signedInAs(t, 'agent');
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1`, [idle.staff.id]);
    expect(await signedInEmail(idle.agent)).toBeNull();
    await idle.agent.get('/api/admin/stats').expect(401);
    const expired = await signedInAs(t, 'agent');
    await t.db.query(`UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = $1`, [expired.staff.id]);
    expect(await signedInEmail(expired.agent)).toBeNull();
    await expired.agent.get('/api/admin/stats').expect(401);
    const active = await signedInAs(t, 'agent');
    await t.db.query(`UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1`, [active.staff.id]);
    expect(await signedInEmail(active.agent)).toBe(active.staff.email);
    const touched = await t.db.query<{ fresh: boolean }>(`SELECT last_seen_at > now() - interval '1 minute' AS fresh FROM staff_sessions WHERE staff_id = $1`, [active.staff.id]);
    expect(touched.rows[0]!.fresh).toBe(true);
  });

  it('refuses a staff name of spaces only with Required, creating nobody', async () => {
    const admin = await signedInAs(t, 'admin');
    const email = `blank-name-${Date.now()}@example.com`;
    const res = await admin.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email, name: '   ', role: 'agent', password: 'a long enough password' })
      .expect(400);
    expect(res.body.errors).toEqual({ name: [MESSAGES.required] });
    const list = await admin.agent.get('/api/admin/staff').expect(200);
    expect(JSON.stringify(list.body)).not.toContain(email);
  });

  it('requires the CSRF header on state-changing staff requests (403), not on reads', async () => {
    const admin = await signedInAs(t, 'admin');
    const body = { email: `csrf-${Date.now()}@example.com`, name: 'New Agent', role: 'agent', password: 'a long enough password' };
    await admin.agent.post('/api/admin/staff').send(body).expect(403);
    const wrong = await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', 'x'.repeat(43)).send(body).expect(403);
    expect(wrong.body.message).toBe('Missing or invalid CSRF token');
    const other = await signedInAs(t, 'admin');
    await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', other.csrfToken).send(body).expect(403);
    await admin.agent.get('/api/admin/staff').expect(200);
    await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', admin.csrfToken).send(body).expect(201);
  });

  it('throttles sign-in per IP (429)', async () => {
    const ip = nextIp();
    const attempt = () => request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', ip).send({ email: `ip-${Math.random()}@example.com`, password: 'nope' });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ statusCode: 429, message: 'Too many requests; please wait a minute and try again' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: 'fresh@example.com', password: 'nope' }).expect(401);
  });

  it('throttles failed sign-ins per account across IPs (429), then even the right password from a client without a device cookie', async () => {
    const { email } = await createStaff(t, 'agent');
    for (let i = 0; i < 4; i++) {
      await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: email.toUpperCase(), password: 'guess' }).expect(401);
    }
    await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(429);
  });

  it('manages staff: list, create (hash stored apart, never in events), disable (sessions end), enable, change role', async () => {
    const admin = await signedInAs(t, 'admin');
    const email = `managed-${Date.now()}@example.com`;
    const created = await admin.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email, name: 'Managed Agent', role: 'agent', password: 'another long password' })
      .expect(201);
    expect(created.body).toMatchObject({ email, name: 'Managed Agent', role: 'agent', disabled: false });
    const { id } = created.body as { id: string };
    const events = await t.db.query<{ data: string; event_type: string }>('SELECT data::text, event_type FROM events WHERE stream_id = $1', [`staff-${id}`]);
    expect(events.rows.map((r) => r.event_type)).toEqual(['StaffAccountCreated']);
    expect(events.rows[0]!.data).not.toMatch(/argon2|Managed|managed-/);
    const hash = await t.db.query<{ password_hash: string }>('SELECT password_hash FROM staff_credentials WHERE staff_id = $1', [id]);
    expect(hash.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);

    const list = await admin.agent.get('/api/admin/staff').expect(200);
    expect(list.body.staff).toContainEqual(expect.objectContaining({ id, email, role: 'agent', disabled: false }));
    await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', admin.csrfToken).send({ email: email.toUpperCase(), name: 'Dup', role: 'agent', password: 'another long password' }).expect(409);
    await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', admin.csrfToken).send({ email: 'x@example.com', name: 'Short', role: 'agent', password: 'short' }).expect(400);
    await admin.agent.post('/api/admin/staff').set('X-CSRF-Token', admin.csrfToken).send({ email: 'y@example.com', name: 'Boss', role: 'owner', password: 'another long password' }).expect(400);

    const managed = await signIn(t, email, 'another long password');
    expect(await signedInEmail(managed.agent)).toBe(email);
    const disabled = await admin.agent.patch(`/api/admin/staff/${id}`).set('X-CSRF-Token', admin.csrfToken).send({ disabled: true }).expect(200);
    expect(disabled.body).toMatchObject({ id, disabled: true });
    expect(await signedInEmail(managed.agent)).toBeNull();
    await managed.agent.get('/api/admin/stats').expect(401);
    const refused = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: 'another long password' }).expect(401);
    expect(refused.body.message).toBe('Yanlış şifre!');

    await admin.agent.patch(`/api/admin/staff/${id}`).set('X-CSRF-Token', admin.csrfToken).send({ disabled: false, role: 'auditor' }).expect(200);
    const back = await signIn(t, email, 'another long password');
    expect(back.staff.role).toBe('auditor');
    await back.agent.post('/api/admin/applications/ABC1234567890XYZ/visa-type').set('X-CSRF-Token', back.csrfToken).send({ visaType: 'USA' }).expect(403);
    const history = await t.db.query<{ event_type: string; actor: string }>(`SELECT event_type, metadata->'actor'->>'id' AS actor FROM events WHERE stream_id = $1 ORDER BY stream_version`, [`staff-${id}`]);
    expect(history.rows.map((r) => r.event_type)).toEqual(['StaffAccountCreated', 'StaffAccountDisabled', 'StaffAccountRoleChanged', 'StaffAccountEnabled']);
    expect(history.rows.slice(1).every((r) => r.actor === admin.staff.id)).toBe(true);

    const self = await admin.agent.patch(`/api/admin/staff/${admin.staff.id}`).set('X-CSRF-Token', admin.csrfToken).send({ disabled: true }).expect(409);
    expect(self.body.message).toMatch(/your own account/);
    await admin.agent.patch('/api/admin/staff/00000000-0000-0000-0000-000000000000').set('X-CSRF-Token', admin.csrfToken).send({ disabled: true }).expect(404);
    await admin.agent.patch(`/api/admin/staff/${id}`).set('X-CSRF-Token', admin.csrfToken).send({ disabled: 'yes' }).expect(400);
  });

  it('creates the first admin once, from ADMIN_EMAIL/ADMIN_PASSWORD or with a generated password printed once', async () => {
    const fresh = await startTestApp();
    try {
      const printed: string[] = [];
      const config = loadStaffConfig({});
      expect(await ensureFirstAdmin(fresh.db, fresh.store, config, (l) => printed.push(l))).toBe(true);
      expect(await ensureFirstAdmin(fresh.db, fresh.store, config, (l) => printed.push(l))).toBe(false);
      expect(printed).toHaveLength(1);
      const password = /Password[^:]*: (\S+)/.exec(printed[0]!)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      expect(printed[0]).toContain('admin@localhost');
      const admin = await signIn(fresh, 'admin@localhost', password);
      expect(admin.staff.role).toBe('admin');
    } finally {
      await fresh.close();
    }
    const configured = await startTestApp();
    try {
      const printed: string[] = [];
      await ensureFirstAdmin(configured.db, configured.store, loadStaffConfig({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'configured password 1' }), (l) => printed.push(l));
      expect(printed.join()).not.toContain('configured password 1');
      await signIn(configured, 'boss@example.com', 'configured password 1');
    } finally {
      await configured.close();
    }
  });
});

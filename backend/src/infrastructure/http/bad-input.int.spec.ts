import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { concretePath, listRoutes, type RouteInfo } from '../../test-support/routes.js';
import { signedInAs } from '../../test-support/back-office.js';

/** Malformed bodies every route must refuse with a 4xx (PRODUCT.md quality bar: never a 5xx, nothing appended). */
const BAD_BODIES: [string, string, string][] = [
  ['malformed JSON', 'application/json', '{"a":'],
  ['a JSON array', 'application/json', '[1,2,3]'],
  ['a JSON string', 'application/json', '"hello"'],
  ['null', 'application/json', 'null'],
  ['wrong types', 'application/json', JSON.stringify({ firstName: 1, email: [], countryId: 'x', amount: {}, payload: 5, status: true, email2: null })],
  ['huge strings', 'application/json', JSON.stringify({ firstName: 'x'.repeat(90_000) })],
  ['nested objects', 'application/json', JSON.stringify({ a: { b: { c: { d: { e: {} } } } }, __proto__: { admin: true } })],
  // 80 kB: class-transformer's recursion used to overflow the stack on it (500).
  ['40,000 nested arrays', 'application/json', `{"message":${'['.repeat(40_000)}${']'.repeat(40_000)}}`],
  ['a deep object in a known field', 'application/json', JSON.stringify({ message: 'Hi', customerName: JSON.parse(`${'{"a":'.repeat(9)}1${'}'.repeat(9)}`) })],
  ['plain text', 'text/plain', 'hello'],
  ['form data', 'application/x-www-form-urlencoded', 'a=1&b=2'],
];

describe('bad input on every route (real Postgres)', () => {
  let t: TestApp;
  let routes: RouteInfo[];

  beforeAll(async () => {
    t = await startTestApp();
    routes = listRoutes(t.app).filter((r) => r.path.startsWith('/api') && !r.path.startsWith('/api/docs'));
  });
  afterAll(async () => {
    await t.close();
  });

  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

  it('finds the routes it fuzzes', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['POST /api/applications', 'GET /api/applications/:number', 'POST /api/payment/create', 'POST /api/chat/message', 'GET /api/chat/messages', 'POST /api/chat/reply', 'GET /api/insurance/products', 'POST /api/insurance/applications', 'GET /api/insurance/applications/:number']));
  });

  it('answers every malformed body on every writing route with a 4xx and appends nothing', async () => {
    const before = await eventCount();
    const failures: string[] = [];
    for (const route of routes.filter((r) => ['POST', 'PATCH', 'PUT'].includes(r.method))) {
      for (const [label, type, body] of BAD_BODIES) {
        const res = await request(t.http)[route.method.toLowerCase() as 'post'](concretePath(route.path)).set('Content-Type', type).send(body);
        if (res.status < 400 || res.status >= 500) failures.push(`${route.method} ${route.path} with ${label}: ${res.status}`);
        else if (typeof res.body?.message !== 'string') failures.push(`${route.method} ${route.path} with ${label}: no JSON message`);
      }
    }
    expect(failures).toEqual([]);
    expect(await eventCount()).toBe(before);
  });

  it('answers odd path parameters on every reading route without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.method === 'GET' && r.path.includes(':'))) {
      for (const value of ['x', "'; DROP TABLE events; --", '%00', 'A'.repeat(5000), '..%2F..%2Fetc%2Fpasswd', '-1', '1e309']) {
        const res = await request(t.http).get(concretePath(route.path, value));
        if (res.status >= 500) failures.push(`GET ${route.path} with ${value.slice(0, 20)}: ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a query parameter a route does not take, on every reading route, naming it; the routes with query DTOs still take theirs', async () => {
    // As an admin, so the staff routes get past their guards to the check.
    const admin = await signedInAs(t, 'admin');
    const failures: string[] = [];
    const reading = routes.filter((r) => r.method === 'GET');
    expect(reading.length).toBeGreaterThan(15);
    for (const route of reading) {
      const res = await admin.agent.get(`${concretePath(route.path)}?unexpected=1`);
      if (res.status !== 400 || !String(res.body?.message).includes('unexpected')) failures.push(`GET ${route.path}?unexpected=1: ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
    // Checked after the guards: a signed-out caller of a staff route still gets its 401.
    await request(t.http).get('/api/admin/stats?unexpected=1').expect(401);
    await request(t.http).get('/api/countries').expect(200);
    await admin.agent.get('/api/admin/applications?page=1&limit=10&search=x').expect(200);
    await admin.agent.get('/api/admin/outbox?page=1').expect(200);
  });
});

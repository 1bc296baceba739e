import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestApp, visaPayload, type TestApp } from '../test-support/test-app.js';
import { UNSUPPORTED_MEDIA_TYPE_MESSAGE } from '../infrastructure/http/api-exception.filter.js';

/** The public routes that take a JSON body (spec section 7), each with a body it would accept as JSON. */
const PUBLIC_POSTS: ReadonlyArray<[string, Record<string, unknown>]> = [
  ['/api/applications', visaPayload()],
  ['/api/insurance/applications', { productId: 1 }],
  ['/api/payment/create', { amount: '184', currency: 'USD' }],
  ['/api/payment/simulated/confirm', { payload: 'abc' }],
  ['/api/chat/message', { message: 'Hello' }],
];

/**
 * How the app answers requests it cannot read (create-app.ts and the global exception filter): the
 * API's error form `{ statusCode, message }`, with the API's security headers, and nothing stored.
 */
describe('requests the app cannot read (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  const expectApiHeaders = (res: request.Response) => {
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  };

  it('answers a JSON body sent as text/plain with 415 naming the type to use, not with every field "Required"', async () => {
    const before = await eventCount();
    for (const [path, body] of PUBLIC_POSTS) {
      const res = await request(t.http).post(path).set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(body));
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 415, body: { statusCode: 415, message: UNSUPPORTED_MEDIA_TYPE_MESSAGE } });
    }
    const form = await request(t.http).post('/api/applications').set('Content-Type', 'application/x-www-form-urlencoded').send('firstName=Asha');
    expect(form.body).toEqual({ statusCode: 415, message: UNSUPPORTED_MEDIA_TYPE_MESSAGE });
    expect(await eventCount()).toBe(before);
    // The same body as JSON is taken.
    await request(t.http).post('/api/applications').set('Content-Type', 'application/json;charset=UTF-8').send(JSON.stringify(visaPayload())).expect(201);
  });

  it('answers an address with broken percent-encoding or an over-long segment in the API form, with its headers, echoing nothing', async () => {
    const broken = await request(t.http).get('/api/applications/%E0%A4%A').expect(400);
    expect(broken.body).toEqual({ statusCode: 400, message: 'The request address is not valid' });
    expectApiHeaders(broken);
    const long = await request(t.http).get(`/api/applications/${'X'.repeat(2001)}`).expect(414);
    expect(long.body).toEqual({ statusCode: 414, message: 'A part of the request address is too long' });
    expectApiHeaders(long);
  });

  it("answers Nest's own refusals (no such route, an unknown query parameter) with only the API's fields", async () => {
    const missing = await request(t.http).get('/api/nope').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Cannot GET /api/nope' });
    const put = await request(t.http).put('/api/applications').send({}).expect(404);
    expect(put.body).toEqual({ statusCode: 404, message: 'Cannot PUT /api/applications' });
    const query = await request(t.http).get('/api/countries?x=1').expect(400);
    expect(query.body).toEqual({ statusCode: 400, message: 'Unknown query parameter: x' });
    // Validation answers keep their per-field errors.
    const invalid = await request(t.http).post('/api/applications').send(visaPayload({ email: 'nope' })).expect(400);
    expect(invalid.body).toEqual({ statusCode: 400, message: 'Validation failed', errors: { email: ['Invalid email address'] } });
  });
});

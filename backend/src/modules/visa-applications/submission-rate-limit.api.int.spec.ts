import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@evisa/contracts';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';

const PER_MINUTE = 3;

describe('application submissions limited per address (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), submissionsPerMinutePerIp: PER_MINUTE } } });
  });
  afterAll(async () => {
    await t.close();
  });

  // The app trusts the loopback proxy, so each forwarded address counts as its own client.
  const submitVisa = (ip: string) => request(t.http).post('/api/applications').set('X-Forwarded-For', ip).send(visaPayload());
  const submitInsurance = (ip: string) => request(t.http).post('/api/insurance/applications').set('X-Forwarded-For', ip).send({ productId: 1 });
  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

  it('defaults to 30 a minute', () => {
    expect(loadStaffConfig({}).submissionsPerMinutePerIp).toBe(30);
    expect(loadStaffConfig({ SUBMISSIONS_PER_MINUTE_PER_IP: '5' }).submissionsPerMinutePerIp).toBe(5);
  });

  it('refuses an address past the limit with 429, Retry-After and a clear message, for visas and insurance alike, recording nothing; other addresses go on', async () => {
    for (let i = 0; i < PER_MINUTE; i++) await submitVisa('203.0.113.10').expect(201);
    const before = await eventCount();

    const refused = await submitVisa('203.0.113.10').expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: MESSAGES.tooManySubmissions });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // One counter for both kinds of application: refused before the body is even judged.
    expect((await submitInsurance('203.0.113.10').expect(429)).body.message).toBe(MESSAGES.tooManySubmissions);
    expect(await eventCount()).toBe(before);

    await submitVisa('203.0.113.11').expect(201);
    // Another address's insurance form is judged as usual (this one is incomplete).
    expect((await submitInsurance('203.0.113.12').expect(400)).body.statusCode).toBe(400);
  });
});

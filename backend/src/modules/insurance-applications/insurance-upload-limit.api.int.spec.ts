import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { statusLineForHeadersOnly } from '../../test-support/headers-only.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const UPLOADS_PER_MINUTE = 2;
/** Not JSON, and larger than an ordinary form: had the parser run, the answer would be a 400. */
const largeUnparsable = `{"productId":1,"x":"${'a'.repeat(300 * 1024)}`;

/** The insurance submission takes ~28 MB bodies with no sign-in: large ones are counted per address before they are read. */
describe('insurance submission: large uploads limited per address before the body is read (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), photoUploadsPerMinutePerIp: UPLOADS_PER_MINUTE } } });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (body: string) => request(t.http).post('/api/insurance/applications').set('Content-Type', 'application/json').send(body);

  it('reads the first large bodies, then answers 429 with Retry-After from the headers alone; ordinary forms are not counted', async () => {
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++) await post(largeUnparsable).expect(400);
    const refused = await post(largeUnparsable).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: ADMIN_MESSAGES.tooManyRequests });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    // The promised 20 MB never follow: the answer comes from the headers.
    expect(await statusLineForHeadersOnly(t, 'POST', '/api/insurance/applications', 20_000_000)).toMatch(/^HTTP\/1\.1 429 /);

    // A form without photos is small and never counted: the DTO still judges it (400, not 429).
    const small = await post(JSON.stringify({ productId: 1 })).expect(400);
    expect(small.body.statusCode).toBe(400);
  });
});

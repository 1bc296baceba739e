import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { connect, type AddressInfo } from 'node:net';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const UPLOADS_PER_MINUTE = 2;
/** Not JSON, and larger than an ordinary form: had the parser run, the answer would be a 400. */
const largeUnparsable = `{"productId":1,"x":"${'a'.repeat(300 * 1024)}`;

/** Sends only the headers of a request promising `length` bytes; resolves with the status line of the answer. */
function headersOnly(port: number, length: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer before the body was sent; got: ${received}`));
    }, 3000);
    socket.on('data', (chunk) => {
      received += chunk.toString();
      if (received.includes('\r\n\r\n')) {
        clearTimeout(timer);
        socket.destroy();
        resolve(received.split('\r\n')[0]!);
      }
    });
    socket.on('error', reject);
    socket.write(`POST /api/insurance/applications HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`);
  });
}

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

    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    // The promised 20 MB never follow: the answer comes from the headers.
    expect(await headersOnly(port, 20_000_000)).toMatch(/^HTTP\/1\.1 429 /);

    // A form without photos is small and never counted: the DTO still judges it (400, not 429).
    const small = await post(JSON.stringify({ productId: 1 })).expect(400);
    expect(small.body.statusCode).toBe(400);
  });
});

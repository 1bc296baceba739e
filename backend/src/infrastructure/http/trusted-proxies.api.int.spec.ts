import { afterEach, describe, expect, it } from '@jest/globals';
import { networkInterfaces } from 'node:os';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import type { AppConfig } from '../../config/app-config.js';
import { loadStaffConfig } from '../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { connectChatSocket, sendOverSocket } from '../../test-support/chat-socket.js';

/**
 * A reverse proxy that is not on this host (another container, a load balancer): the app is reached
 * on this machine's own non-loopback address, so every request comes from that address, as every
 * request through such a proxy comes from the proxy. The per-IP limits must still count each client
 * (named by X-Forwarded-For) once that address is configured as a proxy (TRUST_PROXY), and must not
 * believe X-Forwarded-For from anyone else.
 */
const proxyAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
const LOOKUPS_PER_MINUTE = 3;
const CHAT_MESSAGES_PER_MINUTE = 2;

(proxyAddress ? describe : describe.skip)('per-client limits behind a proxy elsewhere (TRUST_PROXY; real Postgres, app listening)', () => {
  let t: TestApp | undefined;
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await t?.close();
    t = undefined;
  });

  async function start(config: Partial<AppConfig>): Promise<string> {
    const staff = { ...loadStaffConfig({}), statusLookupsPerMinute: LOOKUPS_PER_MINUTE, chatMessagesPerMinutePerIp: CHAT_MESSAGES_PER_MINUTE };
    t = await startTestApp({ config: { ...config, staff } });
    await t.app.listen(0, '0.0.0.0');
    const { port } = t.app.getHttpServer().address() as { port: number };
    return `http://${proxyAddress}:${port}`;
  }
  const lookup = (base: string, client: string) => request(base).get('/api/applications/ZZZ1234567890XYZ').set('X-Forwarded-For', client);

  it('counts each forwarded client on its own when the proxy is trusted: one using up its lookups does not stop the next', async () => {
    const base = await start({ trustedProxies: ['loopback', proxyAddress!] });
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) await lookup(base, '198.51.100.1').expect(404);
    await lookup(base, '198.51.100.1').expect(429);
    await lookup(base, '198.51.100.2').expect(404);
    // What a client writes before our proxy's hop is not believed: it cannot pass for someone else.
    await lookup(base, '198.51.100.7, 198.51.100.1').expect(429);
  });

  it('believes no X-Forwarded-For from a peer that is not a configured proxy (loopback only by default)', async () => {
    const base = await start({});
    for (let i = 0; i < LOOKUPS_PER_MINUTE; i++) await lookup(base, `203.0.113.${i + 1}`).expect(404);
    await lookup(base, '203.0.113.99').expect(429);
  });

  it('counts a traveller socket’s messages by the forwarded client too, as the REST routes do', async () => {
    const base = await start({ trustedProxies: [proxyAddress!] });
    const started = await request(base).post('/api/chat/message').set('X-Forwarded-For', '198.51.100.30').send({ message: 'Hello' }).expect(201);
    const connect = (client: string) => connectChatSocket(base, { auth: { sessionId: started.body.sessionId }, headers: { 'X-Forwarded-For': client } }, sockets);
    const send = (socket: Socket, clientMessageId: string) => sendOverSocket(socket, { message: 'Are you there?', clientMessageId });
    const first = await connect('198.51.100.31');
    for (let i = 0; i < CHAT_MESSAGES_PER_MINUTE; i++) expect((await send(first, `a-${i}`)).ok).toBe(true);
    expect(await send(first, 'a-over')).toMatchObject({ ok: false, statusCode: 429 });
    const second = await connect('198.51.100.32');
    expect((await send(second, 'b-0')).ok).toBe(true);
  });
});

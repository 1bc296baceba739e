import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { loadStaffConfig } from '../../../config/staff-config.js';
import { startTestApp, type TestApp } from '../../../test-support/test-app.js';
import { connectChatSocket, sendOverSocket } from '../../../test-support/chat-socket.js';

const LOOKUPS = 3;
const CHAT_MESSAGES = 2;
const CHAT_STARTS = 2;

/**
 * One client with an IPv6 /64 of its own (what a subscriber is routinely given) must not pass a
 * per-IP limit by picking a fresh address per request: the limits count IPv6 clients by their /64.
 * The app trusts X-Forwarded-For from loopback (the default), which names the client here.
 */
describe('per-IP limits count an IPv6 client by its /64 (real Postgres)', () => {
  let t: TestApp;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    const staff = { ...loadStaffConfig({}), statusLookupsPerMinute: LOOKUPS, chatMessagesPerMinutePerIp: CHAT_MESSAGES, chatStartsPerMinutePerIp: CHAT_STARTS };
    t = await startTestApp({ config: { staff } });
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await t.close();
  });

  const lookup = (client: string) => request(t.http).get('/api/applications/ZZZ1234567890XYZ').set('X-Forwarded-For', client);

  it('stops status lookups from one /64 however many of its addresses are used; another /64 is another client', async () => {
    for (let i = 1; i <= LOOKUPS; i++) await lookup(`2001:db8:aa:1::${i}`).expect(404);
    const limited = await lookup('2001:db8:aa:1:ffff::99').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await lookup('2001:db8:aa:2::1').expect(404);
  });

  it('counts an IPv4 client once whether its address comes plain or IPv4-mapped', async () => {
    for (let i = 0; i < LOOKUPS; i++) await lookup(i % 2 ? '::ffff:198.51.100.40' : '198.51.100.40').expect(404);
    await lookup('::ffff:198.51.100.40').expect(429);
    await lookup('198.51.100.40').expect(429);
  });

  it('stops new chat conversations from one /64 (each notifies the support inbox)', async () => {
    const start = (client: string) => request(t.http).post('/api/chat/message').set('X-Forwarded-For', client).send({ message: 'Hello' });
    for (let i = 1; i <= CHAT_STARTS; i++) expect((await start(`2001:db8:bb:1::${i}`)).status).toBe(201);
    expect((await start('2001:db8:bb:1::77')).status).toBe(429);
  });

  it('counts a traveller socket’s messages by the /64 too, on the same counters as REST', async () => {
    const started = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', '2001:db8:cc:9::1').send({ message: 'Hello' }).expect(201);
    const connect = (client: string) => connectChatSocket(base, { auth: { sessionId: started.body.sessionId }, headers: { 'X-Forwarded-For': client } }, sockets);
    const send = (socket: Socket, clientMessageId: string) => sendOverSocket(socket, { message: 'Are you there?', clientMessageId });
    // The REST message above was the /64's first; one more is allowed, from any of its addresses.
    expect((await send(await connect('2001:db8:cc:9::2'), 'a-0')).ok).toBe(true);
    expect(await send(await connect('2001:db8:cc:9::3'), 'b-0')).toMatchObject({ ok: false, statusCode: 429 });
    expect((await send(await connect('2001:db8:cc:a::1'), 'c-0')).ok).toBe(true);
  });
});

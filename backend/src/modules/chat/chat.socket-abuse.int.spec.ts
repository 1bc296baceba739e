import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, MESSAGES } from '@evisa/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { nextIp } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { connectChatSocket, sendOverSocket } from '../../test-support/chat-socket.js';

const MESSAGES_PER_MINUTE = 4;
const SOCKETS_PER_IP = 3;

/** A traveller's socket sending what no widget sends: floods of malformed payloads, oversized frames. */
describe('chat socket abuse (real Postgres, app listening)', () => {
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  const savedSocketsPerIp = process.env.CHAT_SOCKETS_PER_IP;
  beforeAll(async () => {
    process.env.CHAT_SOCKETS_PER_IP = String(SOCKETS_PER_IP);
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), chatMessagesPerMinutePerIp: MESSAGES_PER_MINUTE } } });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
    if (savedSocketsPerIp === undefined) delete process.env.CHAT_SOCKETS_PER_IP;
    else process.env.CHAT_SOCKETS_PER_IP = savedSocketsPerIp;
  });

  const startConversation = async () => (await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello' }).expect(201)).body.sessionId as string;
  /** A traveller socket, once connected; `unauthorized` events it receives are collected in `refusals`. */
  const traveller = async (ip: string, sessionId?: string, refusals: unknown[] = []): Promise<Socket> => {
    const auth = { sessionId: sessionId ?? (await startConversation()) };
    return connectChatSocket(url, { auth, headers: { 'X-Forwarded-For': ip } }, open, (socket) =>
      socket.on(CHAT_SOCKET_EVENTS.unauthorized, (payload: unknown) => refusals.push(payload)),
    );
  };
  const send = sendOverSocket;

  it('counts malformed payloads against the per-IP message limit, as the REST route counts every request', async () => {
    const socket = await traveller(nextIp());
    for (let i = 0; i < MESSAGES_PER_MINUTE / 2; i++) {
      expect(await send(socket, { message: 'Hi', clientMessageId: `bad-${i}`, isAdmin: true })).toMatchObject({ ok: false, statusCode: 400 });
      expect(await send(socket, [1, 2, 3])).toEqual({ ok: false, statusCode: 400, message: MESSAGES.invalidInput });
    }
    expect(await send(socket, { message: 'Hello?', clientMessageId: 'good-1' })).toEqual({ ok: false, statusCode: 429, message: CHAT_MESSAGES.tooManyMessages });
  });

  it('closes a socket that sends a frame far larger than any message, and still takes the longest message', async () => {
    const socket = await traveller(nextIp());
    expect(await send(socket, { message: 'é'.repeat(CHAT_LIMITS.messageMax), clientMessageId: 'longest' })).toMatchObject({ ok: true });
    const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
    const answer = send(socket, { message: 'x'.repeat(200_000), clientMessageId: 'huge' }).then(
      (ack) => ({ ack }),
      (error: unknown) => ({ error: String(error) }),
    );
    const outcome = await Promise.race([closed.then((reason) => `closed: ${reason}`), answer.then((a) => ('ack' in a ? `answered: ${JSON.stringify(a.ack)}` : a.error))]);
    expect(outcome).toBe('closed: transport close');
  });

  it("answers socket.io's own HTTP requests (handshake, long-polling) with the API's security headers", async () => {
    const handshake = await request(t.http).get(`${CHAT_SOCKET_PATH}/?EIO=4&transport=polling`).expect(200);
    const sid = (JSON.parse(handshake.text.slice(1)) as { sid: string }).sid;
    const poll = await request(t.http).post(`${CHAT_SOCKET_PATH}/?EIO=4&transport=polling&sid=${sid}`).set('Content-Type', 'text/plain').send('40');
    for (const res of [handshake, poll]) {
      expect(res.status).toBe(200);
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'referrer-policy': 'no-referrer',
      });
    }
  });

  it(`lets one address hold at most ${SOCKETS_PER_IP} traveller sockets open at once, all on one conversation or not; closing one frees its place`, async () => {
    const ip = nextIp();
    const sessionId = await startConversation();
    const held = [];
    for (let i = 0; i < SOCKETS_PER_IP; i++) held.push(await traveller(ip, sessionId));
    const refusals: unknown[] = [];
    const over = await traveller(ip, sessionId, refusals);
    // The server turns it away just after it connects: wait for that, however slow the machine (a
    // socket it kept would never be disconnected, and the test's own time limit would say so).
    await new Promise<void>((resolve) => (over.disconnected ? resolve() : over.once('disconnect', () => resolve())));
    expect(over.connected).toBe(false);
    expect(refusals).toEqual([{ message: CHAT_MESSAGES.socketUnauthorized }]);
    // Another address is another client; the held sockets still work.
    expect((await send(await traveller(nextIp(), sessionId), { message: 'From elsewhere', clientMessageId: 'else-1' })).ok).toBe(true);
    expect((await send(held[0]!, { message: 'Still here', clientMessageId: 'held-1' })).ok).toBe(true);
    held[1]!.close();
    for (let waited = 0; waited < 2000; waited += 20) {
      const again = await traveller(ip, sessionId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (again.connected) return;
    }
    throw new Error('the closed socket did not free its place');
  });
});

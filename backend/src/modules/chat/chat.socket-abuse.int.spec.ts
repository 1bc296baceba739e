import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, MESSAGES, type ChatSocketAck } from '@evisa/contracts';
import { io, type Socket } from 'socket.io-client';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { nextIp } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

const MESSAGES_PER_MINUTE = 4;

/** A traveller's socket sending what no widget sends: floods of malformed payloads, oversized frames. */
describe('chat socket abuse (real Postgres, app listening)', () => {
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), chatMessagesPerMinutePerIp: MESSAGES_PER_MINUTE } } });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
  });

  const traveller = async (ip: string): Promise<Socket> => {
    const started = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello' }).expect(201);
    const socket = io(url, {
      path: CHAT_SOCKET_PATH,
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { sessionId: started.body.sessionId },
      extraHeaders: { 'X-Forwarded-For': ip },
    });
    open.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    return socket;
  };
  const send = (socket: Socket, payload: unknown) => socket.timeout(5000).emitWithAck(CHAT_SOCKET_EVENTS.customerSend, payload) as Promise<ChatSocketAck>;

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
});

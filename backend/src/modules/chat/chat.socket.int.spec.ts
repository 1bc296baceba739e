import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_MESSAGES, CHAT_SOCKET_EVENTS, STAFF_SESSION_COOKIE, type ChatSocketAck } from '@evisa/contracts';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { createStaff, nextIp, STAFF_PASSWORD } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { chatSocket, connected as socketConnected, SOCKET_WAIT_MS } from '../../test-support/chat-socket.js';

/** Everything a socket receives, in order, by event name. */
interface Recorded {
  readonly socket: Socket;
  readonly received: Array<{ event: string; payload: unknown }>;
}

describe('live chat sockets (real Postgres, app listening on an ephemeral port)', () => {
  let t: TestApp;
  let url: string;
  const open: Socket[] = [];

  // The periodic re-check of staff sessions comes round only once an hour here, so a staff socket
  // cut off during a test was cut off by what the test did (a sign-out), however slow the machine.
  const savedRecheck = process.env.CHAT_STAFF_RECHECK_SECONDS;
  beforeAll(async () => {
    process.env.CHAT_STAFF_RECHECK_SECONDS = '3600';
    // Starts are not limited here: one test floods one IP's message limit by starting conversations.
    t = await startTestApp({ config: { staff: { ...loadStaffConfig({}), chatStartsPerMinutePerIp: 1_000_000 } } });
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await t.close();
    if (savedRecheck === undefined) delete process.env.CHAT_STAFF_RECHECK_SECONDS;
    else process.env.CHAT_STAFF_RECHECK_SECONDS = savedRecheck;
  });

  const connect = (options: { sessionId?: string; cookie?: string; origin?: string; ip?: string } = {}): Recorded => {
    const headers: Record<string, string> = {};
    if (options.ip) headers['X-Forwarded-For'] = options.ip;
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.origin) headers.Origin = options.origin;
    const socket = chatSocket(url, { auth: options.sessionId ? { sessionId: options.sessionId } : {}, headers }, open);
    const received: Recorded['received'] = [];
    socket.onAny((event: string, payload: unknown) => received.push({ event, payload }));
    socket.on('disconnect', () => received.push({ event: 'disconnect', payload: null }));
    return { socket, received };
  };
  const connected = (r: Recorded) => socketConnected(r.socket);
  /** Resolves once the socket has received `event` (matching `where`), or fails after a while. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- socket payloads are whatever the server sent; the assertions check them
  type Payload = any;
  const receives = async (r: Recorded, event: string, where: (payload: Payload) => boolean = () => true): Promise<Payload> => {
    const deadline = Date.now() + SOCKET_WAIT_MS;
    for (;;) {
      const hit = r.received.find((e) => e.event === event && where(e.payload));
      if (hit) return hit.payload;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${event}; got ${JSON.stringify(r.received)}`);
  };
  const send = (r: Recorded, payload: unknown) => r.socket.timeout(SOCKET_WAIT_MS).emitWithAck(CHAT_SOCKET_EVENTS.customerSend, payload) as Promise<ChatSocketAck>;
  const startConversation = async (message: string, extra: Record<string, unknown> = {}) =>
    (await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message, ...extra }).expect(201)).body.sessionId as string;
  /** A staff member's raw session cookie and CSRF token. */
  const staffSession = async (role: 'admin' | 'agent' | 'auditor') => {
    const { email } = await createStaff(t, role);
    const res = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const cookie = cookies.find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`))!.split(';')[0]!;
    return { cookie, csrfToken: res.body.csrfToken as string };
  };
  /** A staff socket, once the server has put it in the agents room (connected = identified and joined). */
  const staffSocket = async (cookie: string, origin?: string) => {
    const r = connect({ cookie, origin });
    await connected(r);
    return r;
  };

  it("delivers a traveller's socket message to staff sockets, with an ack and the conversation's details", async () => {
    const sessionId = await startConversation('Hello', { customerName: 'Omar', customerEmail: 'omar@example.com', language: 'ar' });
    const staff = await staffSession('agent');
    const agent = await staffSocket(staff.cookie, url);
    const traveller = connect({ sessionId });
    await connected(traveller);
    const ack = await send(traveller, { message: '  Are you there?  ', clientMessageId: 'c-1' });
    expect(ack).toMatchObject({ ok: true, message: { sessionId, text: 'Are you there?', sender: 'user', isRead: false } });
    const seen = await receives(agent, CHAT_SOCKET_EVENTS.customerMessage, (m) => m.text === 'Are you there?');
    expect(seen).toEqual({ ...(ack as { message: object }).message, customerName: 'Omar', customerEmail: 'omar@example.com', language: 'ar' });
    // The same client message id again (a resend after a reconnect): the first message is the answer, nothing new is recorded.
    const again = await send(traveller, { message: 'Are you there?', clientMessageId: 'c-1' });
    expect(again).toEqual(ack);
    const { body } = await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(200);
    expect(body.messages.map((m: { text: string }) => m.text)).toEqual(['Hello', 'Are you there?']);
    // Bad payloads are refused with the REST rules, as acks.
    expect(await send(traveller, { message: '   ', clientMessageId: 'c-2' })).toEqual({ ok: false, statusCode: 400, message: CHAT_MESSAGES.blankMessage });
    expect(await send(traveller, { message: 'hi', clientMessageId: 'c-3', admin: true })).toMatchObject({ ok: false, statusCode: 400 });
    expect(await send(traveller, 'hi')).toMatchObject({ ok: false, statusCode: 400 });
    // A staff socket cannot post as a traveller.
    expect(await send(agent, { message: 'hi', clientMessageId: 'c-4' })).toMatchObject({ ok: false, statusCode: 403 });
  });

  it("sends a staff REST reply to that traveller's socket and staff sockets only, never to another traveller", async () => {
    const mine = await startConversation('Mine');
    const other = await startConversation('Other');
    const staff = await staffSession('agent');
    const agent = await staffSocket(staff.cookie);
    const traveller = connect({ sessionId: mine });
    const bystander = connect({ sessionId: other });
    await Promise.all([connected(traveller), connected(bystander)]);
    await request(t.http).post('/api/chat/reply').set('Cookie', staff.cookie).set('X-CSRF-Token', staff.csrfToken).send({ sessionId: mine, message: 'Only for you' }).expect(201);
    const delivered = await receives(traveller, CHAT_SOCKET_EVENTS.agentMessage);
    expect(delivered).toMatchObject({ sessionId: mine, text: 'Only for you', sender: 'agent' });
    await receives(agent, CHAT_SOCKET_EVENTS.agentMessage, (m) => m.text === 'Only for you');
    // The bystander's own messages reach staff, but nothing of the other conversation reaches the bystander.
    await send(bystander, { message: 'Still here', clientMessageId: 'b-1' });
    await receives(agent, CHAT_SOCKET_EVENTS.customerMessage, (m) => m.text === 'Still here');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bystander.received.filter((e) => JSON.stringify(e.payload ?? '').includes(mine))).toEqual([]);
    expect(bystander.received.map((e) => e.event)).toEqual([CHAT_SOCKET_EVENTS.customerMessage]);
    // Opening the conversation tells staff sockets.
    await request(t.http).post(`/api/admin/chat/sessions/${mine}/read`).set('Cookie', staff.cookie).set('X-CSRF-Token', staff.csrfToken).expect(200);
    expect(await receives(agent, CHAT_SOCKET_EVENTS.sessionRead)).toEqual({ sessionId: mine, readBy: expect.any(String) });
    expect(traveller.received.some((e) => e.event === CHAT_SOCKET_EVENTS.sessionRead)).toBe(false);
  });

  it('refuses sockets without a valid session: malformed or unknown ids, nothing, a staff cookie from a foreign Origin', async () => {
    const staff = await staffSession('admin');
    const refusals = [
      connect({ sessionId: 'not-a-session' }),
      connect({ sessionId: 'a'.repeat(32) }),
      connect(),
      connect({ cookie: `${STAFF_SESSION_COOKIE}=forged-token` }),
      connect({ cookie: staff.cookie, origin: 'https://evil.example' }),
    ];
    for (const refused of refusals) {
      expect(await receives(refused, CHAT_SOCKET_EVENTS.unauthorized)).toEqual({ message: CHAT_MESSAGES.socketUnauthorized });
      await receives(refused, 'disconnect');
    }
    // The refused staff socket was never in the agents room.
    const sessionId = await startConversation('After the refusals');
    const listener = await staffSocket(staff.cookie);
    const traveller = connect({ sessionId });
    await connected(traveller);
    await send(traveller, { message: 'Ping', clientMessageId: 'p-1' });
    await receives(listener, CHAT_SOCKET_EVENTS.customerMessage, (m) => m.text === 'Ping');
    expect(refusals[4]!.received.some((e) => e.event === CHAT_SOCKET_EVENTS.customerMessage)).toBe(false);
  });

  it('counts socket messages against the same per-IP limit as the REST route', async () => {
    const ip = nextIp();
    const sessionId = await startConversation('Hello');
    // One address's flood over REST, across fresh conversations, until the limit answers 429…
    let status = 201;
    for (let i = 0; i < 500 && status === 201; i++) {
      status = (await request(t.http).post('/api/chat/message').set('X-Forwarded-For', ip).send({ message: `flood ${i}` })).status;
    }
    expect(status).toBe(429);
    // …then the same address's socket is refused too, though its own conversation is quiet.
    const traveller = connect({ sessionId, ip });
    await connected(traveller);
    expect(await send(traveller, { message: 'Still there?', clientMessageId: 'ip-1' })).toEqual({ ok: false, statusCode: 429, message: CHAT_MESSAGES.tooManyMessages });
    // Another address is not affected.
    const other = connect({ sessionId, ip: nextIp() });
    await connected(other);
    expect(await send(other, { message: 'Still there?', clientMessageId: 'ip-2' })).toMatchObject({ ok: true });
  });

  it("stops a signed-out staff member's socket from receiving", async () => {
    const staff = await staffSession('agent');
    const agent = await staffSocket(staff.cookie);
    const sessionId = await startConversation('Before sign-out');
    const traveller = connect({ sessionId });
    await connected(traveller);
    await send(traveller, { message: 'One', clientMessageId: 's-1' });
    await receives(agent, CHAT_SOCKET_EVENTS.customerMessage, (m) => m.text === 'One');

    // Cut off by the sign-out itself: the periodic re-check is an hour away here (see beforeAll), so
    // no stopwatch is needed to tell the two apart.
    await request(t.http).post('/api/admin/auth/logout').set('Cookie', staff.cookie).set('X-CSRF-Token', staff.csrfToken).expect(204);
    expect(await receives(agent, CHAT_SOCKET_EVENTS.unauthorized)).toEqual({ message: CHAT_MESSAGES.socketUnauthorized });
    await receives(agent, 'disconnect');
    await send(traveller, { message: 'Two', clientMessageId: 's-2' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agent.received.some((e) => e.event === CHAT_SOCKET_EVENTS.customerMessage && (e.payload as { text: string }).text === 'Two')).toBe(false);
    // And it cannot come back with the same cookie.
    const back = connect({ cookie: staff.cookie });
    await receives(back, CHAT_SOCKET_EVENTS.unauthorized);
  });
});

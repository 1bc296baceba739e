import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_SOCKET_EVENTS, STAFF_SESSION_COOKIE, type ChatSocketAck } from '@evisa/contracts';
import { randomBytes } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import request from 'supertest';
import { createStaff, nextIp, STAFF_PASSWORD } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';
import { connectChatSocket, SOCKET_WAIT_MS } from '../../test-support/chat-socket.js';

/**
 * PRODUCT.md: with several instances, the socket.io Postgres adapter fans chat messages out across
 * them. Two instances of the app on one database: the traveller is connected to one, the staff
 * member to the other, and each still hears the other at once.
 */
describe('live chat across two app instances (real Postgres, socket.io Postgres adapter)', () => {
  let first: TestApp;
  let second: TestApp;
  let firstUrl: string;
  let secondUrl: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    // Instances of one deployment share its database and its key-encryption key.
    const config = { dataEncryptionKey: randomBytes(32) };
    first = await startTestApp({ config });
    second = await startTestApp({ database: first.database, config });
    await first.app.listen(0, '127.0.0.1');
    await second.app.listen(0, '127.0.0.1');
    firstUrl = await first.app.getUrl();
    secondUrl = await second.app.getUrl();
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    // The second shares the first's database, which closing the first drops.
    await second.app.close();
    await first.close();
  });

  /** A connected socket and everything it receives, in order. */
  async function connect(url: string, options: { auth?: Record<string, string>; headers?: Record<string, string> }) {
    const received: Array<{ event: string; payload: { text?: string } }> = [];
    const socket = await connectChatSocket(url, options, sockets, (s) => s.onAny((event: string, payload: { text?: string }) => received.push({ event, payload })));
    return { socket, received };
  }

  async function receives(received: Array<{ event: string; payload: { text?: string } }>, event: string, text: string): Promise<void> {
    const deadline = Date.now() + SOCKET_WAIT_MS;
    for (;;) {
      if (received.some((e) => e.event === event && e.payload.text === text)) return;
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no ${event} with "${text}"; got ${JSON.stringify(received)}`);
  }

  it('a traveller on one instance and staff on the other hear each other', async () => {
    const { email } = await createStaff(second, 'agent');
    const login = await request(second.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email, password: STAFF_PASSWORD }).expect(200);
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith(`${STAFF_SESSION_COOKIE}=`))!
      .split(';')[0]!;
    const staff = await connect(secondUrl, { headers: { Cookie: cookie, Origin: secondUrl } });

    const started = await request(first.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello from instance one' }).expect(201);
    const sessionId = started.body.sessionId as string;
    const traveller = await connect(firstUrl, { auth: { sessionId } });

    const ack = (await traveller.socket.timeout(SOCKET_WAIT_MS).emitWithAck(CHAT_SOCKET_EVENTS.customerSend, {
      message: 'Is anyone there?',
      clientMessageId: 'instances-1',
    })) as ChatSocketAck;
    expect(ack.ok).toBe(true);
    await receives(staff.received, CHAT_SOCKET_EVENTS.customerMessage, 'Is anyone there?');

    await request(second.http)
      .post('/api/chat/reply')
      .set('Cookie', `${cookie}`)
      .set('X-CSRF-Token', login.body.csrfToken as string)
      .send({ sessionId, message: 'Yes, how can we help?' })
      .expect(201);
    await receives(traveller.received, CHAT_SOCKET_EVENTS.agentMessage, 'Yes, how can we help?');
  });
});

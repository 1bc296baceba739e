import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, MESSAGES, type ChatSocketAck } from '@evisa/contracts';
import { io } from 'socket.io-client';
import request from 'supertest';
import { nextIp, paidApplication, signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { nulCharacterAt } from './validation-pipe.js';

/**
 * A NUL character (U+0000) in a string: valid JSON, and a real staff search box or chat input will
 * take one pasted in, but Postgres stores none (text or jsonb), so it used to reach the database and
 * come back as a 500. Every input now refuses it with a 400 before any command runs.
 */
describe('NUL characters in input (real Postgres)', () => {
  let t: TestApp;
  let url: string;
  let admin: SignedIn;
  let agent: SignedIn;
  let chatSession: string;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen(0, '127.0.0.1');
    url = await t.app.getUrl();
    admin = await signedInAs(t, 'admin');
    agent = await signedInAs(t, 'agent');
    const started = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello' }).expect(201);
    chatSession = started.body.sessionId;
  });
  afterAll(async () => {
    await t.close();
  });

  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  const refusedFor = (field: string) => ({ statusCode: 400, message: 'Validation failed', errors: { [field]: [MESSAGES.invalidInput] } });

  it('finds a NUL in any string of the input, naming its field', () => {
    expect(nulCharacterAt('a\u0000b')).toBe('');
    expect(nulCharacterAt({ a: 'x', b: { c: ['ok', 'no\u0000'] } })).toBe('b.c.1');
    expect(nulCharacterAt({ a: 'x', b: [1, null, true] })).toBeUndefined();
    expect(nulCharacterAt('line\nbreak\ttab')).toBeUndefined();
  });

  it('refuses it in the staff search (both lists) with 400, not 500', async () => {
    for (const list of ['applications', 'insurance-applications']) {
      const res = await admin.agent.get(`/api/admin/${list}`).query({ search: 'Pat\u0000el' }).expect(400);
      expect(res.body).toEqual(refusedFor('search'));
    }
    // The same search without it still works.
    await admin.agent.get('/api/admin/applications').query({ search: 'Patel' }).expect(200);
  });

  it('refuses it in staff writes (decision reason, chat reply) and sign-in, changing nothing', async () => {
    const number = await paidApplication(t);
    const before = await eventCount();
    const decided = await agent.agent
      .patch(`/api/admin/applications/${number}/status`)
      .set('X-CSRF-Token', agent.csrfToken)
      .send({ status: 'rejected', reason: 'dup\u0000licate' })
      .expect(400);
    expect(decided.body).toEqual(refusedFor('reason'));
    const replied = await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId: chatSession, message: 'Hi\u0000' }).expect(400);
    expect(replied.body).toEqual(refusedFor('message'));
    const login = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: 'admin@example.com\u0000', password: 'x' }).expect(400);
    expect(login.body).toEqual(refusedFor('email'));
    expect(await eventCount()).toBe(before);
    const row = await agent.agent.get('/api/admin/applications').query({ search: number }).expect(200);
    expect(row.body.applications[0].status).toBe('pending');
  });

  it("refuses it in a traveller's input: visa application, chat message over REST and over the socket", async () => {
    const before = await eventCount();
    const visa = await request(t.http).post('/api/applications').send(visaPayload({ placeOfBirth: 'Mum\u0000bai' })).expect(400);
    expect(visa.body).toEqual(refusedFor('placeOfBirth'));
    const message = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ sessionId: chatSession, message: 'Hi\u0000' }).expect(400);
    expect(message.body).toEqual(refusedFor('message'));

    const socket = io(url, { path: CHAT_SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false, auth: { sessionId: chatSession } });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const ack = (await socket.timeout(5000).emitWithAck(CHAT_SOCKET_EVENTS.customerSend, { message: 'Hi\u0000', clientMessageId: 'nul-1' })) as ChatSocketAck;
      expect(ack).toEqual({ ok: false, statusCode: 400, message: MESSAGES.invalidInput });
    } finally {
      socket.close();
    }
    expect(await eventCount()).toBe(before);
  });
});

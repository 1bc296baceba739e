import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@evisa/contracts';
import request from 'supertest';
import { nextIp, paidApplication, signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { unstorableCharacterAt } from './validation-pipe.js';
import { chatSocket, connected, sendOverSocket } from '../../test-support/chat-socket.js';

/**
 * A NUL character (U+0000) or an unpaired surrogate in a string: valid JSON, and a search box or chat
 * input will take one pasted in, but Postgres stores neither (text or jsonb). They used to reach the
 * database and come back as a 500, or, inside an encrypted field (a chat customer's name), be stored
 * and then stop every projection for good. Every input now refuses them with a 400 before any command runs.
 */
describe('characters Postgres cannot store, in input (real Postgres, projections running)', () => {
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

  it('finds a NUL or an unpaired surrogate in any string of the input, naming its field', () => {
    expect(unstorableCharacterAt('a\u0000b')).toBe('');
    expect(unstorableCharacterAt({ a: 'x', b: { c: ['ok', 'no\u0000'] } })).toBe('b.c.1');
    expect(unstorableCharacterAt({ name: 'Ay\ud800' })).toBe('name');
    expect(unstorableCharacterAt({ name: '\udc00ya' })).toBe('name');
    expect(unstorableCharacterAt({ a: 'x', b: [1, null, true] })).toBeUndefined();
    expect(unstorableCharacterAt('line\nbreak\ttab, Şule 日本 😀')).toBeUndefined();
  });

  it("refuses them in a chat customer's name, and the projections keep going (a later conversation reaches the staff list)", async () => {
    for (const customerName of ['Omar\u0000', 'Omar\ud800']) {
      const res = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello', customerName }).expect(400);
      expect(res.body).toEqual(refusedFor('customerName'));
    }
    const later = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello', customerName: 'Omar Hassan' }).expect(201);
    for (let waited = 0; waited < 5000; waited += 50) {
      const sessions = await admin.agent.get('/api/admin/chat/sessions').expect(200);
      if (sessions.body.sessions.some((s: { sessionId: string }) => s.sessionId === later.body.sessionId)) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the new conversation never reached the staff list: the projections are stuck');
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
    for (const message of ['Hi\u0000', 'Hi\ud800']) {
      const replied = await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId: chatSession, message }).expect(400);
      expect(replied.body).toEqual(refusedFor('message'));
    }
    const login = await request(t.http).post('/api/admin/auth/login').set('X-Forwarded-For', nextIp()).send({ email: 'admin@example.com\u0000', password: 'x' }).expect(400);
    expect(login.body).toEqual(refusedFor('email'));
    expect(await eventCount()).toBe(before);
    // The staff list is a projection the runner keeps: wait until it has seen the payment before reading it.
    await t.runner.waitForCatchUp();
    const row = await agent.agent.get('/api/admin/applications').query({ search: number }).expect(200);
    expect(row.body.applications[0].status).toBe('pending');
  });

  it("refuses it in a traveller's input: visa application, chat message over REST and over the socket", async () => {
    const before = await eventCount();
    const visa = await request(t.http).post('/api/applications').send(visaPayload({ placeOfBirth: 'Mum\u0000bai' })).expect(400);
    expect(visa.body).toEqual(refusedFor('placeOfBirth'));
    const message = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ sessionId: chatSession, message: 'Hi\u0000' }).expect(400);
    expect(message.body).toEqual(refusedFor('message'));

    const socket = chatSocket(url, { auth: { sessionId: chatSession } }, []);
    try {
      await connected(socket);
      for (const [text, id] of [['Hi\u0000', 'nul-1'], ['Hi\udc00', 'surrogate-1']]) {
        const ack = await sendOverSocket(socket, { message: text, clientMessageId: id });
        expect(ack).toEqual({ ok: false, statusCode: 400, message: MESSAGES.invalidInput });
      }
    } finally {
      socket.close();
    }
    expect(await eventCount()).toBe(before);
  });
});

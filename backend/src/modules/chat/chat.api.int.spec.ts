import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CHAT_LIMITS, CHAT_MESSAGES, COMPANY } from '@evisa/contracts';
import request from 'supertest';
import { loadStaffConfig } from '../../config/staff-config.js';
import { nextIp, signedInAs } from '../../test-support/back-office.js';
import { startTestApp, type TestApp } from '../../test-support/test-app.js';

describe('live chat REST (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A traveller's message from its own IP (the per-IP limit stays out of the way unless a test shares one). */
  const post = (body: Record<string, unknown>, options: { key?: string; ip?: string } = {}) => {
    const req = request(t.http).post('/api/chat/message').set('X-Forwarded-For', options.ip ?? nextIp());
    if (options.key) req.set('Idempotency-Key', options.key);
    return req.send(body);
  };
  const start = async (message = 'Hello, I need help', extra: Record<string, unknown> = {}) => (await post({ message, ...extra }).expect(201)).body.sessionId as string;

  it('starts a conversation with a server-made session id, continues it, and reads it back in order', async () => {
    const first = await post({ message: '  Hello, is my visa ready?  ', customerName: 'Asha', customerEmail: 'asha@example.com', language: 'tr' }).expect(201);
    const { sessionId } = first.body;
    expect(sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.message).toMatchObject({ sessionId, text: 'Hello, is my visa ready?', sender: 'user', isRead: false });
    const second = await post({ message: 'It was submitted yesterday', sessionId }).expect(201);
    expect(second.body.sessionId).toBe(sessionId);

    const read = await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(200);
    expect(read.body).toEqual({ sessionId, messages: [first.body.message, second.body.message] });
    const newer = await request(t.http).get('/api/chat/messages').query({ sessionId, after: first.body.message.id }).expect(200);
    expect(newer.body.messages).toEqual([second.body.message]);
    const started = (await t.store.readStream(t.db, `chat-${sessionId}`))[0]!;
    expect(started.data).toMatchObject({ language: 'tr', pii: { customerName: 'Asha', customerEmail: 'asha@example.com' } });
  });

  it('tells the support inbox of new conversations at most once per 15 minutes, without their words or the travellers\' details', async () => {
    const sessionId = await start('My flight is tomorrow, please help', { customerName: 'Mira Quest', customerEmail: 'mira@example.com' });
    await post({ message: 'Anyone?', sessionId }).expect(201);
    await start('A second traveller');
    await t.runner.waitForCatchUp();
    // Every conversation of this file starts within minutes: one notice for them all.
    const { rows } = await t.db.query<{ to_address: string; content: unknown }>("SELECT to_address, content FROM outbox_messages WHERE composer = 'chat-started'");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.to_address).toBe(COMPANY.supportEmail);
    expect(JSON.stringify(rows[0]!.content)).not.toMatch(/flight|Anyone|Mira|mira@example\.com/);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer and records nothing more', async () => {
    const first = await post({ message: 'Once only' }, { key: 'chat-start-key-1' }).expect(201);
    const again = await post({ message: 'Once only' }, { key: 'chat-start-key-1' }).expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const { sessionId } = first.body;
    const next = await post({ message: 'Twice?', sessionId }, { key: 'chat-next-key-1' }).expect(201);
    expect((await post({ message: 'Twice?', sessionId }, { key: 'chat-next-key-1' }).expect(201)).body).toEqual(next.body);
    await post({ message: 'Something else', sessionId }, { key: 'chat-next-key-1' }).expect(422);
    const { rows } = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [`chat-${sessionId}`]);
    expect(rows[0]!.n).toBe(3);
    // The stored answers hold no words: the idempotency table is neither encrypted nor erased with the conversation.
    const stored = await t.db.query<{ response: string }>("SELECT response::text AS response FROM idempotency_keys WHERE key IN ('chat-start-key-1', 'chat-next-key-1')");
    expect(stored.rows).toHaveLength(2);
    for (const { response } of stored.rows) expect(response).not.toMatch(/Once only|Twice\?/);
  });

  it('refuses blank, too long, unknown fields and malformed ids (400), unknown sessions (404)', async () => {
    // Nothing visible is blank too: zero-width spaces and joiners, a byte order mark, direction marks.
    for (const message of ['', '   ', '\u200B', ' \u200B\u200D\uFEFF ', '\u2060\u200E\n\u200F']) {
      const res = await post({ message }).expect(400);
      expect(res.body.errors.message).toEqual([CHAT_MESSAGES.blankMessage]);
    }
    // Not a string: the first rule answers, not the length rule after it.
    expect((await post({ message: 42 }).expect(400)).body.errors.message).toEqual([CHAT_MESSAGES.blankMessage]);
    await post({}).expect(400);
    const long = await post({ message: 'x'.repeat(CHAT_LIMITS.messageMax + 1) }).expect(400);
    expect(long.body.errors.message).toEqual([CHAT_MESSAGES.messageTooLong]);
    await post({ message: 'x'.repeat(CHAT_LIMITS.messageMax) }).expect(201);
    expect((await post({ message: 'hi', admin: true }).expect(400)).body.message).toMatch(/Unknown field/);
    expect((await post({ message: 'hi', sessionId: 'ABC' }).expect(400)).body.errors.sessionId).toEqual([CHAT_MESSAGES.invalidSessionId]);
    const unknown = await post({ message: 'hi', sessionId: 'f'.repeat(32) }).expect(404);
    expect(unknown.body).toEqual({ statusCode: 404, message: CHAT_MESSAGES.sessionNotFound });
  });

  it('never lists sessions to a traveller: the GET needs a well-formed, existing session id', async () => {
    const mine = await start('Mine');
    await start('Someone else’s secret');
    await request(t.http).get('/api/chat/messages').expect(400);
    await request(t.http).get('/api/chat/messages').query({ sessionId: 'not-an-id' }).expect(400);
    await request(t.http).get('/api/chat/messages').query({ sessionId: mine, extra: 1 }).expect(400);
    const unknown = await request(t.http).get('/api/chat/messages').query({ sessionId: '0'.repeat(32) }).expect(404);
    expect(unknown.body.message).toBe(CHAT_MESSAGES.sessionNotFound);
    const own = await request(t.http).get('/api/chat/messages').query({ sessionId: mine }).expect(200);
    expect(own.body.messages.map((m: { text: string }) => m.text)).toEqual(['Mine']);
  });

  it(`refuses a conversation's message over ${CHAT_LIMITS.customerMessagesPerMinute} a minute (429), and one IP's flood across conversations`, async () => {
    const sessionId = await start('1');
    for (let i = 2; i <= CHAT_LIMITS.customerMessagesPerMinute; i++) await post({ message: String(i), sessionId }).expect(201);
    const refused = await post({ message: 'one too many', sessionId }).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: CHAT_MESSAGES.tooManyMessages });

    const ip = nextIp();
    let status = 201;
    for (let i = 0; i < 200 && status === 201; i++) status = (await post({ message: `new conversation ${i}` }, { ip })).status;
    expect(status).toBe(429);
  });

  it('limits how many conversations one IP starts a minute (429), not its messages in them, nor other IPs', async () => {
    const ip = nextIp();
    const limit = loadStaffConfig({}).chatStartsPerMinutePerIp;
    expect(limit).toBe(5);
    const sessions: string[] = [];
    for (let i = 0; i < limit; i++) sessions.push((await post({ message: `start ${i}` }, { ip }).expect(201)).body.sessionId);
    const refused = await post({ message: 'one start too many' }, { ip }).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: CHAT_MESSAGES.tooManyMessages });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Going on in a conversation it has is still fine; another address still starts one.
    await post({ message: 'still here', sessionId: sessions[0] }, { ip }).expect(201);
    await post({ message: 'another traveller' }).expect(201);
  });

  it('lets admins and agents reply (201), not auditors (403), signed-out callers (401) or requests without CSRF (403)', async () => {
    const sessionId = await start('Can someone help?');
    const agent = await signedInAs(t, 'agent');
    const admin = await signedInAs(t, 'admin');
    const auditor = await signedInAs(t, 'auditor');
    const reply = await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId, message: 'Of course!' }).expect(201);
    expect(reply.body.message).toMatchObject({ sessionId, text: 'Of course!', sender: 'agent', isRead: true });
    await admin.agent.post('/api/chat/reply').set('X-CSRF-Token', admin.csrfToken).send({ sessionId, message: 'Admin here' }).expect(201);
    await auditor.agent.post('/api/chat/reply').set('X-CSRF-Token', auditor.csrfToken).send({ sessionId, message: 'No' }).expect(403);
    await request(t.http).post('/api/chat/reply').send({ sessionId, message: 'No' }).expect(401);
    await agent.agent.post('/api/chat/reply').send({ sessionId, message: 'No' }).expect(403);
    await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId: '1'.repeat(32), message: 'Nobody' }).expect(404);
    await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId, message: ' ' }).expect(400);
    await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId, message: '\u200B\u200B' }).expect(400);
    const seen = await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(200);
    expect(seen.body.messages.map((m: { sender: string; text: string }) => `${m.sender}:${m.text}`)).toEqual(['user:Can someone help?', 'agent:Of course!', 'agent:Admin here']);
  });

  it("records a staff reply repeated with its Idempotency-Key once (a retry after a lost answer), and refuses the key with other words", async () => {
    const sessionId = await start('Is anyone there?');
    const agent = await signedInAs(t, 'agent');
    const reply = (message: string) =>
      agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).set('Idempotency-Key', 'chat-reply-key-1').send({ sessionId, message });
    const first = await reply('Yes, we are here.').expect(201);
    const again = await reply('Yes, we are here.').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    await reply('Something else').expect(422);
    const seen = await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(200);
    expect(seen.body.messages.map((m: { sender: string; text: string }) => `${m.sender}:${m.text}`)).toEqual(['user:Is anyone there?', 'agent:Yes, we are here.']);
    // As for travellers' messages, the stored answer holds no words.
    const stored = await t.db.query<{ response: string }>("SELECT response::text AS response FROM idempotency_keys WHERE key = 'chat-reply-key-1'");
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]!.response).not.toMatch(/we are here/);
  });

  it('records two messages sent at once to one conversation, both, in some order', async () => {
    const sessionId = await start('first');
    const both = await Promise.all([post({ message: 'a', sessionId }), post({ message: 'b', sessionId }), post({ message: 'c', sessionId })]);
    expect(both.map((res) => res.status)).toEqual([201, 201, 201]);
    const { body } = await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(200);
    expect(body.messages.map((m: { text: string }) => m.text).sort()).toEqual(['a', 'b', 'c', 'first']);
  });

  it('lists conversations to staff with unread counts, most recent first; opening one clears its count', async () => {
    const older = await start('Older question', { customerName: 'Lena', customerEmail: 'lena@example.com', language: 'de' });
    const newer = await start('Newer question');
    await post({ message: 'Anyone there?', sessionId: newer }).expect(201);
    await t.runner.waitForCatchUp();
    const agent = await signedInAs(t, 'agent');
    const auditor = await signedInAs(t, 'auditor');
    const list = await auditor.agent.get('/api/admin/chat/sessions').expect(200);
    const ids = list.body.sessions.map((s: { sessionId: string }) => s.sessionId);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const newerRow = list.body.sessions.find((s: { sessionId: string }) => s.sessionId === newer);
    expect(newerRow).toMatchObject({ customerName: null, customerEmail: null, language: 'en', unreadCount: 2, messageCount: 2, lastMessagePreview: 'Anyone there?', lastMessageSender: 'user', personalDataErased: false });
    expect(list.body.sessions.find((s: { sessionId: string }) => s.sessionId === older)).toMatchObject({ customerName: 'Lena', customerEmail: 'lena@example.com', language: 'de', unreadCount: 1 });

    await auditor.agent.post(`/api/admin/chat/sessions/${newer}/read`).set('X-CSRF-Token', auditor.csrfToken).expect(403);
    await request(t.http).get('/api/admin/chat/sessions').expect(401);
    const read = await agent.agent.post(`/api/admin/chat/sessions/${newer}/read`).set('X-CSRF-Token', agent.csrfToken).expect(200);
    expect(read.body.session).toMatchObject({ sessionId: newer, unreadCount: 0, messageCount: 2 });
    await agent.agent.post(`/api/admin/chat/sessions/${newer}/read`).set('X-CSRF-Token', agent.csrfToken).expect(200);
    await agent.agent.post(`/api/admin/chat/sessions/${newer}/read`).set('X-CSRF-Token', agent.csrfToken).send({ x: 1 }).expect(400);
    await agent.agent.post(`/api/admin/chat/sessions/${'2'.repeat(32)}/read`).set('X-CSRF-Token', agent.csrfToken).expect(404);
    const messages = await auditor.agent.get(`/api/admin/chat/sessions/${newer}/messages`).expect(200);
    expect(messages.body.messages.map((m: { isRead: boolean }) => m.isRead)).toEqual([true, true]);
    await auditor.agent.get('/api/admin/chat/sessions/nope/messages').expect(400);
    await post({ message: 'One more', sessionId: newer }).expect(201);
    await t.runner.waitForCatchUp();
    const after = await agent.agent.get('/api/admin/chat/sessions').expect(200);
    expect(after.body.sessions[0]).toMatchObject({ sessionId: newer, unreadCount: 1, messageCount: 3 });
  });

  it('stores message texts, names and emails only encrypted in the events table', async () => {
    const sessionId = await start('My passport number is Z9876543', { customerName: 'Quentin Plaintext', customerEmail: 'quentin@example.com' });
    const agent = await signedInAs(t, 'agent');
    await agent.agent.post('/api/chat/reply').set('X-CSRF-Token', agent.csrfToken).send({ sessionId, message: 'Thanks Quentin, noted Z9876543' }).expect(201);
    const { rows } = await t.db.query<{ row: string }>('SELECT data::text || metadata::text AS row FROM events WHERE stream_id = $1', [`chat-${sessionId}`]);
    expect(rows).toHaveLength(3);
    expect(rows.map((r) => r.row).join()).not.toMatch(/Z9876543|Quentin|quentin@example\.com|passport/);
  });
});

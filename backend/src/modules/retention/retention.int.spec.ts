import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { CHAT_SESSION_STREAM, VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import { randomUUID } from 'node:crypto';
import { signedInAs } from '../../test-support/back-office.js';
import { seedInsuranceApplication } from '../../test-support/insurance.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { RetentionService } from './retention.service.js';

describe('retention sweep (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases visa applicants older than 5 years and keeps recent ones', async () => {
    const recent = await request(t.http).post('/api/applications').send(visaPayload()).expect(201);
    // An application submitted six years ago, appended as the submit handler would have then.
    const old = 'OLD0000000000001';
    const streamId = `visa-application-${old}`;
    const [template] = await t.store.readStream(t.db, `visa-application-${recent.body.applicationNumber}`);
    const submittedAt = new Date(Date.now() - 6 * 365 * 86_400_000).toISOString();
    await t.db.transaction((tx) =>
      t.store.append(tx, {
        streamId,
        streamType: VISA_APPLICATION_STREAM,
        expectedVersion: 0,
        events: [{ type: 'VisaApplicationSubmitted', data: { ...template!.data, applicationNumber: old, submittedAt } }],
        metadata: { actor: { kind: 'customer' }, subjectId: streamId },
      }),
    );

    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(1);
    const erased = await request(t.http).get(`/api/applications/${old}`).expect(200);
    expect(erased.body.firstName).toBeNull();
    const kept = await request(t.http).get(`/api/applications/${recent.body.applicationNumber}`).expect(200);
    expect(kept.body.firstName).toBe('Asha');
    expect((await t.store.readStream(t.db, streamId)).map((e) => e.type)).toEqual(['VisaApplicationSubmitted', 'VisaApplicantDataErased']);
    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(0);
  });

  it('erases insurance applicants after 10 years (key, parent ID photos, policy), not after 9', async () => {
    const yearsAgo = (years: number) => new Date(Date.now() - years * 365.25 * 86_400_000 - 86_400_000);
    const old = await seedInsuranceApplication(t, { minor: true, submittedAt: yearsAgo(10), firstName: 'Decade' });
    const recent = await seedInsuranceApplication(t, { minor: true, submittedAt: yearsAgo(9), firstName: 'Nine' });
    const oldStream = `insurance-application-${old.applicationNumber}`;
    const recentStream = `insurance-application-${recent.applicationNumber}`;
    const documentsOf = async (streamId: string) => (await t.db.query('SELECT hash FROM documents WHERE subject_id = $1', [streamId])).rows.length;
    const keyOf = async (streamId: string) => (await t.db.query('SELECT 1 FROM subject_keys WHERE subject_id = $1', [streamId])).rows.length;
    expect([await documentsOf(oldStream), await keyOf(oldStream)]).toEqual([1, 1]);

    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(1);
    expect((await t.store.readStream(t.db, oldStream)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted', 'InsuranceApplicantDataErased']);
    expect((await t.store.readStream(t.db, oldStream))[1]!.data).toMatchObject({ reason: 'retention' });
    expect((await t.store.readStream(t.db, oldStream))[0]!.data.pii).toBeNull();
    expect([await documentsOf(oldStream), await keyOf(oldStream)]).toEqual([0, 0]);
    expect((await t.store.readStream(t.db, recentStream)).map((e) => e.type)).toEqual(['InsuranceApplicationSubmitted']);
    expect([await documentsOf(recentStream), await keyOf(recentStream)]).toEqual([1, 1]);
    await t.runner.waitForCatchUp();
    const rows = await t.db.query<{ application_number: string; first_name: string | null; parent_id_photos: unknown }>(
      'SELECT application_number, first_name, parent_id_photos FROM admin_applications WHERE application_number = ANY($1) ORDER BY created_at',
      [[old.applicationNumber, recent.applicationNumber]],
    );
    expect(rows.rows.map((r) => [r.first_name, r.parent_id_photos === null])).toEqual([
      [null, true],
      ['Nine', false],
    ]);
    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(0);
  });

  it("erases a conversation quiet for 2 years everywhere (texts, name, email, key) and keeps a recent one", async () => {
    const recent = await request(t.http).post('/api/chat/message').send({ message: 'Recent question', customerName: 'Nora' }).expect(201);
    // A conversation whose last message is three years old, appended as the handlers would have then.
    const sessionId = 'c'.repeat(32);
    const streamId = `chat-${sessionId}`;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await t.db.transaction((tx) =>
      t.store.append(tx, {
        streamId,
        streamType: CHAT_SESSION_STREAM,
        expectedVersion: 0,
        events: [
          { type: 'ChatSessionStarted', data: { sessionId, startedAt: at(3 * 365 + 1), language: 'en', pii: { customerName: 'Old Traveller', customerEmail: 'old@example.com' } } },
          { type: 'ChatMessagePosted', data: { sessionId, messageId: randomUUID(), sender: 'user', staffId: null, clientMessageId: null, postedAt: at(3 * 365 + 1), pii: { text: 'My passport is X1111111' } } },
          { type: 'ChatMessagePosted', data: { sessionId, messageId: randomUUID(), sender: 'agent', staffId: 'staff-1', clientMessageId: null, postedAt: at(3 * 365), pii: { text: 'Noted X1111111' } } },
        ],
        metadata: { actor: { kind: 'customer' }, subjectId: streamId },
      }),
    );
    await t.runner.waitForCatchUp();

    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(1);
    await t.runner.waitForCatchUp();
    await request(t.http).get('/api/chat/messages').query({ sessionId }).expect(404);
    await request(t.http).post('/api/chat/message').send({ message: 'Back again', sessionId }).expect(404);
    const staff = await signedInAs(t, 'auditor');
    const staffView = await staff.agent.get(`/api/admin/chat/sessions/${sessionId}/messages`).expect(200);
    expect(staffView.body.messages.map((m: { text: string; sender: string }) => [m.sender, m.text])).toEqual([['user', ''], ['agent', '']]);
    const list = await staff.agent.get('/api/admin/chat/sessions').expect(200);
    expect(list.body.sessions.find((s: { sessionId: string }) => s.sessionId === sessionId)).toMatchObject({
      customerName: null,
      customerEmail: null,
      lastMessagePreview: null,
      personalDataErased: true,
      messageCount: 2,
    });
    const leftovers = await t.db.query<{ row: string }>(
      `SELECT string_agg(x::text, ' ') AS row FROM (SELECT to_jsonb(m)::text AS x FROM chat_messages m WHERE session_id = $1
         UNION ALL SELECT to_jsonb(s)::text FROM chat_sessions s WHERE session_id = $1
         UNION ALL SELECT data::text FROM events WHERE stream_id = $2) rows`,
      [sessionId, streamId],
    );
    expect(leftovers.rows[0]!.row).not.toMatch(/X1111111|Old Traveller|old@example\.com/);
    expect((await t.db.query('SELECT 1 FROM subject_keys WHERE subject_id = $1', [streamId])).rows).toHaveLength(0);
    expect((await t.store.readStream(t.db, streamId)).map((e) => [e.type, e.data.pii ?? null])).toEqual([
      ['ChatSessionStarted', null],
      ['ChatMessagePosted', null],
      ['ChatMessagePosted', null],
      ['ChatSessionDataErased', null],
    ]);

    const kept = await request(t.http).get('/api/chat/messages').query({ sessionId: recent.body.sessionId }).expect(200);
    expect(kept.body.messages.map((m: { text: string }) => m.text)).toEqual(['Recent question']);
    expect(await t.app.get(RetentionService).sweep(new Date())).toBe(0);
  });
});

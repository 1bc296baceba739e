import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
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
});

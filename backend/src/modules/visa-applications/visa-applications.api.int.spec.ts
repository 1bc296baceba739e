import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { LIMITS, MESSAGES, WIZARD_ERRORS } from '@evisa/contracts';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { EraseApplicantDataCommand } from './commands/erase-applicant-data/erase-applicant-data.handler.js';
import { CommandBus } from '@nestjs/cqrs';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { pdfDataUrl, samplePdf, signedInAs } from '../../test-support/back-office.js';
import { payInsurance, seedInsuranceApplication } from '../../test-support/insurance.js';
import { EraseInsuranceApplicantDataCommand } from '../back-office/commands/erase-insurance-applicant-data.js';
import { EraseConversationDataCommand } from '../chat/commands/erase-conversation-data.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { projectionTables } from '../../test-support/projection-tables.js';
import { requestHash } from '../../event-store/idempotency.js';

describe('visa applications API (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (body: Record<string, unknown>, key?: string) => {
    const req = request(t.http).post('/api/applications').set('Content-Type', 'application/json');
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;

  it('accepts a valid application and answers its status right away', async () => {
    const res = await submit(visaPayload()).expect(201);
    expect(res.body.applicationNumber).toMatch(/^[A-Z]{3}[A-Z0-9]{13}$/);
    const status = await request(t.http).get(`/api/applications/${res.body.applicationNumber}`).expect(200);
    expect(status.body).toMatchObject({
      applicationNumber: res.body.applicationNumber,
      status: 'pending',
      paymentStatus: 'pending',
      firstName: 'Asha',
      lastName: 'Patel',
      totalAmount: '184',
      processingType: 'standard',
      hasDocument: false,
    });
    expect(status.body.arrivalDate).toBe(visaPayload().arrivalDate);
    expect(Date.parse(status.body.createdAt)).not.toBeNaN();
  });

  it('says hasDocument only for an approval that came with the e-visa PDF', async () => {
    const approve = async (documentHash: string | null) => {
      const { body } = await submit(visaPayload()).expect(201);
      const streamId = `visa-application-${body.applicationNumber}`;
      await t.db.transaction(async (tx) => {
        const hash = documentHash && (await t.app.get<DocumentStorage>(DOCUMENT_STORAGE).put(streamId, Buffer.from('%PDF-1.7 e-visa'), 'application/pdf', tx));
        await t.store.append(tx, {
          streamId,
          streamType: 'visa-application',
          expectedVersion: 1,
          events: [{ type: 'VisaApplicationApproved', data: { applicationNumber: body.applicationNumber, decidedAt: new Date().toISOString(), documentHash: hash } }],
          metadata: { actor: { kind: 'staff', id: 'test' } },
        });
      });
      return (await request(t.http).get(`/api/applications/${body.applicationNumber}`).expect(200)).body;
    };
    expect(await approve(null)).toMatchObject({ status: 'approved', hasDocument: false });
    expect(await approve('with-pdf')).toMatchObject({ status: 'approved', hasDocument: true });
  });

  it('finds a number typed in lower case with spaces', async () => {
    const { body } = await submit(visaPayload()).expect(201);
    await request(t.http).get(`/api/applications/%20${body.applicationNumber.toLowerCase()}%20`).expect(200);
  });

  it('finds a number typed in groups, with spaces or hyphens inside it, as the status page does', async () => {
    const { body } = await submit(visaPayload()).expect(201);
    const number: string = body.applicationNumber;
    const groups = number.match(/.{4}/g)!;
    for (const typed of [groups.join(' '), groups.join('-').toLowerCase(), groups.join(' \u2013 '), `${groups.join('\u00a0')}\t`]) {
      const res = await request(t.http).get(`/api/applications/${encodeURIComponent(typed)}`).expect(200);
      expect(res.body.applicationNumber).toBe(number);
    }
    // Whatever is pasted, however long, is not a number: the not-found answer the status page shows, not a 414.
    const pasted = encodeURIComponent(`My application number is ${number}, thank you. `.repeat(20));
    expect(pasted.length).toBeGreaterThan(1000);
    expect((await request(t.http).get(`/api/applications/${pasted}`).expect(404)).body).toEqual({ statusCode: 404, message: MESSAGES.applicationNotFound });
    expect((await request(t.http).get(`/api/insurance/applications/${'X'.repeat(500)}`).expect(404)).body.message).toBe(MESSAGES.applicationNotFound);
    // Spaces do not count towards the minimum length: 'AB CD E' is five characters of a number.
    expect((await request(t.http).get(`/api/applications/${encodeURIComponent('AB CD E')}`).expect(400)).body.message).toBe(MESSAGES.statusNumberTooShort);
  });

  it('answers 404 with a JSON message for an unknown number, 400 for a too-short one', async () => {
    const res = await request(t.http).get('/api/applications/ZZZZZZZZZZZZZZZZ').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Application not found. Please check your application number and try again.' });
    const short = await request(t.http).get('/api/applications/ABC').expect(400);
    expect(short.body.message).toBe('Application number must be at least 6 characters long');
  });

  it('prices without supporting documents from the no-document table (evisa policy)', async () => {
    const res = await submit(
      visaPayload({
        countryId: 484,
        countryOfOrigin: 'Mexico',
        totalAmount: '75',
        processingType: 'fast',
        supportingDocumentType: null,
        supportingDocumentCountry: null,
        supportingDocumentNumber: null,
        supportingDocumentStartDate: null,
        supportingDocumentEndDate: null,
      }),
    ).expect(201);
    const status = await request(t.http).get(`/api/applications/${res.body.applicationNumber}`).expect(200);
    expect(status.body.totalAmount).toBe('75');
  });

  it.each([
    ['a total that disagrees with the server', { totalAmount: '100' }, /does not match/],
    ['an unknown field', { isAdmin: true }, /Unknown field\(s\): isAdmin/],
    ['a bad email', { email: 'not-an-email' }, /Validation failed/],
    ['an impossible date', { dateOfBirth: '1990-02-30' }, /Validation failed/],
    ['a short address', { address: 'short' }, /Validation failed/],
    ['terms not accepted', { termsOfServiceAccepted: false }, /Validation failed/],
    ['a wrong type', { countryId: '356' }, /Validation failed/],
    ['a huge string', { firstName: 'x'.repeat(10_000) }, /Validation failed/],
    ['an expired passport', { passportExpiryDate: '2020-01-01', passportIssueDate: '2010-01-01' }, /Validation failed/],
    ['a past arrival date', { arrivalDate: '2020-01-01' }, /Validation failed/],
    ['an option too slow for the arrival', { arrivalDate: new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10) }, /Validation failed/],
    ['a visa-exempt country', { countryId: 276, countryOfOrigin: 'Germany' }, /do not need a visa/],
    ['a conditional country without a supporting document', { supportingDocumentType: null, totalAmount: '25' }, /need a valid Schengen/],
    ['a country name that does not match', { countryOfOrigin: 'Mexico' }, /does not match countryId/],
  ])('refuses %s with a 400 and appends nothing', async (_label, overrides, message) => {
    const before = await eventCount();
    const res = await submit(visaPayload(overrides as Record<string, unknown>)).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['a number as a name', { firstName: 123 }, { firstName: [MESSAGES.invalidInput] }],
    ['an array as a name', { lastName: ['Patel'] }, { lastName: [MESSAGES.invalidInput] }],
    ['a number as the email', { email: 123 }, { email: [MESSAGES.invalidEmail] }],
    ['a number as the address', { address: 12_345_678_901 }, { address: [MESSAGES.invalidInput] }],
    ['an object as the passport number', { passportNumber: { n: 'Z1234567' } }, { passportNumber: [MESSAGES.invalidInput] }],
    ['a number as the total', { totalAmount: 184 }, { totalAmount: [MESSAGES.invalidInput] }],
    ['a number as a supporting document number', { supportingDocumentNumber: 123 }, { supportingDocumentNumber: [MESSAGES.invalidInput] }],
    ['a text country id', { countryId: '356' }, { countryId: [MESSAGES.invalidInput] }],
    ['a number as a date', { dateOfBirth: 19900520 }, { dateOfBirth: [MESSAGES.invalidDate] }],
    // The spec's messages for a field of the right type stay as they were.
    ['no first name', { firstName: undefined }, { firstName: [MESSAGES.required] }],
    ['a blank first name', { firstName: '   ' }, { firstName: [MESSAGES.required] }],
    ['a short address', { address: 'short' }, { address: [MESSAGES.minLength(10)] }],
    ['a one-letter place of birth', { placeOfBirth: 'M' }, { placeOfBirth: [MESSAGES.minLength(2)] }],
    ['a name too long', { firstName: 'x'.repeat(LIMITS.nameMax + 1) }, { firstName: [MESSAGES.maxLength(LIMITS.nameMax)] }],
    ['a bad email', { email: 'not-an-email' }, { email: [MESSAGES.invalidEmail] }],
    // One-line fields, as the passport number: a line break or a bidirectional override is refused.
    ['a line break in the supporting document number', { supportingDocumentNumber: 'D12\n3456' }, { supportingDocumentNumber: [MESSAGES.invalidInput] }],
  ])('answers %s with the first rule it breaks as written in the DTO', async (_label, overrides, errors) => {
    const before = await eventCount();
    const res = await submit(visaPayload(overrides as Record<string, unknown>)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors });
    expect(await eventCount()).toBe(before);
  });

  it('refuses an arrival date beyond the years the arrival picker offers, and takes its last day', async () => {
    // The year of the latest date a traveller can have (east of UTC it is already tomorrow).
    const year = new Date(Date.now() + 86_400_000).getUTCFullYear();
    // An unlimited supporting document, so that only the arrival date is judged.
    const far = (arrivalDate: string) => visaPayload({ arrivalDate, supportingDocumentEndDate: 'unlimited' });
    const before = await eventCount();
    for (const arrivalDate of [`${year + 11}-01-01`, `${year + 12}-06-15`]) {
      const res = await submit(far(arrivalDate)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors: { arrivalDate: [WIZARD_ERRORS.arrivalDateTooFar.description] } });
    }
    expect(await eventCount()).toBe(before);
    await submit(far(`${year + 10}-12-31`)).expect(201);
  });

  it.each([
    ['1800-01-01', WIZARD_ERRORS.dateOfBirthTooEarly.description],
    ['the passport issue date', WIZARD_ERRORS.dateOfBirthNotBeforeIssue.description],
    ['a day after the passport issue date', WIZARD_ERRORS.dateOfBirthNotBeforeIssue.description],
  ])('refuses a date of birth of %s under the field', async (label, message) => {
    const dateOfBirth = label === '1800-01-01' ? label : label === 'the passport issue date' ? '2020-01-15' : '2020-01-16';
    const before = await eventCount();
    const res = await submit(visaPayload({ dateOfBirth, passportIssueDate: '2020-01-15' })).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors: { dateOfBirth: [message] } });
    expect(await eventCount()).toBe(before);
  });

  it.each([
    ['a Schengen visa', {}],
    ['a residence permit', { supportingDocumentType: 'residence', supportingDocumentCountry: 'GBR', supportingDocumentStartDate: null }],
  ])('refuses %s that ends before the arrival date, and takes one that ends on it', async (_label, document) => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const before = await eventCount();
    const res = await submit(visaPayload({ ...document, arrivalDate: inDays(30), supportingDocumentEndDate: inDays(29) })).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Validation failed',
      errors: { supportingDocumentEndDate: [WIZARD_ERRORS.supportingDocumentExpiresBeforeArrival.description] },
    });
    expect(await eventCount()).toBe(before);
    await submit(visaPayload({ ...document, arrivalDate: inDays(30), supportingDocumentEndDate: inDays(30) })).expect(201);
  });

  describe('refuses, in the words of the wizard check that applies the same contracts rule, under the field', () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    it.each([
      // Dates judged against every date a traveller can have: a day before to a day after the UTC date.
      ['a passport issue date in the future everywhere', () => ({ passportIssueDate: inDays(2) }), 'passportIssueDate', WIZARD_ERRORS.passportIssueDateInFuture],
      ['a date of birth of today east of UTC', () => ({ dateOfBirth: inDays(1) }), 'dateOfBirth', WIZARD_ERRORS.dateOfBirthNotInPast],
      ['an arrival date past everywhere', () => ({ arrivalDate: inDays(-2) }), 'arrivalDate', WIZARD_ERRORS.arrivalDateInPast],
      [
        'a supporting document that has expired everywhere',
        () => ({ supportingDocumentEndDate: inDays(-2) }),
        'supportingDocumentEndDate',
        WIZARD_ERRORS.supportingDocumentExpired,
      ],
      [
        'a Schengen start date on its end date',
        () => ({ supportingDocumentStartDate: inDays(400) }),
        'supportingDocumentStartDate',
        WIZARD_ERRORS.invalidSupportingDates,
      ],
    ])('%s', async (_label, overrides, field, error) => {
      const before = await eventCount();
      const res = await submit(visaPayload(overrides())).expect(400);
      expect(res.body.message).toBe('Validation failed');
      expect(res.body.errors[field]).toEqual([error.description]);
      expect(await eventCount()).toBe(before);
    });
  });

  describe("takes the dates the wizard offers on the traveller's own today, a day behind or ahead of the server's UTC date", () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    it.each([
      // West of UTC in the evening (New York after 7 pm) the traveller's today is the server's yesterday.
      ['west: an arrival today with a one-day option, a visa ending on it', () => ({ arrivalDate: inDays(-1), processingType: 'urgent_4', totalAmount: '479', supportingDocumentEndDate: inDays(-1) })],
      ['west: standard processing 4 days before the arrival', () => ({ arrivalDate: inDays(3) })],
      ['west: a passport expiring tomorrow', () => ({ passportExpiryDate: inDays(0) })],
      // East of UTC early in the morning (Tokyo before 9 am) the traveller's today is the server's tomorrow.
      ['east: a passport issued today and a child born yesterday', () => ({ passportIssueDate: inDays(1), dateOfBirth: inDays(0) })],
    ])('%s', async (_label, overrides) => {
      await submit(visaPayload(overrides())).expect(201);
    });
  });

  it('takes a date of birth exactly 120 years ago', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await submit(visaPayload({ dateOfBirth: `${Number(today.slice(0, 4)) - 120}${today.slice(4)}` })).expect(201);
  });

  it('refuses malformed JSON and non-JSON bodies with 4xx', async () => {
    const before = await eventCount();
    await request(t.http).post('/api/applications').set('Content-Type', 'application/json').send('{"firstName":').expect(400);
    const text = await request(t.http).post('/api/applications').set('Content-Type', 'text/plain').send('hello');
    expect(text.status).toBe(415);
    const big = await request(t.http).post('/api/applications').set('Content-Type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(200_000) }));
    expect(big.status).toBe(413);
    expect(await eventCount()).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first answer and appends once', async () => {
    const before = await eventCount();
    const first = await submit(visaPayload(), 'repeat-key-0001').expect(201);
    const second = await submit(visaPayload(), 'repeat-key-0001').expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount()).toBe(before + 1);
  });

  it('answers a repeated Idempotency-Key sent in another interface language with the first application (a traveller who switched language before retrying)', async () => {
    const before = await eventCount();
    const first = await submit(visaPayload({ language: 'en' }), 'visa-language-0001').expect(201);
    const again = await submit(visaPayload({ language: 'ar' }), 'visa-language-0001').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.applicationNumber).toBe(first.body.applicationNumber);
    expect(await eventCount()).toBe(before + 1);
  });

  it('answers a key stored before the language left the request hash (0abf847) with the first application, across that deploy', async () => {
    const first = await submit(visaPayload({ language: 'en' }), 'visa-language-before-0001').expect(201);
    // What the server stored under the key until then: the hash of the whole form, language included.
    await t.db.query('UPDATE idempotency_keys SET request_hash = $1 WHERE key = $2', [requestHash(visaPayload({ language: 'en' })), 'visa-language-before-0001']);
    const before = await eventCount();
    const again = await submit(visaPayload({ language: 'en' }), 'visa-language-before-0001').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.applicationNumber).toBe(first.body.applicationNumber);
    expect(await eventCount()).toBe(before);
    // Another form under that key is still refused.
    await submit(visaPayload({ language: 'en', firstName: 'Other' }), 'visa-language-before-0001').expect(422);
  });

  it('answers concurrent requests with one Idempotency-Key with one application', async () => {
    const before = await eventCount();
    const answers = await Promise.all(Array.from({ length: 10 }, () => submit(visaPayload(), 'concurrent-key-0001')));
    const numbers = new Set(answers.map((a) => a.body.applicationNumber));
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(numbers.size).toBe(1);
    expect(await eventCount()).toBe(before + 1);
  });

  it('refuses a reused Idempotency-Key with a different body (422)', async () => {
    await submit(visaPayload(), 'reused-key-0001').expect(201);
    const res = await submit(visaPayload({ firstName: 'Other' }), 'reused-key-0001').expect(422);
    expect(res.body.message).toMatch(/different request/);
  });

  it('shreds a subject: personal data unreadable in history and projections, events kept', async () => {
    const { body } = await submit(visaPayload({ firstName: 'Shred', lastName: 'Me' })).set('X-Forwarded-For', '203.0.113.77').expect(201);
    const streamId = `visa-application-${body.applicationNumber}`;
    const [before] = await t.store.readStream(t.db, streamId);
    expect((before!.data.pii as { firstName: string }).firstName).toBe('Shred');
    // The address it was sent from is personal data too: in the encrypted block, not in the (plain) metadata.
    expect((before!.data.pii as { requestIp: string }).requestIp).toBe('203.0.113.77');
    expect(before!.metadata).not.toHaveProperty('requestIp');

    await t.app.get(CommandBus).execute(new EraseApplicantDataCommand(body.applicationNumber, 'erasure-request', { kind: 'staff', id: 'test' }));

    const history = await t.store.readStream(t.db, streamId);
    expect(history.map((e) => e.type)).toEqual(['VisaApplicationSubmitted', 'VisaApplicantDataErased']);
    expect(history[0]!.data.pii).toBeNull();
    expect(history[0]!.data.applicationNumber).toBe(body.applicationNumber);
    const raw = await t.db.query<{ row: string }>('SELECT data::text || metadata::text AS row FROM events WHERE stream_id = $1', [streamId]);
    expect(raw.rows.map((r) => r.row).join()).not.toMatch(/Shred|203\.0\.113\.77/);
    const status = await request(t.http).get(`/api/applications/${body.applicationNumber}`).expect(200);
    expect(status.body).toMatchObject({ firstName: null, lastName: null, status: 'pending' });
  });

  it('rebuilds projections identical to the live ones after a mixed workload', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await submit(visaPayload({ firstName: `Mixed${i}` }), i % 3 === 0 ? `mixed-key-${i}-abcdef` : undefined).expect(201);
      numbers.push(res.body.applicationNumber);
    }
    await submit(visaPayload({ firstName: 'Mixed0' }), 'mixed-key-0-abcdef').expect(201);
    const bus = t.app.get(CommandBus);
    for (const n of numbers.slice(0, 5)) await bus.execute(new EraseApplicantDataCommand(n, 'retention', { kind: 'system' }));
    // Chat traffic: conversations started (one twice under a key), continued, answered, read, and one erased.
    const staff = await signedInAs(t, 'agent');
    const sessions: string[] = [];
    for (let i = 0; i < 6; i++) {
      const chat = request(t.http).post('/api/chat/message').set('X-Forwarded-For', `198.51.100.${i}`);
      if (i === 0) chat.set('Idempotency-Key', 'mixed-chat-key-0');
      sessions.push((await chat.send({ message: `Question ${i}`, customerName: i % 2 ? `Traveller ${i}` : undefined }).expect(201)).body.sessionId);
    }
    await request(t.http).post('/api/chat/message').set('Idempotency-Key', 'mixed-chat-key-0').send({ message: 'Question 0' }).expect(201);
    for (const [i, sessionId] of sessions.entries()) {
      await request(t.http).post('/api/chat/message').send({ message: `Follow-up ${i}`, sessionId }).expect(201);
      if (i % 2 === 0) await staff.agent.post('/api/chat/reply').set('X-CSRF-Token', staff.csrfToken).send({ sessionId, message: `Answer ${i}` }).expect(201);
      if (i % 3 === 0) await staff.agent.post(`/api/admin/chat/sessions/${sessionId}/read`).set('X-CSRF-Token', staff.csrfToken).expect(200);
    }
    await bus.execute(new EraseConversationDataCommand(sessions[1]!, 'erasure-request', { kind: 'system' }));
    // Insurance traffic: applications (one of a minor, with a parent ID photo), paid or not, approved with
    // the policy PDF, rejected, and one erased (its list row, stats and emails must rebuild the same).
    const insurance: string[] = [];
    for (let i = 0; i < 5; i++) insurance.push((await seedInsuranceApplication(t, { firstName: `Insured${i}`, minor: i === 1, language: i % 2 ? 'de' : undefined })).applicationNumber);
    for (const n of insurance.slice(0, 4)) await payInsurance(t, n);
    const decideInsurance = (n: string, body: Record<string, unknown>) =>
      staff.agent.patch(`/api/admin/insurance-applications/${n}/status`).set('X-CSRF-Token', staff.csrfToken).send(body).expect(200);
    await decideInsurance(insurance[0]!, { status: 'approved', pdfAttachment: pdfDataUrl(samplePdf('policy')) });
    await decideInsurance(insurance[1]!, { status: 'rejected' });
    await decideInsurance(insurance[2]!, { status: 'approved' });
    await bus.execute(new EraseInsuranceApplicantDataCommand(insurance[2]!, 'retention', { kind: 'system' }));
    await bus.execute(new EraseInsuranceApplicantDataCommand(insurance[4]!, 'erasure-request', { kind: 'system' }));
    await t.runner.waitForCatchUp();

    const snapshot = () => projectionTables(t.db);
    const live = await snapshot();
    expect((live.application_status as unknown[]).length).toBeGreaterThanOrEqual(30);
    expect((live.admin_applications as { kind: string }[]).filter((r) => r.kind === 'insurance')).toHaveLength(5);
    expect(live.chat_sessions).toHaveLength(6);
    expect((live.chat_messages as unknown[]).length).toBe(15);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await snapshot()).toEqual(live);
  });
});

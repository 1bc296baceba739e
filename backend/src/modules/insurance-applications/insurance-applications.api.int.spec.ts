import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { INSURANCE_APPLICATION_BODY_MAX_BYTES, INSURANCE_MESSAGES, MESSAGES, PARENT_ID_PHOTO_MAX_BYTES } from '@evisa/contracts';
import { INSURANCE_APPLICATION_STREAM } from '@evisa/contracts/events';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { DOCUMENT_STORAGE, type DocumentStorage } from '../documents/document-storage.port.js';
import { sha256Hex } from '../documents/postgres-document-storage.js';
import { rebuildProjections } from '../../projections/rebuild/rebuild-projections.js';
import { ALL_PROJECTORS } from '../../projections/all-projectors.js';
import { requestHash } from '../../event-store/idempotency.js';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** Born 10 years ago: under 18, so parent ID photos are required. */
const CHILD_BIRTH_DATE = `${new Date().getUTCFullYear() - 10}-01-15`;

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a JPEG photo of a parent ID')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a PNG photo of a parent ID')]);
const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A valid 7-day insurance payload for an Indian adult; override any field. */
function insurancePayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    productId: 1,
    firstName: 'Asha',
    lastName: 'Patel',
    email: 'asha@example.com',
    phone: '+91 98765 43210',
    passportNumber: 'Z1234567',
    nationality: 'IND',
    countryOfOrigin: 'India',
    travelDate: inDays(30),
    returnDate: inDays(36),
    destination: 'Turkey',
    dateOfBirth: '1990-05-20',
    totalAmount: '114',
    tripDurationDays: 7,
    parentIdPhotos: null,
    privacyPolicyAccepted: true,
    termsOfServiceAccepted: true,
    ...overrides,
  };
}

/** The answer when the server's own rules (not the DTO's shape) refuse the form; `errors` says which field. */
const DOMAIN_REFUSAL = new RegExp(`^${MESSAGES.formValidation}$`);

const minorPayload = (photos: { name: string; dataUrl: string }[], overrides: Record<string, unknown> = {}) =>
  insurancePayload({ firstName: 'Mina', dateOfBirth: CHILD_BIRTH_DATE, parentIdPhotos: photos, ...overrides });

describe('insurance applications API (real Postgres)', () => {
  let t: TestApp;
  let documents: DocumentStorage;
  beforeAll(async () => {
    t = await startTestApp();
    documents = t.app.get<DocumentStorage>(DOCUMENT_STORAGE);
  });
  afterAll(async () => {
    await t.close();
  });

  const submit = (body: Record<string, unknown> | string, key?: string) => {
    const req = request(t.http).post('/api/insurance/applications').set('Content-Type', 'application/json');
    if (key) req.set('Idempotency-Key', key);
    return req.send(body);
  };
  const lookup = (number: string) => request(t.http).get(`/api/insurance/applications/${number}`);
  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  const documentCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM documents')).rows[0]!.n;
  const streamOf = (number: string) => `insurance-application-${number}`;

  it('lists the seven plans, shortest first, priced in dollars, cached for 10 minutes', async () => {
    const res = await request(t.http).get('/api/insurance/products').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(res.body).toHaveLength(7);
    expect(res.body[0]).toEqual({ id: 1, name: 'Turkey Travel Health Insurance - 7 Days', durationDays: 7, price: 114 });
    expect(res.body.map((p: { durationDays: number }) => p.durationDays)).toEqual([7, 14, 30, 60, 90, 180, 365]);
  });

  it('accepts an adult application and answers its status right away', async () => {
    const res = await submit(insurancePayload()).expect(201);
    expect(res.body).toEqual({ applicationNumber: expect.stringMatching(/^[A-Z]{3}[A-Z0-9]{13}$/) });
    const status = await lookup(res.body.applicationNumber.toLowerCase()).expect(200);
    expect(status.body).toEqual({
      applicationNumber: res.body.applicationNumber,
      status: 'pending',
      paymentStatus: 'pending',
      firstName: 'Asha',
      lastName: 'Patel',
      createdAt: expect.any(String),
      travelDate: inDays(30),
      returnDate: inDays(36),
      totalAmount: '114',
      processingType: 'Turkey Travel Health Insurance - 7 Days',
      hasDocument: false,
    });
    // Typed in groups, as the status page accepts it.
    const grouped = (res.body.applicationNumber as string).match(/.{4}/g)!.join(' - ');
    expect((await lookup(encodeURIComponent(grouped)).expect(200)).body.applicationNumber).toBe(res.body.applicationNumber);
    const [event] = await t.store.readStream(t.db, streamOf(res.body.applicationNumber));
    expect(event).toMatchObject({ type: 'InsuranceApplicationSubmitted', streamType: INSURANCE_APPLICATION_STREAM, metadata: { subjectId: streamOf(res.body.applicationNumber) } });
  });

  it('keeps visa and insurance numbers apart: neither is found through the other route', async () => {
    const insurance = (await submit(insurancePayload()).expect(201)).body.applicationNumber as string;
    const visa = (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
    const notFound = { statusCode: 404, message: MESSAGES.applicationNotFound };
    expect((await lookup(visa).expect(404)).body).toEqual(notFound);
    expect((await request(t.http).get(`/api/applications/${insurance}`).expect(404)).body).toEqual(notFound);
    expect((await lookup('ZZZZZZZZZZZZZZZZ').expect(404)).body).toEqual(notFound);
    await lookup('ABC').expect(400);
  });

  it('answers a repeated Idempotency-Key with the first answer and appends once', async () => {
    const before = await eventCount();
    const first = await submit(insurancePayload(), 'insurance-repeat-0001').expect(201);
    const second = await submit(insurancePayload(), 'insurance-repeat-0001').expect(201);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(await eventCount()).toBe(before + 1);
    await submit(insurancePayload({ firstName: 'Other' }), 'insurance-repeat-0001').expect(422);
  });

  it('answers a repeated Idempotency-Key sent in another interface language with the first application (a traveller who switched language before retrying)', async () => {
    const first = await submit(insurancePayload({ language: 'en' }), 'insurance-language-0001').expect(201);
    const again = await submit(insurancePayload({ language: 'ar' }), 'insurance-language-0001').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.applicationNumber).toBe(first.body.applicationNumber);
  });

  it('answers a key stored before the language left the request hash (1c4b626) with the first application, across that deploy', async () => {
    const first = await submit(insurancePayload({ language: 'en' }), 'insurance-language-before-0001').expect(201);
    // What the server stored under the key until then: the hash of the whole payload, language included.
    await t.db.query('UPDATE idempotency_keys SET request_hash = $1 WHERE key = $2', [requestHash(insurancePayload({ language: 'en' })), 'insurance-language-before-0001']);
    const events = await eventCount();
    const again = await submit(insurancePayload({ language: 'en' }), 'insurance-language-before-0001').expect(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.applicationNumber).toBe(first.body.applicationNumber);
    expect(await eventCount()).toBe(events);
    await submit(insurancePayload({ language: 'en', firstName: 'Other' }), 'insurance-language-before-0001').expect(422);
  });

  it.each([
    ['without photos', () => insurancePayload()],
    ['with photos (the transactional path)', () => minorPayload([{ name: 'mother.jpg', dataUrl: dataUrl(JPEG) }])],
  ])('answers concurrent requests with one Idempotency-Key with one application, %s', async (label, payload) => {
    const [events, docs] = [await eventCount(), await documentCount()];
    const key = `insurance-concurrent-${label.length}`;
    const answers = await Promise.all(Array.from({ length: 8 }, () => submit(payload(), key)));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((a) => a.body.applicationNumber)).size).toBe(1);
    expect(await eventCount()).toBe(events + 1);
    expect(await documentCount()).toBe(docs + (label.includes('with photos') ? 1 : 0));
  });

  it.each([
    ['an unknown field', { isAdmin: true }, /Unknown field\(s\): isAdmin/],
    ['a blank first name', { firstName: '   ' }, /Validation failed/],
    ['a return before the travel date', { returnDate: inDays(29) }, /^Invalid Dates$/],
    ['a plan shorter than the trip', { returnDate: inDays(40), tripDurationDays: 11 }, DOMAIN_REFUSAL],
    ['a travel date in the past', { travelDate: '2020-01-01', returnDate: '2020-01-05' }, DOMAIN_REFUSAL],
    ['a minor without parent ID photos', { dateOfBirth: CHILD_BIRTH_DATE }, DOMAIN_REFUSAL],
    ['photos for an adult', { parentIdPhotos: [{ name: 'id.jpg', dataUrl: dataUrl(JPEG) }] }, DOMAIN_REFUSAL],
    ['a text file sent as an image', { dateOfBirth: CHILD_BIRTH_DATE, parentIdPhotos: [{ name: 'id.jpg', dataUrl: dataUrl(Buffer.from('just some text')) }] }, DOMAIN_REFUSAL],
    ['a PDF data URL', { dateOfBirth: CHILD_BIRTH_DATE, parentIdPhotos: [{ name: 'id.pdf', dataUrl: 'data:application/pdf;base64,JVBERi0=' }] }, /Validation failed/],
    ['a total that is not the plan price', { totalAmount: '100' }, /does not match/],
    ['a country name that does not match the nationality', { countryOfOrigin: 'Mexico' }, /does not match nationality/],
    ['an unknown plan', { productId: 99 }, /Unknown insurance plan/],
    ['another destination', { destination: 'Greece' }, /Validation failed/],
  ])('refuses %s with a 400 and appends nothing', async (_label, overrides, message) => {
    const [events, docs] = [await eventCount(), await documentCount()];
    const res = await submit(insurancePayload(overrides)).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toMatch(message);
    expect([await eventCount(), await documentCount()]).toEqual([events, docs]);
  });

  it('refuses a line break in a parent ID photo name, as in every other one-line field', async () => {
    const before = await eventCount();
    const res = await submit(minorPayload([{ name: 'id\nphoto.jpg', dataUrl: dataUrl(JPEG) }])).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors: { 'parentIdPhotos.0.name': [MESSAGES.invalidInput] } });
    expect(await eventCount()).toBe(before);
  });

  it('refuses a travel date beyond the years its picker offers, and takes its last day', async () => {
    // The year of the latest date a traveller can have (east of UTC it is already tomorrow).
    const year = new Date(Date.now() + 86_400_000).getUTCFullYear();
    const before = await eventCount();
    const res = await submit(insurancePayload({ travelDate: `${year + 11}-01-01`, returnDate: `${year + 11}-01-07` })).expect(400);
    expect(res.body.errors).toEqual({ travelDate: [INSURANCE_MESSAGES.travelDateTooFar] });
    expect(await eventCount()).toBe(before);
    await submit(insurancePayload({ travelDate: `${year + 10}-12-31`, returnDate: `${year + 11}-01-06` })).expect(201);
  });

  it("takes a travel date of yesterday by the server's UTC clock (still today west of UTC, where the form offers it), and refuses the day before", async () => {
    // In New York at 8 pm the UTC date is already tomorrow: the traveller's today is the server's yesterday.
    await submit(insurancePayload({ travelDate: inDays(-1), returnDate: inDays(5) })).expect(201);
    const before = await eventCount();
    const res = await submit(insurancePayload({ travelDate: inDays(-2), returnDate: inDays(4) })).expect(400);
    expect(res.body.errors).toEqual({ travelDate: [INSURANCE_MESSAGES.travelDateInPast] });
    expect(await eventCount()).toBe(before);
  });

  describe("takes the dates of birth the form offers on the traveller's own today, a day behind or ahead of the server's UTC date", () => {
    const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;
    it.each([
      // West of UTC in the evening (New York after 7 pm) the traveller's today is the server's yesterday.
      ['west: born exactly 120 years before the traveller’s today', () => insurancePayload({ dateOfBirth: yearsBefore(inDays(-1), 120) })],
      // East of UTC early in the morning (Tokyo before 9 am) the traveller's today is the server's tomorrow.
      ['east: a child born yesterday, the server’s today', () => minorPayload([{ name: 'mother.jpg', dataUrl: dataUrl(JPEG) }], { dateOfBirth: inDays(0) })],
    ])('%s', async (_label, payload) => {
      await submit(payload()).expect(201);
    });

    it('refuses a date of birth that is today or later everywhere, and one more than 120 years before every traveller’s today', async () => {
      const future = await submit(minorPayload([{ name: 'mother.jpg', dataUrl: dataUrl(JPEG) }], { dateOfBirth: inDays(1) })).expect(400);
      expect(future.body.errors.dateOfBirth).toEqual([INSURANCE_MESSAGES.dateOfBirthInFuture]);
      const early = await submit(insurancePayload({ dateOfBirth: yearsBefore(inDays(-2), 120) })).expect(400);
      expect(early.body.errors.dateOfBirth).toEqual([INSURANCE_MESSAGES.dateOfBirthTooEarly]);
    });
  });

  it("requires parent ID photos of one who turns 18 today by the server's UTC date (still 17 west of UTC, where the form asks for them) and takes them", async () => {
    const today = inDays(0);
    const dateOfBirth = `${Number(today.slice(0, 4)) - 18}${today.slice(4)}`;
    const without = await submit(insurancePayload({ dateOfBirth })).expect(400);
    expect(without.body.errors).toEqual({ parentIdPhotos: [INSURANCE_MESSAGES.parentIdPhotosUnder18] });
    await submit(minorPayload([{ name: 'mother.jpg', dataUrl: dataUrl(JPEG) }], { dateOfBirth })).expect(201);
  });

  it('refuses a date of birth more than 120 years ago', async () => {
    const before = await eventCount();
    const res = await submit(insurancePayload({ dateOfBirth: '1800-01-01' })).expect(400);
    expect(res.body.errors).toEqual({ dateOfBirth: [INSURANCE_MESSAGES.dateOfBirthTooEarly] });
    expect(await eventCount()).toBe(before);
  });

  it('says which rule a refused field broke', async () => {
    const short = await submit(insurancePayload({ returnDate: inDays(40), tripDurationDays: undefined })).expect(400);
    expect(short.body.errors.productId).toEqual([INSURANCE_MESSAGES.planTooShort(7, 11)]);
    const minor = await submit(insurancePayload({ dateOfBirth: CHILD_BIRTH_DATE })).expect(400);
    expect(minor.body.errors.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotosUnder18]);
    const text = await submit(minorPayload([{ name: 'id.jpg', dataUrl: dataUrl(Buffer.from('just some text')) }])).expect(400);
    expect(text.body.errors.parentIdPhotos).toEqual([INSURANCE_MESSAGES.parentIdPhotoType]);
  });

  it("stores a minor's parent ID photos sealed with the applicant's key, judged by their bytes, and erases them with the applicant", async () => {
    // A PNG labelled JPEG is still an image: stored as what its bytes are.
    const res = await submit(minorPayload([{ name: 'mother.jpg', dataUrl: dataUrl(JPEG) }, { name: 'father.jpg', dataUrl: dataUrl(PNG, 'image/jpeg') }])).expect(201);
    const number = res.body.applicationNumber as string;
    const subject = streamOf(number);
    const [event] = await t.store.readStream(t.db, subject);
    expect(event!.data).toMatchObject({ minor: true });
    expect((event!.data.pii as { parentIdPhotos: unknown }).parentIdPhotos).toEqual([
      { name: 'mother.jpg', hash: sha256Hex(JPEG), contentType: 'image/jpeg', size: JPEG.length },
      { name: 'father.jpg', hash: sha256Hex(PNG), contentType: 'image/png', size: PNG.length },
    ]);
    const { rows } = await t.db.query<{ hash: string; content: Buffer; content_type: string; encrypted: boolean }>(
      'SELECT hash, content, content_type, encrypted FROM documents WHERE subject_id = $1 ORDER BY content_type',
      [subject],
    );
    expect(rows.map((r) => [r.hash, r.content_type, r.encrypted])).toEqual([
      [sha256Hex(JPEG), 'image/jpeg', true],
      [sha256Hex(PNG), 'image/png', true],
    ]);
    for (const row of rows) {
      expect(row.content.includes(Buffer.from('photo of a parent ID'))).toBe(false);
    }
    expect((await documents.get(subject, sha256Hex(PNG)))?.content).toEqual(PNG);

    // Erasing the applicant (as retention does: shred the key, delete the documents, record it) takes the photos too.
    await t.db.transaction(async (tx) => {
      await t.cipher.shred(tx, subject);
      await documents.eraseSubject(tx, subject);
      await t.store.append(tx, {
        streamId: subject,
        streamType: INSURANCE_APPLICATION_STREAM,
        expectedVersion: 1,
        events: [{ type: 'InsuranceApplicantDataErased', data: { applicationNumber: number, erasedAt: new Date().toISOString(), reason: 'erasure-request' } }],
        metadata: { actor: { kind: 'system' } },
      });
    });
    expect((await lookup(number).expect(200)).body).toMatchObject({ firstName: null, lastName: null });
    expect(await documents.get(subject, sha256Hex(PNG))).toBeNull();
    expect((await t.db.query('SELECT 1 FROM documents WHERE subject_id = $1', [subject])).rows).toEqual([]);
    expect((await t.store.readStream(t.db, subject))[0]!.data.pii).toBeNull();
  });

  it('accepts photos beyond the 100 kB limit of other routes, and answers 413 over its own limit', async () => {
    const large = Buffer.concat([JPEG, Buffer.alloc(600 * 1024, 7)]);
    await submit(minorPayload([{ name: 'scan.jpg', dataUrl: dataUrl(large) }])).expect(201);
    const before = await eventCount();
    // A photo over 5 MB is refused by its size, within the body limit.
    const tooLarge = Buffer.concat([JPEG, Buffer.alloc(PARENT_ID_PHOTO_MAX_BYTES, 7)]);
    const refused = await submit(minorPayload([{ name: 'scan.jpg', dataUrl: dataUrl(tooLarge) }])).expect(400);
    expect(JSON.stringify(refused.body)).toContain(INSURANCE_MESSAGES.parentIdPhotoTooLarge);
    const huge = JSON.stringify({ ...minorPayload([]), padding: 'x'.repeat(INSURANCE_APPLICATION_BODY_MAX_BYTES) });
    const res = await submit(huge).expect(413);
    expect(res.body.statusCode).toBe(413);
    // The visa route keeps its 100 kB.
    await request(t.http).post('/api/applications').set('Content-Type', 'application/json').send(JSON.stringify({ a: 'x'.repeat(200_000) })).expect(413);
    expect(await eventCount()).toBe(before);
  });

  it('takes a card payment for an insurance order; the verified result shows in its status', async () => {
    const orderId = (await submit(insurancePayload()).expect(201)).body.applicationNumber as string;
    const create = (amount: string) =>
      request(t.http).post('/api/payment/create').send({ amount, currency: 'USD', description: 'Travel insurance', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId });
    expect((await create('184').expect(400)).body.message).toMatch(/does not match the order total/);
    const created = await create('114').expect(200);
    expect(created.body.success).toBe(true);
    const { rows } = await t.db.query<{ data: { orderKind: string; amountCents?: number } }>(
      `SELECT data FROM events WHERE stream_id = $1 AND event_type = 'PaymentCreated'`,
      [`payment-${orderId}`],
    );
    expect(rows[0]!.data.orderKind).toBe('insurance');
    const settled = await request(t.http).post('/api/simulated-provider/checkout').send({ order: orderId, amount: '114', outcome: 'completed', cardLast4: '4242' }).expect(200);
    await request(t.http).post('/api/payment/simulated/confirm').send({ payload: settled.body.payload }).expect(200);
    expect((await lookup(orderId).expect(200)).body.paymentStatus).toBe('completed');
  });

  it('serves the approved policy PDF for download, and nothing before or through the visa path', async () => {
    const number = (await submit(insurancePayload()).expect(201)).body.applicationNumber as string;
    await request(t.http).get(`/api/download/insurance/${number}`).expect(404);
    const pdf = Buffer.from('%PDF-1.7\nthe policy\n%%EOF');
    // Staff approval as the back office records it: the sealed PDF and the approval in one transaction.
    await t.db.transaction(async (tx) => {
      const hash = await documents.put(streamOf(number), pdf, 'application/pdf', tx);
      await t.store.append(tx, {
        streamId: streamOf(number),
        streamType: INSURANCE_APPLICATION_STREAM,
        expectedVersion: 1,
        events: [{ type: 'InsuranceApplicationApproved', data: { applicationNumber: number, decidedAt: new Date().toISOString(), documentHash: hash } }],
        metadata: { actor: { kind: 'staff', id: 'test' }, subjectId: streamOf(number) },
      });
    });
    expect((await lookup(number).expect(200)).body).toMatchObject({ status: 'approved', hasDocument: true });
    const res = await request(t.http).get(`/api/download/insurance/${number}`).buffer(true).parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="insurance-policy-${number}.pdf"`);
    expect(res.body).toEqual(pdf);
    await request(t.http).get(`/api/download/visa/${number}`).expect(404);
  });

  it('shows hasDocument on the visa status: false while pending', async () => {
    const visa = (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
    expect((await request(t.http).get(`/api/applications/${visa}`).expect(200)).body.hasDocument).toBe(false);
  });

  it('rebuilds the status rows of insurance applications identical to the live ones', async () => {
    await t.runner.waitForCatchUp();
    const snapshot = async () => (await t.db.query(`SELECT * FROM application_status ORDER BY 1`)).rows;
    const live = await snapshot();
    expect(live.filter((r) => (r as { kind: string }).kind === 'insurance').length).toBeGreaterThan(5);
    await rebuildProjections(t.db, t.store, ALL_PROJECTORS);
    expect(await snapshot()).toEqual(live);
  });
});

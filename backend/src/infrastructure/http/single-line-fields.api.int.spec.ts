import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MESSAGES } from '@evisa/contracts';
import request from 'supertest';
import { nextIp, signedInAs, type SignedIn } from '../../test-support/back-office.js';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';

/**
 * Names, phones and passport numbers are printed in the emails sent to whatever address an
 * application gives, and in the staff panel. A line break in a name let anyone have our own email
 * carry a paragraph of their choosing under our name ("Dear Ana\n\nYour visa was cancelled, call…"),
 * and a right-to-left override reverses what staff and the recipient read. Such fields now refuse
 * control characters and the two overrides with a 400, changing nothing; real names in every
 * script, with the invisible marks pasted right-to-left text carries, still pass.
 */
describe('one-line text fields (real Postgres)', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await startTestApp();
    admin = await signedInAs(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
  });

  const eventCount = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
  const refusedFor = (field: string) => ({ statusCode: 400, message: 'Validation failed', errors: { [field]: [MESSAGES.invalidInput] } });
  const submit = (overrides: Record<string, unknown>) =>
    request(t.http).post('/api/applications').set('X-Forwarded-For', nextIp()).send(visaPayload(overrides));

  const BROKEN = [
    ['a line break', 'Ana\n\nYour visa was cancelled. Call +1 555 0100'],
    ['a carriage return', 'Ana\rX'],
    ['a tab', 'Ana\tX'],
    ['an escape character', 'Ana\u001b[31m'],
    ['a right-to-left override', 'Ana\u202Efdp.exe'],
    ['a left-to-right override', '\u202DAna'],
  ] as const;

  it.each(BROKEN)("refuses %s in a visa applicant's name, phone or passport number, appending nothing", async (_label, text) => {
    const before = await eventCount();
    for (const field of ['firstName', 'lastName', 'motherName', 'fatherName', 'placeOfBirth', 'phone', 'passportNumber']) {
      // The phone and passport number are short fields: the character is what they are refused for, not their length.
      const res = await submit({ [field]: ['phone', 'passportNumber'].includes(field) ? `5${text.slice(0, 4)}1` : `${text} Xy` }).expect(400);
      expect(res.body).toEqual(refusedFor(field));
    }
    expect(await eventCount()).toBe(before);
  });

  it('accepts names in every script, with the joiners Persian and Indic names need and the marks pasted Arabic brings', async () => {
    for (const [firstName, lastName] of [
      ['علی‌رضا', 'محمدی'], // U+200C (zero-width non-joiner) inside the first name
      ['Şule', "O'Brien-Yıldız"],
      ['क्‍ष', 'शर्मा'], // U+200D (zero-width joiner)
      ['Ñandú', 'Zoë'],
      // Right-to-left text copied from a document, with the embedding and mark it brought along.
      ['\u202Bمحمد\u202C', 'حسن\u200F'],
    ]) {
      const res = await submit({ firstName, lastName }).expect(201);
      const status = await request(t.http).get(`/api/applications/${res.body.applicationNumber}`).expect(200);
      expect([status.body.firstName, status.body.lastName]).toEqual([firstName, lastName]);
    }
  });

  it("refuses them in the payment's customer name, a chat customer's name and a new staff member's name", async () => {
    const before = await eventCount();
    const payment = await request(t.http)
      .post('/api/payment/create')
      .set('X-Forwarded-For', nextIp())
      .send({ amount: '184', currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha\u202EPatel', orderId: 'ABCD1234EFGH5678' })
      .expect(400);
    expect(payment.body).toEqual(refusedFor('customerName'));
    const chat = await request(t.http).post('/api/chat/message').set('X-Forwarded-For', nextIp()).send({ message: 'Hello', customerName: 'Omar\nSupport team' }).expect(400);
    expect(chat.body).toEqual(refusedFor('customerName'));
    const staff = await admin.agent
      .post('/api/admin/staff')
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ email: `line-${Date.now()}@example.com`, name: 'New\nAgent', role: 'agent', password: 'a long enough password' })
      .expect(400);
    expect(staff.body).toEqual(refusedFor('name'));
    expect(await eventCount()).toBe(before);
  });
});

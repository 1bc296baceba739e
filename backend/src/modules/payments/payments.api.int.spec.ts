import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { MESSAGES } from '@evisa/contracts';
import { startTestApp, visaPayload, type TestApp } from '../../test-support/test-app.js';
import { APP_CONFIG } from '../../infrastructure/infrastructure.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { encodePayload, signResult } from './simulated-provider/simulated-signature.js';
import { CommandBus } from '@nestjs/cqrs';
import { EraseApplicantDataCommand } from '../visa-applications/commands/erase-applicant-data/erase-applicant-data.handler.js';
import { EraseInsuranceApplicantDataCommand } from '../back-office/commands/erase-insurance-applicant-data.js';
import { seedInsuranceApplication } from '../../test-support/insurance.js';
import { ERASED_ORDER_MESSAGE } from './payment-repository.js';
import { findCountryById } from '@evisa/contracts/countries';
import { VISA_APPLICATION_STREAM } from '@evisa/contracts/events';
import type { CreateVisaApplicationDto } from '@evisa/contracts/dto';
import { decideSubmitVisaApplication } from '../../domain/visa-application/submit-visa-application.js';
import { initialVisaApplicationState, visaApplicationStreamId } from '../../domain/visa-application/visa-application.js';
import { NO_STREAM } from '../../event-store/event-store.types.js';
import { generateApplicationNumber } from '../visa-applications/application-number.js';

describe('payments with the simulated provider (real Postgres)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const apply = async () => (await request(t.http).post('/api/applications').send(visaPayload()).expect(201)).body.applicationNumber as string;
  const createPayment = (orderId: string, amount = '184', overrides: Record<string, unknown> = {}) =>
    request(t.http)
      .post('/api/payment/create')
      .send({ amount, currency: 'USD', description: 'Turkey e-Visa', customerEmail: 'asha@example.com', customerName: 'Asha Patel', orderId, ...overrides });
  const paymentEvents = async (orderId: string) =>
    (await t.db.query<{ event_type: string }>('SELECT event_type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`payment-${orderId}`])).rows.map((r) => r.event_type);
  const settle = (orderId: string, outcome: 'completed' | 'cancelled', amount = '184') =>
    request(t.http).post('/api/simulated-provider/checkout').send({ order: orderId, amount, outcome, cardLast4: '4242' });
  const confirm = (payload: string) => request(t.http).post('/api/payment/simulated/confirm').send({ payload });
  const status = async (orderId: string) => (await request(t.http).get(`/api/applications/${orderId}`).expect(200)).body;

  it("answers the status page's OPTIONS ping on the checkout page (spec section 7)", async () => {
    const ping = await request(t.http).options('/mock-gpay-payment').expect(204);
    expect(ping.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(ping.text).toBe('');
  });

  it('opens a checkout on the simulated provider for the server total', async () => {
    const orderId = await apply();
    const res = await createPayment(orderId).expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.error).toBeNull();
    const url = new URL(res.body.paymentUrl, 'http://x');
    expect(url.pathname).toBe('/mock-gpay-payment');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ order: orderId, amount: '184', return: '/payment/success', cancel: '/payment/cancel' });
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    expect((await status(orderId)).paymentStatus).toBe('pending');
  });

  it('refuses an amount that is not the order total, and unknown orders', async () => {
    const orderId = await apply();
    const res = await createPayment(orderId, '1').expect(400);
    expect(res.body.message).toMatch(/does not match the order total/);
    expect(await paymentEvents(orderId)).toEqual([]);
    await createPayment('ZZZZZZZZZZZZZZZZ').expect(404);
  });

  it.each([
    ['a blank customer name', { customerName: '   ' }, { customerName: [MESSAGES.required] }],
    ['a blank description', { description: ' \u00a0 ' }, { description: [MESSAGES.required] }],
    ['a line break in the description', { description: 'Turkey e-Visa\nPaid in full' }, { description: [MESSAGES.invalidInput] }],
  ])('refuses %s and records nothing', async (_label, overrides, errors) => {
    const orderId = await apply();
    const res = await createPayment(orderId, '184', overrides).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Validation failed', errors });
    expect(await paymentEvents(orderId)).toEqual([]);
  });

  it('returns the same open payment when created twice, also concurrently', async () => {
    const orderId = await apply();
    const answers = await Promise.all(Array.from({ length: 8 }, () => createPayment(orderId)));
    expect(answers.every((a) => a.status === 200 && a.body.success)).toBe(true);
    expect(new Set(answers.map((a) => a.body.paymentUrl)).size).toBe(1);
    const again = await createPayment(orderId).expect(200);
    expect(again.body.paymentUrl).toBe(answers[0]!.body.paymentUrl);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
  });

  it('completes on a verified result; the status lookup shows it; a replay changes nothing', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const settled = await settle(orderId, 'completed').expect(200);
    expect(settled.body.redirectUrl).toMatch(/^\/payment\/success\?payment=success&order=/);
    const first = await confirm(settled.body.payload).expect(200);
    expect(first.body).toMatchObject({ orderId, status: 'completed', recorded: true });
    expect((await status(orderId)).paymentStatus).toBe('completed');
    const replay = await confirm(settled.body.payload).expect(200);
    expect(replay.body).toMatchObject({ status: 'completed', recorded: false });
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCompleted']);
    const paid = await createPayment(orderId).expect(409);
    expect(paid.body.message).toMatch(/already been paid/);
  });

  it('records concurrent duplicate deliveries once', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const { payload } = (await settle(orderId, 'completed').expect(200)).body;
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(payload)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.body.recorded)).toHaveLength(1);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCompleted']);
  });

  it('refuses forged, altered and foreign-secret payloads and changes nothing', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const { payload } = (await settle(orderId, 'completed').expect(200)).body;
    const genuine = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const altered = encodePayload({ ...genuine, amount: '1' });
    const unsigned = Buffer.from(JSON.stringify({ ...genuine, signature: undefined })).toString('base64');
    const foreign = encodePayload(signResult('not-our-secret', { ...genuine, signature: undefined }));
    const otherOrder = encodePayload({ ...genuine, orderId: 'AAA0000000000000' });
    for (const bad of [altered, unsigned, foreign, otherOrder, 'bm90IGpzb24=', 'x'.repeat(100)]) {
      const res = await confirm(bad).expect(400);
      expect(res.body.message).toMatch(/Invalid payment result|Malformed payload/);
    }
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
    expect((await status(orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a correctly signed result whose amount differs from the payment', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const session = (await t.db.query<{ session_id: string }>('SELECT session_id FROM simulated_provider_sessions WHERE order_id = $1', [orderId])).rows[0]!;
    const secret = t.app.get<typeof APP_CONFIG, AppConfig>(APP_CONFIG).paymentSigningSecret;
    const tampered = encodePayload(signResult(secret, { status: 'completed', transactionId: 'gpay_x', ref: session.session_id, amount: '1', orderId }));
    await confirm(tampered).expect(400);
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected']);
  });

  it('cancels, shows the payment as failed, and lets the traveller try again', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const settled = await settle(orderId, 'cancelled').expect(200);
    expect(settled.body.redirectUrl).toMatch(/^\/payment\/cancel\?payment=cancelled&order=/);
    expect((await confirm(settled.body.payload).expect(200)).body).toMatchObject({ status: 'cancelled', recorded: true });
    expect((await status(orderId)).paymentStatus).toBe('failed');
    await settle(orderId, 'completed').expect(404);
    const retry = await createPayment(orderId).expect(200);
    expect(retry.body.success).toBe(true);
    expect((await status(orderId)).paymentStatus).toBe('pending');
    expect(await paymentEvents(orderId)).toEqual(['PaymentCreated', 'PaymentRedirected', 'PaymentCancelled', 'PaymentCreated', 'PaymentRedirected']);
  });

  it('refuses a result for an earlier, replaced session', async () => {
    const orderId = await apply();
    await createPayment(orderId).expect(200);
    const cancelled = await settle(orderId, 'cancelled').expect(200);
    await confirm(cancelled.body.payload).expect(200);
    await createPayment(orderId).expect(200);
    const replayedCancel = await confirm(cancelled.body.payload).expect(200);
    expect(replayedCancel.body.recorded).toBe(false);
    expect((await status(orderId)).paymentStatus).toBe('pending');
  });

  /** A visa application submitted 60 days ago for an arrival 30 days ago, recorded as the traveller's POST would have. */
  const seedVisaArrivedAlready = async (): Promise<string> => {
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const applicationNumber = generateApplicationNumber();
    const form = visaPayload({ arrivalDate: day(-30), supportingDocumentStartDate: day(-200) }) as unknown as CreateVisaApplicationDto;
    const events = decideSubmitVisaApplication(
      { applicationNumber, form, country: findCountryById(form.countryId), today: day(-60), now: new Date(Date.now() - 60 * 86_400_000).toISOString() },
      initialVisaApplicationState,
    );
    const streamId = visaApplicationStreamId(applicationNumber);
    await t.db.transaction((tx) =>
      t.store.append(tx, { streamId, streamType: VISA_APPLICATION_STREAM, expectedVersion: NO_STREAM, events, metadata: { actor: { kind: 'customer' }, subjectId: streamId } }),
    );
    return applicationNumber;
  };

  it('refuses (409) to open a payment for an unpaid order whose arrival or travel date has passed, saying to start a new application', async () => {
    const visaOrder = await seedVisaArrivedAlready();
    const insuranceOrder = (await seedInsuranceApplication(t, { submittedAt: new Date(Date.now() - 60 * 86_400_000), travelInDays: 20 })).applicationNumber;
    const visa = await createPayment(visaOrder).expect(409);
    expect(visa.body).toEqual({ statusCode: 409, message: MESSAGES.orderDatePassed });
    const insurance = await createPayment(insuranceOrder, '114').expect(409);
    expect(insurance.body).toEqual({ statusCode: 409, message: MESSAGES.orderDatePassed });
    expect(await paymentEvents(visaOrder)).toEqual([]);
    expect(await paymentEvents(insuranceOrder)).toEqual([]);
    // An order arriving today can still be paid.
    const today = (await seedInsuranceApplication(t, { submittedAt: new Date(Date.now() - 20 * 86_400_000), travelInDays: 20 })).applicationNumber;
    await createPayment(today, '114').expect(200);
  });

  it('refuses to open a payment for an application whose personal data was erased, re-creating no key for it', async () => {
    const visaOrder = await apply();
    const insuranceOrder = (await seedInsuranceApplication(t)).applicationNumber;
    const bus = t.app.get(CommandBus);
    await bus.execute(new EraseApplicantDataCommand(visaOrder, 'erasure-request', { kind: 'staff', id: 'test' }));
    await bus.execute(new EraseInsuranceApplicantDataCommand(insuranceOrder, 'erasure-request', { kind: 'staff', id: 'test' }));
    const keys = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM subject_keys')).rows[0]!.n;
    const keysBefore = await keys();
    const visa = await createPayment(visaOrder).expect(409);
    expect(visa.body).toEqual({ statusCode: 409, message: ERASED_ORDER_MESSAGE });
    const insurance = await createPayment(insuranceOrder, '114').expect(409);
    expect(insurance.body).toEqual({ statusCode: 409, message: ERASED_ORDER_MESSAGE });
    expect(await paymentEvents(visaOrder)).toEqual([]);
    expect(await paymentEvents(insuranceOrder)).toEqual([]);
    expect(await keys()).toBe(keysBefore);
  });
});

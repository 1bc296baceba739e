import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { INSURANCE_PRODUCTS, MESSAGES, TIMINGS, type InsuranceProductView } from '@evisa/contracts';
import type { PaymentResponse, WizardCountry } from '../../visa-wizard/machines/visa-wizard.model';
import { flush } from '../../visa-wizard/machines/visa-wizard.test-support';
import { ApiError } from '../../../lib/api/api-client';
import {
  insurancePurchaseMachine,
  type CreateInsuranceApplicationInput,
  type CreateInsuranceApplicationOutput,
  type CreateInsurancePaymentInput,
  type InsuranceEmitted,
  type InsuranceEvent,
  type InsuranceInput,
} from './insurance-purchase.machine';

const TODAY = '2026-06-01';
const PRODUCTS: InsuranceProductView[] = INSURANCE_PRODUCTS.map(({ id, name, durationDays, priceCents }) => ({
  id,
  name,
  durationDays,
  price: priceCents / 100,
}));
const GERMANY: WizardCountry = { id: 276, code: 'DEU', name: 'Germany', visaPolicy: 'exempt' };
const PHOTO = { name: 'mother-id.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };

function start(
  options: {
    createApplication?: (input: CreateInsuranceApplicationInput) => Promise<CreateInsuranceApplicationOutput>;
    createPayment?: (input: CreateInsurancePaymentInput) => Promise<PaymentResponse>;
    input?: Partial<InsuranceInput>;
  } = {},
) {
  const clock = new SimulatedClock();
  const emitted: InsuranceEmitted[] = [];
  const redirects: string[] = [];
  const applicationRequests: CreateInsuranceApplicationInput[] = [];
  const paymentRequests: CreateInsurancePaymentInput[] = [];
  const machine = insurancePurchaseMachine.provide({
    actions: { redirect: (_, params) => void redirects.push(params.url) },
    actors: {
      createApplication: fromPromise<CreateInsuranceApplicationOutput, CreateInsuranceApplicationInput>(async ({ input }) => {
        applicationRequests.push(input);
        return (options.createApplication ?? (async () => ({ applicationNumber: 'INS1234567890ABC' })))(input);
      }),
      createPayment: fromPromise<PaymentResponse, CreateInsurancePaymentInput>(async ({ input }) => {
        paymentRequests.push(input);
        return (options.createPayment ?? (async () => ({ success: true, paymentUrl: 'https://pay.example/checkout/9' })))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { today: TODAY, language: 'de', products: PRODUCTS, ...options.input }, clock });
  actor.on('*', (event) => void emitted.push(event as InsuranceEmitted));
  actor.start();
  const send = (...events: InsuranceEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, clock, emitted, redirects, applicationRequests, paymentRequests, send };
}

const VALID: InsuranceEvent[] = [
  { type: 'UPDATE_TEXT', field: 'firstName', value: ' Lena ' },
  { type: 'UPDATE_TEXT', field: 'lastName', value: 'Schmidt' },
  { type: 'UPDATE_TEXT', field: 'email', value: 'lena@example.com' },
  { type: 'UPDATE_TEXT', field: 'phone', value: '+49 30 1234567' },
  { type: 'UPDATE_TEXT', field: 'passportNumber', value: 'C01X00T47' },
  { type: 'SET_NATIONALITY', nationality: GERMANY },
  { type: 'SET_TRAVEL_DATE', date: '2026-06-10' },
  { type: 'SET_RETURN_DATE', date: '2026-06-19' },
  { type: 'SET_DATE_OF_BIRTH', date: '1990-02-03' },
  { type: 'SET_PRIVACY_ACCEPTED', accepted: true },
  { type: 'SET_TERMS_ACCEPTED', accepted: true },
];

const errorCodes = (emitted: InsuranceEmitted[]) =>
  emitted.flatMap((e) => (e.type === 'insuranceValidationError' ? [e.code] : []));

describe('insurance purchase machine', () => {
  it('refuses an empty form with the spec toasts in order: product, first name, email, invalid email, dates', () => {
    const h = start();
    h.send({ type: 'SUBMIT' });
    h.send({ type: 'SET_TRAVEL_DATE', date: '2026-06-10' }, { type: 'SET_RETURN_DATE', date: '2026-06-12' });
    h.send({ type: 'SUBMIT' });
    h.send({ type: 'UPDATE_TEXT', field: 'firstName', value: 'Lena' }, { type: 'UPDATE_TEXT', field: 'lastName', value: 'S' }, { type: 'SUBMIT' });
    h.send({ type: 'UPDATE_TEXT', field: 'email', value: 'lena@' }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['productRequired', 'firstNameRequired', 'emailRequired', 'invalidEmail']);
    expect(h.actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(h.applicationRequests).toHaveLength(0);
  });

  it("says 'Invalid Dates' when the return is not after the travel date", () => {
    const h = start();
    h.send(...VALID, { type: 'SET_RETURN_DATE', date: '2026-06-10' }, { type: 'SELECT_PRODUCT', productId: 1 }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['invalidDates']);
  });

  it('refuses a travel date beyond the years its picker offers, as the server does', () => {
    const h = start();
    // TODAY is in 2026: the picker offers 2026 to 2036.
    h.send(...VALID, { type: 'SET_TRAVEL_DATE', date: '2037-01-01' }, { type: 'SET_RETURN_DATE', date: '2037-01-05' }, { type: 'SELECT_PRODUCT', productId: 1 }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['travelDateTooFar']);
    expect(h.applicationRequests).toHaveLength(0);
  });

  it('refuses a date of birth more than 120 years ago, as the server does', () => {
    const h = start();
    // TODAY is 2026-06-01: 1906-06-01 is the earliest date of birth taken.
    h.send(...VALID, { type: 'SET_DATE_OF_BIRTH', date: '1906-05-31' }, { type: 'SELECT_PRODUCT', productId: 1 }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['dateOfBirthTooEarly']);
    h.send({ type: 'SET_DATE_OF_BIRTH', date: '1906-06-01' }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['dateOfBirthTooEarly']);
    expect(h.applicationRequests).toHaveLength(1);
  });

  it('refuses a date of birth of today, as the server does (it must be in the past), and takes yesterday', () => {
    const h = start();
    h.send(...VALID, { type: 'SET_DATE_OF_BIRTH', date: TODAY }, { type: 'SELECT_PRODUCT', productId: 1 }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['dateOfBirthInFuture']);
    expect(h.applicationRequests).toHaveLength(0);
    h.send({ type: 'SET_DATE_OF_BIRTH', date: '2026-05-31' }, { type: 'SUBMIT' });
    // Yesterday: a baby, so under 18 and needing the parent ID photos, but no longer a date-of-birth error.
    expect(errorCodes(h.emitted)).toEqual(['dateOfBirthInFuture', 'parentIdRequired']);
  });

  it("refuses an email the server's @IsEmail refuses though the basic pattern lets it through (a trailing dot, two dots)", () => {
    const h = start();
    h.send(...VALID, { type: 'SELECT_PRODUCT', productId: 2 }, { type: 'UPDATE_TEXT', field: 'email', value: 'lena@example.com.' }, { type: 'SUBMIT' });
    h.send({ type: 'UPDATE_TEXT', field: 'email', value: 'lena..s@example.com' }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['invalidEmail', 'invalidEmail']);
    expect(h.applicationRequests).toHaveLength(0);
    h.send({ type: 'UPDATE_TEXT', field: 'email', value: ' lena@example.com ' }, { type: 'SUBMIT' });
    expect(h.applicationRequests).toHaveLength(1);
  });

  it('refuses a travel date before today (a form left open overnight), as the server does', () => {
    const h = start();
    h.send(...VALID, { type: 'SET_TRAVEL_DATE', date: '2026-05-31' }, { type: 'SET_RETURN_DATE', date: '2026-06-05' }, { type: 'SELECT_PRODUCT', productId: 1 }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['travelDateInPast']);
    expect(h.applicationRequests).toHaveLength(0);
  });

  it('suggests the cheapest plan covering the trip when the dates change, and refuses a plan too short', () => {
    const h = start();
    h.send({ type: 'SET_TRAVEL_DATE', date: '2026-06-10' }, { type: 'SET_RETURN_DATE', date: '2026-06-16' });
    expect(h.actor.getSnapshot().context.productId).toBe(1); // 7 days
    h.send({ type: 'SET_RETURN_DATE', date: '2026-06-19' }); // 10 days
    expect(h.actor.getSnapshot().context.productId).toBe(2); // 14 days
    expect(h.emitted.filter((e) => e.type === 'planSuggested')).toEqual([
      { type: 'planSuggested', productId: 1 },
      { type: 'planSuggested', productId: 2 },
    ]);
    h.send({ type: 'SELECT_PRODUCT', productId: 1 });
    expect(h.actor.getSnapshot().context.productId).toBe(2);
    h.send({ type: 'SELECT_PRODUCT', productId: 4 });
    expect(h.actor.getSnapshot().context.productId).toBe(4);
  });

  it('asks for parent ID photos under 18 and sends them; an adult sends none', async () => {
    const h = start();
    h.send(...VALID, { type: 'SET_DATE_OF_BIRTH', date: '2010-01-01' }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['parentIdRequired']);
    h.send({ type: 'ADD_PARENT_ID_PHOTOS', photos: [PHOTO, { ...PHOTO, name: 'b.png' }] }, { type: 'REMOVE_PARENT_ID_PHOTO', index: 1 });
    h.send({ type: 'SUBMIT' });
    await flush();
    expect(h.applicationRequests[0]!.payload.parentIdPhotos).toEqual([PHOTO]);

    const adult = start();
    adult.send(...VALID, { type: 'SUBMIT' });
    await flush();
    expect(adult.applicationRequests[0]!.payload.parentIdPhotos).toBeNull();
  });

  it('creates the application, then the payment for its number, then redirects to the payment page', async () => {
    const h = start();
    h.send(...VALID, { type: 'SUBMIT' });
    expect(h.actor.getSnapshot().matches({ submitting: 'creatingApplication' })).toBe(true);
    await flush();
    expect(h.applicationRequests[0]!.payload).toEqual({
      productId: 2,
      firstName: 'Lena',
      lastName: 'Schmidt',
      email: 'lena@example.com',
      phone: '+49 30 1234567',
      passportNumber: 'C01X00T47',
      nationality: 'DEU',
      countryOfOrigin: 'Germany',
      travelDate: '2026-06-10',
      returnDate: '2026-06-19',
      destination: 'Turkey',
      dateOfBirth: '1990-02-03',
      totalAmount: '149',
      tripDurationDays: 10,
      parentIdPhotos: null,
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      language: 'de',
    });
    expect(h.paymentRequests[0]).toEqual({
      request: expect.objectContaining({ amount: 149, currency: 'USD', orderId: 'INS1234567890ABC', customerEmail: 'lena@example.com' }),
      idempotencyKey: `${h.applicationRequests[0]!.idempotencyKey}:payment`,
    });
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
    expect(h.emitted.map((e) => e.type)).toEqual(['planSuggested', 'paymentCreated', 'applicationSubmitted']);
    h.clock.increment(TIMINGS.paymentRedirectDelayMs);
    expect(h.redirects).toEqual(['https://pay.example/checkout/9']);
    h.clock.increment(TIMINGS.continueToPaymentToastMs);
    expect(h.actor.getSnapshot().matches({ submitting: 'awaitingManualContinue' })).toBe(true);
    h.send({ type: 'CONTINUE_TO_PAYMENT' });
    expect(h.redirects).toHaveLength(2);
  });

  it("shown again from the browser's back/forward cache after the hand-off to the payment page: the form, editable, and Buy reuses the Idempotency-Key", async () => {
    const h = start();
    h.send(...VALID, { type: 'SUBMIT' });
    // Before the payment page: nothing to come back from, the purchase carries on.
    h.send({ type: 'SHOWN_AGAIN' });
    expect(h.actor.getSnapshot().matches({ submitting: 'creatingApplication' })).toBe(true);
    await flush();
    h.clock.increment(TIMINGS.paymentRedirectDelayMs);
    expect(h.redirects).toEqual(['https://pay.example/checkout/9']);

    h.send({ type: 'SHOWN_AGAIN' });
    expect(h.actor.getSnapshot().matches({ editing: 'ready' })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({ paymentUrl: null, submissionError: null });
    // As after a reload: the answers can be changed, and an unchanged form is the same application.
    h.send({ type: 'UPDATE_TEXT', field: 'phone', value: '+49 30 7654321' }, { type: 'UPDATE_TEXT', field: 'phone', value: '+49 30 1234567' }, { type: 'SUBMIT' });
    await flush();
    const [first, again] = h.applicationRequests;
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
  });

  /** A valid form submitted whose first payment could not be started (later ones can): the form is back, failed. */
  const submittedWithFirstPaymentFailing = async () => {
    let paymentAnswers = 0;
    const h = start({
      createPayment: async () => (++paymentAnswers === 1 ? { success: false, error: null } : { success: true, paymentUrl: 'https://pay.example/2' }),
    });
    h.send(...VALID, { type: 'SUBMIT' });
    await flush();
    expect(h.actor.getSnapshot().matches({ editing: 'failed' })).toBe(true);
    return h;
  };

  it('keeps the Idempotency-Key across a retry after the payment failed, so nothing is created twice', async () => {
    const h = await submittedWithFirstPaymentFailing();
    expect(h.actor.getSnapshot().context.submissionError).toEqual({ kind: 'payment', message: MESSAGES.paymentInitFailed });
    expect(h.emitted.at(-1)).toEqual({ type: 'paymentError', message: MESSAGES.paymentInitFailed });
    h.send({ type: 'RETRY_SUBMISSION' });
    await flush();
    expect(h.applicationRequests.map((r) => r.idempotencyKey)).toEqual([
      h.applicationRequests[0]!.idempotencyKey,
      h.applicationRequests[0]!.idempotencyKey,
    ]);
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
  });

  it('keeps the Idempotency-Key when the traveller switches the language before retrying a failed payment: the same application, not a second one', async () => {
    const h = await submittedWithFirstPaymentFailing();
    h.send({ type: 'SET_LANGUAGE', language: 'ar' }, { type: 'RETRY_SUBMISSION' });
    await flush();
    expect(h.applicationRequests.map((r) => r.idempotencyKey)).toEqual([
      h.applicationRequests[0]!.idempotencyKey,
      h.applicationRequests[0]!.idempotencyKey,
    ]);
    // The request says the language now chosen; the server answers the same key with the first application.
    expect(h.applicationRequests.map((r) => r.payload.language)).toEqual(['de', 'ar']);
  });

  it("reports an application call that got no answer (offline) by its cause, not the browser's English text", async () => {
    const h = start({ createApplication: () => Promise.reject(new TypeError('Failed to fetch')) });
    h.send(...VALID, { type: 'SUBMIT' });
    await flush();
    expect(h.emitted.at(-1)).toEqual({ type: 'applicationError', failure: { cause: 'offline' } });
  });

  it('draws a new key when the form changed after a failure, and reports an application error as such', async () => {
    let calls = 0;
    const h = start({
      createApplication: async () => {
        if (++calls === 1) throw new ApiError(400, 'Unknown insurance plan', 'Bad Request');
        return { applicationNumber: 'INS2' };
      },
    });
    h.send(...VALID, { type: 'SUBMIT' });
    await flush();
    // The cause, for the page to word: the server's sentence, never the raw '400: …'.
    const failure = { cause: 'refused', field: null, message: 'Unknown insurance plan' };
    expect(h.actor.getSnapshot().context.submissionError).toEqual({ kind: 'application', message: '400: Unknown insurance plan', failure });
    expect(h.emitted.at(-1)).toEqual({ type: 'applicationError', failure });
    h.send({ type: 'UPDATE_TEXT', field: 'phone', value: '+49 30 7654321' }, { type: 'SUBMIT' });
    await flush();
    expect(h.applicationRequests[1]!.idempotencyKey).not.toBe(h.applicationRequests[0]!.idempotencyKey);
  });
});

describe("insurance purchase machine: parent ID photos asked for as the server requires them, wherever the traveller is", () => {
  const submitWith = (dateOfBirth: string, input: Partial<InsuranceInput>) => {
    const h = start({ input });
    h.send(...VALID, { type: 'SET_DATE_OF_BIRTH', date: dateOfBirth }, { type: 'SELECT_PRODUCT', productId: 2 }, { type: 'SUBMIT' });
    return h;
  };

  it('asks, east of UTC, one who turns 18 today by their own date for the photos before sending anything (the server still counts them 17)', async () => {
    // Early in the morning in Tokyo: the traveller's today is 2026-06-02, the UTC date 2026-06-01.
    const h = submitWith('2008-06-02', { today: '2026-06-02', utcToday: '2026-06-01' });
    expect(errorCodes(h.emitted)).toEqual(['parentIdRequired']);
    expect(h.applicationRequests).toHaveLength(0);
    h.send({ type: 'ADD_PARENT_ID_PHOTOS', photos: [PHOTO] }, { type: 'SUBMIT' });
    await flush();
    expect(h.applicationRequests[0]!.payload.parentIdPhotos).toEqual([PHOTO]);
  });

  it('sends no photos once the applicant is 18 on every date a traveller can have', async () => {
    const h = submitWith('2008-05-31', { today: '2026-06-02', utcToday: '2026-06-01' });
    await flush();
    expect(errorCodes(h.emitted)).toEqual([]);
    expect(h.applicationRequests[0]!.payload.parentIdPhotos).toBeNull();
  });
});

describe("insurance purchase machine: the traveller's today moving on while the page is open", () => {
  it('judges the travel date and the parent ID photos by the new dates', async () => {
    const h = start();
    h.send(...VALID, { type: 'SET_TRAVEL_DATE', date: TODAY }, { type: 'SET_RETURN_DATE', date: '2026-06-05' }, { type: 'SELECT_PRODUCT', productId: 1 });
    // Midnight passes (or the tab is come back to the next day): the travel day is now yesterday.
    h.send({ type: 'SET_TODAY', today: '2026-06-02', utcToday: '2026-06-02' }, { type: 'SUBMIT' });
    expect(h.actor.getSnapshot().context).toMatchObject({ today: '2026-06-02', utcToday: '2026-06-02' });
    expect(errorCodes(h.emitted)).toEqual(['travelDateInPast']);
    expect(h.applicationRequests).toHaveLength(0);
    // Under 18 on the earliest date a traveller can have only until the UTC date moves on.
    h.send({ type: 'SET_TRAVEL_DATE', date: '2026-06-10' }, { type: 'SET_RETURN_DATE', date: '2026-06-15' }, { type: 'SET_DATE_OF_BIRTH', date: '2008-06-02' }, { type: 'SUBMIT' });
    expect(errorCodes(h.emitted)).toEqual(['travelDateInPast', 'parentIdRequired']);
    h.send({ type: 'SET_TODAY', today: '2026-06-03', utcToday: '2026-06-03' }, { type: 'SUBMIT' });
    await flush();
    expect(h.applicationRequests).toHaveLength(1);
    expect(h.applicationRequests[0]!.payload.parentIdPhotos).toBeNull();
  });
});

describe('text fields on one line', () => {
  it('turns a pasted tab or line break into a space and drops a bidirectional override, as the server would refuse them', () => {
    const { actor, send } = start();
    send(
      { type: 'UPDATE_TEXT', field: 'firstName', value: 'Lena\nMarie' },
      { type: 'UPDATE_TEXT', field: 'lastName', value: '\u202ESchmidt' },
      { type: 'UPDATE_TEXT', field: 'passportNumber', value: 'C01X\t00T47' },
    );
    expect(actor.getSnapshot().context).toMatchObject({ firstName: 'Lena Marie', lastName: 'Schmidt', passportNumber: 'C01X 00T47' });
  });
});


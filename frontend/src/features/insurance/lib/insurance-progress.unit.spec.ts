import { describe, expect, it } from '@jest/globals';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { INSURANCE_PRODUCTS, type InsuranceProductView } from '@evisa/contracts';
import { INSURANCE_PROGRESS_KEY, forgetPaidOrder, formOfOrder } from '../../../lib/saved-progress';
import type { PaymentResponse, WizardCountry } from '../../visa-wizard/machines/visa-wizard.model';
import { flush } from '../../visa-wizard/machines/visa-wizard.test-support';
import { memoryStorage, type MemoryStorage } from '../../../test/memory-storage';
import {
  insurancePurchaseMachine,
  type CreateInsuranceApplicationInput,
  type CreateInsuranceApplicationOutput,
  type CreateInsurancePaymentInput,
  type InsuranceEvent,
  type InsuranceInput,
} from '../machines/insurance-purchase.machine';
import { loadInsuranceProgress, persistInsuranceProgress } from './insurance-progress';

const TODAY = '2026-06-01';
const PRODUCTS: InsuranceProductView[] = INSURANCE_PRODUCTS.map(({ id, name, durationDays, priceCents }) => ({
  id,
  name,
  durationDays,
  price: priceCents / 100,
}));
const MEXICO: WizardCountry = { id: 484, code: 'MEX', name: 'Mexico', visaPolicy: 'evisa' };
const NUMBER = 'INS1234567890ABC';
const PHOTO = { name: 'mother-id.png', dataUrl: 'data:image/png;base64,iVBORw0KGgo=' };

/** The page's machine with recorded requests, saving to `storage` as the page does. */
function page(storage: MemoryStorage, options: { resume?: InsuranceInput['resume']; hang?: boolean } = {}) {
  const applicationRequests: CreateInsuranceApplicationInput[] = [];
  const paymentRequests: CreateInsurancePaymentInput[] = [];
  const machine = insurancePurchaseMachine.provide({
    actions: { redirect: () => {} },
    actors: {
      createApplication: fromPromise<CreateInsuranceApplicationOutput, CreateInsuranceApplicationInput>(({ input }) => {
        applicationRequests.push(input);
        return options.hang ? new Promise(() => {}) : Promise.resolve({ applicationNumber: NUMBER });
      }),
      createPayment: fromPromise<PaymentResponse, CreateInsurancePaymentInput>(async ({ input }) => {
        paymentRequests.push(input);
        return { success: true, paymentUrl: '/mock-gpay-payment?order=' + NUMBER };
      }),
    },
  });
  const actor = createActor(machine, {
    input: { today: TODAY, language: 'es', products: PRODUCTS, resume: options.resume },
    clock: new SimulatedClock(),
  });
  actor.subscribe((snapshot) => persistInsuranceProgress(snapshot, storage));
  actor.start();
  const send = (...events: InsuranceEvent[]) => events.forEach((e) => actor.send(e));
  return { actor, send, applicationRequests, paymentRequests };
}

const TYPED: InsuranceEvent[] = [
  { type: 'UPDATE_TEXT', field: 'firstName', value: 'Sofía' },
  { type: 'UPDATE_TEXT', field: 'lastName', value: 'Ramírez' },
  { type: 'UPDATE_TEXT', field: 'email', value: 'sofia@example.com' },
  { type: 'UPDATE_TEXT', field: 'phone', value: '+52 55 1234 5678' },
  { type: 'UPDATE_TEXT', field: 'passportNumber', value: 'G12345678' },
  { type: 'SET_NATIONALITY', nationality: MEXICO },
  { type: 'SET_TRAVEL_DATE', date: '2026-06-10' },
  { type: 'SET_RETURN_DATE', date: '2026-06-16' },
  { type: 'SET_DATE_OF_BIRTH', date: '1993-11-02' },
  { type: 'SET_PRIVACY_ACCEPTED', accepted: true },
  { type: 'SET_TERMS_ACCEPTED', accepted: true },
];

describe('insurance form progress in session storage', () => {
  it('a reload finds everything typed, but no parent ID photo is ever written to storage', () => {
    const storage = memoryStorage();
    const first = page(storage);
    first.send(...TYPED, { type: 'SET_DATE_OF_BIRTH', date: '2014-03-05' }, { type: 'ADD_PARENT_ID_PHOTOS', photos: [PHOTO] });
    expect(storage.items.get(INSURANCE_PROGRESS_KEY)).not.toContain('base64');

    const reloaded = page(storage, { resume: loadInsuranceProgress(storage) });
    const context = reloaded.actor.getSnapshot().context;
    expect(context).toMatchObject({
      firstName: 'Sofía',
      lastName: 'Ramírez',
      email: 'sofia@example.com',
      phone: '+52 55 1234 5678',
      passportNumber: 'G12345678',
      nationality: MEXICO,
      travelDate: '2026-06-10',
      returnDate: '2026-06-16',
      dateOfBirth: '2014-03-05',
      productId: 1,
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      parentIdPhotos: [],
    });
  });

  it("a minor's submission keeps no photo in storage (not even in the key's fingerprint); the same photo chosen again after a reload reuses the key", async () => {
    const storage = memoryStorage();
    const minor: InsuranceEvent[] = [...TYPED, { type: 'SET_DATE_OF_BIRTH', date: '2014-03-05' }, { type: 'ADD_PARENT_ID_PHOTOS', photos: [PHOTO] }];
    const first = page(storage, { hang: true });
    first.send(...minor, { type: 'SUBMIT' });
    await flush();
    expect(first.applicationRequests[0]?.payload.parentIdPhotos).toEqual([PHOTO]);
    expect(storage.items.get(INSURANCE_PROGRESS_KEY)).not.toContain(PHOTO.dataUrl.split(',')[1]);

    const reloaded = page(storage, { resume: loadInsuranceProgress(storage) });
    reloaded.send({ type: 'ADD_PARENT_ID_PHOTOS', photos: [PHOTO] }, { type: 'SUBMIT' });
    await flush();
    expect(reloaded.applicationRequests[0]?.idempotencyKey).toBe(first.applicationRequests[0]?.idempotencyKey);
    // Another photo is another application.
    const other = page(storage, { resume: loadInsuranceProgress(storage) });
    other.send({ type: 'ADD_PARENT_ID_PHOTOS', photos: [{ ...PHOTO, dataUrl: 'data:image/png;base64,iVBORw0KGgoAAAA=' }] }, { type: 'SUBMIT' });
    await flush();
    expect(other.applicationRequests[0]?.idempotencyKey).not.toBe(first.applicationRequests[0]?.idempotencyKey);
  });

  it('back from the payment page, submitting again pays the same application; its confirmed payment forgets the form', async () => {
    const storage = memoryStorage();
    const first = page(storage);
    first.send(...TYPED, { type: 'SUBMIT' });
    await flush();
    expect(first.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
    expect(formOfOrder(storage, NUMBER)).toBe('insurance');

    const back = page(storage, { resume: loadInsuranceProgress(storage) });
    back.send({ type: 'SUBMIT' });
    await flush();
    expect(back.applicationRequests[0]?.idempotencyKey).toBe(first.applicationRequests[0]?.idempotencyKey);
    expect(back.paymentRequests[0]?.idempotencyKey).toBe(first.paymentRequests[0]?.idempotencyKey);

    forgetPaidOrder(storage, 'OTHER1234567890A');
    expect(loadInsuranceProgress(storage)).toBeDefined();
    forgetPaidOrder(storage, NUMBER);
    expect(loadInsuranceProgress(storage)).toBeUndefined();
  });

  it('a reload while the application request is in flight submits with the same key', async () => {
    const storage = memoryStorage();
    const first = page(storage, { hang: true });
    first.send(...TYPED, { type: 'SUBMIT' });
    await flush();
    const reloaded = page(storage, { resume: loadInsuranceProgress(storage) });
    reloaded.send({ type: 'SUBMIT' });
    await flush();
    expect(reloaded.applicationRequests[0]?.idempotencyKey).toBe(first.applicationRequests[0]?.idempotencyKey);
  });

  it('ignores missing or corrupt data', () => {
    const storage = memoryStorage();
    expect(loadInsuranceProgress(storage)).toBeUndefined();
    storage.setItem(INSURANCE_PROGRESS_KEY, '{not json');
    expect(loadInsuranceProgress(storage)).toBeUndefined();
    storage.setItem(INSURANCE_PROGRESS_KEY, JSON.stringify({ version: 9, form: {} }));
    expect(loadInsuranceProgress(storage)).toBeUndefined();
  });
});

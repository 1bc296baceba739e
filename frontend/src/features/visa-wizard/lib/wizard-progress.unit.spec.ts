import { describe, expect, it } from '@jest/globals';
import { INDIA, SCHENGEN_VISA, VALID_PERSONAL, flush, startWizard, toSummaryWithSchengen, type Harness } from '../machines/visa-wizard.test-support';
import { forgetPaidOrder } from '../../../lib/saved-progress';
import { memoryStorage } from '../../../test/memory-storage';
import { WIZARD_PROGRESS_KEY, clearWizardProgress, loadWizardProgress, persistWizardProgress } from './wizard-progress';

/** An Indian traveller with a Schengen visa, every step done, on the summary with both boxes ticked. */
function toSixStepSummary(h: Harness): void {
  toSummaryWithSchengen(h);
  h.actor.send({ type: 'SET_PRIVACY_ACCEPTED', accepted: true });
  h.actor.send({ type: 'SET_TERMS_ACCEPTED', accepted: true });
  expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
}

describe('wizard progress in session storage', () => {
  it('saves every change while editing and restores the same step and answers', () => {
    const storage = memoryStorage();
    const h = startWizard();
    h.actor.subscribe((s) => persistWizardProgress(s, storage));
    h.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
    h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: SCHENGEN_VISA });

    const resume = loadWizardProgress(storage);
    expect(resume?.step).toBe('supportingDocuments');
    const restored = startWizard({ input: { resume } });
    expect(restored.actor.getSnapshot().matches({ editing: 'supportingDocuments' })).toBe(true);
    expect(restored.actor.getSnapshot().context.supportingDocument).toMatchObject(SCHENGEN_VISA);
    expect(restored.actor.getSnapshot().context.country).toEqual(INDIA);
  });

  it('keeps the summary, its key and the application number through the hand-off to payment', async () => {
    const storage = memoryStorage();
    const h = startWizard();
    h.actor.subscribe((s) => persistWizardProgress(s, storage));
    toSixStepSummary(h);
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
    h.clock.increment(3_000);
    expect(h.redirects).toEqual(['https://pay.example/checkout/1']);

    // Back from the payment page, or "Return to application" after a cancelled payment.
    const resume = loadWizardProgress(storage);
    expect(resume?.step).toBe('summary');
    const back = startWizard({ input: { resume } });
    expect(back.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    expect(back.actor.getSnapshot().context.personal).toEqual(VALID_PERSONAL);
    expect(JSON.parse(storage.items.get(WIZARD_PROGRESS_KEY) ?? '{}').applicationNumber).toBe('ABCD1234EFGH5678');
    // The resumed page saves again before it knows the number: the number stays with its key.
    back.actor.subscribe((s) => persistWizardProgress(s, storage));
    back.actor.send({ type: 'SET_TERMS_ACCEPTED', accepted: true });
    expect(JSON.parse(storage.items.get(WIZARD_PROGRESS_KEY) ?? '{}').applicationNumber).toBe('ABCD1234EFGH5678');
    back.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(back.applicationRequests[0]?.idempotencyKey).toBe(h.applicationRequests[0]?.idempotencyKey);
    expect(back.paymentRequests[0]?.idempotencyKey).toBe(h.paymentRequests[0]?.idempotencyKey);
  });

  it('has the key of a submission still in flight saved, so a reload then cannot submit a second application', async () => {
    const storage = memoryStorage();
    const h = startWizard({ createApplication: () => new Promise(() => {}) });
    h.actor.subscribe((s) => persistWizardProgress(s, storage));
    toSixStepSummary(h);
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(h.actor.getSnapshot().matches({ submitting: 'creatingApplication' })).toBe(true);
    const inFlightKey = h.applicationRequests[0]?.idempotencyKey;
    expect(inFlightKey).toBeTruthy();

    const reloaded = startWizard({ input: { resume: loadWizardProgress(storage) } });
    expect(reloaded.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    reloaded.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(reloaded.applicationRequests[0]?.idempotencyKey).toBe(inFlightKey);
  });

  it('a confirmed payment for the saved application forgets it; one for another order does not', async () => {
    const storage = memoryStorage();
    const h = startWizard();
    h.actor.subscribe((s) => persistWizardProgress(s, storage));
    toSixStepSummary(h);
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    forgetPaidOrder(storage, 'ZZZZ1234EFGH5678');
    expect(loadWizardProgress(storage)?.step).toBe('summary');
    forgetPaidOrder(storage, 'ABCD1234EFGH5678');
    expect(loadWizardProgress(storage)).toBeUndefined();
  });

  it('keeps the Idempotency-Key across a reload so a resubmission cannot duplicate the application', async () => {
    const storage = memoryStorage();
    const h = startWizard({ createPayment: async () => ({ success: false }) });
    h.actor.subscribe((s) => persistWizardProgress(s, storage));
    h.actor.send({ type: 'SELECT_COUNTRY', country: { ...INDIA, visaPolicy: 'evisa' } });
    h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'ordinary' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_PRIVACY_ACCEPTED', accepted: true });
    h.actor.send({ type: 'SET_TERMS_ACCEPTED', accepted: true });
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    const firstKey = h.applicationRequests[0]?.idempotencyKey;

    const reloaded = startWizard({ input: { resume: loadWizardProgress(storage) } });
    expect(reloaded.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    reloaded.actor.send({ type: 'SUBMIT' });
    await flush();
    expect(reloaded.applicationRequests[0]?.idempotencyKey).toBe(firstKey);
  });

  it('ignores missing, corrupt or foreign data and survives unavailable storage', () => {
    const storage = memoryStorage();
    expect(loadWizardProgress(storage)).toBeUndefined();
    storage.setItem(WIZARD_PROGRESS_KEY, '{not json');
    expect(loadWizardProgress(storage)).toBeUndefined();
    storage.setItem(WIZARD_PROGRESS_KEY, JSON.stringify({ version: 99, step: 'summary', form: {} }));
    expect(loadWizardProgress(storage)).toBeUndefined();
    storage.setItem(WIZARD_PROGRESS_KEY, JSON.stringify({ version: 1, step: 'summary', form: { country: null } }));
    expect(loadWizardProgress(storage)?.step).toBe('country');
    clearWizardProgress(storage);
    expect(storage.items.size).toBe(0);

    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadWizardProgress(broken)).toBeUndefined();
    expect(() => persistWizardProgress(startWizard().actor.getSnapshot(), broken)).not.toThrow();
    expect(() => clearWizardProgress(broken)).not.toThrow();
  });
});

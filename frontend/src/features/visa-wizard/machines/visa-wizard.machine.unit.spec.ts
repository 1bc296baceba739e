import { describe, expect, it } from '@jest/globals';
import { MESSAGES, TIMINGS, WIZARD_ERRORS, type PrerequisiteKey } from '@evisa/contracts';
import {
  ALBANIA,
  AUSTRALIA,
  CUBA,
  INDIA,
  SCHENGEN_VISA,
  TODAY,
  VALID_PERSONAL,
  flush,
  startWizard,
  personalDetailsAttempt,
  toArrivalWithSchengen,
  toPersonalDetailsWithSchengen,
  toSummaryWithSchengen,
  type Harness,
} from './visa-wizard.test-support';
import { buildApplicationPayload, type WizardCountry } from './visa-wizard.model';
import { ApiError } from '../../../lib/api/api-client';

const errorCodes = (h: Harness) =>
  h.emitted.flatMap((e) => (e.type === 'validationError' ? [e.error.code] : []));

function chooseCountry(h: Harness, country: WizardCountry, documentType = 'ordinary' as const) {
  h.actor.send({ type: 'SELECT_COUNTRY', country });
  h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType });
}


/** Drives an Australian traveller without supporting documents to the summary step (5-step variant). */
function toSummaryWithoutDocument(h: Harness) {
  chooseCountry(h, AUSTRALIA);
  h.actor.send({ type: 'NEXT' });
  h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
  h.actor.send({ type: 'NEXT' });
  h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
  h.actor.send({ type: 'NEXT' });
  h.actor.send({ type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL });
  h.actor.send({ type: 'NEXT' });
}

function acceptAndSubmit(h: Harness) {
  h.actor.send({ type: 'SET_PRIVACY_ACCEPTED', accepted: true });
  h.actor.send({ type: 'SET_TERMS_ACCEPTED', accepted: true });
  h.actor.send({ type: 'SUBMIT' });
}

describe('visa wizard machine: the 6-step variant (eligible country with a supporting document)', () => {
  it('walks country, supporting documents, arrival, prerequisites, personal details and summary, then submits and pays', async () => {
    const h = startWizard();
    const steps: unknown[] = [];
    h.actor.subscribe((s) => steps.push(s.value));
    toSummaryWithSchengen(h);
    expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    expect(errorCodes(h)).toEqual([]);
    const visited = steps.map((v) => JSON.stringify(v));
    for (const step of ['supportingDocuments', 'arrival', 'prerequisites', 'personalDetails', 'summary']) {
      expect(visited.some((v) => v.includes(step))).toBe(true);
    }

    acceptAndSubmit(h);
    expect(h.actor.getSnapshot().matches({ submitting: 'creatingApplication' })).toBe(true);
    await flush();

    const [request] = h.applicationRequests;
    expect(request?.payload).toEqual({
      ...VALID_PERSONAL,
      arrivalDate: '2025-05-01',
      processingType: 'standard',
      documentType: 'ordinary',
      supportingDocumentNumber: 'FRA123456',
      supportingDocumentStartDate: '2025-01-01',
      supportingDocumentEndDate: '2026-01-01',
      privacyPolicyAccepted: true,
      termsOfServiceAccepted: true,
      countryId: 356,
      countryOfOrigin: 'India',
      totalAmount: '184',
      supportingDocumentType: 'visa',
      supportingDocumentCountry: 'SCHENGEN',
      language: 'en',
    });
    expect(request?.idempotencyKey).toMatch(/.{16,}/);
    expect(h.paymentRequests[0]?.request).toEqual({
      amount: 184,
      currency: 'USD',
      description: 'Türkiye e-Visa application ABCD1234EFGH5678',
      customerEmail: 'asha@example.com',
      customerName: 'Asha Verma',
      orderId: 'ABCD1234EFGH5678',
    });

    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
    expect(h.emitted.map((e) => e.type)).toEqual(['paymentCreated', 'applicationSubmitted']);
    h.clock.increment(499);
    expect(h.redirects).toEqual([]);
    h.clock.increment(1);
    expect(h.redirects).toEqual(['https://pay.example/checkout/1']);
  });

  it('shows Payment Ready at 2 s and Continue to Payment at 2.5 s when the browser is still here, then continues by hand', async () => {
    const h = startWizard();
    toSummaryWithSchengen(h);
    acceptAndSubmit(h);
    await flush();
    h.clock.increment(2000);
    expect(h.emitted.at(-1)).toEqual({ type: 'paymentReady', paymentUrl: 'https://pay.example/checkout/1' });
    h.clock.increment(500);
    expect(h.emitted.at(-1)).toEqual({ type: 'continueToPayment', paymentUrl: 'https://pay.example/checkout/1' });
    expect(h.actor.getSnapshot().matches({ submitting: 'awaitingManualContinue' })).toBe(true);
    h.actor.send({ type: 'CONTINUE_TO_PAYMENT' });
    expect(h.redirects).toEqual(['https://pay.example/checkout/1', 'https://pay.example/checkout/1']);
  });
});

describe('visa wizard machine: the 5-step variant', () => {
  it('keeps an `evisa` traveller who answers No in the flow, skips prerequisites and charges the no-document price', async () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    expect(h.redirects).toEqual([]);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({ type: 'PREVIOUS' });
    expect(h.actor.getSnapshot().matches({ editing: 'arrival' })).toBe(true);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL });
    h.actor.send({ type: 'NEXT' });
    acceptAndSubmit(h);
    await flush();
    expect(h.applicationRequests[0]?.payload).toMatchObject({
      processingType: 'standard',
      totalAmount: '25',
      supportingDocumentType: null,
      supportingDocumentCountry: null,
      supportingDocumentNumber: null,
      supportingDocumentStartDate: null,
      supportingDocumentEndDate: null,
      countryOfOrigin: 'Australia',
    });
    expect(h.paymentRequests[0]?.request.amount).toBe(25);
  });

  it('redirects a `conditional` traveller who answers No to insurance with the processing type cleared', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    const snapshot = h.actor.getSnapshot();
    expect(snapshot.matches('redirectingToInsurance')).toBe(true);
    expect(snapshot.context.processingType).toBe('');
    expect(h.redirects).toEqual(['/insurance?country=India']);
  });
});

describe('visa wizard machine: visa policy outcomes on step 1', () => {
  it('tells an `exempt` traveller no visa is needed and offers insurance instead of continuing', () => {
    const h = startWizard();
    chooseCountry(h, ALBANIA);
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'country' })).toBe(true);
    expect(h.actor.getSnapshot().context.dialog).toBe('visaExempt');
    h.actor.send({ type: 'GO_TO_INSURANCE' });
    expect(h.redirects).toEqual(['/insurance?country=Albania']);
  });

  it('shows a `consulate` traveller the E-Visa Not Available dialog and redirects after the 2 s countdown', () => {
    const h = startWizard();
    chooseCountry(h, CUBA);
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().context.dialog).toBe('eVisaNotAvailable');
    h.actor.send({ type: 'CLOSE_DIALOG' });
    expect(h.actor.getSnapshot().context.dialog).toBeNull();
    const countdown = h.actor.getSnapshot().children.countdown;
    expect(countdown?.getSnapshot().context.secondsLeft).toBe(2);
    h.clock.increment(1000);
    expect(h.redirects).toEqual([]);
    h.clock.increment(1000);
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('restarts the countdown when the document type changes and stops it when the country is cleared', () => {
    const h = startWizard();
    chooseCountry(h, CUBA);
    h.clock.increment(1500);
    h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'diplomatic' });
    h.clock.increment(1500);
    expect(h.redirects).toEqual([]);
    h.actor.send({ type: 'SELECT_COUNTRY', country: null });
    h.clock.increment(5000);
    expect(h.redirects).toEqual([]);
  });

  it('"Stay on this page" stops the countdown, and it does not come back in this visit, even after a later step', () => {
    const h = startWizard();
    chooseCountry(h, CUBA);
    h.clock.increment(1000);
    h.actor.send({ type: 'STAY_ON_PAGE' });
    h.clock.increment(1000);
    h.clock.increment(5000);
    expect(h.redirects).toEqual([]);
    // Another ineligible country, another document type: still no countdown.
    h.actor.send({ type: 'SELECT_COUNTRY', country: { ...CUBA, id: CUBA.id + 1000, code: 'KIR', name: 'Kiribati' } });
    h.actor.send({ type: 'SELECT_DOCUMENT_TYPE', documentType: 'diplomatic' });
    h.clock.increment(1000);
    h.clock.increment(1000);
    expect(h.redirects).toEqual([]);
    // On to step 2 with an eligible country and back: the countdown invoked afresh starts off too.
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'supportingDocuments' })).toBe(true);
    h.actor.send({ type: 'PREVIOUS' });
    chooseCountry(h, CUBA);
    h.clock.increment(1000);
    h.clock.increment(1000);
    h.clock.increment(1000);
    expect(h.redirects).toEqual([]);
    h.actor.send({ type: 'GO_TO_INSURANCE' });
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });

  it('does not start a countdown for an eligible country', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.clock.increment(5000);
    expect(h.redirects).toEqual([]);
  });
});

describe('visa wizard machine: step checks and their messages', () => {
  it('step 1 needs country and document type', () => {
    const h = startWizard();
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
    h.actor.send({ type: 'NEXT' });
    expect(h.emitted).toEqual([
      { type: 'validationError', error: { code: 'countryAndDocumentRequired', ...WIZARD_ERRORS.countryAndDocumentRequired } },
      { type: 'validationError', error: { code: 'countryAndDocumentRequired', ...WIZARD_ERRORS.countryAndDocumentRequired } },
    ]);
    expect(WIZARD_ERRORS.countryAndDocumentRequired.description).toBe('Please select country and document type');
    expect(h.actor.getSnapshot().matches({ editing: 'country' })).toBe(true);
  });

  it('step 2 needs an answer, then complete details', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { visaCountry: 'SCHENGEN', documentNumber: 'X1' } });
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['supportingAnswerRequired', 'supportingDetailsIncomplete', 'supportingDetailsIncomplete']);
    expect(WIZARD_ERRORS.supportingAnswerRequired.description).toBe(MESSAGES.supportingAnswerRequired);
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { startDate: '2025-01-01', unlimited: true } });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'arrival' })).toBe(true);
  });

  it('changing the supporting document type clears the other fields and the Unlimited flag', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { ...SCHENGEN_VISA, unlimited: true } });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'residence' });
    expect(h.actor.getSnapshot().context.supportingDocument).toEqual({
      documentType: 'residence',
      visaCountry: '',
      residenceCountry: '',
      documentNumber: '',
      startDate: '',
      endDate: '',
      unlimited: false,
    });
  });

  it('step 3 needs an arrival date and a processing type', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['arrivalDateRequired']);
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'SELECT_PROCESSING_TYPE', processingType: 'urgent_1' });
    expect(h.actor.getSnapshot().context.processingType).toBe('standard');
  });

  it('step 3 refuses an arrival beyond the years its picker offers (a restored or edited date), as the server does', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    // TODAY is in 2025: the picker offers 2025 to 2035.
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2036-01-01' });
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['arrivalDateTooFar']);
    expect(h.actor.getSnapshot().matches({ editing: 'arrival' })).toBe(true);
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2035-12-31' });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
  });

  it('step 3 refuses an arrival date in the past (restored from progress saved on an earlier day), as the server does', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    // TODAY is 2025-03-10.
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-09' });
    h.actor.send({ type: 'NEXT' });
    expect(h.emitted).toContainEqual({
      type: 'validationError',
      error: { code: 'arrivalDateInPast', title: 'Invalid Arrival Date', description: 'The arrival date cannot be in the past' },
    });
    expect(h.actor.getSnapshot().matches({ editing: 'arrival' })).toBe(true);
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: TODAY });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
  });

  it('step 5 refuses what the server refuses: an email @IsEmail refuses, an issue date in the future, a date of birth not in the past, an expired supporting document', () => {
    const h = startWizard();
    toPersonalDetailsWithSchengen(h);
    const attempt = personalDetailsAttempt(h);
    // Typos the spec's basic pattern lets through and the server's @IsEmail refuses.
    attempt({ email: 'asha@example.com.' });
    attempt({ email: 'asha..patel@example.com' });
    attempt({ email: 'asha@example.c' });
    // TODAY is 2025-03-10: the pickers offer the rest of 2025 too.
    attempt({ passportIssueDate: '2025-03-11' });
    attempt({ dateOfBirth: TODAY });
    attempt({ dateOfBirth: '2025-06-01' });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL });
    // Started before it ended, but ended yesterday: the server's 'has expired', not 'not valid on arrival'.
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { startDate: '2025-01-01', endDate: '2025-03-09' } });
    h.actor.send({ type: 'NEXT' });

    expect(errorCodes(h)).toEqual([
      'emailInvalid',
      'emailInvalid',
      'emailInvalid',
      'passportIssueDateInFuture',
      'dateOfBirthNotInPast',
      'dateOfBirthNotInPast',
      'supportingDocumentExpired',
    ]);
    const descriptions = h.emitted.flatMap((e) => (e.type === 'validationError' && e.error.code !== 'emailInvalid' ? [e.error.description] : []));
    expect(descriptions).toEqual([
      'The passport issue date cannot be in the future',
      'The date of birth must be in the past',
      'The date of birth must be in the past',
      'The supporting document has expired',
    ]);
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { endDate: '2026-01-01' } });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
  });

  it('the prerequisites step needs all five confirmations', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'residence' });
    h.actor.send({
      type: 'UPDATE_SUPPORTING_DOCUMENT',
      patch: { residenceCountry: 'DEU', documentNumber: 'R-77', endDate: '2027-01-01' },
    });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'prerequisites' })).toBe(true);
    const keys: PrerequisiteKey[] = ['tourismBusiness', 'financialProof', 'supportingDocuments', 'passportValidity'];
    for (const key of keys) h.actor.send({ type: 'SET_PREREQUISITE', key, confirmed: true });
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['prerequisitesRequired']);
    expect(WIZARD_ERRORS.prerequisitesRequired.description).toBe('Please confirm all prerequisites before proceeding');
    h.actor.send({ type: 'SET_PREREQUISITE', key: 'allRequirements', confirmed: true });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({ type: 'PREVIOUS' });
    expect(h.actor.getSnapshot().matches({ editing: 'prerequisites' })).toBe(true);
  });

  it('personal details: each required field, lengths, passport expiry and order, supporting document dates', () => {
    const h = startWizard();
    toPersonalDetailsWithSchengen(h);
    const attempt = personalDetailsAttempt(h);
    attempt({ firstName: ' ' });
    attempt({ lastName: '' });
    attempt({ email: '' });
    attempt({ email: 'asha@example' });
    attempt({ phone: '' });
    attempt({ passportNumber: '' });
    attempt({ dateOfBirth: '' });
    attempt({ passportIssueDate: '' });
    attempt({ passportExpiryDate: '' });
    attempt({ placeOfBirth: 'P' });
    attempt({ motherName: 'M' });
    attempt({ fatherName: 'F' });
    attempt({ address: 'Short' });
    attempt({ passportExpiryDate: TODAY });
    attempt({ passportIssueDate: '2030-02-01' });
    // More than 120 years before TODAY (2025-03-10), then on the passport's issue date.
    attempt({ dateOfBirth: '1905-03-09' });
    attempt({ dateOfBirth: VALID_PERSONAL.passportIssueDate });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: VALID_PERSONAL });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { documentNumber: '' } });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { documentNumber: 'FRA1', startDate: '' } });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { startDate: '2025-01-01', endDate: '' } });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { endDate: '2024-12-01' } });
    h.actor.send({ type: 'NEXT' });
    // Ends the day before the arrival (2025-05-01): not valid on arrival.
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { endDate: '2025-04-30' } });
    h.actor.send({ type: 'NEXT' });

    expect(errorCodes(h)).toEqual([
      'firstNameRequired',
      'lastNameRequired',
      'emailRequired',
      'emailInvalid',
      'phoneRequired',
      'passportNumberRequired',
      'dateOfBirthRequired',
      'passportIssueDateRequired',
      'passportExpiryDateRequired',
      'placeOfBirthTooShort',
      'motherNameTooShort',
      'fatherNameTooShort',
      'addressTooShort',
      'passportExpired',
      'invalidPassportDates',
      'dateOfBirthTooEarly',
      'dateOfBirthNotBeforeIssue',
      'supportingNumberRequired',
      'supportingStartDateRequired',
      'supportingEndDateRequired',
      'invalidSupportingDates',
      'supportingDocumentExpiresBeforeArrival',
    ]);
    const passportExpired = h.emitted.find((e) => e.type === 'validationError' && e.error.code === 'passportExpired');
    expect(passportExpired).toEqual({
      type: 'validationError',
      error: {
        code: 'passportExpired',
        title: 'Passport Expired',
        description: 'Your passport expiry date must be in the future',
      },
    });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { endDate: '2026-01-01' } });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
  });

  it('submit needs the Privacy Policy, then the Terms of Service', () => {
    const h = startWizard();
    toSummaryWithoutDocument(h);
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'SET_PRIVACY_ACCEPTED', accepted: true });
    h.actor.send({ type: 'SUBMIT' });
    expect(errorCodes(h)).toEqual(['privacyPolicyRequired', 'termsRequired']);
    expect(h.emitted.map((e) => (e.type === 'validationError' ? e.error.title : ''))).toEqual([
      'Privacy Policy Required',
      'Terms of Service Required',
    ]);
    expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    expect(h.applicationRequests).toEqual([]);
  });

  it('submit re-checks the whole form: a restored form with a bad field fails with Form Validation Error', () => {
    const done = startWizard();
    toSummaryWithoutDocument(done);
    const form = { ...done.actor.getSnapshot().context, personal: { ...VALID_PERSONAL, address: 'short' } };
    const h = startWizard({
      input: { resume: { step: 'summary', form, idempotencyKey: null, submissionFingerprint: null } },
    });
    acceptAndSubmit(h);
    expect(errorCodes(h)).toEqual(['formValidation']);
    expect(WIZARD_ERRORS.formValidation).toEqual({
      title: 'Form Validation Error',
      description: 'Please fill in all required fields correctly',
    });
  });

  it('submit re-checks the arrival date: progress saved on an earlier day with an arrival date now past fails with Form Validation Error, not sent', () => {
    // Arrival on the day the form was filled in, with a one-day option (still offered for a date not
    // after today); the tab's progress is resumed on a later day, at the saved summary.
    const done = startWizard({ input: { today: '2025-03-09' } });
    toSummaryWithoutDocument(done);
    done.actor.send({ type: 'PREVIOUS' });
    done.actor.send({ type: 'PREVIOUS' });
    done.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-09' });
    done.actor.send({ type: 'SELECT_PROCESSING_TYPE', processingType: 'urgent' });
    done.actor.send({ type: 'NEXT' });
    done.actor.send({ type: 'NEXT' });
    expect(done.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    const form = { ...done.actor.getSnapshot().context };
    const h = startWizard({ input: { resume: { step: 'summary', form, idempotencyKey: null, submissionFingerprint: null } } });
    expect(h.actor.getSnapshot().context.today).toBe(TODAY);
    acceptAndSubmit(h);
    expect(errorCodes(h)).toEqual(['formValidation']);
    expect(h.applicationRequests).toEqual([]);
  });
});

describe("visa wizard machine: the traveller's today moving on while the page is open", () => {
  it('judges the arrival date and the processing options by the new today', () => {
    const h = startWizard({ input: { today: '2025-03-09' } });
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-09' });
    h.actor.send({ type: 'SELECT_PROCESSING_TYPE', processingType: 'urgent' });
    // Midnight passes (or the tab is come back to the next day): the arrival day is now yesterday.
    h.actor.send({ type: 'SET_TODAY', today: '2025-03-10' });
    expect(h.actor.getSnapshot().context.today).toBe('2025-03-10');
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['arrivalDateInPast']);
    expect(h.actor.getSnapshot().matches({ editing: 'arrival' })).toBe(true);
  });
});

describe('visa wizard machine: changing the country', () => {
  it('resets the supporting-document answer, details, processing type and prerequisites', () => {
    const h = startWizard();
    toArrivalWithSchengen(h);
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'SELECT_PROCESSING_TYPE', processingType: 'urgent_4' });
    h.actor.send({ type: 'PREVIOUS' });
    h.actor.send({ type: 'PREVIOUS' });
    expect(h.actor.getSnapshot().context.processingType).toBe('urgent_4');

    h.actor.send({ type: 'SELECT_COUNTRY', country: AUSTRALIA });
    const { context } = h.actor.getSnapshot();
    expect(context.hasSupportingDocument).toBeNull();
    expect(context.supportingDocument.documentType).toBe('');
    expect(context.supportingDocument.documentNumber).toBe('');
    expect(context.processingType).toBe('standard');
    expect(context.arrivalDate).toBe('2025-05-01');
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'NEXT' });
    expect(errorCodes(h)).toEqual(['supportingAnswerRequired']);
  });

  it('keeps everything when the same country is chosen again', () => {
    const h = startWizard();
    chooseCountry(h, INDIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'PREVIOUS' });
    h.actor.send({ type: 'SELECT_COUNTRY', country: INDIA });
    expect(h.actor.getSnapshot().context.hasSupportingDocument).toBe(true);
  });
});

describe('visa wizard machine: arrival date changes', () => {
  it('switches to the first available option with a toast when the chosen one no longer fits', () => {
    const h = startWizard();
    toArrivalWithSchengen(h);
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-04-01' });
    h.actor.send({ type: 'SELECT_PROCESSING_TYPE', processingType: 'slow' });
    expect(h.emitted).toEqual([]);

    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-13' });
    expect(h.actor.getSnapshot().context.processingType).toBe('fast');
    expect(h.emitted).toEqual([{ type: 'processingTypeUpdated', processingType: 'fast' }]);

    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: TODAY });
    expect(h.actor.getSnapshot().context.processingType).toBe('urgent_24');

    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-03-12' });
    expect(h.actor.getSnapshot().context.processingType).toBe('urgent_24');
    expect(h.emitted).toHaveLength(2);
  });
});

describe('visa wizard machine: submission failures and retry', () => {
  it("an application failure shows Application Error with the server's sentence, not its raw answer, and stays on the summary", async () => {
    const h = startWizard({
      createApplication: () => Promise.reject(new ApiError(400, '{"statusCode":400,"message":"totalAmount mismatch"}', 'Bad Request')),
    });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.emitted.at(-1)).toEqual({ type: 'applicationError', failure: { cause: 'refused', field: null, message: 'totalAmount mismatch' } });
    expect(h.actor.getSnapshot().matches({ editing: 'summary' })).toBe(true);
    expect(h.paymentRequests).toEqual([]);
  });

  it('reports the cause of a failed application call: the refused field, too many attempts, the service down, no connection', async () => {
    const failures = [
      new ApiError(400, JSON.stringify({ statusCode: 400, message: 'Validation failed', errors: { phone: ['Invalid input'] } }), 'Bad Request'),
      new ApiError(429, JSON.stringify({ statusCode: 429, message: 'Too many requests; please wait a minute and try again' }), ''),
      new ApiError(503, JSON.stringify({ statusCode: 503, message: 'The service is briefly unavailable. Please try again in a moment.' }), ''),
      new TypeError('Failed to fetch'),
    ];
    const h = startWizard({ createApplication: () => Promise.reject(failures.shift()) });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    for (let retry = 0; retry < 3; retry += 1) {
      h.actor.send({ type: 'RETRY_SUBMISSION' });
      await flush();
    }
    expect(h.emitted.filter((e) => e.type === 'applicationError')).toEqual([
      { type: 'applicationError', failure: { cause: 'refused', field: 'phone', message: 'Invalid input' } },
      { type: 'applicationError', failure: { cause: 'tooMany' } },
      { type: 'applicationError', failure: { cause: 'unavailable' } },
      { type: 'applicationError', failure: { cause: 'offline' } },
    ]);
    expect(h.actor.getSnapshot().context.submissionError).toEqual({ kind: 'application', message: 'Failed to fetch', failure: { cause: 'offline' } });
  });

  it('a payment answer without success or URL shows Payment Error (its error, else Payment initialization failed)', async () => {
    const answers = [{ success: false, error: 'Card processor unavailable' }, { success: true, paymentUrl: '' }];
    const h = startWizard({ createPayment: async () => answers.shift() ?? {} });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.emitted.at(-1)).toEqual({ type: 'paymentError', message: 'Card processor unavailable' });
    h.actor.send({ type: 'RETRY_SUBMISSION' });
    await flush();
    expect(h.emitted.at(-1)).toEqual({ type: 'paymentError', message: 'Payment initialization failed' });
    expect(h.redirects).toEqual([]);
    expect(h.actor.getSnapshot().context.submissionError).toEqual({
      kind: 'payment',
      message: 'Payment initialization failed',
    });
  });

  it('a failing payment endpoint is reported honestly as Payment Error, never as success', async () => {
    const h = startWizard({ createPayment: () => Promise.reject(new Error('404: Not Found')) });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.emitted.map((e) => e.type)).toEqual(['paymentError']);
    expect(h.redirects).toEqual([]);
  });

  it('retrying the same submission reuses the Idempotency-Key; a changed form gets a new one', async () => {
    let failures = 2;
    const h = startWizard({
      createPayment: async () =>
        failures-- > 0 ? { success: false } : { success: true, paymentUrl: 'https://pay.example/2' },
    });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    h.actor.send({ type: 'RETRY_SUBMISSION' });
    await flush();
    const [first, second] = h.applicationRequests;
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    h.actor.send({ type: 'PREVIOUS' });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: { phone: '+91 11111 11111' } });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    const third = h.applicationRequests[2];
    expect(third?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
    h.clock.increment(500);
    expect(h.redirects).toEqual(['https://pay.example/2']);
  });

  it('keeps the Idempotency-Key when the traveller switches the language before retrying a failed payment: the same application, not a second one', async () => {
    let paymentAnswers = 0;
    const h = startWizard({
      createPayment: async () => (++paymentAnswers === 1 ? { success: false, error: null } : { success: true, paymentUrl: 'https://pay.example/2' }),
    });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.actor.getSnapshot().context.submissionError?.kind).toBe('payment');
    h.actor.send({ type: 'SET_LANGUAGE', language: 'ar' });
    h.actor.send({ type: 'RETRY_SUBMISSION' });
    await flush();
    const [first, retry] = h.applicationRequests;
    expect(retry?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(h.paymentRequests.map((r) => r.idempotencyKey)).toEqual([`${first?.idempotencyKey}:payment`, `${first?.idempotencyKey}:payment`]);
    // The request says the language now chosen; the server answers the same key with the first application.
    expect(h.applicationRequests.map((r) => r.payload.language)).toEqual(['en', 'ar']);
  });

  it('reuses an Idempotency-Key saved in the tab with the fingerprint a tab saved before 0abf847 (the whole payload as JSON), for the same payload', async () => {
    const done = startWizard();
    toSummaryWithoutDocument(done);
    const form = { ...done.actor.getSnapshot().context, privacyPolicyAccepted: true, termsOfServiceAccepted: true };
    const legacy = JSON.stringify(buildApplicationPayload(form, 'en'));
    const h = startWizard({ input: { resume: { step: 'summary', form, idempotencyKey: 'saved-before-the-deploy', submissionFingerprint: legacy } } });
    acceptAndSubmit(h);
    await flush();
    expect(h.applicationRequests.map((r) => r.idempotencyKey)).toEqual(['saved-before-the-deploy']);
    // Another payload under such a fingerprint draws a new key.
    const other = startWizard({ input: { resume: { step: 'summary', form, idempotencyKey: 'saved-before-the-deploy', submissionFingerprint: legacy.replace('"en"', '"fr"') } } });
    acceptAndSubmit(other);
    await flush();
    expect(other.applicationRequests.map((r) => r.idempotencyKey)).not.toEqual(['saved-before-the-deploy']);
  });

  it("shown again from the browser's back/forward cache after the hand-off to the payment page: the summary, editable, and Submit reuses the Idempotency-Key", async () => {
    const h = startWizard();
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    // Before the payment page: nothing to come back from, the submission carries on.
    h.actor.send({ type: 'SHOWN_AGAIN' });
    expect(h.actor.getSnapshot().matches({ submitting: 'creatingApplication' })).toBe(true);
    await flush();
    h.clock.increment(TIMINGS.paymentRedirectDelayMs);
    expect(h.redirects).toEqual(['https://pay.example/checkout/1']);

    h.actor.send({ type: 'SHOWN_AGAIN' });
    expect(h.actor.getSnapshot().matches({ editing: { summary: 'ready' } })).toBe(true);
    expect(h.actor.getSnapshot().context).toMatchObject({ paymentUrl: null, submissionError: null });
    // As after a reload: the answers can be changed, and an unchanged form is the same application.
    h.actor.send({ type: 'PREVIOUS' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SUBMIT' });
    await flush();
    const [first, again] = h.applicationRequests;
    expect(again?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(h.actor.getSnapshot().matches({ submitting: 'redirecting' })).toBe(true);
  });

  it('an application failure mentioning payment is shown as Payment Error', async () => {
    const h = startWizard({ createApplication: () => Promise.reject(new Error('503: payment service down')) });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.emitted.at(-1)?.type).toBe('paymentError');
  });

  it("judges an API answer mentioning payment by its raw text, as before: Payment Error with the server's text", async () => {
    const h = startWizard({ createApplication: () => Promise.reject(new ApiError(503, '{"message":"Payment provider unreachable"}', '')) });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    await flush();
    expect(h.emitted.at(-1)).toEqual({ type: 'paymentError', message: '503: {"message":"Payment provider unreachable"}' });
    expect(h.actor.getSnapshot().context.submissionError).toEqual({ kind: 'payment', message: '503: {"message":"Payment provider unreachable"}' });
  });
});

describe('visa wizard machine: resuming saved progress', () => {
  it('starts at the saved step with the saved answers', () => {
    const first = startWizard();
    toSummaryWithSchengen(first);
    const { context } = first.actor.getSnapshot();
    const h = startWizard({
      input: {
        resume: {
          step: 'personalDetails',
          form: { ...context },
          idempotencyKey: null,
          submissionFingerprint: null,
        },
      },
    });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    expect(h.actor.getSnapshot().context.personal).toEqual(VALID_PERSONAL);
    h.actor.send({ type: 'PREVIOUS' });
    expect(h.actor.getSnapshot().matches({ editing: 'prerequisites' })).toBe(true);
  });

  it('resumes a consulate selection on step 1 without restarting the countdown (Back from insurance, a reload)', () => {
    const h = startWizard({
      input: {
        resume: {
          step: 'country',
          form: { ...startWizard().actor.getSnapshot().context, country: CUBA, documentType: 'ordinary' },
          idempotencyKey: null,
          submissionFingerprint: null,
        },
      },
    });
    // SimulatedClock fires timers set during an increment only on the next one: step a second at a time.
    h.clock.increment(1000);
    h.clock.increment(1000);
    h.clock.increment(5000);
    expect(h.redirects).toEqual([]);
    expect(h.actor.getSnapshot().children.countdown?.getSnapshot().value).toBe('timeLimitOff');
    h.actor.send({ type: 'GO_TO_INSURANCE' });
    expect(h.redirects).toEqual(['/insurance?country=Cuba']);
  });
});

describe("visa wizard machine: the browser's Back and Forward (GO_TO_STEP, by the step's number)", () => {
  const stepOf = (h: Harness) => h.actor.getSnapshot().value;
  const goTo = (h: Harness, stepNumber: number) => h.actor.send({ type: 'GO_TO_STEP', stepNumber });

  it('goes back to any earlier step, and forward again to a step the answers still allow', () => {
    const h = startWizard();
    toSummaryWithSchengen(h);
    goTo(h, 3);
    expect(stepOf(h)).toEqual({ editing: 'arrival' });
    goTo(h, 2);
    expect(stepOf(h)).toEqual({ editing: 'supportingDocuments' });
    goTo(h, 6);
    expect(stepOf(h)).toEqual({ editing: { summary: 'ready' } });
    expect(errorCodes(h)).toEqual([]);
  });

  it('numbers the steps as the traveller sees them: without a supporting document there is no prerequisites step', () => {
    const h = startWizard();
    toSummaryWithoutDocument(h);
    goTo(h, 4);
    expect(stepOf(h)).toEqual({ editing: 'personalDetails' });
    goTo(h, 3);
    expect(stepOf(h)).toEqual({ editing: 'arrival' });
    // Past the last step of this variant: the last one.
    goTo(h, 6);
    expect(stepOf(h)).toEqual({ editing: { summary: 'ready' } });
  });

  it('never skips a check: forward stops at the first step whose answers do not pass', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    expect(stepOf(h)).toEqual({ editing: 'arrival' });
    goTo(h, 1);
    expect(stepOf(h)).toEqual({ editing: 'country' });
    // No arrival date yet: the summary (or the personal details) cannot be reached by Forward.
    goTo(h, 5);
    expect(stepOf(h)).toEqual({ editing: 'arrival' });
    expect(errorCodes(h)).toEqual([]);
  });

  it('refuses a step whose earlier answers were changed since, as Next Step would', () => {
    const h = startWizard();
    toSummaryWithSchengen(h);
    goTo(h, 5);
    expect(stepOf(h)).toEqual({ editing: 'personalDetails' });
    h.actor.send({ type: 'UPDATE_PERSONAL', patch: { email: 'not an email' } });
    goTo(h, 6);
    expect(stepOf(h)).toEqual({ editing: 'personalDetails' });
  });

  it('does not move while the application is being submitted', () => {
    const h = startWizard({ createApplication: () => new Promise(() => {}) });
    toSummaryWithoutDocument(h);
    acceptAndSubmit(h);
    goTo(h, 3);
    expect(h.actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('starts at the step the address names only as far as the restored answers allow', () => {
    const first = startWizard();
    chooseCountry(first, AUSTRALIA);
    first.actor.send({ type: 'NEXT' });
    first.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    const form = { ...first.actor.getSnapshot().context };
    const resume = { step: 'supportingDocuments' as const, form, idempotencyKey: null, submissionFingerprint: null };
    // Step 3 is allowed (the supporting answer is given); step 5 needs an arrival date first.
    expect(stepOf(startWizard({ input: { resume, stepNumber: 3 } }))).toEqual({ editing: 'arrival' });
    expect(stepOf(startWizard({ input: { resume, stepNumber: 5 } }))).toEqual({ editing: 'arrival' });
    expect(stepOf(startWizard({ input: { resume, stepNumber: 1 } }))).toMatchObject({ editing: 'country' });
    // Nothing restored: the first step, whatever the address says.
    expect(stepOf(startWizard({ input: { stepNumber: 4 } }))).toMatchObject({ editing: 'country' });
  });
});

describe('personal details on one line', () => {
  it('keeps each field but the address on one line: a pasted tab or line break becomes a space, an override goes', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: false });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SET_ARRIVAL_DATE', arrivalDate: '2025-05-01' });
    h.actor.send({ type: 'NEXT' });
    expect(h.actor.getSnapshot().matches({ editing: 'personalDetails' })).toBe(true);
    h.actor.send({
      type: 'UPDATE_PERSONAL',
      patch: { firstName: 'Ana\tMaria', lastName: 'Lo\u202Epez', phone: '+90\r\n555', motherName: '\u202Bمريم\u202C', address: 'Line 1\nLine 2' },
    });
    expect(h.actor.getSnapshot().context.personal).toMatchObject({
      firstName: 'Ana Maria',
      lastName: 'Lopez',
      phone: '+90 555',
      // Right-to-left text keeps the embedding it was pasted with (the server takes it).
      motherName: '\u202Bمريم\u202C',
      address: 'Line 1\nLine 2',
    });
  });

  it('keeps the supporting document number on one line too, as the server requires', () => {
    const h = startWizard();
    chooseCountry(h, AUSTRALIA);
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'ANSWER_SUPPORTING', hasSupportingDocument: true });
    h.actor.send({ type: 'SET_SUPPORTING_DOCUMENT_TYPE', documentType: 'visa' });
    h.actor.send({ type: 'UPDATE_SUPPORTING_DOCUMENT', patch: { documentNumber: 'D12\n3456\u202E' } });
    expect(h.actor.getSnapshot().context.supportingDocument.documentNumber).toBe('D12 3456');
  });
});


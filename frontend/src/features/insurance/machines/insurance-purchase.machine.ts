import { suggestedInsuranceProduct, toSingleLine, type InsuranceProductView } from '@evisa/contracts';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { PaymentResponse, WizardCountry } from '../../visa-wizard/machines/visa-wizard.model';
import {
  NO_SUBMISSION,
  submissionPhase,
  type CreateApplicationInputOf,
  type CreateApplicationOutput,
  type CreatePaymentInput,
  type SubmissionContext,
  type SubmissionEmitted,
  type SubmissionEvent,
} from '../../payment/machines/submission-phase';
import {
  EMPTY_INSURANCE_FORM,
  buildInsurancePayload,
  buildInsurancePaymentRequest,
  insuranceFormError,
  insuranceSubmissionFingerprint,
  needsParentId,
  tripDaysOf,
  type InsuranceApplicationPayload,
  type InsuranceForm,
  type InsuranceFormErrorCode,
  type InsuranceTextField,
  type ParentIdPhoto,
} from './insurance-purchase.model';

/**
 * The traveller's insurance purchase (spec sections 2, 4, 5 and 8): the form with its plan
 * suggestion, the check on submit (the spec's toasts), then the same submission as the visa
 * wizard's: create the application under an Idempotency-Key kept across retries, create the
 * payment, hand the browser to the payment page after the same delays, and offer Continue to
 * Payment when it did not go. Toasts leave as emitted events (the payment ones are the visa
 * wizard's, shown by its toast mapping) and navigation is the injected `redirect` action.
 */

export interface InsuranceContext extends InsuranceForm, SubmissionContext {
  /** The traveller's own date, YYYY-MM-DD: the pickers' first day and the date checks (SET_TODAY keeps it current). */
  today: string;
  /** The UTC date of the same clock: parent ID photos are asked for as the server requires them (needsParentId). */
  utcToday: string;
  language: string;
  products: readonly InsuranceProductView[];
  /** A minor's form came back from storage, which never keeps the ID photos: they are to be chosen again (the page says so). */
  parentIdPhotosNotKept: boolean;
}

export interface InsuranceInput {
  today: string;
  /** The UTC date of the clock that gave `today`; `today` when not given. */
  utcToday?: string;
  language?: string;
  /** The nationality handed over by ?country=, once the country list knows it. */
  nationality?: WizardCountry | null;
  products?: readonly InsuranceProductView[];
  /** What the traveller had typed in this tab before a reload or a visit to the payment page. */
  resume?: { form: InsuranceForm; idempotencyKey: string | null; submissionFingerprint: string | null };
}

export type InsuranceEvent =
  | { type: 'PRODUCTS_LOADED'; products: readonly InsuranceProductView[] }
  | { type: 'SET_NATIONALITY'; nationality: WizardCountry | null }
  | { type: 'UPDATE_TEXT'; field: InsuranceTextField; value: string }
  | { type: 'SET_TRAVEL_DATE'; date: string }
  | { type: 'SET_RETURN_DATE'; date: string }
  | { type: 'SET_DATE_OF_BIRTH'; date: string }
  | { type: 'SELECT_PRODUCT'; productId: number }
  | { type: 'ADD_PARENT_ID_PHOTOS'; photos: readonly ParentIdPhoto[] }
  | { type: 'REMOVE_PARENT_ID_PHOTO'; index: number }
  | { type: 'SET_PRIVACY_ACCEPTED'; accepted: boolean }
  | { type: 'SET_TERMS_ACCEPTED'; accepted: boolean }
  | { type: 'SET_LANGUAGE'; language: string }
  /** The traveller's clock moved on to another date while the page was open (midnight, a tab come back to the next day). */
  | { type: 'SET_TODAY'; today: string; utcToday: string }
  /** The browser showed the page again from its back/forward cache (Back from the payment page). */
  | { type: 'SHOWN_AGAIN' }
  | SubmissionEvent;

export type InsuranceEmitted =
  | { type: 'insuranceValidationError'; code: InsuranceFormErrorCode }
  | { type: 'planSuggested'; productId: number }
  | SubmissionEmitted;

export type CreateInsuranceApplicationInput = CreateApplicationInputOf<InsuranceApplicationPayload>;
export type CreateInsuranceApplicationOutput = CreateApplicationOutput;
export type CreateInsurancePaymentInput = CreatePaymentInput;

const notImplemented = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

export function insuranceFormOf(context: InsuranceContext): InsuranceForm {
  const { productId, firstName, lastName, email, phone, passportNumber, nationality, travelDate, returnDate, dateOfBirth } = context;
  const { parentIdPhotos, privacyPolicyAccepted, termsOfServiceAccepted } = context;
  return {
    productId,
    firstName,
    lastName,
    email,
    phone,
    passportNumber,
    nationality,
    travelDate,
    returnDate,
    dateOfBirth,
    parentIdPhotos,
    privacyPolicyAccepted,
    termsOfServiceAccepted,
  };
}

const formError = (context: InsuranceContext) => insuranceFormError(insuranceFormOf(context), context.products, context);
const payloadOf = (context: InsuranceContext) =>
  buildInsurancePayload(insuranceFormOf(context), context.products, context, context.language);

/** The cheapest loaded plan covering the trip the new dates make, when the trip's length changed. */
function suggestionAfter(context: InsuranceContext, dates: { travelDate: string; returnDate: string }): number | null {
  const before = tripDaysOf(context);
  const after = tripDaysOf(dates);
  if (after === null || after === before) return null;
  const suggested = suggestedInsuranceProduct(after);
  return suggested && context.products.some((p) => p.id === suggested.id) ? suggested.id : null;
}

/** The visa wizard's submission; a failed application call is always the generic 'Error' toast here (spec section 8). */
const submission = submissionPhase<InsuranceContext, InsuranceEvent, InsuranceApplicationPayload>({
  failedTarget: '#insurancePurchase.editing.failed',
  payloadOf,
  fingerprintOf: insuranceSubmissionFingerprint,
  paymentRequestOf: buildInsurancePaymentRequest,
  applicationFailureKind: () => 'application',
});

export const insurancePurchaseMachine = setup({
  types: {
    context: {} as InsuranceContext,
    events: {} as InsuranceEvent,
    input: {} as InsuranceInput,
    emitted: {} as InsuranceEmitted,
  },
  actors: {
    createApplication: fromPromise<CreateInsuranceApplicationOutput, CreateInsuranceApplicationInput>(
      notImplemented('createApplication'),
    ),
    createPayment: fromPromise<PaymentResponse, CreateInsurancePaymentInput>(notImplemented('createPayment')),
  },
  actions: {
    /** Full-page navigation; the app provides `window.location.assign`. */
    redirect: (_, _params: { url: string }) => {},
    setProducts: assign({
      products: ({ context, event }) => (event.type === 'PRODUCTS_LOADED' ? event.products : context.products),
    }),
    setNationality: assign({
      nationality: ({ context, event }) => (event.type === 'SET_NATIONALITY' ? event.nationality : context.nationality),
    }),
    // One line, as the server takes them: a paste can bring a tab or an override nobody sees (contracts single-line.ts).
    updateText: assign(({ event }) => (event.type === 'UPDATE_TEXT' ? { [event.field]: toSingleLine(event.value) } : {})),
    setDates: assign(({ context, event }) => {
      if (event.type !== 'SET_TRAVEL_DATE' && event.type !== 'SET_RETURN_DATE') return {};
      const dates = {
        travelDate: event.type === 'SET_TRAVEL_DATE' ? event.date : context.travelDate,
        returnDate: event.type === 'SET_RETURN_DATE' ? event.date : context.returnDate,
      };
      const suggested = suggestionAfter(context, dates);
      return { ...dates, productId: suggested ?? context.productId };
    }),
    announceSuggestion: emit(({ context }) => ({ type: 'planSuggested' as const, productId: context.productId ?? 0 })),
    setDateOfBirth: assign(({ context, event }) => {
      if (event.type !== 'SET_DATE_OF_BIRTH') return {};
      const minor = needsParentId({ dateOfBirth: event.date }, context);
      // An adult's application carries no parent ID photos: forget any chosen for a younger date.
      return { dateOfBirth: event.date, parentIdPhotos: minor ? context.parentIdPhotos : [] };
    }),
    selectProduct: assign({
      productId: ({ context, event }) => (event.type === 'SELECT_PRODUCT' ? event.productId : context.productId),
    }),
    addPhotos: assign(({ context, event }) =>
      event.type === 'ADD_PARENT_ID_PHOTOS' ? { parentIdPhotos: [...context.parentIdPhotos, ...event.photos], parentIdPhotosNotKept: false } : {},
    ),
    removePhoto: assign({
      parentIdPhotos: ({ context, event }) =>
        event.type === 'REMOVE_PARENT_ID_PHOTO' ? context.parentIdPhotos.filter((_, i) => i !== event.index) : context.parentIdPhotos,
    }),
    setPrivacyAccepted: assign({
      privacyPolicyAccepted: ({ context, event }) =>
        event.type === 'SET_PRIVACY_ACCEPTED' ? event.accepted : context.privacyPolicyAccepted,
    }),
    setTermsAccepted: assign({
      termsOfServiceAccepted: ({ context, event }) =>
        event.type === 'SET_TERMS_ACCEPTED' ? event.accepted : context.termsOfServiceAccepted,
    }),
    setToday: assign(({ event }) => (event.type === 'SET_TODAY' ? { today: event.today, utcToday: event.utcToday } : {})),
    setLanguage: assign({
      language: ({ context, event }) => (event.type === 'SET_LANGUAGE' ? event.language : context.language),
    }),
    /** Back on the form from the payment page: as a reload shows it, with the same key (the same application). */
    leavePaymentHandOff: assign({ applicationNumber: null, paymentUrl: null, submissionError: null }),
    reportFormError: emit(({ context }) => ({
      type: 'insuranceValidationError' as const,
      code: formError(context) ?? 'productRequired',
    })),
    ...submission.actions,
  },
  guards: {
    formValid: ({ context }) => formError(context) === null,
    planSuggestionChanged: ({ context, event }) => {
      if (event.type !== 'SET_TRAVEL_DATE' && event.type !== 'SET_RETURN_DATE') return false;
      const dates = {
        travelDate: event.type === 'SET_TRAVEL_DATE' ? event.date : context.travelDate,
        returnDate: event.type === 'SET_RETURN_DATE' ? event.date : context.returnDate,
      };
      const suggested = suggestionAfter(context, dates);
      return suggested !== null && suggested !== context.productId;
    },
    /** A plan too short for the chosen dates cannot be picked (the selector shows it disabled). */
    productCoversTrip: ({ context, event }) => {
      if (event.type !== 'SELECT_PRODUCT') return false;
      const product = context.products.find((p) => p.id === event.productId);
      const days = tripDaysOf(context);
      return !!product && (days === null || product.durationDays >= days);
    },
    ...submission.guards,
  },
  delays: submission.delays,
}).createMachine({
  id: 'insurancePurchase',
  context: ({ input }) => ({
    ...EMPTY_INSURANCE_FORM,
    ...input.resume?.form,
    nationality: input.resume?.form.nationality ?? input.nationality ?? null,
    today: input.today,
    utcToday: input.utcToday ?? input.today,
    language: input.language ?? 'en',
    products: input.products ?? [],
    parentIdPhotosNotKept: !!input.resume && needsParentId(input.resume.form, { today: input.today, utcToday: input.utcToday ?? input.today }),
    ...NO_SUBMISSION,
    // The key stays with an unchanged form, so submitting again after a reload answers with the same application.
    idempotencyKey: input.resume?.idempotencyKey ?? null,
    submissionFingerprint: input.resume?.submissionFingerprint ?? null,
  }),
  on: {
    SET_LANGUAGE: { actions: 'setLanguage' },
    PRODUCTS_LOADED: { actions: 'setProducts' },
    // Every date rule (the pickers' first day, the travel date and date of birth checks, the parent ID
    // photos) then judges by the new dates, as on a page opened now.
    SET_TODAY: { actions: 'setToday' },
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      on: {
        SET_NATIONALITY: { actions: 'setNationality' },
        UPDATE_TEXT: { actions: 'updateText' },
        SET_TRAVEL_DATE: [{ guard: 'planSuggestionChanged', actions: ['setDates', 'announceSuggestion'] }, { actions: 'setDates' }],
        SET_RETURN_DATE: [{ guard: 'planSuggestionChanged', actions: ['setDates', 'announceSuggestion'] }, { actions: 'setDates' }],
        SET_DATE_OF_BIRTH: { actions: 'setDateOfBirth' },
        SELECT_PRODUCT: { guard: 'productCoversTrip', actions: 'selectProduct' },
        ADD_PARENT_ID_PHOTOS: { actions: 'addPhotos' },
        REMOVE_PARENT_ID_PHOTO: { actions: 'removePhoto' },
        SET_PRIVACY_ACCEPTED: { actions: 'setPrivacyAccepted' },
        SET_TERMS_ACCEPTED: { actions: 'setTermsAccepted' },
        SUBMIT: '.checking',
        RETRY_SUBMISSION: '.checking',
      },
      states: {
        ready: {},
        checking: {
          always: [{ guard: 'formValid', target: '#insurancePurchase.submitting' }, { target: 'ready', actions: 'reportFormError' }],
        },
        /** The submission failed; the failure stays on the page with Try Again (the same key, nothing duplicated). */
        failed: {
          entry: 'announceSubmissionFailure',
        },
      },
    },
    submitting: {
      ...submission.submitting,
      on: {
        ...submission.submitting.on,
        // Once the payment page has been handed the browser, Back (from the back/forward cache) shows
        // the page as it was left: the form again, as a reload would, rather than a purchase stuck in
        // Processing. Buying the unchanged form again is the same application under the same key; a
        // changed one a new application.
        SHOWN_AGAIN: { guard: 'hasPaymentUrl', target: '#insurancePurchase.editing.ready', actions: 'leavePaymentHandOff' },
      },
    },
  },
});

export type InsurancePurchaseMachine = typeof insurancePurchaseMachine;

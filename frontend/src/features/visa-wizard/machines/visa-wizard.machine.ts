import {
  DEFAULT_PROCESSING_TYPE,
  EMPTY_SUPPORTING_DOCUMENT,
  allPrerequisitesConfirmed,
  checkArrivalDate,
  insuranceUrlForCountry,
  isIsoDate,
  isPaymentErrorMessage,
  isSupportingDocumentValid,
  toSingleLine,
  wizardError,
  type PersonalDetails,
  type PrerequisiteKey,
  type SupportingDocumentDetails,
  type SupportingDocumentKind,
  type TravelDocumentType,
  type WizardErrorCode,
  type WizardValidationError,
} from '@evisa/contracts';
import { and, assign, emit, fromPromise, not, sendParent, sendTo, setup } from 'xstate';
import {
  submissionPhase,
  type CreateApplicationInputOf,
  type CreateApplicationOutput,
  type CreatePaymentInput,
  type SubmissionContext,
  type SubmissionEmitted,
  type SubmissionEvent,
} from '../../payment/machines/submission-phase';
import { ineligibleCountdownMachine, type CountdownSelection } from './ineligible-countdown.machine';
import { allowedStep, personalDetailsError, processingTypeOffered, stepNumbered } from './step-access';
import {
  EMPTY_FORM,
  NO_PREREQUISITES,
  WIZARD_STEPS,
  availableOptions,
  buildApplicationPayload,
  buildPaymentRequest,
  eligibilityOf,
  isSixStepVariant,
  reconcileProcessingType,
  visaSubmissionFingerprint,
  type PaymentResponse,
  type VisaApplicationPayload,
  type WizardCountry,
  type WizardFormData,
  type WizardStep,
} from './visa-wizard.model';

/**
 * The personal details as the server takes them: every field but the address on one line, so a
 * name pasted with a tab, a line break or a bidirectional override (invisible in the field) is not
 * refused when submitted (contracts single-line.ts).
 */
function oneLinePersonal(patch: Partial<PersonalDetails>): Partial<PersonalDetails> {
  const lines: Partial<PersonalDetails> = {};
  for (const [field, value] of Object.entries(patch) as Array<[keyof PersonalDetails, string]>) lines[field] = field === 'address' ? value : toSingleLine(value);
  return lines;
}

/**
 * The visa application wizard (spec sections 2, 4, 5 and 8): step order for the 5- and 6-step
 * variants, the check before each step, the resets when the country changes, the visa-policy
 * outcomes of PRODUCT.md decision 6, and submission (create the application, then the payment,
 * then hand the browser to the payment page). Toasts leave the machine as emitted events and
 * navigation is the injected `redirect` action, so the machine runs without React or a browser.
 */

export interface WizardContext extends WizardFormData, SubmissionContext {
  /** Today as YYYY-MM-DD, the traveller's own: the reference for arrival options and passport expiry (SET_TODAY keeps it current). */
  today: string;
  language: string;
  /** Where a restored session resumes; consumed on start. */
  resumeStep: WizardStep | null;
  dialog: 'eVisaNotAvailable' | 'visaExempt' | null;
  /**
   * "Stay on this page" was pressed in this visit (WCAG 2.2.1): the country step's countdown,
   * invoked afresh each time that step is entered, starts with its time limit off. Not saved.
   */
  countdownOff: boolean;
}

export interface WizardInput {
  today: string;
  language?: string;
  /** Progress restored from session storage. */
  resume?: { step: WizardStep; form: WizardFormData; idempotencyKey: string | null; submissionFingerprint: string | null };
  /**
   * The step number the address names (`?step=`, a history entry): that step is shown when the
   * restored answers allow it, else the furthest step they allow. Without it the saved step is shown.
   */
  stepNumber?: number;
}

export type WizardEvent =
  | { type: 'SELECT_COUNTRY'; country: WizardCountry | null }
  | { type: 'SELECT_DOCUMENT_TYPE'; documentType: TravelDocumentType | '' }
  | { type: 'ANSWER_SUPPORTING'; hasSupportingDocument: boolean }
  | { type: 'SET_SUPPORTING_DOCUMENT_TYPE'; documentType: SupportingDocumentKind }
  | { type: 'UPDATE_SUPPORTING_DOCUMENT'; patch: Partial<Omit<SupportingDocumentDetails, 'documentType'>> }
  | { type: 'SET_ARRIVAL_DATE'; arrivalDate: string }
  | { type: 'SELECT_PROCESSING_TYPE'; processingType: string }
  | { type: 'SET_PREREQUISITE'; key: PrerequisiteKey; confirmed: boolean }
  | { type: 'UPDATE_PERSONAL'; patch: Partial<PersonalDetails> }
  | { type: 'SET_PRIVACY_ACCEPTED'; accepted: boolean }
  | { type: 'SET_TERMS_ACCEPTED'; accepted: boolean }
  | { type: 'SET_LANGUAGE'; language: string }
  /** The traveller's own date moved on while the page was open (midnight, a tab come back to the next day). */
  | { type: 'SET_TODAY'; today: string }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** The browser's Back or Forward (the address's step number changed): goes no further than Next Step could. */
  | { type: 'GO_TO_STEP'; stepNumber: number }
  | SubmissionEvent
  | { type: 'CLOSE_DIALOG' }
  | { type: 'GO_TO_INSURANCE' }
  /** "Stay on this page" in the ineligible alert: turns the redirect countdown off. */
  | { type: 'STAY_ON_PAGE' }
  /** From the countdown child: it reached zero. */
  | { type: 'COUNTDOWN_FINISHED' }
  /** The browser showed the page again from its back/forward cache (Back from the payment page). */
  | { type: 'SHOWN_AGAIN' };

/** Everything the UI shows as a toast. */
export type WizardEmitted =
  | { type: 'validationError'; error: WizardValidationError }
  | { type: 'processingTypeUpdated'; processingType: string }
  | SubmissionEmitted;

export type CreateApplicationInput = CreateApplicationInputOf<VisaApplicationPayload>;
export type { CreateApplicationOutput, CreatePaymentInput };

const notImplemented = (name: string) => () => Promise.reject(new Error(`${name} is not provided`));

function countdownSelection(context: WizardContext): CountdownSelection {
  return {
    countryName: context.country?.name ?? null,
    documentType: context.documentType || null,
    ineligible: context.country?.visaPolicy === 'consulate',
  };
}

function formOf(context: WizardContext): WizardFormData {
  const {
    country,
    documentType,
    hasSupportingDocument,
    supportingDocument,
    arrivalDate,
    processingType,
    prerequisites,
    personal,
    privacyPolicyAccepted,
    termsOfServiceAccepted,
  } = context;
  return {
    country,
    documentType,
    hasSupportingDocument,
    supportingDocument,
    arrivalDate,
    processingType,
    prerequisites,
    personal,
    privacyPolicyAccepted,
    termsOfServiceAccepted,
  };
}

export function wizardFormOf(context: WizardContext): WizardFormData {
  return formOf(context);
}

/**
 * Every step check at once: the submit step's "remaining form errors". The arrival date as the arrival
 * step checks it (not in the past, not too far): progress resumed on a later day may hold a date now past.
 */
function wholeFormValid(context: WizardContext): boolean {
  return (
    !!context.country &&
    eligibilityOf(context.country.visaPolicy) === 'eligible' &&
    !!context.documentType &&
    isSupportingDocumentValid(context.hasSupportingDocument, context.supportingDocument) &&
    checkArrivalDate(context.arrivalDate, context.today) === null &&
    processingTypeOffered(context) &&
    (!isSixStepVariant(context) || allPrerequisitesConfirmed(context.prerequisites)) &&
    personalDetailsError(context) === null
  );
}

const toInsurance = {
  type: 'redirect' as const,
  params: ({ context }: { context: WizardContext }) => ({ url: insuranceUrlForCountry(context.country?.name ?? '') }),
};

/** Spec section 8: a failed application call whose message is about payment gives 'Payment Error'. */
const submission = submissionPhase<WizardContext, WizardEvent, VisaApplicationPayload>({
  failedTarget: '#visaWizard.submissionFailed',
  payloadOf: (context) => buildApplicationPayload(formOf(context), context.language),
  fingerprintOf: visaSubmissionFingerprint,
  paymentRequestOf: buildPaymentRequest,
  applicationFailureKind: (message) => (isPaymentErrorMessage(message) ? 'payment' : 'application'),
});

const fail = (code: WizardErrorCode) => ({ type: 'reportValidationError' as const, params: { code } });

/** GO_TO_STEP from the step `current`: one transition to each other step, taken when it is the step allowed. */
const goToStep = (current: WizardStep) =>
  WIZARD_STEPS.filter((step) => step !== current).map((step) => ({
    guard: { type: 'allowedStepIs' as const, params: { step } },
    target: step,
  }));

/** Where a restored session starts: the address's step as far as the answers allow, or the saved step. */
function startStep(input: WizardInput): WizardStep | null {
  if (input.stepNumber === undefined) return input.resume?.step ?? null;
  const form = { ...EMPTY_FORM, ...(input.resume?.form ?? {}), today: input.today };
  return allowedStep(form, stepNumbered(form, input.stepNumber));
}

export const visaWizardMachine = setup({
  types: {
    context: {} as WizardContext,
    events: {} as WizardEvent,
    input: {} as WizardInput,
    emitted: {} as WizardEmitted,
    children: {} as { countdown: 'ineligibleCountdown' },
  },
  actors: {
    // The countdown hands the navigation back so the wizard's single injected `redirect` performs it.
    ineligibleCountdown: ineligibleCountdownMachine.provide({
      actions: { redirect: sendParent({ type: 'COUNTDOWN_FINISHED' }) },
    }),
    createApplication: fromPromise<CreateApplicationOutput, CreateApplicationInput>(
      notImplemented('createApplication'),
    ),
    createPayment: fromPromise<PaymentResponse, CreatePaymentInput>(notImplemented('createPayment')),
  },
  actions: {
    /** Full-page navigation; the app provides `window.location.assign`. */
    redirect: (_, _params: { url: string }) => {},
    reportValidationError: emit((_, params: { code: WizardErrorCode }) => ({
      type: 'validationError' as const,
      error: wizardError(params.code),
    })),
    selectCountry: assign(({ context, event }) => {
      if (event.type !== 'SELECT_COUNTRY') return {};
      if (event.country?.id === context.country?.id) return { country: event.country };
      return {
        country: event.country,
        hasSupportingDocument: null,
        supportingDocument: EMPTY_SUPPORTING_DOCUMENT,
        processingType: DEFAULT_PROCESSING_TYPE,
        prerequisites: NO_PREREQUISITES,
        dialog: null,
      };
    }),
    selectDocumentType: assign({
      documentType: ({ event }) => (event.type === 'SELECT_DOCUMENT_TYPE' ? event.documentType : ''),
      dialog: null,
    }),
    notifyCountdown: sendTo('countdown', ({ context }) =>
      context.country
        ? ({ type: 'SELECTION_CHANGED', ...countdownSelection(context) } as const)
        : ({ type: 'COUNTRY_CLEARED' } as const),
    ),
    turnCountdownOff: assign({ countdownOff: true }),
    stopCountdown: sendTo('countdown', { type: 'STAY' } as const),
    openNotAvailableDialog: assign({ dialog: 'eVisaNotAvailable' as const }),
    openExemptDialog: assign({ dialog: 'visaExempt' as const }),
    closeDialog: assign({ dialog: null }),
    answerSupporting: assign(({ context, event }) => {
      if (event.type !== 'ANSWER_SUPPORTING') return {};
      const next = { ...context, hasSupportingDocument: event.hasSupportingDocument };
      return {
        hasSupportingDocument: event.hasSupportingDocument,
        processingType: reconcileProcessingType(
          { ...next, processingType: context.processingType || DEFAULT_PROCESSING_TYPE },
          context.today,
        ).processingType,
      };
    }),
    reportPersonalDetailsError: emit(({ context }) => ({
      type: 'validationError' as const,
      error: personalDetailsError(context) ?? wizardError('formValidation'),
    })),
    announceProcessingTypeUpdated: emit(({ context }) => ({
      type: 'processingTypeUpdated' as const,
      processingType: context.processingType,
    })),
    clearProcessingType: assign({ processingType: '' }),
    setSupportingDocumentType: assign({
      supportingDocument: ({ event }) => ({
        ...EMPTY_SUPPORTING_DOCUMENT,
        documentType: event.type === 'SET_SUPPORTING_DOCUMENT_TYPE' ? event.documentType : '',
      }),
    }),
    updateSupportingDocument: assign({
      supportingDocument: ({ context, event }) =>
        event.type === 'UPDATE_SUPPORTING_DOCUMENT'
          ? {
              ...context.supportingDocument,
              ...event.patch,
              // One line, as the server requires (a pasted line break becomes a space).
              ...(event.patch.documentNumber === undefined ? {} : { documentNumber: toSingleLine(event.patch.documentNumber) }),
            }
          : context.supportingDocument,
    }),
    setArrivalDate: assign(({ context, event }) => {
      if (event.type !== 'SET_ARRIVAL_DATE') return {};
      const { processingType } = reconcileProcessingType(
        { ...context, arrivalDate: event.arrivalDate },
        context.today,
      );
      return { arrivalDate: event.arrivalDate, processingType };
    }),
    selectProcessingType: assign({
      processingType: ({ event, context }) =>
        event.type === 'SELECT_PROCESSING_TYPE' ? event.processingType : context.processingType,
    }),
    setPrerequisite: assign({
      prerequisites: ({ context, event }) =>
        event.type === 'SET_PREREQUISITE'
          ? { ...context.prerequisites, [event.key]: event.confirmed }
          : context.prerequisites,
    }),
    updatePersonal: assign({
      personal: ({ context, event }) =>
        event.type === 'UPDATE_PERSONAL' ? { ...context.personal, ...oneLinePersonal(event.patch) } : context.personal,
    }),
    setPrivacyAccepted: assign({
      privacyPolicyAccepted: ({ event, context }) =>
        event.type === 'SET_PRIVACY_ACCEPTED' ? event.accepted : context.privacyPolicyAccepted,
    }),
    setTermsAccepted: assign({
      termsOfServiceAccepted: ({ event, context }) =>
        event.type === 'SET_TERMS_ACCEPTED' ? event.accepted : context.termsOfServiceAccepted,
    }),
    setToday: assign({ today: ({ event, context }) => (event.type === 'SET_TODAY' ? event.today : context.today) }),
    setLanguage: assign({
      language: ({ event, context }) => (event.type === 'SET_LANGUAGE' ? event.language : context.language),
    }),
    clearResumeStep: assign({ resumeStep: null }),
    /** Back on the summary from the payment page: as a reload shows it, with the same key (the same application). */
    leavePaymentHandOff: assign({ applicationNumber: null, paymentUrl: null, submissionError: null }),
    ...submission.actions,
  },
  guards: {
    countryAndDocumentChosen: ({ context }) => !!context.country && !!context.documentType,
    countryIsConsulate: ({ context }) => context.country?.visaPolicy === 'consulate',
    countryIsExempt: ({ context }) => context.country?.visaPolicy === 'exempt',
    supportingAnswered: ({ context }) => context.hasSupportingDocument !== null,
    supportingDocumentValid: ({ context }) =>
      isSupportingDocumentValid(context.hasSupportingDocument, context.supportingDocument),
    /** "No" for a conditional country: the e-visa needs a supporting document, so insurance it is. */
    answeredNoForConditional: ({ context, event }) =>
      event.type === 'ANSWER_SUPPORTING' &&
      !event.hasSupportingDocument &&
      context.country?.visaPolicy === 'conditional',
    arrivalDateChosen: ({ context }) => isIsoDate(context.arrivalDate),
    arrivalDateInPast: ({ context }) => checkArrivalDate(context.arrivalDate, context.today)?.code === 'arrivalDateInPast',
    arrivalDateTooFar: ({ context }) => checkArrivalDate(context.arrivalDate, context.today)?.code === 'arrivalDateTooFar',
    processingTypeChosen: ({ context }) => processingTypeOffered(context),
    processingTypeOffered: ({ context, event }) =>
      event.type === 'SELECT_PROCESSING_TYPE' &&
      availableOptions(context, context.today).some((o) => o.value === event.processingType),
    processingTypeSwitched: ({ context, event }) =>
      event.type === 'SET_ARRIVAL_DATE' &&
      reconcileProcessingType({ ...context, arrivalDate: event.arrivalDate }, context.today).switched,
    sixStepVariant: ({ context }) => isSixStepVariant(context),
    prerequisitesConfirmed: ({ context }) => allPrerequisitesConfirmed(context.prerequisites),
    personalDetailsValid: ({ context }) => personalDetailsError(context) === null,
    privacyAccepted: ({ context }) => context.privacyPolicyAccepted,
    termsAccepted: ({ context }) => context.termsOfServiceAccepted,
    wholeFormValid: ({ context }) => wholeFormValid(context),
    ...submission.guards,
    resumeAt: ({ context }, params: { step: WizardStep }) => context.resumeStep === params.step,
    allowedStepIs: ({ context, event }, params: { step: WizardStep }) =>
      event.type === 'GO_TO_STEP' && allowedStep(context, stepNumbered(context, event.stepNumber)) === params.step,
  },
  delays: submission.delays,
}).createMachine({
  id: 'visaWizard',
  context: ({ input }) => ({
    ...EMPTY_FORM,
    ...(input.resume?.form ?? {}),
    today: input.today,
    language: input.language ?? 'en',
    resumeStep: startStep(input),
    dialog: null,
    countdownOff: false,
    idempotencyKey: input.resume?.idempotencyKey ?? null,
    submissionFingerprint: input.resume?.submissionFingerprint ?? null,
    applicationNumber: null,
    paymentUrl: null,
    submissionError: null,
  }),
  on: {
    SET_LANGUAGE: { actions: 'setLanguage' },
    // Every date rule (the pickers' first day, the arrival check, the processing options, passport and
    // document validity) then judges by the new today, as on a page opened now.
    SET_TODAY: { actions: 'setToday' },
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'resuming',
      states: {
        resuming: {
          exit: 'clearResumeStep',
          always: [
            { guard: { type: 'resumeAt', params: { step: 'supportingDocuments' } }, target: 'supportingDocuments' },
            { guard: { type: 'resumeAt', params: { step: 'arrival' } }, target: 'arrival' },
            {
              guard: and([{ type: 'resumeAt', params: { step: 'prerequisites' as const } }, 'sixStepVariant']),
              target: 'prerequisites',
            },
            { guard: { type: 'resumeAt', params: { step: 'personalDetails' } }, target: 'personalDetails' },
            { guard: { type: 'resumeAt', params: { step: 'summary' } }, target: 'summary' },
            { target: 'country' },
          ],
        },
        country: {
          invoke: {
            id: 'countdown',
            src: 'ineligibleCountdown',
            input: ({ context }) => ({ ...countdownSelection(context), timeLimitOff: context.countdownOff }),
          },
          on: {
            SELECT_COUNTRY: { actions: ['selectCountry', 'notifyCountdown'] },
            SELECT_DOCUMENT_TYPE: { actions: ['selectDocumentType', 'notifyCountdown'] },
            CLOSE_DIALOG: { actions: 'closeDialog' },
            GO_TO_INSURANCE: { actions: toInsurance },
            STAY_ON_PAGE: { actions: ['turnCountdownOff', 'stopCountdown'] },
            COUNTDOWN_FINISHED: { actions: toInsurance },
            GO_TO_STEP: goToStep('country'),
            NEXT: [
              { guard: not('countryAndDocumentChosen'), actions: fail('countryAndDocumentRequired') },
              { guard: 'countryIsConsulate', actions: 'openNotAvailableDialog' },
              { guard: 'countryIsExempt', actions: 'openExemptDialog' },
              { target: 'supportingDocuments' },
            ],
          },
        },
        supportingDocuments: {
          on: {
            ANSWER_SUPPORTING: [
              {
                guard: 'answeredNoForConditional',
                target: '#visaWizard.redirectingToInsurance',
                actions: ['answerSupporting', 'clearProcessingType'],
              },
              { actions: 'answerSupporting' },
            ],
            SET_SUPPORTING_DOCUMENT_TYPE: { actions: 'setSupportingDocumentType' },
            UPDATE_SUPPORTING_DOCUMENT: { actions: 'updateSupportingDocument' },
            NEXT: [
              { guard: not('supportingAnswered'), actions: fail('supportingAnswerRequired') },
              { guard: not('supportingDocumentValid'), actions: fail('supportingDetailsIncomplete') },
              { target: 'arrival' },
            ],
            PREVIOUS: { target: 'country' },
            GO_TO_STEP: goToStep('supportingDocuments'),
          },
        },
        arrival: {
          on: {
            SET_ARRIVAL_DATE: [
              {
                guard: 'processingTypeSwitched',
                actions: ['setArrivalDate', 'announceProcessingTypeUpdated'],
              },
              { actions: 'setArrivalDate' },
            ],
            SELECT_PROCESSING_TYPE: { guard: 'processingTypeOffered', actions: 'selectProcessingType' },
            NEXT: [
              { guard: not('arrivalDateChosen'), actions: fail('arrivalDateRequired') },
              { guard: 'arrivalDateInPast', actions: fail('arrivalDateInPast') },
              { guard: 'arrivalDateTooFar', actions: fail('arrivalDateTooFar') },
              { guard: not('processingTypeChosen'), actions: fail('processingTypeRequired') },
              { guard: 'sixStepVariant', target: 'prerequisites' },
              { target: 'personalDetails' },
            ],
            PREVIOUS: { target: 'supportingDocuments' },
            GO_TO_STEP: goToStep('arrival'),
          },
        },
        prerequisites: {
          on: {
            SET_PREREQUISITE: { actions: 'setPrerequisite' },
            NEXT: [
              { guard: not('prerequisitesConfirmed'), actions: fail('prerequisitesRequired') },
              { target: 'personalDetails' },
            ],
            PREVIOUS: { target: 'arrival' },
            GO_TO_STEP: goToStep('prerequisites'),
          },
        },
        personalDetails: {
          on: {
            UPDATE_PERSONAL: { actions: 'updatePersonal' },
            UPDATE_SUPPORTING_DOCUMENT: { actions: 'updateSupportingDocument' },
            NEXT: [
              {
                guard: not('personalDetailsValid'),
                actions: 'reportPersonalDetailsError',
              },
              { target: 'summary' },
            ],
            PREVIOUS: [{ guard: 'sixStepVariant', target: 'prerequisites' }, { target: 'arrival' }],
            GO_TO_STEP: goToStep('personalDetails'),
          },
        },
        summary: {
          on: {
            SET_PRIVACY_ACCEPTED: { actions: 'setPrivacyAccepted' },
            SET_TERMS_ACCEPTED: { actions: 'setTermsAccepted' },
            SUBMIT: '#visaWizard.editing.summary.checking',
            RETRY_SUBMISSION: '#visaWizard.editing.summary.checking',
            PREVIOUS: { target: 'personalDetails' },
            GO_TO_STEP: goToStep('summary'),
          },
          initial: 'ready',
          states: {
            ready: {},
            checking: {
              always: [
                { guard: not('privacyAccepted'), target: 'ready', actions: fail('privacyPolicyRequired') },
                { guard: not('termsAccepted'), target: 'ready', actions: fail('termsRequired') },
                { guard: not('wholeFormValid'), target: 'ready', actions: fail('formValidation') },
                { target: '#visaWizard.submitting' },
              ],
            },
          },
        },
      },
    },
    submitting: {
      ...submission.submitting,
      on: {
        ...submission.submitting.on,
        // Once the payment page has been handed the browser, Back (from the back/forward cache) shows
        // the page as it was left: the summary again, as a reload would, rather than a submission
        // stuck in Processing with Previous disabled. Submitting the unchanged form again is the same
        // application under the same key; a changed one a new application.
        SHOWN_AGAIN: { guard: 'hasPaymentUrl', target: '#visaWizard.editing.summary', actions: 'leavePaymentHandOff' },
      },
    },
    /** Back on the summary with the failure kept for the UI; Retry resubmits with the same key. */
    submissionFailed: {
      entry: 'announceSubmissionFailure',
      always: { target: 'editing.summary' },
    },
    redirectingToInsurance: {
      type: 'final',
      entry: toInsurance,
    },
  },
});


export type VisaWizardMachine = typeof visaWizardMachine;

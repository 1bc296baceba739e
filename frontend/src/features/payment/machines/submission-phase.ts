import { MESSAGES, TIMINGS } from '@evisa/contracts';
import { assign, emit, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import {
  newIdempotencyKey,
  paymentWasCreated,
  submissionErrorMessage,
  type PaymentRequest,
  type PaymentResponse,
} from '../../visa-wizard/machines/visa-wizard.model';
import { submissionFailureOf, type SubmissionFailure } from './submission-failure';

/**
 * The submission phase the visa wizard and the insurance purchase share (spec sections 4, 5 and
 * 8): create the application under an Idempotency-Key kept while the payload is unchanged, create
 * the payment for its number (the key with ':payment'), announce both, hand the browser to the
 * payment page after the spec's delays, and offer Continue to Payment when it did not go. A
 * failure is recorded for the UI and announced as 'Payment Error' or 'Application Error'.
 *
 * Each machine spreads `actions`, `guards` and `delays` into its `setup` and uses `submitting` as
 * its submitting state; it provides the `createApplication` and `createPayment` actors and the
 * `redirect` action itself.
 */

/**
 * A recorded failure. `message` is the error's own text: it decides the kind (spec section 8) and is
 * never shown, being English and technical; an application failure carries its `failure` to word.
 */
export type SubmissionError =
  | { kind: 'payment'; message: string }
  | { kind: 'application'; message: string; failure: SubmissionFailure };

/** The context a machine with the submission phase carries. */
export interface SubmissionContext {
  idempotencyKey: string | null;
  /** The payload the key was issued for: an unchanged retry reuses the key, a changed form gets a new one. */
  submissionFingerprint: string | null;
  applicationNumber: string | null;
  paymentUrl: string | null;
  submissionError: SubmissionError | null;
}

/** What the traveller sends the submission: submit, retry after a failure, continue to payment by hand. */
export type SubmissionEvent = { type: 'SUBMIT' } | { type: 'RETRY_SUBMISSION' } | { type: 'CONTINUE_TO_PAYMENT' };

/** What the submission announces, for the UI's toasts. */
export type SubmissionEmitted =
  | { type: 'paymentCreated'; orderId: string }
  | { type: 'applicationSubmitted'; applicationNumber: string }
  | { type: 'paymentReady'; paymentUrl: string }
  | { type: 'continueToPayment'; paymentUrl: string }
  | { type: 'paymentError'; message: string }
  | { type: 'applicationError'; failure: SubmissionFailure };

export interface CreateApplicationInputOf<TPayload> {
  payload: TPayload;
  idempotencyKey: string;
}
export interface CreateApplicationOutput {
  applicationNumber: string;
}
export interface CreatePaymentInput {
  request: PaymentRequest;
  idempotencyKey: string;
}

export interface SubmissionPhaseOptions<TContext extends SubmissionContext, TPayload> {
  /** The state a failure goes to, e.g. '#visaWizard.submissionFailed'. */
  failedTarget: string;
  /** The application payload the context makes (also the key's fingerprint). */
  payloadOf: (context: TContext) => TPayload;
  /** The key's fingerprint of a payload, kept in the tab's storage with the key; the payload's JSON unless given. */
  fingerprintOf?: (payload: TPayload) => string;
  paymentRequestOf: (payload: TPayload, applicationNumber: string) => PaymentRequest;
  /** Which toast a failed application call gives (the visa wizard reads payment errors from the message). */
  applicationFailureKind: (message: string) => SubmissionError['kind'];
}

/** The context a machine starts its submission phase with. */
export const NO_SUBMISSION = {
  idempotencyKey: null,
  submissionFingerprint: null,
  applicationNumber: null,
  paymentUrl: null,
  submissionError: null,
} as const satisfies SubmissionContext;

const toPaymentPage = {
  type: 'redirect' as const,
  params: ({ context }: { context: SubmissionContext }) => ({ url: context.paymentUrl ?? '' }),
};

export function submissionPhase<TContext extends SubmissionContext, TEvent extends EventObject, TPayload>(
  options: SubmissionPhaseOptions<TContext, TPayload>,
) {
  const { failedTarget, payloadOf, paymentRequestOf, applicationFailureKind, fingerprintOf = JSON.stringify } = options;
  // The assigners only write the SubmissionContext part of the machine's context.
  const patch = (values: Partial<SubmissionContext>) => values as Partial<TContext>;

  const actions = {
    /** Reuses the Idempotency-Key while the payload is unchanged, so a retry never creates a second application. */
    prepareSubmission: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) => {
      const payload = payloadOf(context);
      const fingerprint = fingerprintOf(payload);
      // Until the forms gave their own fingerprintOf (0abf847, 1c4b626), every fingerprint saved in a tab
      // was the payload's JSON: a key saved so before a deploy still counts for the same payload.
      const saved = context.submissionFingerprint;
      const reuse = context.idempotencyKey !== null && saved !== null && (saved === fingerprint || saved === JSON.stringify(payload));
      return patch({
        idempotencyKey: reuse ? context.idempotencyKey : newIdempotencyKey(),
        submissionFingerprint: fingerprint,
        submissionError: null,
        applicationNumber: null,
        paymentUrl: null,
      });
    }),
    recordApplicationNumber: assign<TContext, TEvent, { applicationNumber: string }, TEvent, never>((_, params) =>
      patch({ applicationNumber: params.applicationNumber }),
    ),
    recordPaymentUrl: assign<TContext, TEvent, { paymentUrl: string }, TEvent, never>((_, params) => patch({ paymentUrl: params.paymentUrl })),
    recordSubmissionFailure: assign<TContext, TEvent, SubmissionError, TEvent, never>((_, params) => patch({ submissionError: params })),
    announceSubmissionFailure: emit<TContext, TEvent, undefined, TEvent, SubmissionEmitted>(({ context }) => {
      const error = context.submissionError;
      if (error?.kind === 'payment') return { type: 'paymentError', message: error.message };
      return { type: 'applicationError', failure: error?.failure ?? { cause: 'unavailable' } };
    }),
    announcePaymentCreated: emit<TContext, TEvent, undefined, TEvent, SubmissionEmitted>(({ context }) => ({
      type: 'paymentCreated',
      orderId: context.applicationNumber ?? '',
    })),
    announceApplicationSubmitted: emit<TContext, TEvent, undefined, TEvent, SubmissionEmitted>(({ context }) => ({
      type: 'applicationSubmitted',
      applicationNumber: context.applicationNumber ?? '',
    })),
    announcePaymentReady: emit<TContext, TEvent, undefined, TEvent, SubmissionEmitted>(({ context }) => ({
      type: 'paymentReady',
      paymentUrl: context.paymentUrl ?? '',
    })),
    announceContinueToPayment: emit<TContext, TEvent, undefined, TEvent, SubmissionEmitted>(({ context }) => ({
      type: 'continueToPayment',
      paymentUrl: context.paymentUrl ?? '',
    })),
  };

  const guards = {
    paymentCreated: ({ event }: { event: EventObject }) => paymentWasCreated((event as { output?: PaymentResponse }).output),
    hasPaymentUrl: ({ context }: { context: TContext }) => !!context.paymentUrl,
  };

  const delays = {
    paymentRedirect: TIMINGS.paymentRedirectDelayMs,
    paymentReadyToast: TIMINGS.paymentReadyToastMs,
    continueToPaymentToast: TIMINGS.continueToPaymentToastMs,
  };

  const failWith = <TFailureEvent>(failure: (event: TFailureEvent) => SubmissionError) => ({
    target: failedTarget,
    actions: {
      type: 'recordSubmissionFailure' as const,
      params: ({ event }: { event: TFailureEvent }) => failure(event),
    },
  });
  /** The kind is read from the raw text, as before; only an 'Application Error' needs its cause worded. */
  const applicationFailure = ({ error }: ErrorActorEvent): SubmissionError => {
    const message = submissionErrorMessage(error);
    return applicationFailureKind(message) === 'payment'
      ? { kind: 'payment', message }
      : { kind: 'application', message, failure: submissionFailureOf(error) };
  };
  const paymentFailure = (message: string): SubmissionError => ({ kind: 'payment', message });

  /** The submitting state: application, payment, then the redirect with Continue to Payment. */
  const submitting = {
    entry: 'prepareSubmission' as const,
    initial: 'creatingApplication' as const,
    states: {
      creatingApplication: {
        invoke: {
          src: 'createApplication' as const,
          input: ({ context }: { context: TContext }): CreateApplicationInputOf<TPayload> => ({
            payload: payloadOf(context),
            idempotencyKey: context.idempotencyKey ?? '',
          }),
          onDone: {
            target: 'creatingPayment',
            actions: {
              type: 'recordApplicationNumber' as const,
              params: ({ event }: { event: DoneActorEvent<CreateApplicationOutput> }) => ({
                applicationNumber: event.output.applicationNumber,
              }),
            },
          },
          onError: failWith(applicationFailure),
        },
      },
      creatingPayment: {
        invoke: {
          src: 'createPayment' as const,
          input: ({ context }: { context: TContext }): CreatePaymentInput => ({
            request: paymentRequestOf(payloadOf(context), context.applicationNumber ?? ''),
            idempotencyKey: `${context.idempotencyKey ?? ''}:payment`,
          }),
          onDone: [
            {
              guard: 'paymentCreated' as const,
              target: 'redirecting',
              actions: {
                type: 'recordPaymentUrl' as const,
                params: ({ event }: { event: DoneActorEvent<PaymentResponse> }) => ({ paymentUrl: event.output.paymentUrl ?? '' }),
              },
            },
            failWith((event: DoneActorEvent<PaymentResponse>) => paymentFailure(event.output.error || MESSAGES.paymentInitFailed)),
          ],
          onError: failWith((event: ErrorActorEvent) => paymentFailure(submissionErrorMessage(event.error))),
        },
      },
      /** Payment created: the browser goes to the payment page shortly. */
      redirecting: {
        entry: ['announcePaymentCreated' as const, 'announceApplicationSubmitted' as const],
        after: {
          paymentRedirect: { actions: toPaymentPage },
          paymentReadyToast: { actions: 'announcePaymentReady' as const },
          continueToPaymentToast: { target: 'awaitingManualContinue', actions: 'announceContinueToPayment' as const },
        },
      },
      /** The automatic redirect did not take the browser away: the traveller continues by hand. */
      awaitingManualContinue: {},
    },
    on: {
      CONTINUE_TO_PAYMENT: { guard: 'hasPaymentUrl' as const, actions: toPaymentPage },
    },
  };

  return { actions, guards, delays, submitting };
}

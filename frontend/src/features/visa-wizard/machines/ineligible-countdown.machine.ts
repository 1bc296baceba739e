import { TIMINGS, insuranceUrlForCountry } from '@evisa/contracts';
import { assign, setup } from 'xstate';

/**
 * The redirect countdown shown to nationals who cannot get an e-visa (spec section 4, "Country
 * selector"): starts at 2, ticks once per second, restarts whenever the country or document type
 * changes while still ineligible, stops when the country is cleared, and at zero sends the
 * browser (full page) to the insurance page for that country.
 */
export interface CountdownSelection {
  countryName: string | null;
  documentType: string | null;
  /** True for a `consulate` country: the only policy that starts the countdown. */
  ineligible: boolean;
}

export interface IneligibleCountdownContext {
  countryName: string | null;
  secondsLeft: number;
}

export type IneligibleCountdownEvent =
  | ({ type: 'SELECTION_CHANGED' } & CountdownSelection)
  | { type: 'COUNTRY_CLEARED' };

const shouldCount = (s: CountdownSelection) => s.ineligible && !!s.countryName && !!s.documentType;

export const ineligibleCountdownMachine = setup({
  types: {
    context: {} as IneligibleCountdownContext,
    events: {} as IneligibleCountdownEvent,
    /** The selection at start, so a restored or re-entered country step counts down at once. */
    input: {} as CountdownSelection | undefined,
  },
  actions: {
    startFrom: assign((_, params: { countryName: string | null }) => ({
      countryName: params.countryName,
      secondsLeft: TIMINGS.ineligibleCountdownSeconds,
    })),
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    stop: assign({ countryName: null, secondsLeft: TIMINGS.ineligibleCountdownSeconds }),
    /** Full-page navigation; the app provides `window.location.assign`. */
    redirect: (_, _params: { url: string }) => {},
  },
  guards: {
    selectionIsIneligible: ({ event }) => event.type === 'SELECTION_CHANGED' && shouldCount(event),
    finished: ({ context }) => context.secondsLeft <= 1,
    startedIneligible: ({ context }) => context.countryName !== null,
  },
  delays: {
    tick: TIMINGS.countdownTickMs,
  },
}).createMachine({
  id: 'ineligibleCountdown',
  context: ({ input }) => ({
    countryName: input && shouldCount(input) ? input.countryName : null,
    secondsLeft: TIMINGS.ineligibleCountdownSeconds,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startedIneligible', target: 'counting' }, { target: 'idle' }],
    },
    idle: {
      on: {
        SELECTION_CHANGED: {
          guard: 'selectionIsIneligible',
          target: 'counting',
          actions: { type: 'startFrom', params: ({ event }) => ({ countryName: event.countryName }) },
        },
      },
    },
    counting: {
      after: {
        tick: [
          { guard: 'finished', target: 'redirecting', actions: 'tick' },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
      on: {
        SELECTION_CHANGED: [
          {
            guard: 'selectionIsIneligible',
            target: 'counting',
            reenter: true,
            actions: { type: 'startFrom', params: ({ event }) => ({ countryName: event.countryName }) },
          },
          { target: 'idle', actions: 'stop' },
        ],
        COUNTRY_CLEARED: { target: 'idle', actions: 'stop' },
      },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'redirect',
        params: ({ context }) => ({ url: insuranceUrlForCountry(context.countryName ?? '') }),
      },
    },
  },
});

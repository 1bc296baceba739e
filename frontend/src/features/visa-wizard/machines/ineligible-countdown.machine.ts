import { TIMINGS, insuranceUrlForCountry } from '@evisa/contracts';
import { assign, setup } from 'xstate';

/**
 * The redirect countdown shown to nationals who cannot get an e-visa (spec section 4, "Country
 * selector"): starts at 2, ticks once per second, restarts whenever the country or document type
 * changes while still ineligible, stops when the country is cleared, and at zero sends the
 * browser (full page) to the insurance page for that country.
 *
 * WCAG 2.2.1 (Timing Adjustable): the traveller can turn the time limit off (STAY) while it counts.
 * `timeLimitOff` is then final for the machine: another ineligible country, a cleared one, or a new
 * document type never starts the countdown again, since someone who stopped it once (a wrong pick,
 * a screen reader still reading) would otherwise meet it again at the next pick.
 */
export interface CountdownSelection {
  countryName: string | null;
  documentType: string | null;
  /** True for a `consulate` country: the only policy that starts the countdown. */
  ineligible: boolean;
}

/**
 * The selection when the country step is (re)entered. The wizard enters that step with an
 * ineligible selection only when it restores saved progress (a reload, Back from the insurance
 * page, a return to /apply): a traveller who came back on purpose is not sent away again by
 * itself, so such a start is already `timeLimitOff`. (Later steps need an eligible country, so
 * stepping back to this step never brings an ineligible one.)
 */
export interface CountdownInput extends CountdownSelection {
  /** The traveller already turned the time limit off earlier in this visit. */
  timeLimitOff?: boolean;
}

export interface IneligibleCountdownContext {
  countryName: string | null;
  secondsLeft: number;
  /** The countdown never runs again in this machine's life (see CountdownInput, STAY). */
  timeLimitOff: boolean;
}

export type IneligibleCountdownEvent =
  | ({ type: 'SELECTION_CHANGED' } & CountdownSelection)
  | { type: 'COUNTRY_CLEARED' }
  /** "Stay on this page": turns the time limit off for the rest of the visit. */
  | { type: 'STAY' };

const shouldCount = (s: CountdownSelection) => s.ineligible && !!s.countryName && !!s.documentType;

export const ineligibleCountdownMachine = setup({
  types: {
    context: {} as IneligibleCountdownContext,
    events: {} as IneligibleCountdownEvent,
    input: {} as CountdownInput | undefined,
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
  },
  delays: {
    tick: TIMINGS.countdownTickMs,
  },
}).createMachine({
  id: 'ineligibleCountdown',
  context: ({ input }) => ({
    countryName: input && shouldCount(input) ? input.countryName : null,
    secondsLeft: TIMINGS.ineligibleCountdownSeconds,
    timeLimitOff: !!input && (input.timeLimitOff === true || shouldCount(input)),
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: ({ context }) => context.timeLimitOff, target: 'timeLimitOff' }, { target: 'idle' }],
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
        STAY: { target: 'timeLimitOff', actions: ['stop', assign({ timeLimitOff: true })] },
      },
    },
    /** No countdown and no redirect for the rest of the visit: the UI offers insurance as a button. */
    timeLimitOff: {},
    /**
     * Not final: a browser that keeps the page in its back/forward cache shows it again in this
     * state when the traveller comes Back from the insurance page, and STAY then turns it off
     * (see useStayWhenShownAgain) instead of leaving "0 s" on screen.
     */
    redirecting: {
      on: { STAY: { target: 'timeLimitOff', actions: ['stop', assign({ timeLimitOff: true })] } },
      entry: {
        type: 'redirect',
        params: ({ context }) => ({ url: insuranceUrlForCountry(context.countryName ?? '') }),
      },
    },
  },
});

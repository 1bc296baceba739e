import { TIMINGS } from '@evisa/contracts';
import { assign, fromPromise, setup } from 'xstate';

/**
 * The payment retry flow (spec section 4, "Payment retry"): the counter starts at 0 and allows at
 * most 3 retries; each retry waits 2 seconds ('Retrying...'), then opens the payment page in a new
 * tab, or navigates the current page when the pop-up is blocked. When opening throws (or there is
 * no payment page yet because creating the payment failed) the retry callback is called, so the
 * owner can ask the server for the payment again. The browser is injected: the machine has no
 * React and no `window`.
 */
export interface PaymentRetryBrowser {
  /** `window.open(url, '_blank')`: null when the pop-up was blocked. */
  openWindow: (url: string) => unknown;
  /** Full-page navigation of the current tab. */
  navigate: (url: string) => void;
  /** Called when opening the payment page failed: e.g. create the payment again. */
  onRetry: () => void;
}

export interface PaymentRetryInput extends PaymentRetryBrowser {
  /** Null while there is no payment page (creating the payment failed). */
  paymentUrl: string | null;
  orderId: string;
}

export type PaymentOpenedIn = 'newTab' | 'currentPage';

export interface PaymentRetryContext extends PaymentRetryInput {
  attempts: number;
  lastOutcome: PaymentOpenedIn | 'retryRequested' | null;
}

export type PaymentRetryEvent =
  | { type: 'RETRY' }
  | { type: 'OPEN_IN_NEW_TAB' }
  /** The owner has a (new) payment page or order; a different order starts a fresh counter. */
  | { type: 'SET_PAYMENT'; paymentUrl: string | null; orderId: string }
  /**
   * The server refuses to take payment for this order for good (its arrival or travel date has
   * passed, MESSAGES.orderDatePassed): no retry can succeed, so none is offered or counted.
   */
  | { type: 'ORDER_UNPAYABLE'; orderId: string };

/** Opens the page in a new tab, falling back to the current page when the pop-up is blocked. */
export function openPaymentPage(browser: Pick<PaymentRetryBrowser, 'openWindow' | 'navigate'>, url: string | null): PaymentOpenedIn {
  if (!url) throw new Error('There is no payment page to open yet');
  if (browser.openWindow(url)) return 'newTab';
  browser.navigate(url);
  return 'currentPage';
}

export const paymentRetryMachine = setup({
  types: {
    context: {} as PaymentRetryContext,
    events: {} as PaymentRetryEvent,
    input: {} as PaymentRetryInput,
  },
  actors: {
    openPaymentPage: fromPromise<PaymentOpenedIn, { browser: PaymentRetryBrowser; url: string | null }>(async ({ input }) =>
      openPaymentPage(input.browser, input.url),
    ),
  },
  actions: {
    countAttempt: assign({ attempts: ({ context }) => context.attempts + 1 }),
    recordOutcome: assign({ lastOutcome: (_, params: { outcome: PaymentOpenedIn }) => params.outcome }),
    markRetryRequested: assign({ lastOutcome: 'retryRequested' as const }),
    callRetry: ({ context }) => context.onRetry(),
    openInNewTab: ({ context }) => {
      try {
        openPaymentPage(context, context.paymentUrl);
      } catch {
        context.onRetry();
      }
    },
    setPayment: assign(({ context, event }) => {
      if (event.type !== 'SET_PAYMENT' && event.type !== 'ORDER_UNPAYABLE') return {};
      if (event.type === 'ORDER_UNPAYABLE') {
        // There is no payment page for a refused order; its attempts stay as they were (none is spent).
        const sameOrder = event.orderId === context.orderId;
        return { paymentUrl: null, orderId: event.orderId, attempts: sameOrder ? context.attempts : 0, lastOutcome: sameOrder ? context.lastOutcome : null };
      }
      const sameOrder = event.orderId === context.orderId;
      return {
        paymentUrl: event.paymentUrl,
        orderId: event.orderId,
        attempts: sameOrder ? context.attempts : 0,
        lastOutcome: sameOrder ? context.lastOutcome : null,
      };
    }),
  },
  guards: {
    canRetry: ({ context }) => context.attempts < TIMINGS.paymentRetryMax,
    exhausted: ({ context }) => context.attempts >= TIMINGS.paymentRetryMax,
    sameOrder: ({ context, event }) => 'orderId' in event && event.orderId === context.orderId,
  },
  delays: {
    retryDelay: TIMINGS.paymentRetryDelayMs,
  },
}).createMachine({
  id: 'paymentRetry',
  context: ({ input }) => ({ ...input, attempts: 0, lastOutcome: null }),
  initial: 'ready',
  on: {
    OPEN_IN_NEW_TAB: { actions: 'openInNewTab' },
    SET_PAYMENT: { target: '.settling', actions: 'setPayment' },
    // From any state: a retry waiting or opening for this order could not succeed either.
    ORDER_UNPAYABLE: { target: '.unpayable', actions: 'setPayment' },
  },
  states: {
    /** Decides between ready and exhausted after every change of the counter or order. */
    settling: {
      always: [{ guard: 'exhausted', target: 'exhausted' }, { target: 'ready' }],
    },
    ready: {
      on: { RETRY: { guard: 'canRetry', target: 'retrying', actions: 'countAttempt' } },
    },
    /** 'Retrying...': the spec's 2-second pause before the payment page opens again. */
    retrying: {
      on: { SET_PAYMENT: { actions: 'setPayment' } },
      after: { retryDelay: 'opening' },
    },
    opening: {
      on: { SET_PAYMENT: { actions: 'setPayment' } },
      invoke: {
        src: 'openPaymentPage',
        input: ({ context }) => ({ browser: context, url: context.paymentUrl }),
        onDone: {
          target: 'settling',
          actions: { type: 'recordOutcome', params: ({ event }) => ({ outcome: event.output }) },
        },
        onError: { target: 'settling', actions: ['markRetryRequested', 'callRetry'] },
      },
    },
    /** All retries used: RETRY is ignored (Retry Payment stays focusable, aria-disabled, and says why). */
    exhausted: {},
    /**
     * The server refuses this order for good (its date has passed): RETRY is ignored and counts
     * nothing; the issue screen offers a new application instead. Only another order starts again.
     */
    unpayable: {
      on: {
        SET_PAYMENT: [{ guard: 'sameOrder', actions: 'setPayment' }, { target: 'settling', actions: 'setPayment' }],
      },
    },
  },
});

export type PaymentRetryMachine = typeof paymentRetryMachine;

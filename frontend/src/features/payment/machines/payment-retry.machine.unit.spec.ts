import { describe, expect, it } from '@jest/globals';
import { createActor, SimulatedClock } from 'xstate';
import { TIMINGS } from '@evisa/contracts';
import { paymentRetryMachine } from './payment-retry.machine';

const URL_A = '/mock-gpay-payment?order=ABC1234567890XYZ&amount=119.00';

function start({ popUpsBlocked = false, paymentUrl = URL_A as string | null, openThrows = false } = {}) {
  const clock = new SimulatedClock();
  const opened: string[] = [];
  const navigated: string[] = [];
  let retries = 0;
  const actor = createActor(paymentRetryMachine, {
    clock,
    input: {
      paymentUrl,
      orderId: 'ABC1234567890XYZ',
      openWindow: (url) => {
        if (openThrows) throw new Error('window.open is not allowed here');
        opened.push(url);
        return popUpsBlocked ? null : {};
      },
      navigate: (url) => void navigated.push(url),
      onRetry: () => void (retries += 1),
    },
  }).start();
  return { actor, clock, opened, navigated, retries: () => retries };
}

/** Lets the promise actor that opens the page settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function retryOnce(h: ReturnType<typeof start>) {
  h.actor.send({ type: 'RETRY' });
  h.clock.increment(TIMINGS.paymentRetryDelayMs);
  await flush();
}

describe('payment retry machine', () => {
  it('starts at 0 and waits 2 seconds ("Retrying...") before opening the payment page in a new tab', async () => {
    const h = start();
    expect(h.actor.getSnapshot().context.attempts).toBe(0);
    h.actor.send({ type: 'RETRY' });
    expect(h.actor.getSnapshot().matches('retrying')).toBe(true);
    expect(h.actor.getSnapshot().context.attempts).toBe(1);
    h.clock.increment(TIMINGS.paymentRetryDelayMs - 1);
    expect(h.opened).toEqual([]);
    h.clock.increment(1);
    await flush();
    expect(h.opened).toEqual([URL_A]);
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().matches('ready')).toBe(true);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('newTab');
  });

  it('allows 3 attempts and is disabled (exhausted) after the third', async () => {
    const h = start();
    await retryOnce(h);
    await retryOnce(h);
    expect(h.actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    await retryOnce(h);
    expect(h.opened).toHaveLength(TIMINGS.paymentRetryMax);
    expect(h.actor.getSnapshot().matches('exhausted')).toBe(true);
    expect(h.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);

    h.actor.send({ type: 'RETRY' });
    h.clock.increment(TIMINGS.paymentRetryDelayMs * 2);
    await flush();
    expect(h.opened).toHaveLength(3);
    expect(h.actor.getSnapshot().context.attempts).toBe(3);
  });

  it('ignores clicks while a retry is already waiting', async () => {
    const h = start();
    h.actor.send({ type: 'RETRY' });
    h.actor.send({ type: 'RETRY' });
    h.clock.increment(TIMINGS.paymentRetryDelayMs);
    await flush();
    expect(h.actor.getSnapshot().context.attempts).toBe(1);
    expect(h.opened).toHaveLength(1);
  });

  it('navigates the current page when the pop-up is blocked', async () => {
    const h = start({ popUpsBlocked: true });
    await retryOnce(h);
    expect(h.navigated).toEqual([URL_A]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('currentPage');
    expect(h.retries()).toBe(0);
  });

  it('calls the retry callback when opening throws', async () => {
    const h = start({ openThrows: true });
    await retryOnce(h);
    expect(h.retries()).toBe(1);
    expect(h.navigated).toEqual([]);
    expect(h.actor.getSnapshot().context.lastOutcome).toBe('retryRequested');
    expect(h.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('calls the retry callback when there is no payment page yet (creating the payment failed)', async () => {
    const h = start({ paymentUrl: null });
    await retryOnce(h);
    expect(h.retries()).toBe(1);
    expect(h.opened).toEqual([]);
  });

  it('keeps the counter for the same order when the payment page arrives, and resets it for another order', async () => {
    const h = start({ paymentUrl: null });
    await retryOnce(h);
    await retryOnce(h);
    h.actor.send({ type: 'SET_PAYMENT', paymentUrl: URL_A, orderId: 'ABC1234567890XYZ' });
    expect(h.actor.getSnapshot().context.attempts).toBe(2);
    await retryOnce(h);
    expect(h.opened).toEqual([URL_A]);
    expect(h.actor.getSnapshot().matches('exhausted')).toBe(true);

    h.actor.send({ type: 'SET_PAYMENT', paymentUrl: null, orderId: 'XYZ1234567890ABC' });
    expect(h.actor.getSnapshot().context.attempts).toBe(0);
    expect(h.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('opens the page in a new tab at once with "Open Payment Page in New Tab", without counting', () => {
    const h = start();
    h.actor.send({ type: 'OPEN_IN_NEW_TAB' });
    expect(h.opened).toEqual([URL_A]);
    expect(h.actor.getSnapshot().context.attempts).toBe(0);
  });

  describe('an order the server refuses for good (its arrival or travel date has passed)', () => {
    it('offers no retry and spends none: RETRY is ignored, the counter stays, nothing opens or resubmits', async () => {
      const h = start({ paymentUrl: null });
      await retryOnce(h);
      expect(h.retries()).toBe(1);
      h.actor.send({ type: 'ORDER_UNPAYABLE', orderId: 'ABC1234567890XYZ' });
      expect(h.actor.getSnapshot().matches('unpayable')).toBe(true);
      expect(h.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);

      h.actor.send({ type: 'RETRY' });
      h.clock.increment(TIMINGS.paymentRetryDelayMs * 2);
      await flush();
      expect(h.actor.getSnapshot().context.attempts).toBe(1);
      expect(h.retries()).toBe(1);
      expect(h.opened).toEqual([]);
      expect(h.actor.getSnapshot().matches('unpayable')).toBe(true);
    });

    it('stays refused when the owner tells it the same order again, and starts afresh for another order', () => {
      const h = start({ paymentUrl: null });
      h.actor.send({ type: 'ORDER_UNPAYABLE', orderId: 'ABC1234567890XYZ' });
      h.actor.send({ type: 'SET_PAYMENT', paymentUrl: null, orderId: 'ABC1234567890XYZ' });
      expect(h.actor.getSnapshot().matches('unpayable')).toBe(true);

      h.actor.send({ type: 'SET_PAYMENT', paymentUrl: null, orderId: 'XYZ1234567890ABC' });
      expect(h.actor.getSnapshot().matches('ready')).toBe(true);
      expect(h.actor.getSnapshot().context.attempts).toBe(0);
      expect(h.actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    });

    it('cancels a retry already waiting: it could not succeed', async () => {
      const h = start({ paymentUrl: null });
      h.actor.send({ type: 'RETRY' });
      h.actor.send({ type: 'ORDER_UNPAYABLE', orderId: 'ABC1234567890XYZ' });
      h.clock.increment(TIMINGS.paymentRetryDelayMs);
      await flush();
      expect(h.retries()).toBe(0);
      expect(h.actor.getSnapshot().matches('unpayable')).toBe(true);
    });

    it('a refusal of a new order counts from 0 for it', () => {
      const h = start({ paymentUrl: null });
      h.actor.send({ type: 'RETRY' });
      h.actor.send({ type: 'ORDER_UNPAYABLE', orderId: 'XYZ1234567890ABC' });
      expect(h.actor.getSnapshot().context).toMatchObject({ orderId: 'XYZ1234567890ABC', attempts: 0, paymentUrl: null });
    });
  });
});

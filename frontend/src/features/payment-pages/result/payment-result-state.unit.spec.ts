import { describe, expect, it } from '@jest/globals';
import { AWAITING_POLL_MS, awaitingPaymentPoll } from './payment-result-state';

describe('awaitingPaymentPoll', () => {
  const now = 1_000_000;

  it('asks again while the payment is neither completed nor failed', () => {
    expect(awaitingPaymentPoll('pending', now, now + 1)).toBe(AWAITING_POLL_MS);
  });

  it('stops once the answer is final, and before there is an answer at all', () => {
    for (const status of ['completed', 'successful', 'failed', undefined]) expect(awaitingPaymentPoll(status, now, now + 60_000)).toBe(false);
  });

  it('stops after its time is up, so a payment left open is not asked about forever', () => {
    expect(awaitingPaymentPoll('pending', now, now)).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import { initialPaymentState, type PaymentState } from './payment.js';
import { reconciliationDue } from './payment-reconciliation.js';

const redirected: PaymentState = {
  ...initialPaymentState,
  status: 'redirected',
  attempt: 1,
  provider: 'stripe',
  providerSessionId: 'cs_test_1',
  paymentUrl: 'https://checkout.stripe.com/c/pay/cs_test_1',
  redirectedAt: '2026-11-24T10:00:00.000Z',
};
const at = (time: string) => new Date(`2026-11-24T${time}Z`);

describe('reconciliationDue', () => {
  it('waits 15 minutes after the redirect before the first look-up', () => {
    expect(reconciliationDue(redirected, at('10:14:59'), null)).toBe(false);
    expect(reconciliationDue(redirected, at('10:15:00'), null)).toBe(true);
  });

  it('looks again only once the next delay has passed since the last look-up: at 2 h, then after the checkout expired', () => {
    expect(reconciliationDue(redirected, at('10:20:00'), at('10:15:00'))).toBe(false);
    expect(reconciliationDue(redirected, at('11:59:00'), at('10:15:00'))).toBe(false);
    expect(reconciliationDue(redirected, at('12:00:00'), at('10:15:00'))).toBe(true);
    expect(reconciliationDue(redirected, at('23:00:00'), at('12:00:00'))).toBe(false);
    expect(reconciliationDue(redirected, new Date('2026-11-25T11:00:00Z'), at('12:00:00'))).toBe(true);
    expect(reconciliationDue(redirected, new Date('2026-11-26T11:00:00Z'), new Date('2026-11-25T11:00:00Z'))).toBe(false);
  });

  it('a look-up missed (the app was down) is made at the next sweep, once', () => {
    expect(reconciliationDue(redirected, at('13:00:00'), null)).toBe(true);
    expect(reconciliationDue(redirected, at('13:05:00'), at('13:00:00'))).toBe(false);
  });

  it('never for a payment no longer waiting at the provider', () => {
    for (const status of ['none', 'created', 'completed', 'cancelled', 'failed', 'refunded'] as const) {
      expect(reconciliationDue({ ...redirected, status }, at('13:00:00'), null)).toBe(false);
    }
    expect(reconciliationDue({ ...redirected, providerSessionId: null }, at('13:00:00'), null)).toBe(false);
  });
});

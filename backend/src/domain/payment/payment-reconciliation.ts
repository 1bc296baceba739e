import type { PaymentState } from './payment.js';

/**
 * How long after the traveller was sent to the provider's checkout we ask the provider ourselves
 * whether it was paid, in case its notice (webhook) never came: once a while after a normal
 * checkout (15 min), once later (2 h), and once after the provider has expired an abandoned
 * checkout (Stripe: 24 h), when its answer is final. Three calls at most per checkout, so an
 * abandoned one does not cost a call every sweep.
 */
export const RECONCILE_AFTER_MS = [15 * 60_000, 2 * 60 * 60_000, 25 * 60 * 60_000] as const;

/**
 * Whether the payment's open checkout is due to be looked up at the provider at `now`: it is still
 * waiting for the provider's word, and one of the delays above has passed since the redirect and
 * since it was last looked up (`lastCheckedAt`, null if never).
 */
export function reconciliationDue(state: PaymentState, now: Date, lastCheckedAt: Date | null): boolean {
  if (state.status !== 'redirected' || !state.providerSessionId || !state.redirectedAt) return false;
  const redirectedAt = Date.parse(state.redirectedAt);
  return RECONCILE_AFTER_MS.some((delay) => {
    const dueAt = redirectedAt + delay;
    return dueAt <= now.getTime() && (lastCheckedAt === null || lastCheckedAt.getTime() < dueAt);
  });
}

import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { statsDeltaOf } from './admin-stats.projection.js';
import { evolveOrderMoney, moneyGoneCents, revenueCentsOf, type OrderMoney } from './order-money.js';

const ORDER = 'ABC1234567890XYZ';
let version = 0;
const payment = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  position: String(++version),
  transactionId: '1',
  streamId: `payment-${ORDER}`,
  streamType: 'payment',
  streamVersion: version,
  type,
  schemaVersion: 1,
  data: { orderId: ORDER, ...data },
  metadata: { actor: { kind: 'provider', id: 'stripe' } },
  occurredAt: '2026-11-24T09:00:00.000Z',
});
const completed = payment('PaymentCompleted', { amountCents: 18400 });
const refunded = (refundedCents: number, increaseCents: number) => payment('PaymentRefunded', { refundedCents, increaseCents, fullyRefunded: refundedCents >= 18400 });
const disputed = (status: string, amountCents = 18400, disputeId = 'dp_1') => payment('PaymentDisputed', { disputeId, amountCents, reason: 'fraudulent', status });
const fold = (events: RecordedEvent[]) => events.reduce<OrderMoney | null>(evolveOrderMoney, null);
/** Revenue as the projection sums it: each event's delta from the order's money before it. */
const revenueOf = (events: RecordedEvent[]) => {
  let money: OrderMoney | null = null;
  let revenue = 0;
  for (const event of events) {
    revenue += statsDeltaOf(event, money).revenueCents;
    money = evolveOrderMoney(money, event);
  }
  return revenue;
};

describe('money gone for good: min(charged, refunded + lost disputes)', () => {
  it('adds refunds and lost disputes, capped at what was charged', () => {
    expect(moneyGoneCents({ chargedCents: 18400, refundedCents: 0, lostDisputes: {} })).toBe(0);
    expect(moneyGoneCents({ chargedCents: 18400, refundedCents: 5000, lostDisputes: {} })).toBe(5000);
    expect(moneyGoneCents({ chargedCents: 18400, refundedCents: 5000, lostDisputes: { dp_1: 10000 } })).toBe(15000);
    expect(moneyGoneCents({ chargedCents: 18400, refundedCents: 18400, lostDisputes: { dp_1: 18400 } })).toBe(18400);
    expect(moneyGoneCents({ chargedCents: 18400, refundedCents: 10000, lostDisputes: { dp_1: 18400 } })).toBe(18400);
    expect(revenueCentsOf(null)).toBe(0);
  });

  it('folds a payment: completed, refunded (cumulative), and only lost disputes, each dispute once', () => {
    expect(fold([completed])).toEqual({ chargedCents: 18400, refundedCents: 0, lostDisputes: {} });
    expect(fold([completed, refunded(5000, 5000), refunded(8000, 3000)])).toMatchObject({ refundedCents: 8000 });
    expect(fold([completed, disputed('open'), disputed('won')])).toMatchObject({ lostDisputes: {} });
    expect(fold([completed, disputed('open'), disputed('lost'), disputed('lost')])).toMatchObject({ lostDisputes: { dp_1: 18400 } });
    // Nothing to take money from before the payment completed.
    expect(fold([refunded(5000, 5000), disputed('lost')])).toBeNull();
  });
});

describe('revenue deltas of payment events', () => {
  it('counts a completed payment, and takes each refund off by what it adds', () => {
    expect(revenueOf([completed])).toBe(18400);
    expect(revenueOf([completed, refunded(5000, 5000)])).toBe(13400);
    expect(revenueOf([completed, refunded(5000, 5000), refunded(18400, 13400)])).toBe(0);
  });

  it('takes a lost chargeback off, and nothing for an open or won one', () => {
    expect(revenueOf([completed, disputed('open')])).toBe(18400);
    expect(revenueOf([completed, disputed('open'), disputed('won')])).toBe(18400);
    expect(revenueOf([completed, disputed('open'), disputed('lost')])).toBe(0);
    expect(revenueOf([completed, disputed('lost', 6000)])).toBe(12400);
  });

  it('never takes off more than was charged when a refund and a lost dispute cover the same money, in either order', () => {
    expect(revenueOf([completed, refunded(5000, 5000), disputed('open'), disputed('lost')])).toBe(0);
    expect(revenueOf([completed, disputed('open'), disputed('lost'), refunded(18400, 18400)])).toBe(0);
    expect(revenueOf([completed, refunded(5000, 5000), disputed('lost', 10000)])).toBe(3400);
    // Each step's delta on its own: the lost dispute takes only what the refund left.
    const before: OrderMoney = { chargedCents: 18400, refundedCents: 5000, lostDisputes: {} };
    expect(statsDeltaOf(disputed('lost'), before).revenueCents).toBe(-13400);
    expect(statsDeltaOf(refunded(18400, 13400), { ...before, lostDisputes: { dp_1: 18400 } }).revenueCents).toBe(0);
  });
});

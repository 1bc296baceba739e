import type { PaymentCompleted, PaymentDisputed, PaymentRefunded } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';

/**
 * What happened to one order's money, as revenue needs it: what was charged, what the provider
 * refunded (cumulative) and the chargebacks lost, by dispute id (so a dispute counts once however
 * its close is delivered).
 */
export interface OrderMoney {
  readonly chargedCents: number;
  readonly refundedCents: number;
  readonly lostDisputes: Readonly<Record<string, number>>;
}

export const ORDER_MONEY_EVENT_TYPES = ['PaymentCompleted', 'PaymentRefunded', 'PaymentDisputed'] as const;

/**
 * Money gone for good: refunds plus chargebacks lost, never more than was charged. A refund and a
 * lost dispute can be for the same money (a bank may decide a chargeback on a charge that was then
 * refunded too, and Stripe reports both), so adding them up alone could take an order below zero.
 */
export function moneyGoneCents(money: OrderMoney): number {
  const lost = Object.values(money.lostDisputes).reduce((sum, cents) => sum + cents, 0);
  return Math.min(money.chargedCents, money.refundedCents + lost);
}

/** What the order still brings in: charged less money gone (0 for no payment). */
export function revenueCentsOf(money: OrderMoney | null): number {
  return money ? money.chargedCents - moneyGoneCents(money) : 0;
}

/** Pure: the order's money after a payment event (null until its payment completes). */
export function evolveOrderMoney(money: OrderMoney | null, event: RecordedEvent): OrderMoney | null {
  switch (event.type) {
    // Every completed payment is revenue (the payment domain completes an order's payment once).
    case 'PaymentCompleted': {
      const charged = (event.data as unknown as PaymentCompleted['data']).amountCents;
      return { chargedCents: (money?.chargedCents ?? 0) + charged, refundedCents: money?.refundedCents ?? 0, lostDisputes: money?.lostDisputes ?? {} };
    }
    // The provider's cumulative total; the domain records it only when it grows.
    case 'PaymentRefunded': {
      if (!money) return null;
      const { refundedCents } = event.data as unknown as PaymentRefunded['data'];
      return { ...money, refundedCents: Math.max(money.refundedCents, refundedCents) };
    }
    // Only a lost chargeback takes money: an open one may still be won, and a won one returns it.
    case 'PaymentDisputed': {
      const { disputeId, amountCents, status } = event.data as unknown as PaymentDisputed['data'];
      if (!money || status !== 'lost') return money;
      return { ...money, lostDisputes: { ...money.lostDisputes, [disputeId]: amountCents } };
    }
    default:
      return money;
  }
}

/** The order whose money a payment event is about. */
export function orderOfPaymentEvent(event: RecordedEvent): string | null {
  if (!(ORDER_MONEY_EVENT_TYPES as readonly string[]).includes(event.type)) return null;
  const orderId = (event.data as { orderId?: unknown }).orderId;
  return typeof orderId === 'string' ? orderId : null;
}

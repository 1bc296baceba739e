import { describe, expect, it } from '@jest/globals';
import type { PaymentEvent } from '@evisa/contracts/events';
import { MESSAGES } from '@evisa/contracts';
import { refusal } from '../../test-support/refusal.js';
import { decideRecordDispute, decideRecordRefund, decideStartPayment, type RecordDispute, type RecordRefund, type StartPayment } from './payment-decisions.js';
import { disputeStatusOf, evolvePayment, initialPaymentState, publicPaymentStatus, type PaymentState } from './payment.js';

const ORDER = 'ABC1234567890XYZ';
const NOW = '2026-11-24T10:00:00.000Z';

const created: PaymentEvent = {
  type: 'PaymentCreated',
  data: { orderId: ORDER, orderKind: 'visa', attempt: 1, amountCents: 18400, currency: 'USD', description: 'Turkey e-Visa', provider: 'stripe', language: 'en', createdAt: NOW, pii: null },
};
const redirected: PaymentEvent = { type: 'PaymentRedirected', data: { orderId: ORDER, attempt: 1, providerSessionId: 'cs_1', paymentUrl: 'https://checkout.stripe.com/x', redirectedAt: NOW } };
const completed: PaymentEvent = {
  type: 'PaymentCompleted',
  data: { orderId: ORDER, attempt: 1, providerTransactionId: 'pi_1', amountCents: 18400, currency: 'USD', cardLast4: null, completedAt: NOW },
};

const given = (...events: PaymentEvent[]): PaymentState => events.reduce(evolvePayment, initialPaymentState);
const paid = () => given(created, redirected, completed);

/** Starting a payment on 2026-11-24 for an order arriving on `orderStartsOn`. */
const start = (orderStartsOn = '2026-12-24'): StartPayment => ({
  orderId: ORDER,
  orderKind: 'visa',
  orderTotalCents: 18400,
  requestedAmountCents: 18400,
  description: 'Turkey e-Visa',
  customer: { customerName: 'A', customerEmail: 'a@example.com' },
  provider: 'stripe',
  language: 'en',
  orderStartsOn,
  today: NOW.slice(0, 10),
  now: NOW,
});

const refund = (refundedCents: number, fullyRefunded = false): RecordRefund => ({ orderId: ORDER, providerTransactionId: 'pi_1', refundedCents, fullyRefunded, now: NOW });
const dispute = (status: RecordDispute['status'], disputeId = 'dp_1'): RecordDispute => ({
  orderId: ORDER,
  providerTransactionId: 'pi_1',
  disputeId,
  amountCents: 18400,
  reason: 'fraudulent',
  status,
  evidenceDueBy: status === 'open' ? '2026-12-05T23:59:59.000Z' : null,
  now: NOW,
});

/** Decides, then evolves the state with what was decided: one webhook delivery. */
function deliver<E extends PaymentEvent>(state: PaymentState, decide: (state: PaymentState) => E[]): { state: PaymentState; events: E[] } {
  const events = decide(state);
  return { state: events.reduce<PaymentState>(evolvePayment, state), events };
}

describe('recording a refund', () => {
  it('records a partial refund with its cumulative amount and what it adds; the payment stays completed', () => {
    const { state, events } = deliver(paid(), (s) => decideRecordRefund(refund(5000), s));
    expect(events).toEqual([
      { type: 'PaymentRefunded', data: { orderId: ORDER, providerTransactionId: 'pi_1', refundedCents: 5000, increaseCents: 5000, fullyRefunded: false, refundedAt: NOW } },
    ]);
    expect([state.status, state.refundedCents, publicPaymentStatus(state.status)]).toEqual(['completed', 5000, 'completed']);
  });

  it('records a full refund as refunded, counting only the increase over earlier partial refunds', () => {
    const partly = deliver(paid(), (s) => decideRecordRefund(refund(5000), s)).state;
    const { state, events } = deliver(partly, (s) => decideRecordRefund(refund(18400, true), s));
    expect(events[0]!.data).toMatchObject({ refundedCents: 18400, increaseCents: 13400, fullyRefunded: true });
    expect([state.status, publicPaymentStatus(state.status)]).toEqual(['refunded', 'refunded']);
  });

  it('treats a cumulative amount reaching the payment as a full refund even without the flag', () => {
    expect(decideRecordRefund(refund(18400), paid())[0]!.data.fullyRefunded).toBe(true);
  });

  it('is idempotent: a redelivered notice appends nothing', () => {
    const once = deliver(paid(), (s) => decideRecordRefund(refund(18400, true), s)).state;
    expect(decideRecordRefund(refund(18400, true), once)).toEqual([]);
  });

  it('ignores an older, smaller cumulative amount arriving after a larger one (out of order)', () => {
    const later = deliver(paid(), (s) => decideRecordRefund(refund(10000), s)).state;
    expect(decideRecordRefund(refund(5000), later)).toEqual([]);
    expect(later.refundedCents).toBe(10000);
  });

  it('refuses a refund before the payment is recorded as completed, so the provider delivers it again later', () => {
    for (const state of [initialPaymentState, given(created), given(created, redirected)]) {
      expect(refusal(() => decideRecordRefund(refund(18400, true), state)).code).toBe('conflict');
    }
  });

  it('keeps a fully refunded order from being paid again', () => {
    const refunded = deliver(paid(), (s) => decideRecordRefund(refund(18400, true), s)).state;
    expect(refusal(() => decideStartPayment(start(), refunded)).code).toBe('conflict');
  });
});

describe('starting a payment', () => {
  it('opens a payment up to and on the arrival (or travel) day, also where that day is still on when UTC is a day on', () => {
    // Today is 2026-11-24 in UTC; west of UTC it can still be the 23rd.
    for (const day of ['2026-12-24', '2026-11-25', '2026-11-24', '2026-11-23']) {
      expect(decideStartPayment(start(day), initialPaymentState).map((e) => e.type)).toEqual(['PaymentCreated']);
    }
  });

  it('refuses an unpaid order whose date has passed, telling the traveller to start a new application, also with a payment left open or failed', () => {
    for (const state of [initialPaymentState, given(created, redirected), given(created, { type: 'PaymentFailed', data: { orderId: ORDER, attempt: 1, reason: 'x', failedAt: NOW } })]) {
      const error = refusal(() => decideStartPayment(start('2026-11-22'), state));
      expect([error.code, error.message]).toEqual(['conflict', MESSAGES.orderDatePassed]);
    }
  });

  it('still says a paid order is paid once its date has passed', () => {
    expect(refusal(() => decideStartPayment(start('2026-11-01'), paid())).message).toBe('This order has already been paid');
  });
});

describe('recording a dispute', () => {
  it('records the opening and the close of a chargeback once each', () => {
    const opened = deliver(paid(), (s) => decideRecordDispute(dispute('open'), s));
    expect(opened.events).toEqual([
      {
        type: 'PaymentDisputed',
        data: { orderId: ORDER, providerTransactionId: 'pi_1', disputeId: 'dp_1', amountCents: 18400, reason: 'fraudulent', status: 'open', at: NOW, evidenceDueBy: '2026-12-05T23:59:59.000Z' },
      },
    ]);
    expect(disputeStatusOf(opened.state)).toBe('open');
    expect(decideRecordDispute(dispute('open'), opened.state)).toEqual([]);

    const lost = deliver(opened.state, (s) => decideRecordDispute(dispute('lost'), s));
    expect(lost.events).toHaveLength(1);
    expect(disputeStatusOf(lost.state)).toBe('lost');
    expect(decideRecordDispute(dispute('lost'), lost.state)).toEqual([]);
  });

  it('never reopens a closed dispute when the opening notice arrives late', () => {
    const won = deliver(paid(), (s) => decideRecordDispute(dispute('won'), s)).state;
    expect(disputeStatusOf(won)).toBe('won');
    expect(decideRecordDispute(dispute('open'), won)).toEqual([]);
  });

  it('refuses a dispute of a payment not recorded as completed', () => {
    expect(refusal(() => decideRecordDispute(dispute('open'), given(created, redirected))).code).toBe('conflict');
  });

  it('has no dispute status without disputes; an open one outweighs a lost one, a lost one a won one', () => {
    expect(disputeStatusOf(paid())).toBeNull();
    expect(disputeStatusOf({ disputes: { a: 'won', b: 'lost' } })).toBe('lost');
    expect(disputeStatusOf({ disputes: { a: 'lost', b: 'open' } })).toBe('open');
  });
});

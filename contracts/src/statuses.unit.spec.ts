import { describe, expect, it } from '@jest/globals';
import { approvalBlockOf, paymentAllowsApproval } from './statuses.js';

describe('approving against a payment whose money may have gone back', () => {
  it('is blocked by a full refund, or by a chargeback open or lost, and says which', () => {
    expect(approvalBlockOf({ paymentStatus: 'refunded' })).toBe('refunded');
    expect(approvalBlockOf({ paymentStatus: 'completed', disputeStatus: 'open' })).toBe('dispute-open');
    expect(approvalBlockOf({ paymentStatus: 'completed', disputeStatus: 'lost' })).toBe('dispute-lost');
    expect(approvalBlockOf({ paymentStatus: 'completed', disputeStatus: 'won' })).toBeNull();
    expect(approvalBlockOf({ paymentStatus: 'completed', disputeStatus: null })).toBeNull();
  });

  it('is allowed only for a completed payment nothing blocks', () => {
    expect(paymentAllowsApproval({ paymentStatus: 'completed' })).toBe(true);
    expect(paymentAllowsApproval({ paymentStatus: 'successful', disputeStatus: 'won' })).toBe(true);
    expect(paymentAllowsApproval({ paymentStatus: 'pending' })).toBe(false);
    expect(paymentAllowsApproval({ paymentStatus: 'refunded' })).toBe(false);
    expect(paymentAllowsApproval({ paymentStatus: 'completed', disputeStatus: 'open' })).toBe(false);
  });
});

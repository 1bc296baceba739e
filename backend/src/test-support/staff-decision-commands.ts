import type { DecideApplication } from '../domain/shared/staff-decision.js';

/** When the decision specs' decisions are made. */
export const DECIDED_AT = '2026-11-23T10:00:00.000Z';
/** A PDF's SHA-256 hash, as the decision handler computes it. */
export const PDF_HASH = 'a'.repeat(64);

/** A staff approval of a paid application with its PDF; a test overrides what it is about. */
export const approveCommand = (overrides: Partial<DecideApplication> = {}): DecideApplication => ({
  decision: 'approved',
  paymentStatus: 'completed',
  paymentDispute: null,
  documentHash: PDF_HASH,
  now: DECIDED_AT,
  ...overrides,
});

import type { PaymentCompleted } from '@evisa/contracts/events';
import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import type { Projector } from '../projector.js';

export interface AdminStatsDelta {
  totalApplications: number;
  totalInsuranceApplications: number;
  pendingApplications: number;
  revenueCents: number;
}

/** Pure: what one event adds to the admin counters. */
export function statsDeltaOf(event: RecordedEvent): AdminStatsDelta {
  const delta = { totalApplications: 0, totalInsuranceApplications: 0, pendingApplications: 0, revenueCents: 0 };
  switch (event.type) {
    case 'VisaApplicationSubmitted':
      return { ...delta, totalApplications: 1, pendingApplications: 1 };
    case 'InsuranceApplicationSubmitted':
      return { ...delta, totalInsuranceApplications: 1 };
    // Decisions are only taken on pending applications (domain rule), so each one leaves the pending count.
    case 'VisaApplicationApproved':
    case 'VisaApplicationRejected':
      return { ...delta, pendingApplications: -1 };
    case 'PaymentCompleted':
      return { ...delta, revenueCents: (event.data as unknown as PaymentCompleted['data']).amountCents };
    default:
      return delta;
  }
}

const HANDLED = new Set(['VisaApplicationSubmitted', 'InsuranceApplicationSubmitted', 'VisaApplicationApproved', 'VisaApplicationRejected', 'PaymentCompleted']);

/**
 * The admin stats cards as one counter row. Not inline: the runner applies each batch exactly once
 * (its checkpoint moves in the same transaction), and a rebuild clears the row first, so adding
 * deltas is safe. Payments are counted once: the payment domain records a transaction only once.
 */
export const adminStatsProjector: Projector = {
  name: 'admin-stats',
  tables: ['admin_stats'],
  inline: false,
  handles: (type) => HANDLED.has(type),
  async applyBatch(sql: Sql, events: readonly RecordedEvent[]) {
    const total = { totalApplications: 0, totalInsuranceApplications: 0, pendingApplications: 0, revenueCents: 0 };
    for (const event of events) {
      const d = statsDeltaOf(event);
      total.totalApplications += d.totalApplications;
      total.totalInsuranceApplications += d.totalInsuranceApplications;
      total.pendingApplications += d.pendingApplications;
      total.revenueCents += d.revenueCents;
    }
    await sql.query(
      `INSERT INTO admin_stats (id, total_applications, total_insurance_applications, pending_applications, revenue_cents)
       VALUES (1, $1, $2, $3, $4)
       ON CONFLICT (id) DO UPDATE SET
         total_applications = admin_stats.total_applications + EXCLUDED.total_applications,
         total_insurance_applications = admin_stats.total_insurance_applications + EXCLUDED.total_insurance_applications,
         pending_applications = admin_stats.pending_applications + EXCLUDED.pending_applications,
         revenue_cents = admin_stats.revenue_cents + EXCLUDED.revenue_cents`,
      [total.totalApplications, total.totalInsuranceApplications, total.pendingApplications, total.revenueCents],
    );
  },
};

import type { PaymentCompleted, PaymentRefunded } from '@evisa/contracts/events';
import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import type { ProjectionReplay, Projector } from '../projector.js';

export interface AdminStatsDelta {
  totalApplications: number;
  totalInsuranceApplications: number;
  pendingApplications: number;
  revenueCents: number;
}

/** Pure: what one event adds to the admin counters. */
export function statsDeltaOf(event: RecordedEvent): AdminStatsDelta {
  const delta = zeroDelta();
  switch (event.type) {
    case 'VisaApplicationSubmitted':
      return { ...delta, totalApplications: 1, pendingApplications: 1 };
    // Pending = submitted and not yet decided, of either kind (paid or not): the staff's queue across both
    // tabs. Insurance applications count exactly as visa ones do, so the card never hides waiting work.
    case 'InsuranceApplicationSubmitted':
      return { ...delta, totalInsuranceApplications: 1, pendingApplications: 1 };
    // Decisions are only taken on pending applications (domain rule), so each one leaves the pending count.
    case 'VisaApplicationApproved':
    case 'VisaApplicationRejected':
    case 'InsuranceApplicationApproved':
    case 'InsuranceApplicationRejected':
      return { ...delta, pendingApplications: -1 };
    // Revenue: every completed payment, visa or insurance order alike (the payment stream knows no kind here).
    case 'PaymentCompleted':
      return { ...delta, revenueCents: (event.data as unknown as PaymentCompleted['data']).amountCents };
    // Refunded money is no longer revenue: each refund event carries what it adds to the refunded total.
    case 'PaymentRefunded':
      return { ...delta, revenueCents: -(event.data as unknown as PaymentRefunded['data']).increaseCents };
    default:
      return delta;
  }
}

const HANDLED = new Set([
  'VisaApplicationSubmitted',
  'InsuranceApplicationSubmitted',
  'VisaApplicationApproved',
  'VisaApplicationRejected',
  'InsuranceApplicationApproved',
  'InsuranceApplicationRejected',
  'PaymentCompleted',
  'PaymentRefunded',
]);

function sumOf(events: readonly RecordedEvent[], into: AdminStatsDelta = zeroDelta()): AdminStatsDelta {
  for (const event of events) {
    const d = statsDeltaOf(event);
    into.totalApplications += d.totalApplications;
    into.totalInsuranceApplications += d.totalInsuranceApplications;
    into.pendingApplications += d.pendingApplications;
    into.revenueCents += d.revenueCents;
  }
  return into;
}

function zeroDelta(): AdminStatsDelta {
  return { totalApplications: 0, totalInsuranceApplications: 0, pendingApplications: 0, revenueCents: 0 };
}

/** Adds the delta to the counter row (creating it at zero first). */
async function addToStats(sql: Sql, total: AdminStatsDelta): Promise<void> {
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
}

/**
 * The admin stats cards as one counter row. Not inline: the runner applies each batch exactly once
 * (its checkpoint moves in the same transaction), and a rebuild starts from an empty table, so adding
 * deltas is safe. Payments are counted once: the payment domain records a transaction only once, and
 * a refund only when its cumulative amount grows.
 */
export const adminStatsProjector: Projector = {
  name: 'admin-stats',
  tables: ['admin_stats'],
  inline: false,
  handles: (type) => HANDLED.has(type),
  applyBatch: (sql, events) => addToStats(sql, sumOf(events)),
  // A rebuild sums the whole store in memory and writes the row once per flush.
  replay(): ProjectionReplay {
    let pending = zeroDelta();
    let touched = false;
    return {
      async apply(_sql, events) {
        sumOf(events, pending);
        touched = true;
      },
      async flush(sql) {
        if (!touched) return;
        await addToStats(sql, pending);
        pending = zeroDelta();
        touched = false;
      },
    };
  },
};

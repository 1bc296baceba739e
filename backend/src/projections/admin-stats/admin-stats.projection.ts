import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { WritesBehind, type ProjectionReplay, type Projector, type ReplaySql } from '../projector.js';
import { writeKeyedRows } from '../row-projection.js';
import { evolveOrderMoney, ORDER_MONEY_EVENT_TYPES, orderOfPaymentEvent, revenueCentsOf, type OrderMoney } from './order-money.js';

export interface AdminStatsDelta {
  totalApplications: number;
  totalInsuranceApplications: number;
  pendingApplications: number;
  revenueCents: number;
}

/**
 * Pure: what one event adds to the admin counters. A payment event's revenue is what it changes in
 * its order's revenue (`before` is the order's money before it; see order-money.ts), so a refund and
 * a lost chargeback of the same money are taken off once.
 */
export function statsDeltaOf(event: RecordedEvent, before: OrderMoney | null = null): AdminStatsDelta {
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
    // Revenue: completed payments of visa and insurance orders alike, less money gone for good.
    case 'PaymentCompleted':
    case 'PaymentRefunded':
    case 'PaymentDisputed':
      return { ...delta, revenueCents: revenueCentsOf(evolveOrderMoney(before, event)) - revenueCentsOf(before) };
    default:
      return delta;
  }
}

const HANDLED = new Set<string>([
  'VisaApplicationSubmitted',
  'InsuranceApplicationSubmitted',
  'VisaApplicationApproved',
  'VisaApplicationRejected',
  'InsuranceApplicationApproved',
  'InsuranceApplicationRejected',
  ...ORDER_MONEY_EVENT_TYPES,
]);

/** An order's money as `admin_stats_payments` holds it, with the payment stream's last version applied. */
interface MoneyRow {
  order_id: string;
  charged_cents: number;
  refunded_cents: number;
  lost_disputes: Record<string, number>;
  stream_version: number;
}

/** What a batch (or a replay between writes) has summed and the order rows it has loaded or changed. */
interface StatsWork {
  readonly total: AdminStatsDelta;
  readonly rows: Map<string, MoneyRow>;
  readonly changed: Set<string>;
}

const newWork = (rows: readonly MoneyRow[] = []): StatsWork => ({ total: zeroDelta(), rows: new Map(rows.map((r) => [r.order_id, r])), changed: new Set() });

const moneyOf = (row: MoneyRow | undefined): OrderMoney | null =>
  row ? { chargedCents: row.charged_cents, refundedCents: row.refunded_cents, lostDisputes: row.lost_disputes } : null;

/** Folds events into `work`: counters summed, order rows evolved (an event a row has applied is skipped). */
function project(work: StatsWork, events: readonly RecordedEvent[]): void {
  const { total } = work;
  for (const event of events) {
    let d: AdminStatsDelta;
    const orderId = orderOfPaymentEvent(event);
    if (orderId) {
      const row = work.rows.get(orderId);
      if (row && row.stream_version >= event.streamVersion) continue;
      const before = moneyOf(row);
      d = statsDeltaOf(event, before);
      const after = evolveOrderMoney(before, event);
      if (after) {
        work.rows.set(orderId, { order_id: orderId, charged_cents: after.chargedCents, refunded_cents: after.refundedCents, lost_disputes: { ...after.lostDisputes }, stream_version: event.streamVersion });
        work.changed.add(orderId);
      }
    } else {
      d = statsDeltaOf(event);
    }
    total.totalApplications += d.totalApplications;
    total.totalInsuranceApplications += d.totalInsuranceApplications;
    total.pendingApplications += d.pendingApplications;
    total.revenueCents += d.revenueCents;
  }
}

function zeroDelta(): AdminStatsDelta {
  return { totalApplications: 0, totalInsuranceApplications: 0, pendingApplications: 0, revenueCents: 0 };
}

const paymentOrders = (events: readonly RecordedEvent[]) => [...new Set(events.map(orderOfPaymentEvent).filter((id): id is string => id !== null))];

async function loadRows(sql: Sql, orderIds: readonly string[], lock: 'FOR UPDATE' | ''): Promise<MoneyRow[]> {
  if (orderIds.length === 0) return [];
  const { rows } = await sql.query<MoneyRow>(`SELECT * FROM admin_stats_payments WHERE order_id = ANY($1) ${lock}`, [orderIds]);
  return rows;
}

/**
 * Writes the changed order rows (replacing those that may exist; a replay passes its connection as
 * `replaying`, see `writeKeyedRows`) and adds the summed delta to the counter row.
 */
async function write(sql: Sql, work: StatsWork, mayExist: (orderId: string) => boolean, replaying?: ReplaySql): Promise<void> {
  const changed = [...work.changed].map((id) => work.rows.get(id)!);
  await writeKeyedRows(sql, 'admin_stats_payments', 'order_id', changed, mayExist, replaying);
  const { total } = work;
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
 * The admin stats cards as one counter row, and each paid order's money (`admin_stats_payments`),
 * which revenue needs to take a refund or a lost chargeback off without counting the same money
 * twice. Not inline: the runner applies each batch exactly once (its checkpoint moves in the same
 * transaction), and a rebuild starts from empty tables, so adding deltas is safe; an order's row
 * also skips payment events it has applied.
 */
export const adminStatsProjector: Projector = {
  name: 'admin-stats',
  tables: ['admin_stats', 'admin_stats_payments'],
  inline: false,
  handles: (type) => HANDLED.has(type),
  async applyBatch(sql, events) {
    const work = newWork(await loadRows(sql, paymentOrders(events), 'FOR UPDATE'));
    project(work, events);
    await write(sql, work, () => true);
  },
  // A rebuild sums in memory and writes the counters and the changed order rows every `flushRows` orders.
  replay(flushRows): ProjectionReplay {
    let work = newWork();
    let touched = false;
    const written = new Set<string>();
    const writes = new WritesBehind();
    const startWrite = (sql: ReplaySql) => {
      const batch = work;
      writes.start(write(sql, batch, (orderId) => written.has(orderId), sql));
      for (const orderId of batch.changed) written.add(orderId);
      work = newWork();
      touched = false;
    };
    return {
      async apply(sql, events) {
        writes.throwIfFailed();
        // Only orders written earlier in this rebuild can be in the table: read just those.
        const stored = paymentOrders(events).filter((id) => written.has(id) && !work.rows.has(id));
        for (const row of await loadRows(sql, stored, '')) work.rows.set(row.order_id, row);
        project(work, events);
        touched = true;
        if (work.rows.size >= flushRows) startWrite(sql);
      },
      async flush(sql) {
        if (touched) startWrite(sql);
        await writes.settled();
      },
    };
  },
};

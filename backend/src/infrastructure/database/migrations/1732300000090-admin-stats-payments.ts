import type { MigrationInterface, QueryRunner } from 'typeorm';

const RESET_ADMIN_STATS_PROJECTION = [
  'DELETE FROM admin_stats',
  `UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0, updated_at = now() WHERE projector = 'admin-stats'`,
];

/**
 * Revenue takes lost chargebacks off as well as refunds, never more than an order was charged, so
 * the admin-stats projection keeps each paid order's money (charged, refunded, lost disputes). It is
 * a projection: its counters are cleared and the runner projects the store again from its start,
 * filling the new table for the orders paid before (their later refunds and disputes need it) and
 * counting revenue by the new rule.
 */
export class AdminStatsPayments1732300000090 implements MigrationInterface {
  name = 'AdminStatsPayments1732300000090';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_stats_payments (
        order_id       text PRIMARY KEY,
        charged_cents  integer NOT NULL,
        refunded_cents integer NOT NULL,
        lost_disputes  jsonb NOT NULL,
        stream_version integer NOT NULL
      )`);
    for (const statement of RESET_ADMIN_STATS_PROJECTION) await q.query(statement);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS admin_stats_payments');
    for (const statement of RESET_ADMIN_STATS_PROJECTION) await q.query(statement);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds and chargebacks made at the provider. A Stripe refund or dispute names the PaymentIntent,
 * which we record as `providerTransactionId` on PaymentCompleted: a partial expression index finds the
 * order from it without scanning the store. The staff list shows the refunded cents and the dispute.
 */
export class PaymentReversals1732300000080 implements MigrationInterface {
  name = 'PaymentReversals1732300000080';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE INDEX events_payment_completed_transaction ON events ((data->>'providerTransactionId'))
        WHERE event_type = 'PaymentCompleted'`);
    await q.query(`
      ALTER TABLE admin_applications
        ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN dispute_status text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_applications DROP COLUMN IF EXISTS dispute_status, DROP COLUMN IF EXISTS refunded_cents');
    await q.query('DROP INDEX IF EXISTS events_payment_completed_transaction');
  }
}

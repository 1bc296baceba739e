import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The simulated card provider keeps its own sessions, as an external provider would: they are not
 * our events, they stand for the provider's records that our verified callbacks refer to.
 */
export class Payments1732300000001 implements MigrationInterface {
  name = 'Payments1732300000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE simulated_provider_sessions (
        session_id   text PRIMARY KEY,
        order_id     text NOT NULL,
        amount_cents integer NOT NULL,
        return_url   text NOT NULL,
        cancel_url   text NOT NULL,
        settled_at   timestamptz,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX simulated_provider_sessions_order ON simulated_provider_sessions (order_id, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS simulated_provider_sessions');
  }
}

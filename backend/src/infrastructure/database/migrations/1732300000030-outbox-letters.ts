import type { MigrationInterface, QueryRunner } from 'typeorm';

const RESET_OUTBOX_PROJECTION = [
  'DELETE FROM outbox_messages',
  'DELETE FROM outbox_order_context',
  `UPDATE projection_checkpoints SET transaction_id = '0', global_position = 0, updated_at = now() WHERE projector = 'outbox'`,
];

/**
 * Outbox messages keep their words (`content`, the composer's letter) instead of both rendered
 * bodies; the bodies are laid out when a message is sent or viewed. The outbox is a projection, so
 * its rows are not converted: they are cleared and the runner projects the store into the new
 * shape from its start (message ids follow from their events, so the delivery log, which is not
 * touched, keeps every message that went out from going out again).
 */
export class OutboxLetters1732300000030 implements MigrationInterface {
  name = 'OutboxLetters1732300000030';

  async up(q: QueryRunner): Promise<void> {
    for (const statement of RESET_OUTBOX_PROJECTION) await q.query(statement);
    await q.query('ALTER TABLE outbox_messages DROP COLUMN body_text, DROP COLUMN body_html, ADD COLUMN content jsonb NOT NULL');
  }

  async down(q: QueryRunner): Promise<void> {
    for (const statement of RESET_OUTBOX_PROJECTION) await q.query(statement);
    await q.query('ALTER TABLE outbox_messages DROP COLUMN content, ADD COLUMN body_text text NOT NULL, ADD COLUMN body_html text NOT NULL');
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The outbox projection (rebuildable: its rows follow from events) and the sender's delivery log
 * (not a projection: a rebuild must never forget what was already sent, so it is keyed by the
 * projection's deterministic message ids and has no foreign key to them).
 */
export class Notifications1732300000002 implements MigrationInterface {
  name = 'Notifications1732300000002';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_order_context (
        order_id        text PRIMARY KEY,
        context         jsonb NOT NULL,
        stream_versions jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`
      CREATE TABLE outbox_messages (
        id             uuid PRIMARY KEY,
        composer       text NOT NULL,
        order_id       text,
        stream_id      text NOT NULL,
        stream_version integer NOT NULL,
        event_position bigint NOT NULL,
        created_at     timestamptz NOT NULL,
        to_address     text NOT NULL,
        to_name        text,
        language       text NOT NULL,
        subject        text NOT NULL,
        body_text      text NOT NULL,
        body_html      text NOT NULL,
        attachments    jsonb NOT NULL DEFAULT '[]'
      )`);
    await q.query('CREATE INDEX outbox_messages_order ON outbox_messages (order_id)');
    await q.query('CREATE INDEX outbox_messages_created ON outbox_messages (created_at DESC, id)');
    await q.query(`
      CREATE TABLE email_deliveries (
        message_id          uuid PRIMARY KEY,
        transport           text NOT NULL,
        claimed_at          timestamptz NOT NULL DEFAULT now(),
        delivered_at        timestamptz,
        attempts            integer NOT NULL DEFAULT 1,
        error               text,
        provider_message_id text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE IF EXISTS email_deliveries');
    await q.query('DROP TABLE IF EXISTS outbox_messages');
    await q.query('DROP TABLE IF EXISTS outbox_order_context');
  }
}

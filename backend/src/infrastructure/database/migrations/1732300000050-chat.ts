import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Live support chat: the two read models (messages, inline; conversations, by the runner) and the
 * table the socket.io Postgres adapter keeps payloads too large for a NOTIFY in (several instances).
 */
export class Chat1732300000050 implements MigrationInterface {
  name = 'Chat1732300000050';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_messages (
        message_id     text PRIMARY KEY,
        session_id     text NOT NULL,
        sender         text NOT NULL,
        staff_id       text,
        text           text,
        posted_at      timestamptz NOT NULL,
        stream_version integer NOT NULL,
        is_read        boolean NOT NULL
      )`);
    // A conversation's messages in order (the polls, and the read and erasure updates).
    await q.query('CREATE UNIQUE INDEX chat_messages_session_order ON chat_messages (session_id, stream_version)');

    await q.query(`
      CREATE TABLE chat_sessions (
        session_id           text PRIMARY KEY,
        language             text NOT NULL,
        customer_name        text,
        customer_email       text,
        started_at           timestamptz NOT NULL,
        last_message_at      timestamptz NOT NULL,
        last_message_preview text,
        last_message_sender  text NOT NULL,
        unread_count         integer NOT NULL,
        message_count        integer NOT NULL,
        last_read_message_id text,
        personal_data_erased boolean NOT NULL,
        stream_versions      jsonb NOT NULL DEFAULT '{}'
      )`);
    // The staff list (most recent first) and the retention sweep (oldest conversations not yet erased).
    await q.query('CREATE INDEX chat_sessions_recent ON chat_sessions (last_message_at DESC, session_id DESC)');
    await q.query('CREATE INDEX chat_sessions_retention ON chat_sessions (last_message_at) WHERE NOT personal_data_erased');

    // @socket.io/postgres-adapter's table (its documented schema), swept by the adapter itself.
    await q.query(`
      CREATE TABLE socket_io_attachments (
        id         bigserial UNIQUE,
        created_at timestamptz DEFAULT now(),
        payload    bytea
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['socket_io_attachments', 'chat_sessions', 'chat_messages']) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}

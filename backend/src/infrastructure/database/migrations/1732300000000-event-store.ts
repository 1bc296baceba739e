import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The append-only event store (PRODUCT.md section 1): every row carries the writing transaction's
 * xid8 so projectors can read gap-free below the oldest running transaction.
 */
export class EventStore1732300000000 implements MigrationInterface {
  name = 'EventStore1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id       text NOT NULL,
        stream_type     text NOT NULL,
        stream_version  integer NOT NULL CHECK (stream_version > 0),
        event_type      text NOT NULL,
        schema_version  smallint NOT NULL DEFAULT 1,
        data            jsonb NOT NULL,
        metadata        jsonb NOT NULL DEFAULT '{}',
        occurred_at     timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_unique UNIQUE (stream_id, stream_version)
      )`);
    await q.query(`CREATE INDEX events_transaction_position ON events (transaction_id, global_position)`);
    await q.query(`
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'events are append-only'; END $$`);
    await q.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only()`);
    // Wakes the projection runners on commit; the payload is empty because they read from their checkpoint.
    await q.query(`
      CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('evisa_events', ''); RETURN NULL; END $$`);
    await q.query(`
      CREATE TRIGGER events_notify AFTER INSERT ON events
      FOR EACH STATEMENT EXECUTE FUNCTION events_notify()`);

    await q.query(`
      CREATE TABLE subject_keys (
        subject_id  text PRIMARY KEY,
        wrapped_key bytea NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope        text NOT NULL,
        key          text NOT NULL,
        request_hash text NOT NULL,
        status_code  integer NOT NULL,
        response     jsonb NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
    await q.query(`
      CREATE TABLE projection_checkpoints (
        projector       text PRIMARY KEY,
        transaction_id  xid8 NOT NULL DEFAULT '0',
        global_position bigint NOT NULL DEFAULT 0,
        updated_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE countries (
        id          integer PRIMARY KEY,
        code        text NOT NULL UNIQUE,
        alpha2      text NOT NULL,
        name        text NOT NULL,
        visa_policy text NOT NULL,
        is_eligible boolean NOT NULL
      )`);
    await q.query(`
      CREATE TABLE insurance_products (
        id            integer PRIMARY KEY,
        name          text NOT NULL,
        duration_days integer NOT NULL,
        price_cents   integer NOT NULL
      )`);
    await q.query(`
      CREATE TABLE application_status (
        application_number text PRIMARY KEY,
        kind               text NOT NULL,
        status             text NOT NULL,
        payment_status     text NOT NULL,
        first_name         text,
        last_name          text,
        created_at         timestamptz NOT NULL,
        arrival_date       text,
        total_cents        integer NOT NULL,
        processing_type    text,
        personal_data_erased boolean NOT NULL DEFAULT false,
        stream_versions    jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query(`CREATE INDEX application_status_retention ON application_status (kind, created_at) WHERE NOT personal_data_erased`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['application_status', 'insurance_products', 'countries', 'projection_checkpoints', 'idempotency_keys', 'subject_keys', 'events']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await q.query('DROP FUNCTION IF EXISTS events_are_append_only, events_notify');
  }
}

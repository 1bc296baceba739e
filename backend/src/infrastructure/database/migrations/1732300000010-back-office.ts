import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff back office: credentials and sessions (not events: secrets and short-lived state), stored
 * documents (content-addressed by SHA-256), and the staff, admin-list and stats projections.
 */
export class BackOffice1732300000010 implements MigrationInterface {
  name = 'BackOffice1732300000010';

  async up(q: QueryRunner): Promise<void> {
    // pg_trgm is a trusted extension (Postgres 13+): the database owner may create it.
    await q.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');

    // Password hashes live here, not in the staff stream: a secret must not be replayed into read
    // models, shown by the history/audit tools, or kept forever in an append-only log after a change.
    await q.query(`
      CREATE TABLE staff_credentials (
        staff_id      text PRIMARY KEY,
        password_hash text NOT NULL,
        updated_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE staff_sessions (
        token_hash   text PRIMARY KEY,
        staff_id     text NOT NULL,
        csrf_token   text NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at   timestamptz NOT NULL,
        revoked_at   timestamptz,
        ip           text,
        user_agent   text
      )`);
    await q.query('CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL');
    await q.query('CREATE INDEX staff_sessions_expiry ON staff_sessions (expires_at)');

    await q.query(`
      CREATE TABLE documents (
        hash         text PRIMARY KEY,
        content      bytea NOT NULL,
        content_type text NOT NULL,
        size         integer NOT NULL,
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);

    await q.query(`
      CREATE TABLE staff_accounts (
        staff_id        text PRIMARY KEY,
        email           text NOT NULL,
        name            text NOT NULL,
        role            text NOT NULL,
        disabled        boolean NOT NULL DEFAULT false,
        created_at      timestamptz NOT NULL,
        stream_versions jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query('CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (email)');

    await q.query(`
      CREATE TABLE admin_applications (
        application_number   text PRIMARY KEY,
        kind                 text NOT NULL,
        first_name           text,
        last_name            text,
        email                text,
        phone                text,
        passport_number      text,
        date_of_birth        text,
        place_of_birth       text,
        country_of_origin    text NOT NULL,
        country_code         text NOT NULL,
        document_type        text NOT NULL,
        arrival_date         text,
        processing_type      text,
        supporting_document  jsonb,
        total_cents          integer NOT NULL,
        status               text NOT NULL,
        payment_status       text NOT NULL,
        visa_type            text,
        created_at           timestamptz NOT NULL,
        decided_at           timestamptz,
        decided_by           text,
        document_hash        text,
        personal_data_erased boolean NOT NULL DEFAULT false,
        search_text          text NOT NULL,
        stream_versions      jsonb NOT NULL DEFAULT '{}'
      )`);
    await q.query('CREATE INDEX admin_applications_newest ON admin_applications (kind, created_at DESC, application_number DESC)');
    // Substring search over number, names, email and passport (already lower-cased by the projector).
    await q.query('CREATE INDEX admin_applications_search ON admin_applications USING gin (search_text gin_trgm_ops)');

    await q.query(`
      CREATE TABLE admin_stats (
        id                           smallint PRIMARY KEY CHECK (id = 1),
        total_applications           integer NOT NULL DEFAULT 0,
        total_insurance_applications integer NOT NULL DEFAULT 0,
        pending_applications         integer NOT NULL DEFAULT 0,
        revenue_cents                bigint NOT NULL DEFAULT 0
      )`);

    await q.query('ALTER TABLE application_status ADD COLUMN document_hash text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE application_status DROP COLUMN IF EXISTS document_hash');
    for (const table of ['admin_stats', 'admin_applications', 'staff_accounts', 'documents', 'staff_sessions', 'staff_credentials']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}

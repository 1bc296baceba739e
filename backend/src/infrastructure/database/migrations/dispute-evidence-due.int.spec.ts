import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../../../test-support/test-database.js';
import { runMigrations } from '../migrate.js';
import { MIGRATIONS } from './index.js';
import { DisputeEvidenceDue1732300000100 } from './1732300000100-dispute-evidence-due.js';

const DUE_BY = '2026-12-05T23:59:59.000Z';

describe('the dispute-evidence-due migration on a database with chargebacks projected (real Postgres)', () => {
  let database: TestDatabase;
  let client: pg.Client;
  /** A staff row as the projector left it: its dispute status and the payment stream version it has applied. */
  const row = (number: string, disputeStatus: string | null, paymentVersion: number) =>
    client.query(
      `INSERT INTO admin_applications (application_number, kind, country_of_origin, country_code, document_type, total_cents, status, payment_status, created_at, search_text, dispute_status, stream_versions)
       VALUES ($1, 'visa', 'India', 'IN', 'ordinary', 18400, 'pending', 'completed', now(), $1, $2, $3)`,
      [number, disputeStatus, { [`visa-application-${number}`]: 1, [`payment-${number}`]: paymentVersion }],
    );
  const disputed = (number: string, version: number, status: string, evidenceDueBy?: string) =>
    client.query(`INSERT INTO events (stream_id, stream_type, stream_version, event_type, data) VALUES ($1, 'payment', $2, 'PaymentDisputed', $3)`, [
      `payment-${number}`,
      version,
      { orderId: number, providerTransactionId: `pi_${number}`, disputeId: `dp_${number}`, amountCents: 18400, reason: 'fraudulent', status, at: '2026-11-20T10:00:00.000Z', ...(evidenceDueBy !== undefined && { evidenceDueBy }) },
    ]);

  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
    // The schema as it was before this migration, with disputes recorded and projected into it.
    const before = new DataSource({ type: 'postgres', url: database.url, migrations: MIGRATIONS.slice(0, MIGRATIONS.indexOf(DisputeEvidenceDue1732300000100)), logging: false });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    await before.destroy();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await disputed('OPENWITHDEADLINE', 4, 'open', DUE_BY);
    await row('OPENWITHDEADLINE', 'open', 4);
    // Recorded before the deadline was kept.
    await disputed('OPENWITHOUTDEADL', 4, 'open');
    await row('OPENWITHOUTDEADL', 'open', 4);
    await disputed('CLOSEDDISPUTEXYZ', 4, 'open', DUE_BY);
    await disputed('CLOSEDDISPUTEXYZ', 5, 'lost', DUE_BY);
    await row('CLOSEDDISPUTEXYZ', 'lost', 5);
    // The close is recorded but the runner has not applied it yet: the row is as the projector left it, and the runner clears it next.
    await disputed('CLOSEPENDINGXYZ0', 4, 'open', DUE_BY);
    await disputed('CLOSEPENDINGXYZ0', 5, 'won', DUE_BY);
    await row('CLOSEPENDINGXYZ0', 'open', 4);
    await row('NODISPUTEATALL00', null, 3);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  it("adds the column and fills it as the projector would have: an open dispute's deadline from the latest dispute event the row has applied", async () => {
    expect((await runMigrations(database.url))[0]).toBe('DisputeEvidenceDue1732300000100');
    const rows = (
      await client.query<{ application_number: string; due_by: string | null }>(
        `SELECT application_number, to_char(dispute_evidence_due_by AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS due_by FROM admin_applications ORDER BY application_number`,
      )
    ).rows;
    expect(rows).toEqual([
      { application_number: 'CLOSEDDISPUTEXYZ', due_by: null },
      { application_number: 'CLOSEPENDINGXYZ0', due_by: DUE_BY },
      { application_number: 'NODISPUTEATALL00', due_by: null },
      { application_number: 'OPENWITHDEADLINE', due_by: DUE_BY },
      { application_number: 'OPENWITHOUTDEADL', due_by: null },
    ]);
  });
});

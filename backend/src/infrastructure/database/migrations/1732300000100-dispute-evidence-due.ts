import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The staff list shows an open chargeback's evidence deadline (PaymentDisputed's `evidenceDueBy`)
 * next to its badge. PaymentDisputed has carried the deadline for a while, so the column is filled
 * here for the rows already projected, as the projector would have: from the latest PaymentDisputed
 * the row has applied (its `stream_versions`; a later one is still the runner's to apply), and only
 * while that one is open. No rebuild needed; events recorded before the deadline was kept give none.
 */
export class DisputeEvidenceDue1732300000100 implements MigrationInterface {
  name = 'DisputeEvidenceDue1732300000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_applications ADD COLUMN dispute_evidence_due_by timestamptz');
    // Only rows with an open dispute can have a deadline; each finds its payment stream by the unique (stream_id, stream_version) index.
    await q.query(`
      UPDATE admin_applications a SET dispute_evidence_due_by = (
        SELECT CASE WHEN e.data->>'status' = 'open' THEN (e.data->>'evidenceDueBy')::timestamptz END
          FROM events e
         WHERE e.stream_id = 'payment-' || a.application_number
           AND e.stream_version <= coalesce((a.stream_versions->>e.stream_id)::integer, 0)
           AND e.event_type = 'PaymentDisputed'
         ORDER BY e.stream_version DESC
         LIMIT 1)
       WHERE a.dispute_status = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_applications DROP COLUMN IF EXISTS dispute_evidence_due_by');
  }
}

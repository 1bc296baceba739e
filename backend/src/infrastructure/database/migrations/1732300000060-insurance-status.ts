import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Insurance applications in the public status table (kind 'insurance'): their trip's travel and
 * return dates, in columns of their own rather than the visa's arrival_date, so each kind's answer
 * reads what its form asked. The plan's name goes where the visa keeps its processing type.
 */
export class InsuranceStatus1732300000060 implements MigrationInterface {
  name = 'InsuranceStatus1732300000060';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE application_status ADD COLUMN travel_date text, ADD COLUMN return_date text');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query("DELETE FROM application_status WHERE kind = 'insurance'");
    await q.query('ALTER TABLE application_status DROP COLUMN IF EXISTS travel_date, DROP COLUMN IF EXISTS return_date');
  }
}

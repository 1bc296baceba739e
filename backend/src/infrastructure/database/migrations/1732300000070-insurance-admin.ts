import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Insurance rows in the staff list (admin_applications, kind 'insurance'): the trip, the plan and the
 * parent ID photos' references. The visa-only facts an insurance application does not have become
 * nullable (document type); the nationality's code fills country_code for both kinds.
 */
export class InsuranceAdmin1732300000070 implements MigrationInterface {
  name = 'InsuranceAdmin1732300000070';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE admin_applications ALTER COLUMN document_type DROP NOT NULL');
    await q.query(`
      ALTER TABLE admin_applications
        ADD COLUMN travel_date        text,
        ADD COLUMN return_date        text,
        ADD COLUMN trip_duration_days integer,
        ADD COLUMN product_id         integer,
        ADD COLUMN product_name       text,
        ADD COLUMN destination        text,
        ADD COLUMN minor              boolean,
        ADD COLUMN parent_id_photos   jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE admin_applications
        DROP COLUMN IF EXISTS parent_id_photos, DROP COLUMN IF EXISTS minor, DROP COLUMN IF EXISTS destination,
        DROP COLUMN IF EXISTS product_name, DROP COLUMN IF EXISTS product_id, DROP COLUMN IF EXISTS trip_duration_days,
        DROP COLUMN IF EXISTS return_date, DROP COLUMN IF EXISTS travel_date`);
    await q.query(`UPDATE admin_applications SET document_type = '' WHERE document_type IS NULL`);
    await q.query('ALTER TABLE admin_applications ALTER COLUMN document_type SET NOT NULL');
  }
}

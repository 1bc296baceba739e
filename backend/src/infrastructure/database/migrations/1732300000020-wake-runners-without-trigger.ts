import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drops the per-append NOTIFY trigger. Postgres serialises the commits of notifying transactions on
 * one global lock, so every append lost group commit (plain INSERTs with the trigger ran at half
 * their rate). Runners are now woken in-process by the appending instance, which also sends a
 * throttled NOTIFY of its own, outside any write transaction, for runners on other instances.
 */
export class WakeRunnersWithoutTrigger1732300000020 implements MigrationInterface {
  name = 'WakeRunnersWithoutTrigger1732300000020';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER IF EXISTS events_notify ON events');
    await q.query('DROP FUNCTION IF EXISTS events_notify()');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('evisa_events', ''); RETURN NULL; END $$`);
    await q.query('CREATE TRIGGER events_notify AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION events_notify()');
  }
}

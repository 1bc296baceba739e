import type { Sql } from '../infrastructure/database/database.js';
import type { Checkpoint } from '../event-store/event-store.types.js';

/**
 * Read-your-writes for a projection the runner keeps (not inline): resolves true once the projector's
 * checkpoint has passed `target`, false after `timeoutMs` (the caller then answers with what is there).
 */
export async function waitForProjection(sql: Sql, projector: string, target: Checkpoint, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql.query<{ done: boolean }>(
      'SELECT (transaction_id, global_position) >= ($2::xid8, $3::bigint) AS done FROM projection_checkpoints WHERE projector = $1',
      [projector, target.transactionId, target.position],
    );
    if (rows[0]?.done) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 5));
  }
}

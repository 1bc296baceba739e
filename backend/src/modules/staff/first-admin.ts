import { randomBytes } from 'node:crypto';
import type { Database } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import type { StaffConfig } from '../../config/staff-config.js';
import { hashPassword } from './password-hasher.js';
import { appendNewStaffAccount } from './commands/create-staff-account.js';

const FIRST_ADMIN_LOCK = 732_300_010;

/**
 * First start: with no staff account at all, create the first admin from ADMIN_EMAIL/ADMIN_PASSWORD,
 * or admin@localhost (or ADMIN_EMAIL) with a generated password printed once on stdout, never logged.
 * An advisory lock keeps instances starting together from creating two.
 */
export async function ensureFirstAdmin(db: Database, store: EventStore, config: StaffConfig, print: (line: string) => void): Promise<boolean> {
  const generated = config.adminPassword ? undefined : randomBytes(18).toString('base64url');
  const password = config.adminPassword ?? generated!;
  const email = config.adminEmail ?? 'admin@localhost';
  const passwordHash = await hashPassword(password);
  const created = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [FIRST_ADMIN_LOCK]);
    const { rows } = await tx.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM staff_accounts) AS any');
    if (rows[0]?.any) return false;
    await appendNewStaffAccount(tx, store, { email, name: 'Administrator', role: 'admin', password }, passwordHash, { kind: 'system', id: 'first-start' });
    return true;
  });
  if (created && generated) {
    print(`\nFirst staff account created: ${email}\nPassword (shown only this once, change it in the staff panel with Şifre değiştir): ${generated}\n`);
  } else if (created) {
    print(`\nFirst staff account created from ADMIN_EMAIL/ADMIN_PASSWORD: ${email}\n`);
  }
  return created;
}

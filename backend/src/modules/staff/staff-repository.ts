import type { StaffRole } from '@evisa/contracts';
import { evolveStaffAccount, initialStaffAccountState, normaliseStaffEmail, staffAccountStreamId, type StaffAccountState } from '../../domain/staff/staff-account.js';
import type { Sql } from '../../infrastructure/database/database.js';
import type { EventStore } from '../../event-store/event-store.js';
import { loadAggregate } from '../../event-store/load-aggregate.js';

export function loadStaffAccount(store: EventStore, sql: Sql, staffId: string): Promise<{ state: StaffAccountState; version: number }> {
  return loadAggregate(store, sql, staffAccountStreamId(staffId), evolveStaffAccount, initialStaffAccountState);
}

export interface StaffAccountRecord {
  staffId: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

interface Row {
  staff_id: string;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  created_at: Date;
}

const toRecord = (r: Row): StaffAccountRecord => ({
  staffId: r.staff_id,
  email: r.email,
  name: r.name,
  role: r.role,
  disabled: r.disabled,
  createdAt: r.created_at.toISOString(),
});

/** From the (inline, so current) staff projection. */
export async function findStaffByEmail(sql: Sql, email: string): Promise<StaffAccountRecord | undefined> {
  const { rows } = await sql.query<Row>('SELECT staff_id, email, name, role, disabled, created_at FROM staff_accounts WHERE email = $1', [normaliseStaffEmail(email)]);
  return rows[0] && toRecord(rows[0]);
}

export async function findStaffById(sql: Sql, staffId: string): Promise<StaffAccountRecord | undefined> {
  const { rows } = await sql.query<Row>('SELECT staff_id, email, name, role, disabled, created_at FROM staff_accounts WHERE staff_id = $1', [staffId]);
  return rows[0] && toRecord(rows[0]);
}

export async function listStaff(sql: Sql): Promise<StaffAccountRecord[]> {
  const { rows } = await sql.query<Row>('SELECT staff_id, email, name, role, disabled, created_at FROM staff_accounts ORDER BY created_at, staff_id');
  return rows.map(toRecord);
}

export async function readPasswordHash(sql: Sql, staffId: string): Promise<string | undefined> {
  const { rows } = await sql.query<{ password_hash: string }>('SELECT password_hash FROM staff_credentials WHERE staff_id = $1', [staffId]);
  return rows[0]?.password_hash;
}

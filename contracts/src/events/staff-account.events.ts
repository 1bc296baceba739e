import type { StaffRole } from '../admin.js';

export const STAFF_ACCOUNT_STREAM = 'staff-account' as const;

/**
 * A staff member's name and email: encrypted with the account's own key, like any personal data.
 * The password hash is never in an event (see the credentials table in the backend).
 */
export interface StaffAccountPii {
  email: string;
  name: string;
}

export type StaffAccountCreated = {
  type: 'StaffAccountCreated';
  data: { staffId: string; role: StaffRole; createdAt: string; pii: StaffAccountPii | null };
};
export type StaffAccountDisabled = { type: 'StaffAccountDisabled'; data: { staffId: string; disabledAt: string } };
export type StaffAccountEnabled = { type: 'StaffAccountEnabled'; data: { staffId: string; enabledAt: string } };
export type StaffAccountRoleChanged = {
  type: 'StaffAccountRoleChanged';
  data: { staffId: string; from: StaffRole; role: StaffRole; changedAt: string };
};

/**
 * An audit record that the account's password was changed: by its owner (who gave the current one)
 * or reset by an admin. The new hash lives only in the credentials table, never in an event.
 */
export type StaffPasswordChanged = {
  type: 'StaffPasswordChanged';
  data: { staffId: string; changedAt: string; by: 'self' | 'admin' };
};

export type StaffAccountEvent = StaffAccountCreated | StaffAccountDisabled | StaffAccountEnabled | StaffAccountRoleChanged | StaffPasswordChanged;

import { ADMIN_MESSAGES, type StaffRole } from '@evisa/contracts';
import type { StaffAccountCreated, StaffAccountDisabled, StaffAccountEnabled, StaffAccountRoleChanged, StaffPasswordChanged } from '@evisa/contracts/events';
import { DomainError } from '../shared/domain-error.js';
import { normaliseStaffEmail, type StaffAccountState } from './staff-account.js';

export interface CreateStaffAccount {
  readonly staffId: string;
  readonly email: string;
  readonly name: string;
  readonly role: StaffRole;
  /** Whether another account already uses this email (looked up by the caller). */
  readonly emailTaken: boolean;
  readonly now: string;
}

export function decideCreateStaffAccount(command: CreateStaffAccount, state: StaffAccountState): StaffAccountCreated[] {
  if (state.status !== 'new') throw new DomainError('conflict', 'This staff account already exists');
  if (command.emailTaken) throw new DomainError('conflict', 'A staff account with this email already exists');
  return [
    {
      type: 'StaffAccountCreated',
      data: {
        staffId: command.staffId,
        role: command.role,
        createdAt: command.now,
        pii: { email: normaliseStaffEmail(command.email), name: command.name.trim() },
      },
    },
  ];
}

export interface UpdateStaffAccount {
  readonly disabled?: boolean;
  readonly role?: StaffRole;
  /** Who asks: nobody may disable their own account or change their own role (no accidental lock-out). */
  readonly actingStaffId: string;
  readonly now: string;
}

export function decideUpdateStaffAccount(
  command: UpdateStaffAccount,
  state: StaffAccountState,
): (StaffAccountDisabled | StaffAccountEnabled | StaffAccountRoleChanged)[] {
  if (state.status === 'new') throw new DomainError('not-found', 'Staff account not found');
  const { staffId } = state;
  const events: (StaffAccountDisabled | StaffAccountEnabled | StaffAccountRoleChanged)[] = [];
  const changesRole = command.role !== undefined && command.role !== state.role;
  const changesStatus = command.disabled !== undefined && command.disabled !== (state.status === 'disabled');
  if ((changesRole || command.disabled === true) && staffId === command.actingStaffId) {
    throw new DomainError('conflict', 'You cannot disable your own account or change your own role');
  }
  if (changesRole) events.push({ type: 'StaffAccountRoleChanged', data: { staffId, from: state.role, role: command.role!, changedAt: command.now } });
  if (changesStatus) {
    events.push(
      command.disabled
        ? { type: 'StaffAccountDisabled', data: { staffId, disabledAt: command.now } }
        : { type: 'StaffAccountEnabled', data: { staffId, enabledAt: command.now } },
    );
  }
  return events;
}

export interface ChangeStaffPassword {
  /** 'self': the owner, who has already proven the current password; 'admin': a reset by an admin. */
  readonly by: 'self' | 'admin';
  readonly actingStaffId: string;
  readonly now: string;
}

/**
 * Records a password change (the caller stores the new hash). An admin cannot reset their own
 * password through the reset: that would let a stolen admin session take over the account without
 * knowing its password, which changing one's own (current password required) prevents.
 */
export function decideChangeStaffPassword(command: ChangeStaffPassword, state: StaffAccountState): StaffPasswordChanged[] {
  if (state.status === 'new') throw new DomainError('not-found', 'Staff account not found');
  if (command.by === 'admin' && state.staffId === command.actingStaffId) throw new DomainError('conflict', ADMIN_MESSAGES.resetOwnPassword);
  if (command.by === 'self' && state.staffId !== command.actingStaffId) throw new DomainError('forbidden', ADMIN_MESSAGES.roleForbidden);
  return [{ type: 'StaffPasswordChanged', data: { staffId: state.staffId, changedAt: command.now, by: command.by } }];
}

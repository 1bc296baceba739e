import type { StaffAccountCreated, StaffAccountRoleChanged } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { rowProjector, type VersionedRow } from '../row-projection.js';

export interface StaffAccountRow extends VersionedRow {
  staff_id: string;
  /** Lower-cased; unique (the index makes a concurrent duplicate sign-up fail its transaction). */
  email: string;
  name: string;
  role: string;
  disabled: boolean;
  created_at: string;
}

export function evolveStaffAccountRow(row: StaffAccountRow | null, event: RecordedEvent): StaffAccountRow | null {
  switch (event.type) {
    case 'StaffAccountCreated': {
      const data = event.data as unknown as StaffAccountCreated['data'];
      return {
        staff_id: data.staffId,
        email: data.pii?.email ?? `erased:${data.staffId}`,
        name: data.pii?.name ?? 'erased',
        role: data.role,
        disabled: false,
        created_at: data.createdAt,
        stream_versions: {},
      };
    }
    case 'StaffAccountDisabled':
      return row && { ...row, disabled: true };
    case 'StaffAccountEnabled':
      return row && { ...row, disabled: false };
    case 'StaffAccountRoleChanged':
      return row && { ...row, role: (event.data as unknown as StaffAccountRoleChanged['data']).role };
    default:
      return row;
  }
}

/** Inline: sign-in and role checks read it, so a change is effective as soon as its command answers. */
export const staffAccountsProjector = rowProjector<StaffAccountRow>({
  name: 'staff-accounts',
  table: 'staff_accounts',
  keyColumn: 'staff_id',
  inline: true,
  eventTypes: ['StaffAccountCreated', 'StaffAccountDisabled', 'StaffAccountEnabled', 'StaffAccountRoleChanged'],
  keyOf: (event) => (event.data as { staffId?: string }).staffId ?? null,
  evolve: evolveStaffAccountRow,
});

import type { StaffRole } from '@evisa/contracts';
import type { StaffAccountEvent } from '@evisa/contracts/events';

export type StaffAccountState =
  | { readonly status: 'new' }
  | { readonly status: 'active' | 'disabled'; readonly staffId: string; readonly role: StaffRole };

export const initialStaffAccountState: StaffAccountState = { status: 'new' };

export function evolveStaffAccount(state: StaffAccountState, event: StaffAccountEvent): StaffAccountState {
  switch (event.type) {
    case 'StaffAccountCreated':
      return { status: 'active', staffId: event.data.staffId, role: event.data.role };
    case 'StaffAccountDisabled':
      return state.status === 'new' ? state : { ...state, status: 'disabled' };
    case 'StaffAccountEnabled':
      return state.status === 'new' ? state : { ...state, status: 'active' };
    case 'StaffAccountRoleChanged':
      return state.status === 'new' ? state : { ...state, role: event.data.role };
    case 'StaffPasswordChanged':
      // An audit record only: the password itself lives in the credentials table.
      return state;
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

export const staffAccountStreamId = (staffId: string) => `staff-${staffId}`;

/** Emails are compared case-insensitively and without surrounding spaces. */
export const normaliseStaffEmail = (email: string) => email.trim().toLowerCase();

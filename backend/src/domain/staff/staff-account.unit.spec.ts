import { describe, expect, it } from '@jest/globals';
import type { StaffAccountEvent } from '@evisa/contracts/events';
import { decideChangeStaffPassword, decideCreateStaffAccount, decideUpdateStaffAccount } from './staff-account-decisions.js';
import { evolveStaffAccount, initialStaffAccountState } from './staff-account.js';

const NOW = '2026-11-23T10:00:00.000Z';
const given = (...events: StaffAccountEvent[]) => events.reduce(evolveStaffAccount, initialStaffAccountState);
const [created] = decideCreateStaffAccount(
  { staffId: 'agent-1', email: ' Agent@Example.com ', name: ' Ayşe ', role: 'agent', emailTaken: false, now: NOW },
  initialStaffAccountState,
);

describe('staff accounts', () => {
  it('creates an account with a normalised email, personal data in the pii block', () => {
    expect(created).toEqual({ type: 'StaffAccountCreated', data: { staffId: 'agent-1', role: 'agent', createdAt: NOW, pii: { email: 'agent@example.com', name: 'Ayşe' } } });
  });

  it('refuses a taken email and a second creation', () => {
    expect(() => decideCreateStaffAccount({ staffId: 'x', email: 'a@b.c', name: 'A', role: 'admin', emailTaken: true, now: NOW }, initialStaffAccountState)).toThrow(/already exists/);
    expect(() => decideCreateStaffAccount({ staffId: 'agent-1', email: 'a@b.c', name: 'A', role: 'admin', emailTaken: false, now: NOW }, given(created!))).toThrow(/already exists/);
  });

  it('disables, enables and changes roles, recording only real changes', () => {
    const state = given(created!);
    expect(decideUpdateStaffAccount({ disabled: false, role: 'agent', actingStaffId: 'admin-1', now: NOW }, state)).toEqual([]);
    const events = decideUpdateStaffAccount({ disabled: true, role: 'auditor', actingStaffId: 'admin-1', now: NOW }, state);
    expect(events.map((e) => e.type)).toEqual(['StaffAccountRoleChanged', 'StaffAccountDisabled']);
    const after = given(created!, ...events);
    expect(after).toEqual({ status: 'disabled', staffId: 'agent-1', role: 'auditor' });
    expect(decideUpdateStaffAccount({ disabled: false, actingStaffId: 'admin-1', now: NOW }, after).map((e) => e.type)).toEqual(['StaffAccountEnabled']);
  });

  it('refuses to let anyone disable themselves or change their own role', () => {
    const state = given(created!);
    expect(() => decideUpdateStaffAccount({ disabled: true, actingStaffId: 'agent-1', now: NOW }, state)).toThrow(/your own/);
    expect(() => decideUpdateStaffAccount({ role: 'admin', actingStaffId: 'agent-1', now: NOW }, state)).toThrow(/your own/);
    expect(() => decideUpdateStaffAccount({ disabled: true, actingStaffId: 'x', now: NOW }, initialStaffAccountState)).toThrow(/not found/);
  });

  it('records a password change by its owner or by an admin, with no secret, leaving the state as it was', () => {
    const state = given(created!);
    const self = decideChangeStaffPassword({ by: 'self', actingStaffId: 'agent-1', now: NOW }, state);
    expect(self).toEqual([{ type: 'StaffPasswordChanged', data: { staffId: 'agent-1', changedAt: NOW, by: 'self' } }]);
    expect(decideChangeStaffPassword({ by: 'admin', actingStaffId: 'admin-1', now: NOW }, state)[0]!.data.by).toBe('admin');
    expect(given(created!, ...self)).toEqual(state);
  });

  it("refuses an admin's reset of their own password, a 'self' change for someone else, and an unknown account", () => {
    const state = given(created!);
    expect(() => decideChangeStaffPassword({ by: 'admin', actingStaffId: 'agent-1', now: NOW }, state)).toThrow(/Kendi şifrenizi/);
    expect(() => decideChangeStaffPassword({ by: 'self', actingStaffId: 'admin-1', now: NOW }, state)).toThrow(/role/);
    expect(() => decideChangeStaffPassword({ by: 'self', actingStaffId: 'x', now: NOW }, initialStaffAccountState)).toThrow(/not found/);
  });
});

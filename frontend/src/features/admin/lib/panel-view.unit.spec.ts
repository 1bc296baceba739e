import { describe, expect, it } from '@jest/globals';
import { LIMITS } from '@evisa/contracts';
import { adminPanelSearch, isTypedSearch, panelAddress, panelSearchText, savedSearchFor } from './panel-view';

const START = { tab: undefined, page: undefined };

describe('adminPanelSearch (the /admin address)', () => {
  it('reads a tab and a page, as the router parses them (numbers) or as text', () => {
    expect(adminPanelSearch({ tab: 'insurance', page: 2 })).toEqual({ tab: 'insurance', page: 2 });
    expect(adminPanelSearch({ tab: 'outbox', page: '7' })).toEqual({ tab: 'outbox', page: 7 });
    expect(adminPanelSearch({ page: 100_000 })).toEqual({ tab: undefined, page: 100_000 });
  });

  it('leaves the defaults out, so the start is plain /admin', () => {
    expect(adminPanelSearch({})).toEqual(START);
    expect(adminPanelSearch({ tab: 'visa', page: 1 })).toEqual(START);
  });

  it('opens the start for what it cannot read, and never throws', () => {
    for (const tab of ['bogus', 'VISA', '', 3, null, ['insurance'], { tab: 'insurance' }, 'constructor', '__proto__']) {
      expect(adminPanelSearch({ tab })).toEqual(START);
    }
    for (const page of [-3, 0, 1, 2.5, '2.5', 'abc', '', ' ', '-2', '1e3', NaN, Infinity, 100_001, Number.MAX_SAFE_INTEGER + 2, true, null, [2], { page: 2 }]) {
      expect(adminPanelSearch({ page })).toEqual(START);
    }
  });

  it('always answers both keys: the router lays the answer over the raw params, a missing key would let them through', () => {
    expect(Object.keys(adminPanelSearch({ tab: 'bogus', page: -3 }))).toEqual(['tab', 'page']);
  });

  it('gives no page to the tabs without a list (chat, staff)', () => {
    expect(adminPanelSearch({ tab: 'chat', page: 3 })).toEqual({ tab: 'chat', page: undefined });
    expect(adminPanelSearch({ tab: 'staff', page: 3 })).toEqual({ tab: 'staff', page: undefined });
  });

  it('keeps a search out of the address, however it came', () => {
    expect(adminPanelSearch({ search: 'Lovelace', q: 'P1234567' })).toEqual(START);
  });

  it('builds the address of a view', () => {
    expect(panelAddress('visa', 1)).toEqual(START);
    expect(panelAddress('insurance', 3)).toEqual({ tab: 'insurance', page: 3 });
    expect(panelAddress('chat', 3)).toEqual({ tab: 'chat', page: undefined });
  });
});

describe('the search kept in a history entry', () => {
  it('is trimmed and at most what the server searches by', () => {
    expect(panelSearchText('  Lovelace ')).toBe('Lovelace');
    expect(panelSearchText('x'.repeat(LIMITS.textMax + 100))).toBe('x'.repeat(LIMITS.textMax));
    expect(panelSearchText(`${'x'.repeat(LIMITS.textMax - 1)} y`)).toBe('x'.repeat(LIMITS.textMax - 1));
  });

  it('is no search when the state holds something else', () => {
    for (const value of [undefined, null, 42, ['Lovelace'], { text: 'Lovelace' }]) expect(panelSearchText(value)).toBe('');
  });

  it("is only the member's own who typed it", () => {
    expect(savedSearchFor({ staffId: 'staff-agent', text: 'Lovelace' }, 'staff-agent')).toBe('Lovelace');
    expect(savedSearchFor({ staffId: 'staff-agent', text: 'Lovelace' }, 'staff-admin')).toBe('');
    expect(savedSearchFor({ text: 'Lovelace' }, 'staff-agent')).toBe('');
    for (const saved of [undefined, null, 'Lovelace', 3]) expect(savedSearchFor(saved, 'staff-agent')).toBe('');
  });

  it('says whether the entry was made by typing the search', () => {
    expect(isTypedSearch({ staffId: 'a', text: 'x', typed: true })).toBe(true);
    expect(isTypedSearch({ staffId: 'a', text: 'x' })).toBe(false);
    expect(isTypedSearch(undefined)).toBe(false);
    expect(isTypedSearch({ typed: 'yes' })).toBe(false);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { UnsentRecord } from './chat-unsent';
import { CHAT_UNSENT_STORAGE_KEY, tabChatUnsentStore } from './chat-unsent-store';

const RECORD: UnsentRecord = { conversation: null, draft: 'Hello', entries: [] };

/** A session storage that refuses to write once `full`, and counts writes. */
function storage({ full = false } = {}) {
  const items = new Map<string, string>();
  let writes = 0;
  const store = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  } as unknown as Storage;
  return { store, items, writes: () => writes };
}

describe('the chat widget’s unsent-messages store', () => {
  it('keeps a record in the tab’s storage, writes only changes, and removes it when nothing is unsent', () => {
    const tab = storage();
    const unsent = tabChatUnsentStore(tab.store);
    unsent.save(RECORD);
    unsent.save({ ...RECORD });
    expect(tab.writes()).toBe(1);
    expect(tabChatUnsentStore(tab.store).read()).toEqual(RECORD);
    unsent.save(null);
    expect(tab.items.has(CHAT_UNSENT_STORAGE_KEY)).toBe(false);
  });

  it('removes a record an earlier page left, on its first save', () => {
    const tab = storage();
    tab.items.set(CHAT_UNSENT_STORAGE_KEY, JSON.stringify(RECORD));
    tabChatUnsentStore(tab.store).save(null);
    expect(tab.items.has(CHAT_UNSENT_STORAGE_KEY)).toBe(false);
  });

  it('does not throw when storage is full, and leaves no older record to come back instead', () => {
    const tab = storage({ full: true });
    tab.items.set(CHAT_UNSENT_STORAGE_KEY, JSON.stringify({ ...RECORD, draft: 'older' }));
    expect(() => tabChatUnsentStore(tab.store).save(RECORD)).not.toThrow();
    expect(tab.items.has(CHAT_UNSENT_STORAGE_KEY)).toBe(false);
  });

  it('works without storage (refused) or with an unreadable record', () => {
    const refused = tabChatUnsentStore(null);
    expect(() => refused.save(RECORD)).not.toThrow();
    expect(refused.read()).toBeNull();
    const tab = storage();
    tab.items.set(CHAT_UNSENT_STORAGE_KEY, '{not json');
    expect(tabChatUnsentStore(tab.store).read()).toBeNull();
  });
});

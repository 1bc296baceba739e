import { sessionStore } from '../../../lib/saved-progress';
import type { UnsentRecord } from './chat-unsent';

/** Session-storage key of what the traveller's chat has not sent yet (see chat-unsent.ts). */
export const CHAT_UNSENT_STORAGE_KEY = 'evisa.chat.unsent';

/** Where the widget keeps its unsent messages and draft; injected into the machine so tests need no storage. */
export interface ChatUnsentStore {
  /** The stored record as written, unchecked (chat-unsent.ts checks it), or null. */
  read: () => unknown;
  /** Null removes it: nothing is left unsent. */
  save: (record: UnsentRecord | null) => void;
}

/**
 * The tab's session storage, not local storage like the session id: message texts are personal
 * data, and on a shared computer (a library, an internet café, a hotel lobby) local storage would
 * hand an unsent message to whoever uses the browser next, for ever. Session storage keeps it for
 * this tab only, across reloads and page loads, and the browser drops it with the tab. The record is
 * removed as soon as nothing is unsent, so it never holds more than the words still on their way;
 * it names its conversation (`conversation`), and a page showing another one ignores its messages.
 * Storage refused (private modes) or full: the widget works on, without keeping them.
 */
export function tabChatUnsentStore(storage: Storage | null = sessionStore()): ChatUnsentStore {
  // Unknown until the first save, which always writes (or removes what an earlier page left).
  let written: string | null | undefined;
  return {
    read() {
      try {
        return JSON.parse(storage?.getItem(CHAT_UNSENT_STORAGE_KEY) ?? 'null') as unknown;
      } catch {
        return null;
      }
    },
    save(record) {
      if (!storage) return;
      const text = record ? JSON.stringify(record) : null;
      // Saved on every keystroke of the draft: storage is written only when the record changed.
      if (text === written) return;
      written = text;
      try {
        if (text) storage.setItem(CHAT_UNSENT_STORAGE_KEY, text);
        else storage.removeItem(CHAT_UNSENT_STORAGE_KEY);
      } catch {
        // Full: an older record must not come back in place of this one (a message sent since would show as failed).
        try {
          storage.removeItem(CHAT_UNSENT_STORAGE_KEY);
        } catch {
          // Refused altogether: nothing is kept.
        }
      }
    },
  };
}

import { CHAT_SESSION_ID_PATTERN } from '@evisa/contracts';

/** Local-storage key of the traveller's chat session id (spec section 9, "Storage"; docs/chat.md). */
export const CHAT_SESSION_STORAGE_KEY = 'evisa.chat.session';

/** Where the widget keeps the session id; injected into the machine so tests need no storage. */
export interface ChatSessionStore {
  read: () => string | null;
  save: (sessionId: string) => void;
  forget: () => void;
  /** Tells `listener` when another tab of the same browser changes the stored id; returns the unsubscribe. */
  subscribe?: (listener: (sessionId: string | null) => void) => () => void;
}

export const localChatSessionStore: ChatSessionStore = {
  read() {
    try {
      const stored = localStorage.getItem(CHAT_SESSION_STORAGE_KEY);
      // Anything else was not written by us: the server would only refuse it.
      return stored && CHAT_SESSION_ID_PATTERN.test(stored) ? stored : null;
    } catch {
      return null; // storage disabled: the conversation lasts as long as the page
    }
  },
  save(sessionId) {
    try {
      localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    } catch {
      // storage disabled: the conversation lasts as long as the page
    }
  },
  forget() {
    try {
      localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
    } catch {
      // nothing stored
    }
  },
  subscribe(listener) {
    // The storage event comes only from other tabs (and `key` is null when they clear all storage).
    const onStorage = (event: StorageEvent) => {
      if (event.key === CHAT_SESSION_STORAGE_KEY || event.key === null) listener(localChatSessionStore.read());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

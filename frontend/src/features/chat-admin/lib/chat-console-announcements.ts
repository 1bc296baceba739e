import type { ChatCustomerMessageEvent, ChatMessageView, ChatSessionView } from '@evisa/contracts';

/**
 * What the staff console's polite live region says (docs/chat.md, "Frontend"): a screen reader user
 * hears that a chat started or that a traveller wrote in a chat that is not open (the list alone just
 * changes), and the traveller's words in the open one. Never the list or history as loaded, nor
 * staff replies. `name` is the traveller's, null for 'Anonymous'; `key` tells arrivals apart.
 */
export type ChatConsoleAnnouncement =
  | { kind: 'newChat'; key: string; name: string | null }
  | { kind: 'newMessage'; key: string; name: string | null }
  | { kind: 'message'; key: string; name: string | null; text: string };

/** The most kept in the region (older ones have long been read out). */
export const ANNOUNCEMENTS_KEPT = 10;

interface Seen {
  sessions: readonly ChatSessionView[];
  sessionsLoaded: boolean;
  selectedId: string | null;
  messages: readonly ChatMessageView[];
  announcements: readonly ChatConsoleAnnouncement[];
}

const nameOf = (...names: Array<string | null | undefined>) => names.map((name) => name?.trim()).find((name) => !!name) ?? null;

/** A traveller's message from the socket: what to say, or null (before the first list, or already said). */
export function announcementOfMessage(seen: Seen, message: ChatCustomerMessageEvent): ChatConsoleAnnouncement | null {
  if (!seen.sessionsLoaded) return null;
  const key = `message:${message.id}`;
  if (seen.announcements.some((announcement) => announcement.key === key)) return null;
  const session = seen.sessions.find((s) => s.sessionId === message.sessionId);
  const name = nameOf(message.customerName, session?.customerName);
  if (message.sessionId === seen.selectedId) {
    return seen.messages.some((m) => m.id === message.id) ? null : { kind: 'message', key, name, text: message.text };
  }
  return { kind: session ? 'newMessage' : 'newChat', key, name };
}

/**
 * The list loaded again after the socket came back: chats that started meanwhile, and chats not open
 * with more unread messages than before, are said as if they had come over the socket.
 */
export function announcementsOfReload(seen: Seen, loaded: readonly ChatSessionView[]): ChatConsoleAnnouncement[] {
  if (!seen.sessionsLoaded) return [];
  const before = new Map(seen.sessions.map((s) => [s.sessionId, s]));
  const news: ChatConsoleAnnouncement[] = [];
  for (const session of loaded) {
    if (session.sessionId === seen.selectedId || session.personalDataErased) continue;
    const old = before.get(session.sessionId);
    const key = `reload:${session.sessionId}:${session.lastMessageAt}`;
    if (!old) news.push({ kind: 'newChat', key, name: nameOf(session.customerName) });
    else if (session.unreadCount > old.unreadCount && session.lastMessageAt !== old.lastMessageAt) news.push({ kind: 'newMessage', key, name: nameOf(session.customerName, old.customerName) });
  }
  return news;
}

export function keepAnnouncements(current: readonly ChatConsoleAnnouncement[], news: readonly ChatConsoleAnnouncement[]): ChatConsoleAnnouncement[] {
  return [...current, ...news].slice(-ANNOUNCEMENTS_KEPT);
}

import { CHAT_LIMITS, type ChatCustomerMessageEvent, type ChatMessageView, type ChatSessionView } from '@evisa/contracts';

/**
 * The staff list of conversations kept in step with the socket between two loads (spec section 4,
 * "Admin chat"): a traveller's message creates or updates its session and counts as unread unless
 * the conversation is open on a screen that marks it read. Pure: every function returns a new list.
 */

const timeOf = (iso: string) => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? 0 : time;
};

/** Most recent first (spec: "sorted by most recent"). */
export function sortSessions(sessions: readonly ChatSessionView[]): ChatSessionView[] {
  return [...sessions].sort((a, b) => timeOf(b.lastMessageAt) - timeOf(a.lastMessageAt));
}

export function previewOf(text: string): string {
  return text.slice(0, CHAT_LIMITS.previewLength);
}

function withLastMessage(session: ChatSessionView, message: ChatMessageView): ChatSessionView {
  // An older message (a late socket event) never replaces the newest preview.
  if (timeOf(message.timestamp) < timeOf(session.lastMessageAt)) return session;
  return { ...session, lastMessageAt: message.timestamp, lastMessagePreview: previewOf(message.text), lastMessageSender: message.sender };
}

/** A traveller wrote: the session comes first, created if it is new; `countUnread` is false while it is open and being read. */
export function applyCustomerMessage(
  sessions: readonly ChatSessionView[],
  message: ChatCustomerMessageEvent,
  { countUnread }: { countUnread: boolean },
): ChatSessionView[] {
  const existing = sessions.find((s) => s.sessionId === message.sessionId);
  const unread = countUnread ? 1 : 0;
  const updated: ChatSessionView = existing
    ? {
        ...withLastMessage(existing, message),
        customerName: message.customerName ?? existing.customerName,
        customerEmail: message.customerEmail ?? existing.customerEmail,
        unreadCount: countUnread ? existing.unreadCount + unread : 0,
        messageCount: existing.messageCount + 1,
      }
    : {
        sessionId: message.sessionId,
        customerName: message.customerName,
        customerEmail: message.customerEmail,
        language: message.language,
        startedAt: message.timestamp,
        lastMessageAt: message.timestamp,
        lastMessagePreview: previewOf(message.text),
        lastMessageSender: 'user',
        unreadCount: unread,
        messageCount: 1,
        personalDataErased: false,
      };
  return sortSessions([updated, ...sessions.filter((s) => s.sessionId !== message.sessionId)]);
}

/**
 * A staff reply (one's own, or another staff member's over the socket). It sets the last message
 * rather than counting, so one's own reply echoed back by the socket changes nothing.
 */
export function applyAgentMessage(sessions: readonly ChatSessionView[], message: ChatMessageView): ChatSessionView[] {
  if (!sessions.some((s) => s.sessionId === message.sessionId)) return [...sessions];
  return sortSessions(sessions.map((s) => (s.sessionId === message.sessionId ? withLastMessage(s, message) : s)));
}

export function clearUnread(sessions: readonly ChatSessionView[], sessionId: string): ChatSessionView[] {
  return sessions.map((s) => (s.sessionId === sessionId && s.unreadCount !== 0 ? { ...s, unreadCount: 0 } : s));
}

export function unreadCountOf(sessions: readonly ChatSessionView[], sessionId: string): number {
  return sessions.find((s) => s.sessionId === sessionId)?.unreadCount ?? 0;
}

/** What the socket delivered while the list was being loaded. */
export type ChatListArrival =
  | { kind: 'customer'; message: ChatCustomerMessageEvent; countUnread: boolean }
  | { kind: 'agent'; message: ChatMessageView }
  | { kind: 'read'; sessionId: string };

/**
 * A freshly loaded list plus the socket events that arrived while it was on its way: a message
 * newer than its session's last message in the answer was not counted by the server yet.
 */
export function withArrivals(loaded: readonly ChatSessionView[], arrivals: readonly ChatListArrival[]): ChatSessionView[] {
  const loadedLastAt = new Map(loaded.map((s) => [s.sessionId, timeOf(s.lastMessageAt)]));
  const isNewer = (message: ChatMessageView) => timeOf(message.timestamp) > (loadedLastAt.get(message.sessionId) ?? -Infinity);
  return arrivals.reduce<ChatSessionView[]>((sessions, arrival) => {
    switch (arrival.kind) {
      case 'customer':
        return isNewer(arrival.message) ? applyCustomerMessage(sessions, arrival.message, arrival) : sessions;
      case 'agent':
        return applyAgentMessage(sessions, arrival.message);
      case 'read':
        return clearUnread(sessions, arrival.sessionId);
      default: {
        const never: never = arrival;
        return never;
      }
    }
  }, sortSessions(loaded));
}

/** One conversation's messages, oldest first, each once (a reply comes back over REST and over the socket). */
export function mergeMessages(current: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => timeOf(a.timestamp) - timeOf(b.timestamp));
}

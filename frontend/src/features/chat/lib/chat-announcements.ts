import type { ChatEntry, ChatSendFailure } from './chat-conversation';

/**
 * What a screen reader says as the conversation changes (the widget's polite live region): support's
 * replies, the automatic acknowledgement, a message from the traveller's other tab, and a message of
 * theirs that could not be sent. Not the history a page loads (read by whoever wants it, not read out
 * message after message), not the traveller's own message as they send it, not "Sending…".
 */
export type ChatAnnouncement =
  | { kind: 'agent' | 'otherTab'; text: string }
  | { kind: 'acknowledgement' }
  | { kind: 'failure'; failure: ChatSendFailure };

/** The announcements for the change from `before` to `after` (two successive lists of the same conversation). */
export function announcementsBetween(before: readonly ChatEntry[], after: readonly ChatEntry[]): ChatAnnouncement[] {
  const earlier = new Map(before.map((entry) => [entry.key, entry]));
  const announcements: ChatAnnouncement[] = [];
  for (const entry of after) {
    const previous = earlier.get(entry.key);
    switch (entry.kind) {
      case 'agent':
        if (!previous) announcements.push({ kind: 'agent', text: entry.text });
        break;
      case 'acknowledgement':
        if (!previous) announcements.push({ kind: 'acknowledgement' });
        break;
      case 'traveller':
        if (entry.status === 'failed') {
          if (previous?.kind !== 'traveller' || previous.status !== 'failed') announcements.push({ kind: 'failure', failure: entry.failure ?? 'server' });
        } else if (!previous && entry.status === 'sent' && entry.request === null && !entry.restored) {
          // Not typed here (those are queued first): written in another tab of the same conversation.
          announcements.push({ kind: 'otherTab', text: entry.text });
        }
        break;
      default:
        entry satisfies never;
    }
  }
  return announcements;
}

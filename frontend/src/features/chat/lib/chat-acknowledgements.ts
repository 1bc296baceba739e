import { TIMINGS, type ChatMessageView } from '@evisa/contracts';
import type { AcknowledgementEntry, ChatEntry } from './chat-conversation';

/**
 * The widget's automatic acknowledgement (spec section 5 and 9: TIMINGS.chatAutoReplyMs after the
 * traveller sends, once per burst until support replies). It is shown only by the widget and never
 * stored on the server, so a reloaded page works out again where it stood, from the conversation's
 * history, by the same rule the live widget follows:
 * - a burst is the traveller's messages from the start, or from support's last reply;
 * - its first message is acknowledged TIMINGS.chatAutoReplyMs later, unless support replied by then;
 * - the acknowledgement sits after the burst's messages sent up to that moment.
 * A pure rule rather than stored: it needs no storage, reads the same in every tab and after the
 * browser was closed, and holds no words of the traveller.
 */

/** The acknowledgements a loaded history shows, each under the id of the message it follows. */
export function historyAcknowledgements(messages: readonly ChatMessageView[]): Map<string, AcknowledgementEntry> {
  const acknowledgements = new Map<string, AcknowledgementEntry>();
  let burstOpen = false;
  let pending: { firstId: string; due: number; afterId: string } | null = null;
  const give = () => {
    if (!pending) return;
    acknowledgements.set(pending.afterId, { kind: 'acknowledgement', key: `acknowledgement-${pending.firstId}`, timestamp: new Date(pending.due).toISOString() });
    pending = null;
  };
  for (const message of messages) {
    const at = Date.parse(message.timestamp);
    if (pending && at > pending.due) give();
    if (message.sender === 'agent') {
      // Support answered: a reply before the acknowledgement was due cancels it, and the next message starts a new burst.
      pending = null;
      burstOpen = false;
      continue;
    }
    if (!burstOpen) {
      burstOpen = true;
      pending = { firstId: message.id, due: at + TIMINGS.chatAutoReplyMs, afterId: message.id };
    } else if (pending) {
      pending.afterId = message.id;
    }
  }
  give();
  return acknowledgements;
}

/** Whether the traveller's current burst (everything since support's last reply) has had its acknowledgement. */
export function burstAcknowledged(entries: readonly ChatEntry[]): boolean {
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i]!;
    if (entry.kind === 'agent') return false;
    if (entry.kind === 'acknowledgement') return true;
  }
  return false;
}

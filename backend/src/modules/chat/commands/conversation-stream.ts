import { type ChatCustomerPii, type ChatSessionEvent, type ChatSessionStarted } from '@evisa/contracts/events';
import { DEFAULT_LANGUAGE } from '@evisa/contracts';
import { chatSessionStreamId, evolveChatSession, initialChatSessionState, type ChatSessionState } from '../../../domain/chat-session/chat-session.js';
import type { Sql } from '../../../infrastructure/database/database.js';
import type { EventStore } from '../../../event-store/event-store.js';
import type { Checkpoint, RecordedEvent } from '../../../event-store/event-store.types.js';
import { foldStream } from '../../../event-store/load-aggregate.js';

/** A conversation as a command sees it: its state, its version, and what the traveller told us about themselves. */
export interface LoadedConversation {
  readonly state: ChatSessionState;
  readonly version: number;
  readonly customer: ChatCustomerPii;
  /** The language it was started in. */
  readonly language: string;
  /** Where its last event is in the store (a read model that has passed it shows the conversation as loaded). */
  readonly last: Checkpoint | null;
}

export async function loadConversation(store: EventStore, sql: Sql, sessionId: string): Promise<LoadedConversation> {
  const history = await store.readStream(sql, chatSessionStreamId(sessionId));
  const state = foldStream<ChatSessionState, ChatSessionEvent>(history, evolveChatSession, initialChatSessionState);
  const started = history.find((e) => e.type === 'ChatSessionStarted') as RecordedEvent | undefined;
  const startedData = started?.data as ChatSessionStarted['data'] | undefined;
  const pii = startedData?.pii;
  const last = history[history.length - 1];
  return {
    state,
    version: history.length,
    customer: { customerName: pii?.customerName ?? null, customerEmail: pii?.customerEmail ?? null },
    language: startedData?.language ?? DEFAULT_LANGUAGE,
    last: last ? checkpointOf(last) : null,
  };
}

export function checkpointOf(event: RecordedEvent): Checkpoint {
  return { transactionId: event.transactionId, position: event.position };
}

/**
 * How often a load-decide-append on one conversation is run (retryOnConflict) before giving up:
 * appends race there (a traveller's two tabs, two staff), and messages arriving together should all
 * be recorded, in some order, rather than refused with a 409.
 */
export const CONVERSATION_ATTEMPTS = 5;

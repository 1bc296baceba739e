import { CHAT_LIMITS, CHAT_MESSAGES } from '@evisa/contracts';
import type { ChatCustomerPii, ChatMessagePosted, ChatMessagesRead, ChatSessionDataErased, ChatSessionStarted } from '@evisa/contracts/events';
import { DomainError } from '../shared/domain-error.js';
import type { ChatSessionState } from './chat-session.js';

const MINUTE_MS = 60_000;

export interface StartConversation {
  readonly sessionId: string;
  readonly messageId: string;
  readonly text: string;
  readonly language: string;
  readonly customer: ChatCustomerPii;
  readonly now: string;
}

/** A traveller's first message opens the conversation. */
export function decideStartConversation(command: StartConversation, state: ChatSessionState): [ChatSessionStarted, ChatMessagePosted] {
  // Session ids are 128 random bits: a clash means a bug, never a second traveller.
  if (state.status !== 'new') throw new DomainError('conflict', CHAT_MESSAGES.sessionNotFound);
  return [
    {
      type: 'ChatSessionStarted',
      data: { sessionId: command.sessionId, startedAt: command.now, language: command.language, pii: command.customer },
    },
    posted(command.sessionId, { messageId: command.messageId, text: command.text, now: command.now }, 'user', null, null),
  ];
}

export interface PostCustomerMessage {
  readonly messageId: string;
  readonly text: string;
  /** The client's id for the message (socket); a repeat records nothing. */
  readonly clientMessageId: string | null;
  readonly now: string;
}

/**
 * A traveller's next message. A repeat of a `clientMessageId` already recorded gives no event (the
 * caller answers with the message recorded first); more than CHAT_LIMITS.customerMessagesPerMinute
 * within a minute is refused.
 */
export function decidePostCustomerMessage(command: PostCustomerMessage, state: ChatSessionState): ChatMessagePosted[] {
  const open = requireOpen(state);
  if (command.clientMessageId && open.clientMessageIds.has(command.clientMessageId)) return [];
  const since = Date.parse(command.now) - MINUTE_MS;
  const lastMinute = open.customerPostedAt.filter((at) => Date.parse(at) > since).length;
  if (lastMinute >= CHAT_LIMITS.customerMessagesPerMinute) throw new DomainError('too-many', CHAT_MESSAGES.tooManyMessages);
  return [posted(open.sessionId, command, 'user', null, command.clientMessageId)];
}

export interface ReplyAsAgent {
  readonly messageId: string;
  readonly text: string;
  readonly staffId: string;
  readonly now: string;
}

/** A staff member's answer, to an existing conversation. */
export function decideReplyAsAgent(command: ReplyAsAgent, state: ChatSessionState): ChatMessagePosted[] {
  const open = requireOpen(state);
  return [posted(open.sessionId, command, 'agent', command.staffId, null)];
}

export interface MarkConversationRead {
  readonly staffId: string;
  readonly now: string;
}

/** Opening a conversation reads the traveller's messages so far; nothing new to read, no event. */
export function decideMarkConversationRead(command: MarkConversationRead, state: ChatSessionState): ChatMessagesRead[] {
  const open = requireOpen(state);
  if (!open.lastCustomerMessageId || open.lastCustomerMessageId === open.lastReadMessageId) return [];
  return [{ type: 'ChatMessagesRead', data: { sessionId: open.sessionId, readBy: command.staffId, upToMessageId: open.lastCustomerMessageId, readAt: command.now } }];
}

export interface EraseConversationData {
  readonly reason: 'retention' | 'erasure-request';
  readonly now: string;
  /** Retention: erase only a conversation with no message at or after this time (ISO 8601). */
  readonly quietSince?: string;
}

/**
 * Erasing a conversation's personal data, once. The event holds none itself. For retention, a
 * conversation that came back to life after the sweep looked is left alone.
 */
export function decideEraseConversationData(command: EraseConversationData, state: ChatSessionState): ChatSessionDataErased[] {
  const open = requireOpen(state, { allowErased: true });
  if (open.personalDataErased) return [];
  if (command.quietSince && open.lastMessageAt && Date.parse(open.lastMessageAt) >= Date.parse(command.quietSince)) return [];
  return [{ type: 'ChatSessionDataErased', data: { sessionId: open.sessionId, erasedAt: command.now, reason: command.reason } }];
}

/**
 * The conversation, which must exist. One whose personal data was erased takes no more messages:
 * its key is gone, and a new message would need a new one (the traveller starts a new conversation).
 */
function requireOpen(state: ChatSessionState, options: { allowErased?: boolean } = {}): Extract<ChatSessionState, { status: 'open' }> {
  if (state.status === 'new') throw new DomainError('not-found', CHAT_MESSAGES.sessionNotFound);
  if (state.personalDataErased && !options.allowErased) throw new DomainError('not-found', CHAT_MESSAGES.sessionNotFound);
  return state;
}

function posted(
  sessionId: string,
  message: { readonly messageId: string; readonly text: string; readonly now: string },
  sender: 'user' | 'agent',
  staffId: string | null,
  clientMessageId: string | null,
): ChatMessagePosted {
  return {
    type: 'ChatMessagePosted',
    data: { sessionId, messageId: message.messageId, sender, staffId, clientMessageId, postedAt: message.now, pii: { text: message.text } },
  };
}

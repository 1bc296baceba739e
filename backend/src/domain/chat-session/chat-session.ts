import type { ChatSessionEvent } from '@evisa/contracts/events';

/** What deciding about a conversation needs to know; rebuilt from its stream. */
export type ChatSessionState =
  | { readonly status: 'new' }
  | {
      readonly status: 'open';
      readonly sessionId: string;
      readonly personalDataErased: boolean;
      /** The traveller's own message ids (socket resends) → the recorded message id. */
      readonly clientMessageIds: ReadonlyMap<string, string>;
      /** When the traveller's latest messages were posted, newest last (only the last minute's matter). */
      readonly customerPostedAt: readonly string[];
      readonly lastCustomerMessageId: string | null;
      readonly lastReadMessageId: string | null;
      /** When the latest message, from either side, was posted (retention counts from it). */
      readonly lastMessageAt: string | null;
    };

export const initialChatSessionState: ChatSessionState = { status: 'new' };

export const chatSessionStreamId = (sessionId: string) => `chat-${sessionId}`;

/** How many posting times the state keeps: enough for the per-minute limit, no more. */
export const KEPT_POSTING_TIMES = 64;

export function evolveChatSession(state: ChatSessionState, event: ChatSessionEvent): ChatSessionState {
  switch (event.type) {
    case 'ChatSessionStarted':
      return {
        status: 'open',
        sessionId: event.data.sessionId,
        // The block is always written (its fields may be null); it reads back null once the key is shredded.
        personalDataErased: event.data.pii === null,
        clientMessageIds: new Map(),
        customerPostedAt: [],
        lastCustomerMessageId: null,
        lastReadMessageId: null,
        lastMessageAt: null,
      };
    case 'ChatMessagePosted': {
      if (state.status === 'new') return state;
      if (event.data.sender !== 'user') return { ...state, lastMessageAt: event.data.postedAt };
      const clientMessageIds = event.data.clientMessageId
        ? new Map([...state.clientMessageIds, [event.data.clientMessageId, event.data.messageId]])
        : state.clientMessageIds;
      return {
        ...state,
        clientMessageIds,
        customerPostedAt: [...state.customerPostedAt, event.data.postedAt].slice(-KEPT_POSTING_TIMES),
        lastCustomerMessageId: event.data.messageId,
        lastMessageAt: event.data.postedAt,
      };
    }
    case 'ChatMessagesRead':
      return state.status === 'new' ? state : { ...state, lastReadMessageId: event.data.upToMessageId };
    case 'ChatSessionDataErased':
      return state.status === 'new' ? state : { ...state, personalDataErased: true };
    default: {
      // A new event type is a compile error here; an unknown one at run time changes nothing.
      event satisfies never;
      return state;
    }
  }
}

import type { ChatSender } from '../chat.js';

export const CHAT_SESSION_STREAM = 'chat-session' as const;

/** What a traveller chose to tell support about themselves; encrypted with the session's own key. */
export interface ChatCustomerPii {
  customerName: string | null;
  customerEmail: string | null;
}

/** A message's words: personal data (travellers write names, passport numbers…), encrypted likewise. */
export interface ChatMessagePii {
  text: string;
}

export type ChatSessionStarted = {
  type: 'ChatSessionStarted';
  data: { sessionId: string; startedAt: string; language: string; pii: ChatCustomerPii | null };
};

export type ChatMessagePosted = {
  type: 'ChatMessagePosted';
  data: {
    sessionId: string;
    messageId: string;
    sender: ChatSender;
    /** The staff member who answered; null for the traveller. */
    staffId: string | null;
    /** The traveller's own id for the message (socket resends); null for staff and REST. */
    clientMessageId: string | null;
    postedAt: string;
    pii: ChatMessagePii | null;
  };
};

/** A staff member opened the conversation: the traveller's messages up to `upToMessageId` are read. */
export type ChatMessagesRead = {
  type: 'ChatMessagesRead';
  data: { sessionId: string; readBy: string; upToMessageId: string; readAt: string };
};

/** The conversation's personal data was erased (retention reached); the session's key is gone. */
export type ChatSessionDataErased = {
  type: 'ChatSessionDataErased';
  data: { sessionId: string; erasedAt: string; reason: string };
};

export type ChatSessionEvent = ChatSessionStarted | ChatMessagePosted | ChatMessagesRead | ChatSessionDataErased;

/**
 * Live support chat (spec sections 2, 3, 7 and PRODUCT.md "Realtime chat"): the limits, the strings
 * the server sends, and the shapes of the REST answers and socket messages, for both sides.
 *
 * Privacy (PRODUCT.md decision 3): a traveller only ever receives the messages of their own
 * session. The session id is created by the server (128 random bits) and is the traveller's only
 * key to the conversation, kept in their browser's local storage.
 */

/** socket.io's transport path (spec section 7: "/ws"); `?admin=true` grants nothing. */
export const CHAT_SOCKET_PATH = '/ws';

/** A session id: 32 lowercase hex characters, from a cryptographic random source. */
export const CHAT_SESSION_ID_PATTERN = /^[0-9a-f]{32}$/;

/** A client's own message id (socket resends): a UUID or any 1-64 letters, digits, '-' or '_'. */
export const CHAT_CLIENT_MESSAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const CHAT_LIMITS = {
  /** Characters in one message, after trimming. */
  messageMax: 2000,
  /** Characters of the last message shown in the staff list. */
  previewLength: 80,
  /** Messages a traveller may send in one session per rolling minute (spam and flooding). */
  customerMessagesPerMinute: 20,
  /** Characters of the session id shown in place of a missing email (spec: the first 8). */
  sessionIdShown: 8,
} as const;

/**
 * Something a reader can see: a character that is neither a space nor default-ignorable (zero-width
 * spaces and joiners, the byte order mark, direction marks...), which trim() keeps and which would
 * otherwise make an invisible message.
 */
const VISIBLE = /[^\s\p{Default_Ignorable_Code_Point}]/u;

/** Why a chat message cannot be sent: nothing visible (only spaces or invisible characters), or too long. */
export type ChatMessageProblem = 'blank' | 'tooLong';

/**
 * The rule every chat message meets, measured as the server measures it, after trimming (the DTOs
 * enforce it there): both chat screens use it to hold back what the server would refuse.
 */
export function chatMessageProblem(text: string): ChatMessageProblem | null {
  const trimmed = text.trim();
  if (!VISIBLE.test(trimmed)) return 'blank';
  return trimmed.length > CHAT_LIMITS.messageMax ? 'tooLong' : null;
}

/** Strings the server sends verbatim. */
export const CHAT_MESSAGES = {
  blankMessage: 'Please type a message',
  messageTooLong: `Messages can be at most ${CHAT_LIMITS.messageMax} characters long`,
  sessionNotFound: 'This chat session was not found; please start a new conversation',
  invalidSessionId: 'Invalid chat session id',
  tooManyMessages: 'You are sending messages too quickly; please wait a moment',
  /** A socket that is not the staff member it claims to be, or a traveller's socket without a valid session. */
  socketUnauthorized: 'Not authorised for this chat',
} as const;

/** Who wrote a message: the traveller ('user', as in the spec) or a staff member ('agent'). */
export type ChatSender = 'user' | 'agent';

/** One message as both sides receive it (REST and socket). */
export interface ChatMessageView {
  id: string;
  sessionId: string;
  text: string;
  sender: ChatSender;
  /** ISO 8601. */
  timestamp: string;
  /** For a traveller's message: a staff member has opened the conversation since it arrived. Agent messages: true. */
  isRead: boolean;
}

/** A conversation in the staff list (GET /api/admin/chat/sessions), most recent first. */
export interface ChatSessionView {
  sessionId: string;
  /** What the traveller gave, or null (shown as 'Anonymous'); null too once erased. */
  customerName: string | null;
  customerEmail: string | null;
  /** The language the traveller's page was in when they started: the one to answer in. */
  language: string;
  startedAt: string;
  lastMessageAt: string;
  /** The last message's first CHAT_LIMITS.previewLength characters. */
  lastMessagePreview: string | null;
  lastMessageSender: ChatSender;
  /** The traveller's messages no staff member has seen yet. */
  unreadCount: number;
  messageCount: number;
  personalDataErased: boolean;
}

/** POST /api/chat/message answers 201 with this; the traveller keeps `sessionId`. */
export interface PostChatMessageResponse {
  sessionId: string;
  message: ChatMessageView;
}

/** GET /api/chat/messages?sessionId=…[&after=…] and GET /api/admin/chat/sessions/:sessionId/messages. */
export interface ChatMessagesResponse {
  sessionId: string;
  messages: ChatMessageView[];
}

/** socket.io event names. */
export const CHAT_SOCKET_EVENTS = {
  /** Traveller → server, with an acknowledgement: `ChatCustomerSendDto` (`{ message, clientMessageId }`) → ChatSocketAck. */
  customerSend: 'customer_send',
  /** Server → staff (agents room) and → the traveller's own room: a traveller's message (spec: customer_message). */
  customerMessage: 'customer_message',
  /** Server → the traveller's room and the agents room: a staff reply. */
  agentMessage: 'agent_message',
  /** Server → agents room: a conversation was opened by a staff member (unread cleared). */
  sessionRead: 'session_read',
  /** Server → a socket that was refused, just before it is disconnected. */
  unauthorized: 'unauthorized',
} as const;

/** The acknowledgement of `customerSend`. */
export type ChatSocketAck = { ok: true; message: ChatMessageView } | { ok: false; statusCode: number; message: string };

/** `customerMessage` to staff: the message plus what the staff list shows about its session. */
export interface ChatCustomerMessageEvent extends ChatMessageView {
  customerName: string | null;
  customerEmail: string | null;
  language: string;
}

/** `sessionRead` to staff. */
export interface ChatSessionReadEvent {
  sessionId: string;
  readBy: string;
}

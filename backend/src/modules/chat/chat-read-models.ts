import { CHAT_MESSAGES, type ChatMessageView, type ChatSessionView } from '@evisa/contracts';
import { DomainError } from '../../domain/shared/domain-error.js';
import type { Sql } from '../../infrastructure/database/database.js';
import type { ChatMessageRow } from '../../projections/chat-messages/chat-messages.projection.js';
import type { ChatSessionRow } from '../../projections/chat-sessions/chat-sessions.projection.js';

/** How many conversations the staff list shows (docs/chat.md). */
export const STAFF_SESSION_LIST_SIZE = 200;

const MESSAGE_COLUMNS = 'message_id, session_id, sender, staff_id, text, posted_at, stream_version, is_read';
const SESSION_COLUMNS = `session_id, language, customer_name, customer_email, started_at, last_message_at, last_message_preview,
  last_message_sender, unread_count, message_count, personal_data_erased`;

type MessageRecord = Omit<ChatMessageRow, 'posted_at'> & { posted_at: Date };
type SessionRecord = Omit<ChatSessionRow, 'started_at' | 'last_message_at' | 'stream_versions' | 'last_read_message_id'> & {
  started_at: Date;
  last_message_at: Date;
};

/** A stored message as both sides see it. An erased text is shown empty (only staff ever see an erased conversation). */
export function messageView(row: MessageRecord): ChatMessageView {
  return { id: row.message_id, sessionId: row.session_id, text: row.text ?? '', sender: row.sender, timestamp: row.posted_at.toISOString(), isRead: row.is_read };
}

function sessionView(row: SessionRecord): ChatSessionView {
  return {
    sessionId: row.session_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    language: row.language,
    startedAt: row.started_at.toISOString(),
    lastMessageAt: row.last_message_at.toISOString(),
    lastMessagePreview: row.last_message_preview,
    lastMessageSender: row.last_message_sender,
    unreadCount: row.unread_count,
    messageCount: row.message_count,
    personalDataErased: row.personal_data_erased,
  };
}

/** Whether a conversation exists and still has its personal data (its first message keeps a text until erased). */
export async function conversationStatus(sql: Sql, sessionId: string): Promise<'open' | 'erased' | 'unknown'> {
  const { rows } = await sql.query<{ erased: boolean }>(
    'SELECT text IS NULL AS erased FROM chat_messages WHERE session_id = $1 ORDER BY stream_version LIMIT 1',
    [sessionId],
  );
  if (!rows[0]) return 'unknown';
  return rows[0].erased ? 'erased' : 'open';
}

/** A conversation's messages, oldest first; with `after`, only those posted after that message of the same conversation. */
export async function listMessages(sql: Sql, sessionId: string, after?: string): Promise<ChatMessageView[]> {
  const { rows } = await sql.query<MessageRecord>(
    `SELECT ${MESSAGE_COLUMNS} FROM chat_messages
     WHERE session_id = $1
       AND stream_version > coalesce((SELECT stream_version FROM chat_messages WHERE message_id = $2 AND session_id = $1), 0)
     ORDER BY stream_version`,
    [sessionId, after ?? null],
  );
  return rows.map(messageView);
}

export async function findMessage(sql: Sql, messageId: string): Promise<ChatMessageView> {
  const { rows } = await sql.query<MessageRecord>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE message_id = $1`, [messageId]);
  if (!rows[0]) throw new Error(`Chat message ${messageId} is recorded but not projected`);
  return messageView(rows[0]);
}

/** The staff list: most recent conversation first. */
export async function listSessions(sql: Sql, limit = STAFF_SESSION_LIST_SIZE): Promise<ChatSessionView[]> {
  const { rows } = await sql.query<SessionRecord>(
    `SELECT ${SESSION_COLUMNS} FROM chat_sessions ORDER BY last_message_at DESC, session_id DESC LIMIT $1`,
    [limit],
  );
  return rows.map(sessionView);
}

export async function findSession(sql: Sql, sessionId: string): Promise<ChatSessionView> {
  const { rows } = await sql.query<SessionRecord>(`SELECT ${SESSION_COLUMNS} FROM chat_sessions WHERE session_id = $1`, [sessionId]);
  if (!rows[0]) throw new DomainError('not-found', CHAT_MESSAGES.sessionNotFound);
  return sessionView(rows[0]);
}

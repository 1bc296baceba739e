import type { ChatMessagePosted, ChatMessagesRead, ChatSessionDataErased } from '@evisa/contracts/events';
import type { Sql } from '../../infrastructure/database/database.js';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import type { ProjectedRows, Projector } from '../projector.js';

/** One message of a conversation; `text` is null once the conversation's personal data is erased. */
export interface ChatMessageRow {
  message_id: string;
  session_id: string;
  sender: 'user' | 'agent';
  staff_id: string | null;
  text: string | null;
  posted_at: string;
  stream_version: number;
  /** A traveller's message a staff member has seen (agents' messages are read by definition). */
  is_read: boolean;
}

const HANDLED = new Set(['ChatMessagePosted', 'ChatMessagesRead', 'ChatSessionDataErased']);

/** Pure: the row a posted message becomes (its text null when the session's key is already shredded). */
export function chatMessageRowOf(event: RecordedEvent): ChatMessageRow {
  const data = event.data as unknown as ChatMessagePosted['data'];
  return {
    message_id: data.messageId,
    session_id: data.sessionId,
    sender: data.sender,
    staff_id: data.staffId,
    text: data.pii?.text ?? null,
    posted_at: data.postedAt,
    stream_version: event.streamVersion,
    is_read: data.sender === 'agent',
  };
}

/**
 * The messages a traveller polls and staff read, inline so that a GET right after the POST sees
 * the message. Reads and erasures change many rows of a session, so this is not a `rowProjector`:
 * each batch is three set-based statements (insert the new messages, mark the read ones, clear the
 * erased texts), each idempotent, so the runner's second pass and a rebuild give the same rows.
 * Within a batch inserting first is safe: a read names a message posted before it, and an erased
 * conversation takes no more messages.
 */
export const chatMessagesProjector: Projector = {
  name: 'chat-messages',
  tables: ['chat_messages'],
  inline: true,
  handles: (type) => HANDLED.has(type),
  rowsCreatedBy(events): ProjectedRows | null {
    const rows: ChatMessageRow[] = [];
    for (const event of events) {
      if (event.type !== 'ChatMessagePosted') return null;
      rows.push(chatMessageRowOf(event));
    }
    return { table: 'chat_messages', rows };
  },
  async applyBatch(sql: Sql, events: readonly RecordedEvent[]) {
    const posted = events.filter((e) => e.type === 'ChatMessagePosted').map(chatMessageRowOf);
    const reads = events.filter((e) => e.type === 'ChatMessagesRead').map((e) => e.data as unknown as ChatMessagesRead['data']);
    const erased = events.filter((e) => e.type === 'ChatSessionDataErased').map((e) => (e.data as unknown as ChatSessionDataErased['data']).sessionId);
    if (posted.length > 0) {
      await sql.query(
        `INSERT INTO chat_messages SELECT * FROM jsonb_populate_recordset(NULL::chat_messages, $1::jsonb) ON CONFLICT (message_id) DO NOTHING`,
        [JSON.stringify(posted)],
      );
    }
    if (reads.length > 0) {
      await sql.query(
        `UPDATE chat_messages m SET is_read = true
         FROM jsonb_to_recordset($1::jsonb) AS r("sessionId" text, "upToMessageId" text)
         JOIN chat_messages upto ON upto.message_id = r."upToMessageId"
         WHERE m.session_id = r."sessionId" AND m.sender = 'user' AND NOT m.is_read AND m.stream_version <= upto.stream_version`,
        [JSON.stringify(reads)],
      );
    }
    if (erased.length > 0) await sql.query('UPDATE chat_messages SET text = NULL WHERE session_id = ANY($1) AND text IS NOT NULL', [erased]);
  },
};

import { CHAT_LIMITS } from '@evisa/contracts';
import type { ChatMessagePosted, ChatMessagesRead, ChatSessionStarted } from '@evisa/contracts/events';
import type { RecordedEvent } from '../../event-store/event-store.types.js';
import { rowProjector, type VersionedRow } from '../row-projection.js';

/** One conversation in the staff list. Name, email and preview are personal data: null once erased. */
export interface ChatSessionRow extends VersionedRow {
  session_id: string;
  language: string;
  customer_name: string | null;
  customer_email: string | null;
  started_at: string;
  last_message_at: string;
  last_message_preview: string | null;
  last_message_sender: 'user' | 'agent';
  /** The traveller's messages since a staff member last opened the conversation. */
  unread_count: number;
  message_count: number;
  last_read_message_id: string | null;
  personal_data_erased: boolean;
}

export function evolveChatSessionRow(row: ChatSessionRow | null, event: RecordedEvent): ChatSessionRow | null {
  switch (event.type) {
    case 'ChatSessionStarted': {
      const data = event.data as unknown as ChatSessionStarted['data'];
      return {
        session_id: data.sessionId,
        language: data.language,
        customer_name: data.pii?.customerName ?? null,
        customer_email: data.pii?.customerEmail ?? null,
        started_at: data.startedAt,
        last_message_at: data.startedAt,
        last_message_preview: null,
        last_message_sender: 'user',
        unread_count: 0,
        message_count: 0,
        last_read_message_id: null,
        // The block is always written; it reads back null once the session's key is shredded.
        personal_data_erased: data.pii === null,
        stream_versions: {},
      };
    }
    case 'ChatMessagePosted': {
      const data = event.data as unknown as ChatMessagePosted['data'];
      return (
        row && {
          ...row,
          last_message_at: data.postedAt,
          last_message_preview: data.pii ? data.pii.text.slice(0, CHAT_LIMITS.previewLength) : null,
          last_message_sender: data.sender,
          unread_count: data.sender === 'user' ? row.unread_count + 1 : row.unread_count,
          message_count: row.message_count + 1,
        }
      );
    }
    case 'ChatMessagesRead':
      // The domain reads up to the last traveller's message at the version it decided on: nothing newer is unread.
      return row && { ...row, unread_count: 0, last_read_message_id: (event.data as unknown as ChatMessagesRead['data']).upToMessageId };
    case 'ChatSessionDataErased':
      return row && { ...row, customer_name: null, customer_email: null, last_message_preview: null, personal_data_erased: true };
    default:
      return row;
  }
}

/** Not inline: posting stays one insert; staff answers that show a conversation wait for the runner. */
export const chatSessionsProjector = rowProjector<ChatSessionRow>({
  name: 'chat-sessions',
  table: 'chat_sessions',
  keyColumn: 'session_id',
  inline: false,
  eventTypes: ['ChatSessionStarted', 'ChatMessagePosted', 'ChatMessagesRead', 'ChatSessionDataErased'],
  keyOf: (event) => (event.data as { sessionId?: string }).sessionId ?? null,
  evolve: evolveChatSessionRow,
});

import type { ChatMessageView, ChatMessagesResponse, ChatSessionView } from '@evisa/contracts';
import type { ChatReplyDto } from '@evisa/contracts/dto';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders } from '../../admin/api/admin-session';
import type { AdminSession } from '../../admin/api/admin-types';
import type { ChatConsoleApi } from '../machines/chat-console.machine';

const sessionPath = (sessionId: string) => `/api/admin/chat/sessions/${encodeURIComponent(sessionId)}`;

/** The staff list of conversations, most recent first (the console, and the panel's unread count). */
export async function fetchChatSessions(signal?: AbortSignal): Promise<ChatSessionView[]> {
  return (await apiClient.get<{ sessions: ChatSessionView[] }>('/api/admin/chat/sessions', { signal })).sessions;
}

/**
 * The console's calls (docs/chat.md, "REST"). State-changing ones carry the staff session's CSRF
 * token, read when the call is made so a refreshed session is used.
 */
export function createChatConsoleApi(currentSession: () => AdminSession | null | undefined): ChatConsoleApi {
  return {
    listSessions: () => fetchChatSessions(),
    loadMessages: async (sessionId) => (await apiClient.get<ChatMessagesResponse>(`${sessionPath(sessionId)}/messages`)).messages,
    markRead: async (sessionId) =>
      (await apiClient.post<{ session: ChatSessionView }>(`${sessionPath(sessionId)}/read`, undefined, { headers: csrfHeaders(currentSession()) }))
        .session,
    sendReply: async ({ sessionId, message, idempotencyKey }) => {
      const body: Pick<ChatReplyDto, 'sessionId' | 'message'> = { sessionId, message };
      const answer = await apiClient.post<{ message: ChatMessageView }>('/api/chat/reply', body, {
        headers: csrfHeaders(currentSession()),
        idempotencyKey,
      });
      return answer.message;
    },
  };
}

import type { ChatMessagesResponse, PostChatMessageResponse } from '@evisa/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { ChatPostRequest } from '../lib/chat-conversation';

/**
 * The traveller's two chat calls (docs/chat.md, "REST"). Sending goes over REST rather than the
 * socket: it is idempotent by its Idempotency-Key, so a retry after a lost answer is never recorded twice.
 */
export function postChatMessage(request: ChatPostRequest, idempotencyKey: string): Promise<PostChatMessageResponse> {
  return apiClient.post<PostChatMessageResponse>('/api/chat/message', request, { idempotencyKey });
}

/** This session's messages, oldest first; with `after`, only those newer than that message. */
export function fetchChatMessages(sessionId: string, after: string | null, signal?: AbortSignal): Promise<ChatMessagesResponse> {
  const query = new URLSearchParams({ sessionId });
  if (after) query.set('after', after);
  return apiClient.get<ChatMessagesResponse>(`/api/chat/messages?${query.toString()}`, { signal });
}

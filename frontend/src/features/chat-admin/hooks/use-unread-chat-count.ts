import { useQuery } from '@tanstack/react-query';
import { fetchChatSessions } from '../api/chat-console-api';

/**
 * How often the staff panel asks for the chats' unread messages while its chat tab is not open (the
 * console itself is live over the socket). Often enough that a traveller is not kept waiting long,
 * rare enough to cost nothing (one short list query).
 */
const UNREAD_POLL_MS = 15_000;

/** The travellers' messages no staff member has read yet, over all conversations; polled while `enabled`. */
export function useUnreadChatCount(enabled: boolean): number {
  const { data } = useQuery({
    queryKey: ['admin', 'chat', 'unread'],
    queryFn: async ({ signal }) => (await fetchChatSessions(signal)).reduce((sum, session) => sum + session.unreadCount, 0),
    enabled,
    refetchInterval: enabled ? UNREAD_POLL_MS : false,
    staleTime: 0,
  });
  return enabled ? (data ?? 0) : 0;
}

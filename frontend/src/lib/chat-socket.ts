import { io, type Socket } from 'socket.io-client';
import { CHAT_SOCKET_PATH } from '@evisa/contracts';

/**
 * A socket to the chat server on this page's own origin (docs/chat.md). A traveller passes their
 * session id; staff pass nothing and are recognised by their session cookie. Reconnects by itself.
 */
export function connectChatSocket(auth: { sessionId: string } | null): Socket {
  return io({ path: CHAT_SOCKET_PATH, auth: auth ?? {}, withCredentials: true, transports: ['websocket', 'polling'] });
}

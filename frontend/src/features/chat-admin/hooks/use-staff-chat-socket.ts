import { useCallback, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { CHAT_SOCKET_EVENTS } from '@evisa/contracts';
import type { ChatConsoleEvent } from '../machines/chat-console.machine';
import { isChatMessageView, isCustomerMessageEvent, isSessionReadEvent, refusalMessageOf } from '../../../lib/chat-socket-payloads';

/**
 * The staff socket (docs/chat.md, "Socket"): the session cookie authenticates it. socket.io-client
 * is imported on mount, so it is only downloaded by staff who open the chat. Returns `reconnect`
 * for the 'Disconnected' state (a socket the server closed does not come back by itself).
 */
export function useStaffChatSocket(send: (event: ChatConsoleEvent) => void, onRefused: () => void): () => void {
  const socketRef = useRef<Socket | null>(null);
  const onRefusedRef = useRef(onRefused);
  useEffect(() => {
    onRefusedRef.current = onRefused;
  }, [onRefused]);
  // Bumped to try again when the socket code itself could not be loaded (offline, new deploy).
  const [loadAttempt, setLoadAttempt] = useState(0);

  useEffect(() => {
    let stopped = false;
    let socket: Socket | null = null;
    import('../../../lib/chat-socket').then(
      ({ connectChatSocket }) => {
        if (stopped) return;
        socket = connectChatSocket(null);
        socketRef.current = socket;
        socket.on('connect', () => send({ type: 'SOCKET_CONNECTED' }));
        socket.on('disconnect', () => send({ type: 'SOCKET_DISCONNECTED' }));
        socket.on('connect_error', () => send({ type: 'SOCKET_DISCONNECTED' }));
        socket.on(CHAT_SOCKET_EVENTS.customerMessage, (payload: unknown) => {
          if (isCustomerMessageEvent(payload)) send({ type: 'CUSTOMER_MESSAGE', message: payload });
        });
        socket.on(CHAT_SOCKET_EVENTS.agentMessage, (payload: unknown) => {
          if (isChatMessageView(payload)) send({ type: 'AGENT_MESSAGE', message: payload });
        });
        socket.on(CHAT_SOCKET_EVENTS.sessionRead, (payload: unknown) => {
          if (isSessionReadEvent(payload)) send({ type: 'SESSION_READ', sessionId: payload.sessionId });
        });
        socket.on(CHAT_SOCKET_EVENTS.unauthorized, (payload: unknown) => {
          send({ type: 'SOCKET_REFUSED', message: refusalMessageOf(payload) ?? '' });
          onRefusedRef.current();
        });
      },
      () => {
        if (!stopped) send({ type: 'SOCKET_DISCONNECTED' });
      },
    );
    return () => {
      stopped = true;
      socket?.disconnect();
      socketRef.current = null;
    };
  }, [send, loadAttempt]);

  return useCallback(() => {
    if (socketRef.current) socketRef.current.connect();
    else setLoadAttempt((attempt) => attempt + 1);
  }, []);
}

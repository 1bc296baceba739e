import { CHAT_SOCKET_EVENTS } from '@evisa/contracts';
import { fromCallback } from 'xstate';
import { isChatMessageView } from '../../../lib/chat-socket-payloads';
import type { ChatWidgetEvent } from '../machines/chat-widget.machine';

/** The part of a socket.io client the widget uses (lib/chat-socket.ts makes the real one). */
export interface ChatSocket {
  on(event: string, listener: (...args: never[]) => void): unknown;
  disconnect(): unknown;
}

export type ConnectChatSocket = (auth: { sessionId: string }) => ChatSocket;

/**
 * The machine's `connection` actor: a socket joined to this conversation's room only, reporting
 * support's replies (and the traveller's own messages from another tab) as they happen. socket.io
 * reconnects by itself; a refusal (unknown session) is reported and the machine stops asking.
 */
export function chatConnection(connect: ConnectChatSocket) {
  return fromCallback<ChatWidgetEvent, { sessionId: string }>(({ input, sendBack }) => {
    const socket = connect({ sessionId: input.sessionId });
    const deliver = (payload: unknown) => {
      if (isChatMessageView(payload)) sendBack({ type: 'SOCKET_MESSAGE', message: payload });
    };
    socket.on(CHAT_SOCKET_EVENTS.agentMessage, deliver);
    socket.on(CHAT_SOCKET_EVENTS.customerMessage, deliver);
    socket.on(CHAT_SOCKET_EVENTS.unauthorized, () => sendBack({ type: 'SOCKET_REFUSED' }));
    // Every connection after the first is a reconnection: what was emitted meanwhile is lost to this socket.
    let connectedBefore = false;
    socket.on('connect', () => {
      if (connectedBefore) sendBack({ type: 'SOCKET_RECONNECTED' });
      connectedBefore = true;
    });
    return () => void socket.disconnect();
  });
}

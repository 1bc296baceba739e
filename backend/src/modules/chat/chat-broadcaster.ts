import { Injectable } from '@nestjs/common';
import { CHAT_SOCKET_EVENTS, type ChatCustomerMessageEvent, type ChatMessageView, type ChatSessionReadEvent } from '@evisa/contracts';
import type { Server } from 'socket.io';

/** Every staff socket (any role) is in this room. */
export const AGENTS_ROOM = 'agents';
/** A traveller's sockets are in their conversation's room only (PRODUCT.md decision 3). */
export const conversationRoom = (sessionId: string) => `chat:${sessionId}`;

/**
 * What the command handlers tell the sockets once their events are committed. The rooms span every
 * instance (the socket.io Postgres adapter), so an emit here reaches sockets connected elsewhere.
 */
@Injectable()
export class ChatBroadcaster {
  private server: Server | null = null;

  /** Called by the gateway once socket.io is up; before that (and without sockets) emits go nowhere. */
  attach(server: Server | null): void {
    this.server = server;
  }

  customerMessage(event: ChatCustomerMessageEvent): void {
    const { customerName: _name, customerEmail: _email, language: _language, ...message } = event;
    this.server?.to(AGENTS_ROOM).emit(CHAT_SOCKET_EVENTS.customerMessage, event);
    this.server?.to(conversationRoom(event.sessionId)).emit(CHAT_SOCKET_EVENTS.customerMessage, message satisfies ChatMessageView);
  }

  agentMessage(message: ChatMessageView): void {
    this.server?.to([conversationRoom(message.sessionId), AGENTS_ROOM]).emit(CHAT_SOCKET_EVENTS.agentMessage, message);
  }

  sessionRead(event: ChatSessionReadEvent): void {
    this.server?.to(AGENTS_ROOM).emit(CHAT_SOCKET_EVENTS.sessionRead, event);
  }

  /** A conversation whose personal data is gone: its traveller's sockets have nothing left to follow. */
  closeConversation(sessionId: string): void {
    this.server?.in(conversationRoom(sessionId)).disconnectSockets(true);
  }
}

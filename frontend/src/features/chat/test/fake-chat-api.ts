import { CHAT_MESSAGES, CHAT_SOCKET_EVENTS, type ChatMessageView, type PostChatMessageResponse } from '@evisa/contracts';
import { jsonResponse, mockFetch } from '../../../test/render-app';
import type { ChatSocket, ConnectChatSocket } from '../lib/chat-connection';

/**
 * The chat server as the traveller's widget sees it (docs/chat.md "REST"), behind a fake `fetch`:
 * conversations, idempotent POSTs by Idempotency-Key, `after` on GET, and failures on demand.
 */
export function fakeChatApi() {
  const sessions = new Map<string, ChatMessageView[]>();
  const answers = new Map<string, PostChatMessageResponse>();
  /** Answers the next POSTs with these instead of recording them. */
  const failNextPosts: Array<{ status: number; message: string }> = [];
  /** The next POSTs are recorded, but their answers never arrive (the page went meanwhile). */
  const lost = { answers: 0 };
  let counter = 0;
  const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
  const messageOf = (sessionId: string, text: string, sender: ChatMessageView['sender']): ChatMessageView => ({
    id: nextId(),
    sessionId,
    text,
    sender,
    timestamp: new Date().toISOString(),
    isRead: sender === 'agent',
  });

  const fetchMock = mockFetch(async (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    if (pathname === '/api/chat/message' && init?.method === 'POST') {
      const key = (init.headers as Record<string, string>)['Idempotency-Key']!;
      const replay = answers.get(key);
      if (replay) return jsonResponse(replay, 201);
      const failure = failNextPosts.shift();
      if (failure) return jsonResponse({ statusCode: failure.status, message: failure.message }, failure.status);
      const body = JSON.parse(String(init.body)) as { message: string; sessionId?: string };
      let sessionId = body.sessionId;
      if (sessionId && !sessions.has(sessionId)) return jsonResponse({ statusCode: 404, message: CHAT_MESSAGES.sessionNotFound }, 404);
      if (!sessionId) {
        sessionId = (++counter).toString(16).padStart(32, 'a');
        sessions.set(sessionId, []);
      }
      const message = messageOf(sessionId, body.message.trim(), 'user');
      sessions.get(sessionId)!.push(message);
      const answer = { sessionId, message };
      answers.set(key, answer);
      if (lost.answers > 0) {
        lost.answers -= 1;
        return new Promise<Response>(() => undefined);
      }
      return jsonResponse(answer, 201);
    }
    if (pathname === '/api/chat/messages' && (init?.method ?? 'GET') === 'GET') {
      const sessionId = searchParams.get('sessionId') ?? '';
      const messages = sessions.get(sessionId);
      if (!messages) return jsonResponse({ statusCode: 404, message: CHAT_MESSAGES.sessionNotFound }, 404);
      const after = searchParams.get('after');
      const from = after ? messages.findIndex((m) => m.id === after) + 1 : 0;
      return jsonResponse({ sessionId, messages: messages.slice(from) });
    }
    return jsonResponse({ statusCode: 404, message: 'Not Found' }, 404);
  });

  return {
    sessions,
    failNextPosts,
    lost,
    /** A staff reply, as the server records it (the caller decides whether the socket delivers it too). */
    reply(sessionId: string, text: string): ChatMessageView {
      const message = messageOf(sessionId, text, 'agent');
      sessions.get(sessionId)!.push(message);
      return message;
    },
    posts: () => fetchMock.calls.filter((call) => call.init?.method === 'POST'),
    polls: () => fetchMock.calls.filter((call) => call.url.startsWith('/api/chat/messages')),
    restore: fetchMock.restore,
  };
}

/** Stand-in for socket.io: the test delivers server events to the sockets the widget opened. */
export function fakeChatSockets() {
  const sockets: Array<{ sessionId: string; listeners: Map<string, Array<(payload: unknown) => void>>; connected: boolean }> = [];
  const connect: ConnectChatSocket = (auth) => {
    const socket = { sessionId: auth.sessionId, listeners: new Map<string, Array<(payload: unknown) => void>>(), connected: true };
    sockets.push(socket);
    const client: ChatSocket = {
      on: (event, listener) => socket.listeners.set(event, [...(socket.listeners.get(event) ?? []), listener as (payload: unknown) => void]),
      disconnect: () => void (socket.connected = false),
    };
    return client;
  };
  return {
    connect,
    sockets,
    /** What the server emits to a conversation's room: only the sockets of that session receive it. */
    deliverAgentMessage(message: ChatMessageView) {
      this.emitToAll(CHAT_SOCKET_EVENTS.agentMessage, message, message.sessionId);
    },
    /** Any payload at all under an event name, to every connected socket of the session. */
    emitToAll(event: string, payload: unknown, sessionId: string) {
      for (const socket of sockets) {
        if (socket.connected && socket.sessionId === sessionId) for (const listener of socket.listeners.get(event) ?? []) listener(payload);
      }
    },
  };
}

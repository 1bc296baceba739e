import { CHAT_SOCKET_EVENTS, CHAT_SOCKET_PATH, type ChatSocketAck } from '@evisa/contracts';
import { io, type Socket } from 'socket.io-client';

export interface ChatSocketOptions {
  /** The handshake's auth: a traveller's `{ sessionId }`, or none (staff authenticate by cookie). */
  readonly auth?: Record<string, unknown>;
  /** Handshake headers: X-Forwarded-For, Cookie, Origin. */
  readonly headers?: Record<string, string>;
}

/**
 * A chat socket.io client as the widget and the staff console open one (the app's path, WebSocket
 * only, no reconnection), not yet connected, so listeners can be added first. It is pushed onto
 * `open` for the spec to close.
 */
export function chatSocket(url: string, options: ChatSocketOptions, open: Socket[]): Socket {
  const socket = io(url, { path: CHAT_SOCKET_PATH, transports: ['websocket'], forceNew: true, reconnection: false, auth: options.auth ?? {}, extraHeaders: options.headers });
  open.push(socket);
  return socket;
}

/** Resolves once `socket` has connected; rejects with the handshake's refusal. */
export function connected(socket: Socket): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** `chatSocket`, connected; `beforeConnect` adds listeners for what arrives on connecting. */
export async function connectChatSocket(url: string, options: ChatSocketOptions, open: Socket[], beforeConnect?: (socket: Socket) => void): Promise<Socket> {
  const socket = chatSocket(url, options, open);
  beforeConnect?.(socket);
  await connected(socket);
  return socket;
}

/**
 * How long a spec waits for an acknowledgement or a delivery before failing: far more than either
 * takes, because CI's loaded 2-core machine can stall a process for seconds (a time limit is only
 * there to fail a test that would otherwise hang, never to judge speed).
 */
export const SOCKET_WAIT_MS = 15_000;

/** A traveller's message over the socket, answered by its acknowledgement. */
export function sendOverSocket(socket: Socket, payload: unknown): Promise<ChatSocketAck> {
  return socket.timeout(SOCKET_WAIT_MS).emitWithAck(CHAT_SOCKET_EVENTS.customerSend, payload) as Promise<ChatSocketAck>;
}

import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { ChatMessagesResponse, PostChatMessageResponse } from '@evisa/contracts';
import { connectChatSocket } from '../../lib/chat-socket';
import { fetchChatMessages, postChatMessage } from './api/chat-api';
import { chatConnection, type ConnectChatSocket } from './lib/chat-connection';
import { localChatSessionStore, type ChatSessionStore } from './lib/chat-session-store';
import { tabChatUnsentStore, type ChatUnsentStore } from './lib/chat-unsent-store';
import { chatWidgetMachine, type FetchInput, type PostInput } from './machines/chat-widget.machine';
import { ChatAnnouncer } from './components/chat-announcer';
import { ChatPanel } from './components/chat-panel';

/**
 * The part of the chat widget loaded on first open (with XState and socket.io-client), so the
 * home page's first load carries only the launcher button (PRODUCT.md quality bars).
 */
export type ChatWidgetActor = ActorRefFrom<typeof chatWidgetMachine>;

export interface ChatWidgetOptions {
  connect?: ConnectChatSocket;
  sessionStore?: ChatSessionStore;
  unsentStore?: ChatUnsentStore;
  language?: () => string;
}

export function createChatWidgetActor({
  connect = connectChatSocket,
  sessionStore = localChatSessionStore,
  unsentStore = tabChatUnsentStore(),
  language,
}: ChatWidgetOptions = {}): ChatWidgetActor {
  const machine = chatWidgetMachine.provide({
    actors: {
      postMessage: fromPromise<PostChatMessageResponse, PostInput>(({ input }) => postChatMessage(input.request, input.idempotencyKey)),
      fetchMessages: fromPromise<ChatMessagesResponse, FetchInput>(({ input, signal }) => fetchChatMessages(input.sessionId, input.after, signal)),
      connection: chatConnection(connect),
    },
  });
  return createActor(machine, { input: { sessionStore, unsentStore, language } });
}

export { ChatAnnouncer, ChatPanel };

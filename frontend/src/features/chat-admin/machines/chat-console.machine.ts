import { chatMessageProblem, type ChatCustomerMessageEvent, type ChatMessageView, type ChatSessionView } from '@evisa/contracts';
import { and, assign, enqueueActions, fromPromise, raise, setup, stateIn } from 'xstate';
import {
  applyAgentMessage,
  applyCustomerMessage,
  clearUnread,
  mergeMessages,
  unreadCountOf,
  withArrivals,
  type ChatListArrival,
} from '../lib/chat-session-list';
import { announcementOfMessage, announcementsOfReload, keepAnnouncements, type ChatConsoleAnnouncement } from '../lib/chat-console-announcements';

/**
 * The staff chat console (spec section 4, "Admin chat"; docs/chat.md): the socket is connected or
 * not; a traveller's message creates or updates its session and adds 1 to its unread count unless
 * that conversation is open (then it is marked read); opening a conversation loads its messages and
 * clears its unread count; a reply is appended and the input cleared; sending is disabled while the
 * input is blank, no chat is selected or the socket is disconnected. Auditors only read: no reply,
 * no read receipt. The server is injected (`api`), the socket feeds events in: no React, no fetch.
 */
export interface ChatConsoleApi {
  listSessions: () => Promise<ChatSessionView[]>;
  loadMessages: (sessionId: string) => Promise<ChatMessageView[]>;
  markRead: (sessionId: string) => Promise<ChatSessionView>;
  sendReply: (reply: { sessionId: string; message: string; idempotencyKey: string }) => Promise<ChatMessageView>;
}

export interface ChatConsoleInput {
  api: ChatConsoleApi;
  /** Auditors (PRODUCT.md decision 2) read conversations but neither answer nor mark them read. */
  readOnly: boolean;
  /** A fresh idempotency key; a reply retried after a failure reuses its key, so it is never posted twice. */
  newIdempotencyKey: () => string;
  /** Whether the console is on screen (the browser tab is visible); see `visible` in the context. */
  visible?: boolean;
  /** Replies typed before (kept across a staff session that ended under the console), by chat. */
  drafts?: Record<string, string>;
}

interface PendingReply {
  sessionId: string;
  text: string;
  idempotencyKey: string;
}

export interface ChatConsoleContext extends ChatConsoleInput {
  sessions: ChatSessionView[];
  /** The list arrived at least once: a reload keeps showing it instead of a spinner. */
  sessionsLoaded: boolean;
  listError: unknown;
  /** Socket events during a list load, applied on top of its answer. */
  arrivedDuringLoad: ChatListArrival[];
  selectedId: string | null;
  messages: ChatMessageView[];
  conversationError: unknown;
  /** One draft per conversation, so switching chats never sends a text to the wrong traveller. */
  drafts: Record<string, string>;
  pendingReply: PendingReply | null;
  /** The last reply that failed: its text stays in the input and the console says it was not sent. */
  failedReply: (PendingReply & { error: unknown }) | null;
  /** Why the server refused the socket, e.g. an expired staff session. */
  socketRefusal: string | null;
  /**
   * The socket connected again: what the open conversation received meanwhile is shown by its reload,
   * so the next list answer's unread count for it is read (not for a list reloaded after a failed
   * read receipt, which would otherwise retry the receipt for ever).
   */
  readOpenOnListLoad: boolean;
  /**
   * The console is on screen. In a tab in the background nobody sees the open conversation, so a
   * traveller's new message there stays unread until the tab is shown again (else staff would miss it).
   */
  visible: boolean;
  /** What the console's live region says: arrivals after the first list (lib/chat-console-announcements.ts). */
  announcements: ChatConsoleAnnouncement[];
}

export type ChatConsoleEvent =
  | { type: 'SOCKET_CONNECTED' }
  | { type: 'SOCKET_DISCONNECTED' }
  | { type: 'SOCKET_REFUSED'; message: string }
  | { type: 'CUSTOMER_MESSAGE'; message: ChatCustomerMessageEvent }
  | { type: 'AGENT_MESSAGE'; message: ChatMessageView }
  | { type: 'SESSION_READ'; sessionId: string }
  | { type: 'RELOAD_LIST' }
  | { type: 'SELECT'; sessionId: string }
  /** Back to the list (phones show one panel at a time). */
  | { type: 'CLOSE' }
  | { type: 'RELOAD_CONVERSATION' }
  | { type: 'EDIT'; text: string }
  | { type: 'SEND' }
  /** The browser tab was shown or hidden. */
  | { type: 'VISIBILITY'; visible: boolean }
  /** Internal: tell the server the open conversation has been read. */
  | { type: 'MARK_READ'; sessionId: string };

export function draftOf(context: Pick<ChatConsoleContext, 'drafts' | 'selectedId'>): string {
  return context.selectedId ? (context.drafts[context.selectedId] ?? '') : '';
}

/** Whether a traveller's message in this conversation is read the moment it arrives: it is open, on screen, and may be marked read. */
function readOnArrival(context: ChatConsoleContext, sessionId: string): boolean {
  return !context.readOnly && context.visible && sessionId === context.selectedId;
}

/** The message a traveller's event carries, without the session details the list uses. */
function messageOf({ customerName: _name, customerEmail: _email, language: _language, ...message }: ChatCustomerMessageEvent): ChatMessageView {
  return message;
}

export const chatConsoleMachine = setup({
  types: {
    context: {} as ChatConsoleContext,
    events: {} as ChatConsoleEvent,
    input: {} as ChatConsoleInput,
  },
  actors: {
    listSessions: fromPromise<ChatSessionView[], { api: ChatConsoleApi }>(({ input }) => input.api.listSessions()),
    loadMessages: fromPromise<{ sessionId: string; messages: ChatMessageView[] }, { api: ChatConsoleApi; sessionId: string }>(
      async ({ input }) => ({ sessionId: input.sessionId, messages: await input.api.loadMessages(input.sessionId) }),
    ),
    markRead: fromPromise<ChatSessionView, { api: ChatConsoleApi; sessionId: string }>(({ input }) => input.api.markRead(input.sessionId)),
    sendReply: fromPromise<ChatMessageView, { api: ChatConsoleApi; reply: PendingReply }>(({ input }) =>
      input.api.sendReply({ sessionId: input.reply.sessionId, message: input.reply.text, idempotencyKey: input.reply.idempotencyKey }),
    ),
  },
  guards: {
    canWrite: ({ context }) => !context.readOnly,
    hasSelection: ({ context }) => context.selectedId !== null,
    isAnotherSession: ({ context, event }) => event.type === 'SELECT' && event.sessionId !== context.selectedId,
    isForOpenSession: ({ context, event }) =>
      (event.type === 'CUSTOMER_MESSAGE' || event.type === 'AGENT_MESSAGE') && event.message.sessionId === context.selectedId,
    hasSendableDraft: ({ context }) => chatMessageProblem(draftOf(context)) === null,
  },
  actions: {
    // --- list ---
    listLoaded: enqueueActions(({ context, enqueue }, loaded: ChatSessionView[]) => {
      const sessions = withArrivals(loaded, context.arrivedDuringLoad);
      const open = context.selectedId;
      const readOpen = context.readOpenOnListLoad && open !== null && readOnArrival(context, open) && unreadCountOf(sessions, open) > 0;
      // Loaded again because the socket came back: what arrived while it was away is said as it would have been.
      const news = context.readOpenOnListLoad ? announcementsOfReload(context, sessions) : [];
      enqueue.assign({
        announcements: keepAnnouncements(context.announcements, news),
        sessions: readOpen ? clearUnread(sessions, open) : sessions,
        sessionsLoaded: true,
        listError: null,
        arrivedDuringLoad: [],
        readOpenOnListLoad: false,
      });
      if (readOpen) enqueue.raise({ type: 'MARK_READ', sessionId: open });
    }),
    listFailed: assign((_, { error }: { error: unknown }) => ({ listError: error, arrivedDuringLoad: [] })),
    // A retry shows its progress instead of the old error.
    clearListError: assign({ listError: null }),
    clearConversationError: assign({ conversationError: null }),
    reloadList: raise({ type: 'RELOAD_LIST' }),
    reloadAll: enqueueActions(({ enqueue }) => {
      enqueue.raise({ type: 'RELOAD_LIST' });
      enqueue.raise({ type: 'RELOAD_CONVERSATION' });
    }),
    applyToList: assign(({ context, event }) => {
      switch (event.type) {
        case 'CUSTOMER_MESSAGE': {
          // Open on a screen that can mark it read: not unread (the read receipt follows).
          const countUnread = !readOnArrival(context, event.message.sessionId);
          return { sessions: applyCustomerMessage(context.sessions, event.message, { countUnread }) };
        }
        case 'AGENT_MESSAGE':
          return { sessions: applyAgentMessage(context.sessions, event.message) };
        case 'SESSION_READ':
          return { sessions: clearUnread(context.sessions, event.sessionId) };
        default:
          return {};
      }
    }),
    announce: assign(({ context, event }) => {
      if (event.type !== 'CUSTOMER_MESSAGE') return {};
      const announcement = announcementOfMessage(context, event.message);
      return announcement ? { announcements: keepAnnouncements(context.announcements, [announcement]) } : {};
    }),
    rememberArrival: assign(({ context, event }) => {
      const arrival: ChatListArrival | null =
        event.type === 'CUSTOMER_MESSAGE'
          ? { kind: 'customer', message: event.message, countUnread: !readOnArrival(context, event.message.sessionId) }
          : event.type === 'AGENT_MESSAGE'
            ? { kind: 'agent', message: event.message }
            : event.type === 'SESSION_READ'
              ? { kind: 'read', sessionId: event.sessionId }
              : null;
      return arrival ? { arrivedDuringLoad: [...context.arrivedDuringLoad, arrival] } : {};
    }),

    // --- conversation ---
    openSession: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'SELECT') return;
      const hadUnread = unreadCountOf(context.sessions, event.sessionId) > 0;
      enqueue.assign({
        selectedId: event.sessionId,
        messages: [],
        conversationError: null,
        // Cleared at once; a failed read receipt reloads the list to show the server's count again.
        sessions: context.readOnly ? context.sessions : clearUnread(context.sessions, event.sessionId),
      });
      if (hadUnread && !context.readOnly) enqueue.raise({ type: 'MARK_READ', sessionId: event.sessionId });
    }),
    closeSession: assign({ selectedId: null, messages: [], conversationError: null }),
    messagesLoaded: assign(({ context }, output: { sessionId: string; messages: ChatMessageView[] }) =>
      output.sessionId === context.selectedId ? { messages: mergeMessages(context.messages, output.messages), conversationError: null } : {},
    ),
    conversationFailed: assign((_, { error }: { error: unknown }) => ({ conversationError: error })),
    appendIncoming: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'CUSTOMER_MESSAGE' && event.type !== 'AGENT_MESSAGE') return;
      const message = event.type === 'CUSTOMER_MESSAGE' ? messageOf(event.message) : event.message;
      enqueue.assign({ messages: mergeMessages(context.messages, [message]) });
      if (event.type === 'CUSTOMER_MESSAGE' && readOnArrival(context, message.sessionId)) enqueue.raise({ type: 'MARK_READ', sessionId: message.sessionId });
    }),
    /** Shown again: what arrived in the open conversation meanwhile is read now. */
    changeVisibility: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'VISIBILITY') return;
      enqueue.assign({ visible: event.visible });
      const open = context.selectedId;
      if (!event.visible || !open || context.readOnly || unreadCountOf(context.sessions, open) === 0) return;
      enqueue.assign({ sessions: clearUnread(context.sessions, open) });
      enqueue.raise({ type: 'MARK_READ', sessionId: open });
    }),

    // --- composer ---
    editDraft: assign(({ context, event }) => {
      if (event.type !== 'EDIT' || !context.selectedId) return {};
      return { drafts: { ...context.drafts, [context.selectedId]: event.text } };
    }),
    startReply: assign(({ context }) => {
      const sessionId = context.selectedId!;
      const text = draftOf(context).trim();
      const retry = context.failedReply;
      // The same words again after a failure keep their key: if the first try reached the server, it is not posted twice.
      const idempotencyKey = retry && retry.sessionId === sessionId && retry.text === text ? retry.idempotencyKey : context.newIdempotencyKey();
      return { pendingReply: { sessionId, text, idempotencyKey }, failedReply: null };
    }),
    replySent: assign(({ context }, message: ChatMessageView) => {
      const sent = context.pendingReply;
      const drafts = { ...context.drafts };
      // Cleared unless more was typed while it was on its way.
      if (sent && (drafts[sent.sessionId] ?? '').trim() === sent.text) delete drafts[sent.sessionId];
      return {
        drafts,
        pendingReply: null,
        messages: message.sessionId === context.selectedId ? mergeMessages(context.messages, [message]) : context.messages,
        sessions: applyAgentMessage(context.sessions, message),
      };
    }),
    replyFailed: assign(({ context }, { error }: { error: unknown }) => ({
      pendingReply: null,
      failedReply: context.pendingReply ? { ...context.pendingReply, error } : null,
    })),

    // --- connection ---
    connected: assign({ socketRefusal: null, readOpenOnListLoad: true }),
    refused: assign((_, message: string) => ({ socketRefusal: message })),
  },
}).createMachine({
  id: 'chatConsole',
  type: 'parallel',
  on: { VISIBILITY: { actions: 'changeVisibility' } },
  context: ({ input }) => ({
    ...input,
    visible: input.visible ?? true,
    sessions: [],
    sessionsLoaded: false,
    listError: null,
    arrivedDuringLoad: [],
    selectedId: null,
    messages: [],
    conversationError: null,
    drafts: input.drafts ?? {},
    pendingReply: null,
    failedReply: null,
    socketRefusal: null,
    readOpenOnListLoad: false,
    announcements: [],
  }),
  states: {
    connection: {
      initial: 'disconnected',
      states: {
        disconnected: {
          on: {
            // Messages may have arrived while the socket was away: load the list and the open conversation again.
            SOCKET_CONNECTED: { target: 'connected', actions: ['connected', 'reloadAll'] },
            SOCKET_REFUSED: { actions: { type: 'refused', params: ({ event }) => event.message } },
          },
        },
        connected: {
          on: {
            SOCKET_DISCONNECTED: 'disconnected',
            SOCKET_REFUSED: { target: 'disconnected', actions: { type: 'refused', params: ({ event }) => event.message } },
          },
        },
      },
    },

    list: {
      initial: 'loading',
      on: {
        RELOAD_LIST: '.loading',
        // Said first, while the list and the conversation are still as they were before the message.
        CUSTOMER_MESSAGE: { actions: ['announce', 'applyToList'] },
        AGENT_MESSAGE: { actions: 'applyToList' },
        SESSION_READ: { actions: 'applyToList' },
      },
      states: {
        loading: {
          entry: 'clearListError',
          invoke: {
            src: 'listSessions',
            input: ({ context }) => ({ api: context.api }),
            onDone: { target: 'ready', actions: { type: 'listLoaded', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'listFailed', params: ({ event }) => ({ error: event.error }) } },
          },
          on: {
            CUSTOMER_MESSAGE: { actions: ['announce', 'applyToList', 'rememberArrival'] },
            AGENT_MESSAGE: { actions: ['applyToList', 'rememberArrival'] },
            SESSION_READ: { actions: ['applyToList', 'rememberArrival'] },
          },
        },
        ready: {},
        failed: {},
      },
    },

    conversation: {
      initial: 'none',
      on: {
        SELECT: { guard: 'isAnotherSession', target: '.loading', actions: 'openSession' },
        CLOSE: { target: '.none', actions: 'closeSession' },
        CUSTOMER_MESSAGE: { guard: 'isForOpenSession', actions: 'appendIncoming' },
        AGENT_MESSAGE: { guard: 'isForOpenSession', actions: 'appendIncoming' },
      },
      states: {
        none: {},
        loading: {
          entry: 'clearConversationError',
          invoke: {
            src: 'loadMessages',
            input: ({ context }) => ({ api: context.api, sessionId: context.selectedId! }),
            onDone: { target: 'ready', actions: { type: 'messagesLoaded', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'conversationFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        ready: { on: { RELOAD_CONVERSATION: 'loading' } },
        failed: { on: { RELOAD_CONVERSATION: 'loading' } },
      },
    },

    readReceipt: {
      initial: 'idle',
      on: {
        // A newer receipt replaces one on its way: each covers everything up to the moment it is made.
        MARK_READ: { guard: 'canWrite', target: '.marking' },
      },
      states: {
        idle: {},
        marking: {
          invoke: {
            src: 'markRead',
            input: ({ context, event }) => ({ api: context.api, sessionId: event.type === 'MARK_READ' ? event.sessionId : context.selectedId! }),
            onDone: 'idle',
            // The badge was cleared optimistically: show the server's count again.
            onError: { target: 'idle', actions: 'reloadList' },
          },
        },
      },
    },

    composer: {
      initial: 'idle',
      on: { EDIT: { actions: 'editDraft' } },
      states: {
        idle: {
          on: {
            SEND: {
              guard: and(['canWrite', 'hasSelection', 'hasSendableDraft', stateIn({ connection: 'connected' })]),
              target: 'sending',
              actions: 'startReply',
            },
          },
        },
        sending: {
          invoke: {
            src: 'sendReply',
            input: ({ context }) => ({ api: context.api, reply: context.pendingReply! }),
            onDone: { target: 'idle', actions: { type: 'replySent', params: ({ event }) => event.output } },
            onError: { target: 'idle', actions: { type: 'replyFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
  },
});

export type ChatConsoleMachine = typeof chatConsoleMachine;

import { chatMessageProblem, TIMINGS, type ChatMessageView, type ChatMessagesResponse, type PostChatMessageResponse } from '@evisa/contracts';
import { and, assign, enqueueActions, fromCallback, fromPromise, not, raise, setup, stateIn, type DoneActorEvent, type ErrorActorEvent } from 'xstate';
import {
  contactProblem,
  forgetSessionInRequests,
  lastServerId,
  loadHistory,
  markFailed,
  markSending,
  markSent,
  mergeServerMessages,
  newTravellerEntry,
  nextQueued,
  requeue,
  type ChatEntry,
  type ChatPostRequest,
  type ChatSendFailure,
} from '../lib/chat-conversation';
import { burstAcknowledged } from '../lib/chat-acknowledgements';
import { chatFailureOf } from '../lib/chat-failure';
import type { ChatSessionStore } from '../lib/chat-session-store';
import { restoreUnsent, unsentOf } from '../lib/chat-unsent';
import type { ChatUnsentStore } from '../lib/chat-unsent-store';

/**
 * The traveller's live chat widget (spec section 2 "Live chat widget", section 5, section 9;
 * docs/chat.md "Frontend"), as four regions side by side:
 * - panel: closed / open / minimised; while open it polls for replies every TIMINGS.chatPollMs;
 * - outbox: the traveller's messages go to the server one at a time, in order, over REST;
 * - acknowledgement: TIMINGS.chatAutoReplyMs after the first delivered message of a burst, the
 *   widget's own answer (until support replies, further messages get no second one; whether the
 *   burst has had it is read from the conversation, so a reloaded page that loaded the history
 *   with its acknowledgements, chat-acknowledgements.ts, gives none twice);
 * - connection: once there is a session, a socket brings support's replies at once.
 * The draft and the messages not yet on the server are kept in `unsentStore` after every change
 * and taken over by the next page (chat-unsent.ts), so a reload loses none of them.
 * No React and no browser APIs: calls, storage, clock and ids are injected.
 */

export interface ChatWidgetInput {
  sessionStore: ChatSessionStore;
  unsentStore: ChatUnsentStore;
  /** Ids of local entries and Idempotency-Keys. */
  newKey?: () => string;
  now?: () => Date;
  /** The interface language at the moment a conversation starts. */
  language?: () => string;
}

export interface ChatWidgetContext {
  sessionStore: ChatSessionStore;
  unsentStore: ChatUnsentStore;
  newKey: () => string;
  now: () => Date;
  language: (() => string) | null;
  sessionId: string | null;
  /** The last message id a poll returned: the next poll asks only for newer ones. */
  cursor: string | null;
  draft: string;
  contact: { name: string; email: string };
  entries: ChatEntry[];
  /** Support's replies that arrived while the panel was not open. */
  unread: number;
  /** The stored conversation is gone on the server (unknown or erased); the next message starts a new one. */
  sessionLost: boolean;
  /** The last poll failed (other than a lost session); polling goes on. */
  pollFailed: boolean;
  /** This page has the conversation's history (or there is none to load): later polls only add to it. */
  historyLoaded: boolean;
  /**
   * The key of the message whose POST is in flight. Kept apart from the entries' statuses: the socket
   * or a poll may deliver the message (marking it sent) before its answer arrives, and the answer
   * must still find it (else it took the message for a copy of itself and removed it from the list).
   */
  postingKey: string | null;
}

/** What the socket actor reports (see chat-connection.ts). */
export type ChatConnectionEvent =
  | { type: 'SOCKET_MESSAGE'; message: ChatMessageView }
  | { type: 'SOCKET_REFUSED' }
  /** The socket connected again after losing its connection: what was said meanwhile did not reach it. */
  | { type: 'SOCKET_RECONNECTED' };

export type ChatWidgetEvent =
  | { type: 'OPEN' }
  | { type: 'MINIMISE' }
  | { type: 'CLOSE' }
  | { type: 'EDIT'; text: string }
  | { type: 'EDIT_CONTACT'; name?: string; email?: string }
  | { type: 'SEND' }
  | { type: 'RETRY'; key: string }
  | ChatConnectionEvent
  /** Raised inside: the stored conversation was found gone. */
  | { type: 'SESSION_LOST' }
  /** Another tab stored a session id (see ChatSessionStore.subscribe). */
  | { type: 'STORED_SESSION'; sessionId: string | null }
  /** Raised inside: read the conversation now rather than at the next poll. */
  | { type: 'CATCH_UP' }
  | { type: 'MESSAGE_DELIVERED' }
  | { type: 'REPLY_RECEIVED' };

export interface PostInput {
  request: ChatPostRequest;
  idempotencyKey: string;
}

export interface FetchInput {
  sessionId: string;
  after: string | null;
}

/**
 * A change to what the traveller has not sent yet, kept in the tab's storage as it is made (the
 * machine may be stopped by a reload at any moment). Returns the change for `assign`.
 */
function remembered(context: ChatWidgetContext, change: Partial<ChatWidgetContext>): Partial<ChatWidgetContext> {
  const next = { ...context, ...change };
  context.unsentStore.save(unsentOf(next.sessionId, next.draft, next.entries));
  return change;
}

export const chatWidgetMachine = setup({
  types: {
    context: {} as ChatWidgetContext,
    events: {} as ChatWidgetEvent,
    input: {} as ChatWidgetInput,
  },
  actors: {
    // Provided by the widget (chat-widget-live.ts) and by tests.
    postMessage: fromPromise<PostChatMessageResponse, PostInput>(async () => {
      throw new Error('postMessage is not provided');
    }),
    fetchMessages: fromPromise<ChatMessagesResponse, FetchInput>(async () => {
      throw new Error('fetchMessages is not provided');
    }),
    connection: fromCallback<ChatWidgetEvent, { sessionId: string }>(() => undefined),
    /** Session ids stored by the traveller's other tabs. */
    storedSession: fromCallback<ChatWidgetEvent, { store: ChatSessionStore }>(({ input, sendBack }) =>
      input.store.subscribe?.((sessionId) => sendBack({ type: 'STORED_SESSION', sessionId })),
    ),
  },
  guards: {
    canSend: ({ context }) => chatMessageProblem(context.draft) === null && (context.sessionId !== null || contactProblem(context.contact) === null),
    hasQueued: ({ context }) => nextQueued(context.entries) !== undefined,
    hasSession: ({ context }) => context.sessionId !== null,
    hasHistory: ({ context }) => context.historyLoaded,
    burstUnacknowledged: ({ context }) => !burstAcknowledged(context.entries),
    /**
     * Another tab started a conversation while this one has none: this tab joins it, or its next
     * message started a second conversation whose id replaced the first one's in storage (the
     * traveller lost the first from every tab, and staff saw the two apart). Not while this tab's
     * first message is on its way: that one is starting a conversation of its own.
     */
    canTakeUpStoredSession: ({ context, event }) =>
      event.type === 'STORED_SESSION' &&
      event.sessionId !== null &&
      context.sessionId === null &&
      !context.entries.some((entry) => entry.kind === 'traveller' && entry.status === 'sending'),
  },
  actions: {
    clearUnread: assign({ unread: 0 }),
    edit: assign(({ context }, params: { text: string }) => remembered(context, { draft: params.text })),
    editContact: assign({
      contact: ({ context }, params: { name?: string; email?: string }) => ({
        name: params.name ?? context.contact.name,
        email: params.email ?? context.contact.email,
      }),
    }),
    queueDraft: assign(({ context }) =>
      remembered(context, {
        entries: [...context.entries, newTravellerEntry(context.newKey(), context.draft, context.now())],
        draft: '',
      }),
    ),
    retry: assign(({ context }, params: { key: string }) => remembered(context, { entries: requeue(context.entries, params.key) })),
    /** The request is frozen at the first attempt (see ChatPostRequest); a first message carries the optional contact. */
    startSending: assign(({ context }) => {
      const entry = nextQueued(context.entries)!;
      const name = context.contact.name.trim();
      const email = context.contact.email.trim();
      const request: ChatPostRequest =
        entry.request ??
        (context.sessionId
          ? { message: entry.text, sessionId: context.sessionId }
          : {
              message: entry.text,
              ...(name && { customerName: name }),
              ...(email && { customerEmail: email }),
              ...(context.language && { language: context.language() }),
            });
      return { ...remembered(context, { entries: markSending(context.entries, entry.key, request) }), postingKey: entry.key };
    }),
    recordSent: assign(({ context }, params: { key: string; answer: PostChatMessageResponse }) => {
      const entries = markSent(context.entries, params.key, params.answer.message);
      if (context.sessionId) return remembered(context, { entries });
      context.sessionStore.save(params.answer.sessionId);
      return remembered(context, { entries, sessionId: params.answer.sessionId, sessionLost: false });
    }),
    recordFailure: assign(({ context }, params: { key: string; failure: ChatSendFailure }) =>
      remembered(context, { entries: markFailed(context.entries, params.key, params.failure, context.newKey()) }),
    ),
    forgetSession: assign(({ context }) => {
      context.sessionStore.forget();
      // A new conversation has no history to load.
      return remembered(context, {
        sessionId: null,
        cursor: null,
        sessionLost: true,
        pollFailed: false,
        historyLoaded: true,
        entries: forgetSessionInRequests(context.entries),
      });
    }),
    mergePolled: assign(({ context }, params: { answer: ChatMessagesResponse }) => {
      // An answer about a conversation the widget has since left (a new one was started).
      if (params.answer.sessionId !== context.sessionId) return {};
      // The first answer is the whole history; later ones only what is newer.
      const entries = context.historyLoaded ? mergeServerMessages(context.entries, params.answer.messages).entries : loadHistory(context.entries, params.answer.messages);
      return remembered(context, { entries, historyLoaded: true, cursor: lastServerId(params.answer.messages, context.cursor), pollFailed: false });
    }),
    takeUpStoredSession: assign(({ context, event }) =>
      event.type === 'STORED_SESSION' && event.sessionId
        ? remembered(context, {
            sessionId: event.sessionId,
            cursor: null,
            sessionLost: false,
            historyLoaded: false,
            // A failed first message goes to this conversation when tried again: another request, so a
            // fresh key (as for a lost conversation, markFailed), frozen again at its next attempt.
            entries: context.entries.map((entry) =>
              entry.kind === 'traveller' && entry.status === 'failed' && entry.request && !entry.request.sessionId ? { ...entry, key: context.newKey(), request: null } : entry,
            ),
          })
        : {},
    ),
    raiseCatchUp: raise({ type: 'CATCH_UP' }),
    markPollFailed: assign({ pollFailed: true }),
    /** What a catch-up read found (see the `catchUp` region): added as the socket would have, support's replies counted if asked. */
    mergeCaughtUp: assign(({ context }, params: { answer: ChatMessagesResponse; countUnread: boolean }) => {
      if (params.answer.sessionId !== context.sessionId) return {};
      const { entries, newReplies } = mergeServerMessages(context.entries, params.answer.messages);
      return remembered(context, {
        entries,
        cursor: lastServerId(params.answer.messages, context.cursor),
        unread: context.unread + (params.countUnread ? newReplies : 0),
      });
    }),
    mergePushed: assign(({ context }, params: { message: ChatMessageView; countUnread: boolean }) => {
      if (params.message.sessionId !== context.sessionId) return {};
      const { entries, newReplies } = mergeServerMessages(context.entries, [params.message]);
      return remembered(context, { entries, unread: context.unread + (params.countUnread ? newReplies : 0) });
    }),
    addAcknowledgement: assign({
      entries: ({ context }) => [...context.entries, { kind: 'acknowledgement' as const, key: context.newKey(), timestamp: context.now().toISOString() }],
    }),
    raiseSessionLost: raise({ type: 'SESSION_LOST' }),
    raiseDelivered: raise({ type: 'MESSAGE_DELIVERED' }),
    raiseReplyIf: enqueueActions(({ enqueue }, params: { reply: boolean }) => {
      if (params.reply) enqueue.raise({ type: 'REPLY_RECEIVED' });
    }),
  },
  delays: {
    pollDelay: TIMINGS.chatPollMs,
    acknowledgementDelay: TIMINGS.chatAutoReplyMs,
  },
}).createMachine({
  id: 'chatWidget',
  type: 'parallel',
  context: ({ input }) => {
    const sessionId = input.sessionStore.read();
    const unsent = restoreUnsent(input.unsentStore.read(), sessionId);
    return {
      sessionStore: input.sessionStore,
      unsentStore: input.unsentStore,
      newKey: input.newKey ?? (() => crypto.randomUUID()),
      now: input.now ?? (() => new Date()),
      language: input.language ?? null,
      sessionId,
      cursor: null,
      draft: unsent.draft,
      contact: { name: '', email: '' },
      entries: unsent.entries,
      unread: 0,
      sessionLost: false,
      pollFailed: false,
      historyLoaded: sessionId === null,
      postingKey: null,
    };
  },
  invoke: { src: 'storedSession', input: ({ context }) => ({ store: context.sessionStore }) },
  on: {
    STORED_SESSION: { guard: 'canTakeUpStoredSession', actions: ['takeUpStoredSession', 'raiseCatchUp'] },
    EDIT: { actions: { type: 'edit', params: ({ event }) => ({ text: event.text }) } },
    EDIT_CONTACT: { actions: { type: 'editContact', params: ({ event }) => ({ name: event.name, email: event.email }) } },
    // Blank, whitespace-only or too long: nothing is sent (spec section 5), the draft stays.
    SEND: { guard: 'canSend', actions: 'queueDraft' },
    RETRY: { actions: { type: 'retry', params: ({ event }) => ({ key: event.key }) } },
  },
  states: {
    panel: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            OPEN: 'open',
            SOCKET_MESSAGE: {
              actions: [
                { type: 'mergePushed', params: ({ event }) => ({ message: event.message, countUnread: true }) },
                { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.message.sender === 'agent' }) },
              ],
            },
          },
        },
        minimised: {
          on: {
            OPEN: 'open',
            CLOSE: 'closed',
            SOCKET_MESSAGE: {
              actions: [
                { type: 'mergePushed', params: ({ event }) => ({ message: event.message, countUnread: true }) },
                { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.message.sender === 'agent' }) },
              ],
            },
          },
        },
        open: {
          entry: 'clearUnread',
          on: {
            MINIMISE: 'minimised',
            CLOSE: 'closed',
            SOCKET_MESSAGE: {
              actions: [
                { type: 'mergePushed', params: ({ event }) => ({ message: event.message, countUnread: false }) },
                { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.message.sender === 'agent' }) },
              ],
            },
          },
          // Opening catches up at once, then every TIMINGS.chatPollMs (spec section 9).
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasSession', target: 'fetching' }, { target: 'waiting' }],
            },
            fetching: {
              invoke: {
                src: 'fetchMessages',
                input: ({ context }) => ({ sessionId: context.sessionId!, after: context.cursor }),
                onDone: {
                  target: 'waiting',
                  actions: [{ type: 'mergePolled', params: ({ event }) => ({ answer: event.output }) }, { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.output.messages.some((m) => m.sender === 'agent') }) },
                  ],
                },
                onError: [
                  {
                    guard: ({ event }) => chatFailureOf(event.error) === 'sessionLost',
                    target: 'waiting',
                    actions: ['forgetSession', 'raiseSessionLost'],
                  },
                  { target: 'waiting', actions: 'markPollFailed' },
                ],
              },
            },
            waiting: {
              after: { pollDelay: 'deciding' },
              on: { CATCH_UP: 'deciding', SOCKET_RECONNECTED: 'deciding' },
            },
          },
        },
      },
    },
    outbox: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasQueued', target: 'posting', actions: 'startSending' },
        },
        /** One POST in flight; messages typed meanwhile wait their turn, so they arrive in order. */
        posting: {
          invoke: {
            src: 'postMessage',
            input: ({ context }) => {
              const entry = context.entries.find((e) => e.kind === 'traveller' && e.key === context.postingKey);
              if (entry?.kind !== 'traveller' || !entry.request) throw new Error('No message is being sent');
              return { request: entry.request, idempotencyKey: entry.key };
            },
            onDone: {
              target: 'idle',
              actions: [
                {
                  type: 'recordSent',
                  params: ({ context, event }) => ({ key: context.postingKey!, answer: (event as DoneActorEvent<PostChatMessageResponse>).output }),
                },
                'raiseDelivered',
              ],
            },
            onError: [
              {
                guard: ({ event }) => chatFailureOf(event.error) === 'sessionLost',
                target: 'idle',
                actions: [
                  { type: 'recordFailure', params: ({ context }) => ({ key: context.postingKey!, failure: 'sessionLost' as const }) },
                  'forgetSession',
                  'raiseSessionLost',
                ],
              },
              {
                target: 'idle',
                actions: {
                  type: 'recordFailure',
                  params: ({ context, event }) => ({ key: context.postingKey!, failure: chatFailureOf((event as ErrorActorEvent).error) }),
                },
              },
            ],
          },
        },
      },
    },
    acknowledgement: {
      initial: 'idle',
      states: {
        /** Once per burst: a burst that has its acknowledgement gets none until support's next reply. */
        idle: { on: { MESSAGE_DELIVERED: { guard: 'burstUnacknowledged', target: 'waiting' } } },
        waiting: {
          on: { REPLY_RECEIVED: 'idle' },
          // The history may have arrived meanwhile with this burst's acknowledgement in it.
          after: { acknowledgementDelay: [{ guard: 'burstUnacknowledged', target: 'idle', actions: 'addAcknowledgement' }, { target: 'idle' }] },
        },
      },
    },
    /**
     * Closed or minimised the widget does not poll and the socket brings support's replies; one sent
     * while the socket was away (a network change, a deploy) never reaches it. Once it is back, the
     * conversation is read since the last message the widget knows (open, the next poll does it).
     * Not before the history is loaded: that read would be the history, and nothing in it new.
     */
    catchUp: {
      initial: 'idle',
      states: {
        idle: {
          on: { SOCKET_RECONNECTED: { guard: and(['hasSession', 'hasHistory', not(stateIn({ panel: 'open' }))]), target: 'reading' } },
        },
        reading: {
          invoke: {
            src: 'fetchMessages',
            input: ({ context }) => ({ sessionId: context.sessionId!, after: context.cursor }),
            // Opened meanwhile: shown, not counted (opening cleared the count).
            onDone: [
              {
                guard: stateIn({ panel: 'open' }),
                target: 'idle',
                actions: [
                  { type: 'mergeCaughtUp', params: ({ event }) => ({ answer: event.output, countUnread: false }) },
                  { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.output.messages.some((m) => m.sender === 'agent') }) },
                ],
              },
              {
                target: 'idle',
                actions: [
                  { type: 'mergeCaughtUp', params: ({ event }) => ({ answer: event.output, countUnread: true }) },
                  { type: 'raiseReplyIf', params: ({ event }) => ({ reply: event.output.messages.some((m) => m.sender === 'agent') }) },
                ],
              },
            ],
            // The next reconnection, or opening the chat, reads it.
            onError: 'idle',
          },
        },
      },
    },
    connection: {
      initial: 'offline',
      states: {
        offline: {
          always: { guard: 'hasSession', target: 'online' },
        },
        online: {
          invoke: { src: 'connection', input: ({ context }) => ({ sessionId: context.sessionId! }) },
          on: { SESSION_LOST: 'offline', SOCKET_REFUSED: 'refused' },
        },
        /** The server refused the socket: polling carries on; once a poll finds the session gone, a new one connects again. */
        refused: {
          on: { SESSION_LOST: 'offline' },
        },
      },
    },
  },
});

export type ChatWidgetMachine = typeof chatWidgetMachine;

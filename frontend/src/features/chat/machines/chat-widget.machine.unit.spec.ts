import { describe, expect, it } from '@jest/globals';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import { CHAT_LIMITS, CHAT_MESSAGES, TIMINGS, type ChatMessageView, type ChatMessagesResponse, type PostChatMessageResponse } from '@evisa/contracts';
import { ApiError } from '../../../lib/api/api-client';
import type { ChatSessionStore } from '../lib/chat-session-store';
import type { ChatUnsentStore } from '../lib/chat-unsent-store';
import type { ChatEntry, TravellerEntry } from '../lib/chat-conversation';
import { chatWidgetMachine, type ChatWidgetEvent, type FetchInput, type PostInput } from './chat-widget.machine';

const SESSION = 'a'.repeat(32);
const OTHER_SESSION = 'b'.repeat(32);

interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

function message(overrides: Partial<ChatMessageView> & Pick<ChatMessageView, 'id' | 'text'>): ChatMessageView {
  return { sessionId: SESSION, sender: 'user', timestamp: '2026-05-01T10:00:00.000Z', isRead: false, ...overrides };
}

function apiError(status: number, body: unknown = {}) {
  return new ApiError(status, JSON.stringify(body), '');
}

/** What the browser keeps across a reload: the session id (local storage) and what was not sent (session storage). */
interface Storage {
  session: string | null;
  unsent: string | null;
}

/** The machine with its calls, socket, storage, ids and clock in the test's hands; `storage` shared by two starts is a reload. */
function start({ storedSession = null as string | null, storage = { session: storedSession, unsent: null } as Storage, firstKey = 0 } = {}) {
  const clock = new SimulatedClock();
  const posts: Array<Pending<PostInput, PostChatMessageResponse>> = [];
  const fetches: Array<Pending<FetchInput, ChatMessagesResponse>> = [];
  const sockets: Array<{ sessionId: string; push: (event: ChatWidgetEvent) => void; stopped: boolean }> = [];
  // Another tab of the same browser writing the session id (the browser's storage event).
  const otherTabs = new Set<(sessionId: string | null) => void>();
  const sessionStore: ChatSessionStore = {
    read: () => storage.session,
    save: (id) => void (storage.session = id),
    forget: () => void (storage.session = null),
    subscribe: (listener) => {
      otherTabs.add(listener);
      return () => void otherTabs.delete(listener);
    },
  };
  const otherTabStores = (sessionId: string | null) => {
    storage.session = sessionId;
    for (const listener of otherTabs) listener(sessionId);
  };
  // Through JSON, as the browser's storage keeps it.
  const unsentStore: ChatUnsentStore = {
    read: () => (storage.unsent === null ? null : (JSON.parse(storage.unsent) as unknown)),
    save: (record) => void (storage.unsent = record ? JSON.stringify(record) : null),
  };
  let keys = firstKey;
  const machine = chatWidgetMachine.provide({
    actors: {
      postMessage: fromPromise<PostChatMessageResponse, PostInput>(({ input }) => new Promise((resolve, reject) => posts.push({ input, resolve, reject }))),
      fetchMessages: fromPromise<ChatMessagesResponse, FetchInput>(({ input }) => new Promise((resolve, reject) => fetches.push({ input, resolve, reject }))),
      connection: fromCallback<ChatWidgetEvent, { sessionId: string }>(({ input, sendBack }) => {
        const socket = { sessionId: input.sessionId, push: sendBack, stopped: false };
        sockets.push(socket);
        return () => void (socket.stopped = true);
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: { sessionStore, unsentStore, newKey: () => `key-${++keys}`, now: () => new Date('2026-05-01T10:00:00.000Z'), language: () => 'de' },
  }).start();
  const context = () => actor.getSnapshot().context;
  const travellerEntries = () => context().entries.filter((e): e is TravellerEntry => e.kind === 'traveller');
  const type = (text: string) => {
    actor.send({ type: 'EDIT', text });
    actor.send({ type: 'SEND' });
  };
  return { actor, clock, posts, fetches, sockets, storage, stored: () => storage.session, context, travellerEntries, type, otherTabStores, otherTabs };
}

/** Lets promise actors settle. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function answer(post: Pending<PostInput, PostChatMessageResponse>, id: string, sessionId = SESSION, timestamp?: string) {
  post.resolve({ sessionId, message: message({ id, sessionId, text: post.input.request.message, ...(timestamp && { timestamp }) }) });
}

/** The conversation as the server holds it, from what a widget shows (its sent messages and support's replies). */
function historyOf(entries: readonly ChatEntry[]): ChatMessageView[] {
  return entries.flatMap((entry) =>
    entry.kind === 'acknowledgement' || entry.id === null ? [] : [message({ id: entry.id, text: entry.text, timestamp: entry.timestamp, sender: entry.kind === 'agent' ? 'agent' : 'user' })],
  );
}

const at = (seconds: number) => new Date(Date.parse('2026-05-01T10:00:00.000Z') + seconds * 1000).toISOString();
const kinds = (entries: readonly ChatEntry[]) => entries.map((entry) => (entry.kind === 'acknowledgement' ? 'ack' : entry.text));

describe('chat widget machine', () => {
  it('moves between closed, open and minimised (spec: "States closed, open, minimised")', () => {
    const h = start();
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    h.actor.send({ type: 'OPEN' });
    expect(h.actor.getSnapshot().matches({ panel: 'open' })).toBe(true);
    h.actor.send({ type: 'MINIMISE' });
    expect(h.actor.getSnapshot().matches({ panel: 'minimised' })).toBe(true);
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'CLOSE' });
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
    h.actor.send({ type: 'MINIMISE' });
    expect(h.actor.getSnapshot().matches({ panel: 'closed' })).toBe(true);
  });

  it('never sends a blank, whitespace-only or too long message, and keeps the draft', () => {
    const h = start();
    h.actor.send({ type: 'OPEN' });
    for (const text of ['', '   ', '\n\t ']) h.type(text);
    h.type('x'.repeat(CHAT_LIMITS.messageMax + 1));
    expect(h.posts).toHaveLength(0);
    expect(h.context().entries).toEqual([]);
    expect(h.context().draft).toHaveLength(CHAT_LIMITS.messageMax + 1);
  });

  it('shows the message at once as pending, starts the conversation, stores its id and marks the message sent', async () => {
    const h = start();
    h.actor.send({ type: 'OPEN' });
    h.actor.send({ type: 'EDIT_CONTACT', name: ' Ada ', email: 'ada@example.com' });
    h.type('  Hello, is my visa ready?  ');
    expect(h.context().draft).toBe('');
    expect(h.travellerEntries()).toMatchObject([{ text: 'Hello, is my visa ready?', status: 'sending', id: null }]);
    expect(h.posts).toHaveLength(1);
    expect(h.posts[0]!.input).toEqual({
      request: { message: 'Hello, is my visa ready?', customerName: 'Ada', customerEmail: 'ada@example.com', language: 'de' },
      idempotencyKey: 'key-1',
    });

    answer(h.posts[0]!, 'm1');
    await flush();
    expect(h.travellerEntries()).toMatchObject([{ id: 'm1', status: 'sent' }]);
    expect(h.context().sessionId).toBe(SESSION);
    expect(h.stored()).toBe(SESSION);

    h.type('Second');
    expect(h.posts[1]!.input.request).toEqual({ message: 'Second', sessionId: SESSION });
  });

  it('refuses an invalid optional email before the first message', () => {
    const h = start();
    h.actor.send({ type: 'EDIT_CONTACT', email: 'not-an-email' });
    h.type('Hello');
    expect(h.posts).toHaveLength(0);
    h.actor.send({ type: 'EDIT_CONTACT', email: '' });
    h.actor.send({ type: 'SEND' });
    expect(h.posts).toHaveLength(1);
  });

  it('sends one message at a time, in the order typed', async () => {
    const h = start({ storedSession: SESSION });
    h.type('one');
    h.type('two');
    expect(h.travellerEntries().map((e) => e.status)).toEqual(['sending', 'queued']);
    expect(h.posts).toHaveLength(1);
    answer(h.posts[0]!, 'm1');
    await flush();
    expect(h.posts.map((p) => p.input.request.message)).toEqual(['one', 'two']);
    answer(h.posts[1]!, 'm2');
    await flush();
    expect(h.travellerEntries().map((e) => e.status)).toEqual(['sent', 'sent']);
  });

  it('marks a failed message, explains why, and retries it with the same Idempotency-Key and body', async () => {
    const h = start({ storedSession: SESSION });
    h.type('Are you there?');
    h.posts[0]!.reject(apiError(429, { message: CHAT_MESSAGES.tooManyMessages }));
    await flush();
    expect(h.travellerEntries()).toMatchObject([{ status: 'failed', failure: 'tooFast', text: 'Are you there?' }]);

    h.actor.send({ type: 'RETRY', key: 'key-1' });
    expect(h.posts[1]!.input).toEqual(h.posts[0]!.input);
    h.posts[1]!.reject(new TypeError('Failed to fetch'));
    await flush();
    expect(h.travellerEntries()[0]!.failure).toBe('offline');

    h.actor.send({ type: 'RETRY', key: 'key-1' });
    expect(h.posts[2]!.input.idempotencyKey).toBe('key-1');
    answer(h.posts[2]!, 'm1');
    await flush();
    expect(h.travellerEntries()).toMatchObject([{ id: 'm1', status: 'sent', failure: null }]);
    expect(h.context().entries.filter((e) => e.kind === 'traveller')).toHaveLength(1);
  });

  it('tells a message that is too long for the server apart from other refusals', async () => {
    const h = start({ storedSession: SESSION });
    h.type('hi');
    h.posts[0]!.reject(apiError(400, { message: CHAT_MESSAGES.messageTooLong }));
    await flush();
    expect(h.travellerEntries()[0]!.failure).toBe('tooLong');
  });

  it('does not show a message twice when a poll finds it before its own answer arrives', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.type('Hello');
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Hello' })] });
    await flush();
    expect(h.travellerEntries()).toMatchObject([{ id: 'm1', status: 'sent' }]);
    // The answer itself was lost: the message is still on the server, not failed.
    h.posts[0]!.reject(new TypeError('network'));
    await flush();
    expect(h.travellerEntries()).toMatchObject([{ id: 'm1', status: 'sent' }]);
    expect(h.travellerEntries()).toHaveLength(1);
  });

  it('keeps a message the socket or a poll delivered before its own answer, once and in its place, when that answer arrives', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.type('one');
    h.type('two');
    // The server tells the room (this tab's socket) before it answers the POST.
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'm1', text: 'one' }) });
    expect(h.travellerEntries()).toMatchObject([{ id: 'm1', status: 'sent' }, { status: 'queued' }]);
    answer(h.posts[0]!, 'm1');
    await flush();
    expect(h.travellerEntries().map((e) => [e.text, e.id, e.status])).toEqual([
      ['one', 'm1', 'sent'],
      ['two', null, 'sending'],
    ]);
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'one' }), message({ id: 'm2', text: 'two' })] });
    await flush();
    answer(h.posts[1]!, 'm2');
    await flush();
    expect(h.travellerEntries().map((e) => [e.text, e.id, e.status])).toEqual([
      ['one', 'm1', 'sent'],
      ['two', 'm2', 'sent'],
    ]);
  });

  it("shows messages sent at the same moment from both sides in the server's order, as staff and a reload see them", async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm0', text: 'Hello', timestamp: at(0) })] });
    await flush();
    // Typed while support's reply was on its way; the server recorded the reply first.
    h.type('Are you there?');
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Yes, how can I help?', sender: 'agent', timestamp: at(10) }) });
    answer(h.posts[0]!, 'm1', SESSION, at(11));
    await flush();
    const order = () => h.context().entries.filter((e) => e.kind !== 'acknowledgement').map((e) => ('id' in e ? e.id : null));
    expect(order()).toEqual(['m0', 'r1', 'm1']);
    // The other way round: the traveller's message was recorded first, support's reply reached the page after its answer.
    h.type('My number is 12345');
    answer(h.posts[1]!, 'm2', SESSION, at(21));
    await flush();
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r2', text: 'Thank you', sender: 'agent', timestamp: at(22) }) });
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r0', text: 'One moment', sender: 'agent', timestamp: at(20) }) });
    expect(order()).toEqual(['m0', 'r1', 'm1', 'r0', 'm2', 'r2']);
  });

  it('adds its acknowledgement 2 s after the first delivered message of a burst, once until support replies', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.type('Hello');
    answer(h.posts[0]!, 'm1');
    await flush();
    h.clock.increment(TIMINGS.chatAutoReplyMs - 1);
    expect(h.context().entries.some((e) => e.kind === 'acknowledgement')).toBe(false);
    h.clock.increment(1);
    expect(h.context().entries.map((e) => e.kind)).toEqual(['traveller', 'acknowledgement']);

    h.type('Anyone?');
    answer(h.posts[1]!, 'm2');
    await flush();
    h.clock.increment(TIMINGS.chatAutoReplyMs);
    expect(h.context().entries.filter((e) => e.kind === 'acknowledgement')).toHaveLength(1);

    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Yes, hello!', sender: 'agent' }) });
    h.type('Thanks');
    answer(h.posts[2]!, 'm3');
    await flush();
    h.clock.increment(TIMINGS.chatAutoReplyMs);
    expect(h.context().entries.map((e) => e.kind)).toEqual(['traveller', 'acknowledgement', 'traveller', 'agent', 'traveller', 'acknowledgement']);
  });

  it('gives no acknowledgement for a message that was not delivered', async () => {
    const h = start({ storedSession: SESSION });
    h.type('Hello');
    h.posts[0]!.reject(new TypeError('network'));
    await flush();
    h.clock.increment(TIMINGS.chatAutoReplyMs * 2);
    expect(h.context().entries.some((e) => e.kind === 'acknowledgement')).toBe(false);
  });

  it('polls every 3 s while open, only for newer messages, and stops while minimised or closed', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    expect(h.fetches.map((f) => f.input)).toEqual([{ sessionId: SESSION, after: null }]);
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Hi' }), message({ id: 'r1', text: 'Hello', sender: 'agent' })] });
    await flush();
    expect(h.context().entries.map((e) => e.kind)).toEqual(['traveller', 'agent']);

    h.clock.increment(TIMINGS.chatPollMs - 1);
    expect(h.fetches).toHaveLength(1);
    h.clock.increment(1);
    expect(h.fetches[1]!.input).toEqual({ sessionId: SESSION, after: 'r1' });
    h.fetches[1]!.resolve({ sessionId: SESSION, messages: [] });
    await flush();

    h.actor.send({ type: 'MINIMISE' });
    h.clock.increment(TIMINGS.chatPollMs * 3);
    h.actor.send({ type: 'CLOSE' });
    h.clock.increment(TIMINGS.chatPollMs * 3);
    expect(h.fetches).toHaveLength(2);

    // Opening again catches up at once.
    h.actor.send({ type: 'OPEN' });
    expect(h.fetches[2]!.input).toEqual({ sessionId: SESSION, after: 'r1' });
  });

  it('does not poll before there is a conversation', () => {
    const h = start();
    h.actor.send({ type: 'OPEN' });
    h.clock.increment(TIMINGS.chatPollMs * 2);
    expect(h.fetches).toHaveLength(0);
  });

  it('keeps polling after a failed poll and says so until one succeeds', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.fetches[0]!.reject(apiError(503));
    await flush();
    expect(h.context().pollFailed).toBe(true);
    h.clock.increment(TIMINGS.chatPollMs);
    h.fetches[1]!.resolve({ sessionId: SESSION, messages: [] });
    await flush();
    expect(h.context().pollFailed).toBe(false);
  });

  it('after its socket reconnects with the chat closed, reads what support wrote meanwhile and counts it', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Hello' })] });
    await flush();
    h.actor.send({ type: 'MINIMISE' });
    // The socket was away (a network change, a deploy): a reply sent then never reached it.
    h.sockets[0]!.push({ type: 'SOCKET_RECONNECTED' });
    expect(h.fetches.map((f) => f.input)).toEqual([
      { sessionId: SESSION, after: null },
      { sessionId: SESSION, after: 'm1' },
    ]);
    h.fetches[1]!.resolve({ sessionId: SESSION, messages: [message({ id: 'r1', text: 'Sent while you were away', sender: 'agent' })] });
    await flush();
    expect(h.context().unread).toBe(1);
    // (The history's acknowledgement of m1 was placed when it loaded.)
    expect(h.context().entries.map((e) => ('id' in e ? e.id : e.kind))).toEqual(['m1', 'acknowledgement', 'r1']);
    // Delivered again later by a poll or the socket: shown and counted once.
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Sent while you were away', sender: 'agent' }) });
    h.actor.send({ type: 'OPEN' });
    expect(h.fetches[2]!.input).toEqual({ sessionId: SESSION, after: 'r1' });
    expect(h.context().entries).toHaveLength(3);
    expect(h.context().unread).toBe(0);
  });

  it('counts replies that arrive over the socket while minimised or closed, and clears them on opening', () => {
    const h = start({ storedSession: SESSION });
    expect(h.sockets.map((s) => s.sessionId)).toEqual([SESSION]);
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Hello', sender: 'agent' }) });
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Hello', sender: 'agent' }) });
    expect(h.context().unread).toBe(1);
    h.actor.send({ type: 'OPEN' });
    expect(h.context().unread).toBe(0);
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r2', text: 'Still there?', sender: 'agent' }) });
    expect(h.context().unread).toBe(0);
    h.actor.send({ type: 'MINIMISE' });
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r3', text: 'Bye', sender: 'agent' }) });
    expect(h.context().unread).toBe(1);
    // Another conversation's message never shows here (PRODUCT.md decision 3).
    h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'x1', text: 'Not yours', sender: 'agent', sessionId: OTHER_SESSION }) });
    expect(h.context().entries.map((e) => ('id' in e ? e.id : null))).toEqual(['r1', 'r2', 'r3']);
  });

  it('connects the socket once the first message starts a conversation', async () => {
    const h = start();
    h.type('Hello');
    expect(h.sockets).toHaveLength(0);
    answer(h.posts[0]!, 'm1');
    await flush();
    expect(h.sockets.map((s) => s.sessionId)).toEqual([SESSION]);
  });

  it("takes up the conversation another tab started meanwhile, instead of starting a second one that replaces it", async () => {
    const h = start();
    h.actor.send({ type: 'OPEN' });
    h.otherTabStores(SESSION);
    expect(h.context().sessionId).toBe(SESSION);
    expect(h.sockets.map((s) => s.sessionId)).toEqual([SESSION]);
    // The other tab's messages are read at once, as a history.
    expect(h.fetches.map((f) => f.input)).toEqual([{ sessionId: SESSION, after: null }]);
    h.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Asked in the other tab' })] });
    await flush();
    expect(h.travellerEntries().map((e) => [e.text, e.status])).toEqual([['Asked in the other tab', 'sent']]);
    h.type('And one more thing');
    expect(h.posts[0]!.input.request).toEqual({ message: 'And one more thing', sessionId: SESSION });
    expect(h.stored()).toBe(SESSION);
    // A tab with its own conversation keeps it; and the subscription ends with the widget.
    h.otherTabStores(OTHER_SESSION);
    expect(h.context().sessionId).toBe(SESSION);
    h.actor.stop();
    expect(h.otherTabs.size).toBe(0);
  });

  it('keeps starting its own conversation when another tab stores one while its first message is on its way', async () => {
    const h = start();
    h.type('Hello');
    h.otherTabStores(OTHER_SESSION);
    expect(h.context().sessionId).toBeNull();
    answer(h.posts[0]!, 'm1');
    await flush();
    expect(h.context().sessionId).toBe(SESSION);
  });

  it('sends a first message that had failed to the conversation another tab started, as a new request', async () => {
    const h = start();
    h.type('Hello');
    h.posts[0]!.reject(new TypeError('Failed to fetch'));
    await flush();
    h.otherTabStores(OTHER_SESSION);
    const failed = h.travellerEntries()[0]!;
    expect(failed).toMatchObject({ status: 'failed', request: null });
    h.actor.send({ type: 'RETRY', key: failed.key });
    expect(h.posts[1]!.input.request).toEqual({ message: 'Hello', sessionId: OTHER_SESSION });
    expect(h.posts[1]!.input.idempotencyKey).not.toBe(h.posts[0]!.input.idempotencyKey);
  });

  it('forgets a stored conversation the server no longer knows, and starts a new one with the next message', async () => {
    const h = start({ storedSession: SESSION });
    h.actor.send({ type: 'OPEN' });
    h.fetches[0]!.reject(apiError(404, { message: CHAT_MESSAGES.sessionNotFound }));
    await flush();
    expect(h.context()).toMatchObject({ sessionId: null, sessionLost: true });
    expect(h.stored()).toBeNull();
    expect(h.sockets[0]!.stopped).toBe(true);

    h.type('Hello again');
    expect(h.posts[0]!.input.request).toEqual({ message: 'Hello again', language: 'de' });
    answer(h.posts[0]!, 'n1', OTHER_SESSION);
    await flush();
    expect(h.context()).toMatchObject({ sessionId: OTHER_SESSION, sessionLost: false });
    expect(h.stored()).toBe(OTHER_SESSION);
    expect(h.sockets.at(-1)!.sessionId).toBe(OTHER_SESSION);
  });

  it('retries a message refused for a lost conversation as a new request that starts a new one', async () => {
    const h = start({ storedSession: SESSION });
    h.type('Hello');
    h.posts[0]!.reject(apiError(404, { message: CHAT_MESSAGES.sessionNotFound }));
    await flush();
    const [failed] = h.travellerEntries();
    expect(failed).toMatchObject({ status: 'failed', failure: 'sessionLost' });
    expect(h.stored()).toBeNull();

    h.actor.send({ type: 'RETRY', key: failed!.key });
    expect(h.posts[1]!.input.request).toEqual({ message: 'Hello', language: 'de' });
    expect(h.posts[1]!.input.idempotencyKey).not.toBe(h.posts[0]!.input.idempotencyKey);
  });

  describe('across a reload (the same tab storage, a new machine)', () => {
    it('keeps the draft and the unsent messages; the one in flight is sent again with its Idempotency-Key and frozen request', async () => {
      const storage: Storage = { session: null, unsent: null };
      const before = start({ storage });
      before.actor.send({ type: 'EDIT_CONTACT', name: 'Ada', email: 'ada@example.com' });
      before.type('Is my visa ready?');
      before.type('It was submitted yesterday');
      before.actor.send({ type: 'EDIT', text: 'And one more thi' });
      expect(before.posts).toHaveLength(1);
      before.actor.stop();

      // Other keys from here on: the restored messages must keep theirs.
      const after = start({ storage, firstKey: 100 });
      expect(after.context().draft).toBe('And one more thi');
      expect(after.travellerEntries()).toMatchObject([
        { key: 'key-1', text: 'Is my visa ready?', status: 'sending' },
        { key: 'key-2', text: 'It was submitted yesterday', status: 'queued' },
      ]);
      // The same request under the same key: the server answers it from its record if the first one arrived.
      expect(after.posts).toHaveLength(1);
      expect(after.posts[0]!.input).toEqual(before.posts[0]!.input);
      expect(after.posts[0]!.input.request).toEqual({ message: 'Is my visa ready?', customerName: 'Ada', customerEmail: 'ada@example.com', language: 'de' });
      answer(after.posts[0]!, 'm1');
      await flush();
      expect(after.stored()).toBe(SESSION);
      expect(after.posts[1]!.input).toEqual({ request: { message: 'It was submitted yesterday', sessionId: SESSION }, idempotencyKey: 'key-2' });
      answer(after.posts[1]!, 'm2');
      await flush();
      expect(after.travellerEntries().map((e) => [e.id, e.status])).toEqual([
        ['m1', 'sent'],
        ['m2', 'sent'],
      ]);
      // Only the draft is left to keep; once it is gone, so is the record.
      expect(JSON.parse(storage.unsent!)).toEqual({ conversation: SESSION, draft: 'And one more thi', entries: [] });
      after.actor.send({ type: 'EDIT', text: '' });
      expect(storage.unsent).toBeNull();
    });

    it('shows the history once when the message in flight had been recorded, and records nothing twice', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.type('Hello');
      before.actor.stop();

      const after = start({ storage, firstKey: 100 });
      after.actor.send({ type: 'OPEN' });
      // The history already has it (the first attempt arrived); the repeat is answered with the same message.
      after.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm0', text: 'Hello', timestamp: at(-60) }), message({ id: 'm1', text: 'Hello' })] });
      await flush();
      answer(after.posts[0]!, 'm1');
      await flush();
      // The earlier "Hello" with the same words is not taken for it.
      expect(after.travellerEntries().map((e) => [e.id, e.status])).toEqual([
        ['m0', 'sent'],
        ['m1', 'sent'],
      ]);
      expect(after.posts.map((p) => p.input.idempotencyKey)).toEqual(['key-1']);
    });

    it('brings a failed message back as failed, and its Try again sends the same request under the same key', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.type('Are you there?');
      before.posts[0]!.reject(apiError(503));
      await flush();
      before.actor.stop();

      const after = start({ storage, firstKey: 100 });
      expect(after.posts).toHaveLength(0);
      expect(after.travellerEntries()).toMatchObject([{ key: 'key-1', status: 'failed', failure: 'server', text: 'Are you there?' }]);
      after.actor.send({ type: 'RETRY', key: 'key-1' });
      expect(after.posts[0]!.input).toEqual(before.posts[0]!.input);
    });

    it('drops unsent messages of another conversation (another tab changed it), keeping the draft', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.type('For the first conversation');
      before.actor.send({ type: 'EDIT', text: 'draft' });
      before.actor.stop();
      storage.session = OTHER_SESSION;

      const after = start({ storage });
      expect(after.context().entries).toEqual([]);
      expect(after.context().draft).toBe('draft');
      expect(after.posts).toHaveLength(0);
    });

    it('ignores a stored record it did not write', () => {
      const storage: Storage = {
        session: SESSION,
        unsent: JSON.stringify({ conversation: SESSION, draft: 7, entries: [{ kind: 'traveller', key: 'k', id: 'x', text: 'hi', status: 'sent' }] }),
      };
      const h = start({ storage });
      expect(h.context().entries).toEqual([]);
      expect(h.context().draft).toBe('');
      expect(h.posts).toHaveLength(0);
    });

    it('shows the acknowledgements the conversation showed before, and gives its open burst no second one', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.actor.send({ type: 'OPEN' });
      before.fetches[0]!.resolve({ sessionId: SESSION, messages: [] });
      await flush();
      before.type('Hello');
      answer(before.posts[0]!, 'm1', SESSION, at(0));
      await flush();
      before.clock.increment(TIMINGS.chatAutoReplyMs);
      before.type('Anyone?');
      answer(before.posts[1]!, 'm2', SESSION, at(5));
      await flush();
      before.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r1', text: 'Yes, hello!', sender: 'agent', timestamp: at(60) }) });
      before.type('Thanks');
      answer(before.posts[2]!, 'm3', SESSION, at(70));
      await flush();
      before.type('Quick one');
      answer(before.posts[3]!, 'm4', SESSION, at(71));
      await flush();
      before.clock.increment(TIMINGS.chatAutoReplyMs);
      const seen = kinds(before.context().entries);
      expect(seen).toEqual(['Hello', 'ack', 'Anyone?', 'Yes, hello!', 'Thanks', 'Quick one', 'ack']);
      const history = historyOf(before.context().entries);
      before.actor.stop();

      const after = start({ storage });
      after.actor.send({ type: 'OPEN' });
      after.fetches[0]!.resolve({ sessionId: SESSION, messages: history });
      await flush();
      expect(kinds(after.context().entries)).toEqual(seen);
      // Still the same burst: support has not answered since.
      after.type('Still there?');
      answer(after.posts[0]!, 'm5', SESSION, at(300));
      await flush();
      after.clock.increment(TIMINGS.chatAutoReplyMs * 2);
      expect(kinds(after.context().entries)).toEqual([...seen, 'Still there?']);
      // Support's next reply ends it: the next burst is acknowledged as ever.
      after.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r2', text: 'Here', sender: 'agent', timestamp: at(400) }) });
      after.type('Great');
      answer(after.posts[1]!, 'm6', SESSION, at(410));
      await flush();
      after.clock.increment(TIMINGS.chatAutoReplyMs);
      expect(kinds(after.context().entries).slice(-3)).toEqual(['Here', 'Great', 'ack']);
    });

    it('gives a burst one acknowledgement when its message in flight is delivered before the history loads', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.type('Hello');
      answer(before.posts[0]!, 'm1', SESSION, at(0));
      await flush();
      before.clock.increment(TIMINGS.chatAutoReplyMs);
      before.type('Again');
      before.actor.stop();

      // Closed: the resend is answered and acknowledged long before the history is read.
      const after = start({ storage, firstKey: 100 });
      answer(after.posts[0]!, 'm2', SESSION, at(10));
      await flush();
      after.clock.increment(TIMINGS.chatAutoReplyMs);
      after.actor.send({ type: 'OPEN' });
      after.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Hello', timestamp: at(0) }), message({ id: 'm2', text: 'Again', timestamp: at(10) })] });
      await flush();
      expect(kinds(after.context().entries)).toEqual(['Hello', 'ack', 'Again']);
    });

    it('acknowledges once a burst whose acknowledgement was still due at the reload', async () => {
      const storage: Storage = { session: SESSION, unsent: null };
      const before = start({ storage });
      before.type('Hello');
      answer(before.posts[0]!, 'm1', SESSION, at(0));
      await flush();
      before.clock.increment(TIMINGS.chatAutoReplyMs / 2);
      before.actor.stop();

      const after = start({ storage });
      after.actor.send({ type: 'OPEN' });
      after.type('Second');
      answer(after.posts[0]!, 'm2', SESSION, at(1));
      await flush();
      after.fetches[0]!.resolve({ sessionId: SESSION, messages: [message({ id: 'm1', text: 'Hello', timestamp: at(0) }), message({ id: 'm2', text: 'Second', timestamp: at(1) })] });
      await flush();
      after.clock.increment(TIMINGS.chatAutoReplyMs * 2);
      expect(kinds(after.context().entries)).toEqual(['Hello', 'Second', 'ack']);
    });

    it('puts the history before replies the socket brought first', async () => {
      const h = start({ storedSession: SESSION });
      h.sockets[0]!.push({ type: 'SOCKET_MESSAGE', message: message({ id: 'r2', text: 'Approved', sender: 'agent', timestamp: at(100) }) });
      h.actor.send({ type: 'OPEN' });
      h.fetches[0]!.resolve({
        sessionId: SESSION,
        messages: [
          message({ id: 'm1', text: 'Hello', timestamp: at(0) }),
          message({ id: 'r1', text: 'Hi', sender: 'agent', timestamp: at(1) }),
          message({ id: 'r2', text: 'Approved', sender: 'agent', timestamp: at(100) }),
        ],
      });
      await flush();
      expect(kinds(h.context().entries)).toEqual(['Hello', 'Hi', 'Approved']);
    });
  });
});

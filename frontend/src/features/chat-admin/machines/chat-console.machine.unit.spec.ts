import { describe, expect, it } from '@jest/globals';
import { createActor } from 'xstate';
import type { ChatMessageView, ChatSessionView } from '@evisa/contracts';
import { chatMessage, chatSession, customerMessageEvent, SESSION_A, SESSION_B, SESSION_C } from '../test/chat-fixtures';
import { chatConsoleMachine, draftOf, type ChatConsoleApi } from './chat-console.machine';

/** A promise the test settles by hand, to look at the machine while a request is on its way. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Lets settled promise actors deliver their results. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface FakeServer {
  sessions: ChatSessionView[];
  messages: Record<string, ChatMessageView[]>;
  failReply?: boolean;
  failRead?: boolean;
  failList?: boolean;
  /** When set, list requests wait for the test. */
  holdList?: Array<ReturnType<typeof deferred<ChatSessionView[]>>>;
}

function start({ readOnly = false, ...server }: Partial<FakeServer> & { readOnly?: boolean } = {}) {
  const state: FakeServer = { sessions: [chatSession()], messages: { [SESSION_A]: [chatMessage()] }, ...server };
  const calls = { list: 0, load: [] as string[], read: [] as string[], reply: [] as Array<{ sessionId: string; message: string; idempotencyKey: string }> };
  let keys = 0;
  const api: ChatConsoleApi = {
    listSessions: async () => {
      calls.list += 1;
      if (state.failList) throw new Error('503: list unavailable');
      if (state.holdList) {
        const hold = deferred<ChatSessionView[]>();
        state.holdList.push(hold);
        return hold.promise;
      }
      return state.sessions;
    },
    loadMessages: async (sessionId) => {
      calls.load.push(sessionId);
      return state.messages[sessionId] ?? [];
    },
    markRead: async (sessionId) => {
      calls.read.push(sessionId);
      if (state.failRead) throw new Error('500: read failed');
      return { ...state.sessions.find((s) => s.sessionId === sessionId)!, unreadCount: 0 };
    },
    sendReply: async (reply) => {
      calls.reply.push(reply);
      if (state.failReply) throw new Error('500: reply failed');
      return chatMessage({ id: `reply-${calls.reply.length}`, sessionId: reply.sessionId, text: reply.message, sender: 'agent', isRead: true, timestamp: '2026-11-20T10:10:00.000Z' });
    },
  };
  const actor = createActor(chatConsoleMachine, { input: { api, readOnly, newIdempotencyKey: () => `key-${++keys}` } }).start();
  const context = () => actor.getSnapshot().context;
  const session = (id: string) => context().sessions.find((s) => s.sessionId === id);
  return { actor, calls, state, context, session };
}

async function openAndConnect(h: ReturnType<typeof start>, sessionId = SESSION_A) {
  h.actor.send({ type: 'SOCKET_CONNECTED' });
  await flush();
  h.actor.send({ type: 'SELECT', sessionId });
  await flush();
}

describe('chat console machine', () => {
  it('loads the list at start, most recent first, and is disconnected until the socket connects', async () => {
    const h = start({ sessions: [chatSession({ sessionId: SESSION_B, lastMessageAt: '2026-11-20T09:00:00.000Z' }), chatSession()] });
    expect(h.actor.getSnapshot().matches({ list: 'loading', connection: 'disconnected' })).toBe(true);
    await flush();
    expect(h.actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(h.context().sessions.map((s) => s.sessionId)).toEqual([SESSION_A, SESSION_B]);
    expect(h.context().sessionsLoaded).toBe(true);
  });

  it('keeps the list error and loads again on RELOAD_LIST', async () => {
    const h = start({ failList: true });
    await flush();
    expect(h.actor.getSnapshot().matches({ list: 'failed' })).toBe(true);
    expect(String(h.context().listError)).toContain('list unavailable');
    h.state.failList = false;
    h.actor.send({ type: 'RELOAD_LIST' });
    expect(h.actor.getSnapshot().matches({ list: 'loading' })).toBe(true);
    expect(h.context().listError).toBeNull();
    await flush();
    expect(h.actor.getSnapshot().matches({ list: 'ready' })).toBe(true);
    expect(h.context().listError).toBeNull();
    expect(h.calls.list).toBe(2);
  });

  it('adds 1 to the unread count of a session that is not open, and creates a session it has not seen', async () => {
    const h = start();
    await flush();
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-2', text: 'Are you there?', timestamp: '2026-11-20T10:06:00.000Z' }) });
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-3', text: 'Hello?', timestamp: '2026-11-20T10:07:00.000Z' }) });
    expect(h.session(SESSION_A)).toMatchObject({ unreadCount: 2, lastMessagePreview: 'Hello?', lastMessageAt: '2026-11-20T10:07:00.000Z' });

    h.actor.send({
      type: 'CUSTOMER_MESSAGE',
      message: customerMessageEvent({ id: 'm-4', sessionId: SESSION_B, customerName: null, customerEmail: null, timestamp: '2026-11-20T10:08:00.000Z' }),
    });
    expect(h.context().sessions.map((s) => s.sessionId)).toEqual([SESSION_B, SESSION_A]);
    expect(h.session(SESSION_B)).toMatchObject({ unreadCount: 1, customerName: null, messageCount: 1 });
  });

  it('opening a chat loads its messages, clears its unread count at once and tells the server it was read', async () => {
    const h = start({ sessions: [chatSession({ unreadCount: 3 })] });
    await flush();
    h.actor.send({ type: 'SELECT', sessionId: SESSION_A });
    expect(h.actor.getSnapshot().matches({ conversation: 'loading' })).toBe(true);
    expect(h.session(SESSION_A)?.unreadCount).toBe(0);
    await flush();
    expect(h.actor.getSnapshot().matches({ conversation: 'ready' })).toBe(true);
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1']);
    expect(h.calls.load).toEqual([SESSION_A]);
    expect(h.calls.read).toEqual([SESSION_A]);
  });

  it('sends no read receipt for a chat without unread messages', async () => {
    const h = start();
    await flush();
    h.actor.send({ type: 'SELECT', sessionId: SESSION_A });
    await flush();
    expect(h.calls.read).toEqual([]);
  });

  it('shows the server count again when the read receipt fails', async () => {
    const h = start({ sessions: [chatSession({ unreadCount: 2 })], failRead: true });
    await flush();
    h.actor.send({ type: 'SELECT', sessionId: SESSION_A });
    await flush();
    await flush();
    expect(h.calls.list).toBe(2);
    expect(h.session(SESSION_A)?.unreadCount).toBe(2);
  });

  it('appends a message to the open chat and marks it read instead of counting it', async () => {
    const h = start();
    await flush();
    await openAndConnect(h);
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-2', text: 'One more thing', timestamp: '2026-11-20T10:06:00.000Z' }) });
    expect(h.context().messages.map((m) => m.text)).toEqual(['Hello, I have a question about my visa', 'One more thing']);
    expect(h.session(SESSION_A)?.unreadCount).toBe(0);
    await flush();
    expect(h.calls.read).toEqual([SESSION_A]);
  });

  it('in a background tab, counts what arrives in the open chat as unread, and reads it once the tab is shown again', async () => {
    const h = start();
    await flush();
    await openAndConnect(h);
    const readBefore = h.calls.read.length;
    h.actor.send({ type: 'VISIBILITY', visible: false });
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-2', text: 'Are you there?', timestamp: '2026-11-20T10:06:00.000Z' }) });
    await flush();
    // Shown in the conversation, but nobody is looking: unread, and no read receipt.
    expect(h.context().messages.map((m) => m.text)).toContain('Are you there?');
    expect(h.session(SESSION_A)?.unreadCount).toBe(1);
    expect(h.calls.read).toHaveLength(readBefore);

    h.actor.send({ type: 'VISIBILITY', visible: true });
    expect(h.session(SESSION_A)?.unreadCount).toBe(0);
    await flush();
    expect(h.calls.read.slice(readBefore)).toEqual([SESSION_A]);
    // Shown again with nothing new: no receipt.
    h.actor.send({ type: 'VISIBILITY', visible: false });
    h.actor.send({ type: 'VISIBILITY', visible: true });
    await flush();
    expect(h.calls.read.slice(readBefore)).toEqual([SESSION_A]);
  });

  it('sends a reply, appends it, clears the input and does not show it twice when the socket echoes it', async () => {
    const h = start();
    await flush();
    await openAndConnect(h);
    h.actor.send({ type: 'EDIT', text: '  We are looking into it.  ' });
    h.actor.send({ type: 'SEND' });
    expect(h.actor.getSnapshot().matches({ composer: 'sending' })).toBe(true);
    await flush();
    expect(h.calls.reply).toEqual([{ sessionId: SESSION_A, message: 'We are looking into it.', idempotencyKey: 'key-1' }]);
    expect(draftOf(h.context())).toBe('');
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1', 'reply-1']);
    expect(h.session(SESSION_A)).toMatchObject({ lastMessagePreview: 'We are looking into it.', lastMessageSender: 'agent' });

    h.actor.send({ type: 'AGENT_MESSAGE', message: h.context().messages[1]! });
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1', 'reply-1']);
  });

  it.each([
    ['the input is blank', { draft: '   \n ', connect: true, select: true }],
    ['no chat is selected', { draft: 'Hello', connect: true, select: false }],
    ['the socket is disconnected', { draft: 'Hello', connect: false, select: true }],
  ])('does not send while %s', async (_, { draft, connect, select }) => {
    const h = start();
    await flush();
    if (connect) h.actor.send({ type: 'SOCKET_CONNECTED' });
    if (select) h.actor.send({ type: 'SELECT', sessionId: SESSION_A });
    await flush();
    h.actor.send({ type: 'EDIT', text: draft });
    expect(h.actor.getSnapshot().can({ type: 'SEND' })).toBe(false);
    h.actor.send({ type: 'SEND' });
    await flush();
    expect(h.calls.reply).toEqual([]);
  });

  it('keeps the text after a failed reply, and a retry of the same text reuses its idempotency key', async () => {
    const h = start({ failReply: true });
    await flush();
    await openAndConnect(h);
    h.actor.send({ type: 'EDIT', text: 'Your visa is approved' });
    h.actor.send({ type: 'SEND' });
    await flush();
    expect(draftOf(h.context())).toBe('Your visa is approved');
    expect(h.context().failedReply).toMatchObject({ sessionId: SESSION_A, text: 'Your visa is approved' });
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1']);

    h.state.failReply = false;
    h.actor.send({ type: 'SEND' });
    expect(h.context().failedReply).toBeNull();
    await flush();
    expect(h.calls.reply.map((r) => r.idempotencyKey)).toEqual(['key-1', 'key-1']);
    expect(draftOf(h.context())).toBe('');
  });

  it('keeps one draft per chat', async () => {
    const h = start({ sessions: [chatSession(), chatSession({ sessionId: SESSION_B })] });
    await flush();
    await openAndConnect(h);
    h.actor.send({ type: 'EDIT', text: 'For Ada' });
    h.actor.send({ type: 'SELECT', sessionId: SESSION_B });
    expect(draftOf(h.context())).toBe('');
    h.actor.send({ type: 'SELECT', sessionId: SESSION_A });
    expect(draftOf(h.context())).toBe('For Ada');
  });

  it("shows another staff member's reply in the open chat and clears a badge they read", async () => {
    const h = start({ sessions: [chatSession(), chatSession({ sessionId: SESSION_B, unreadCount: 4 })] });
    await flush();
    await openAndConnect(h);
    const reply = chatMessage({ id: 'other-1', sender: 'agent', text: 'Hi, Grace here', timestamp: '2026-11-20T10:06:00.000Z', isRead: true });
    h.actor.send({ type: 'AGENT_MESSAGE', message: reply });
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1', 'other-1']);
    h.actor.send({ type: 'SESSION_READ', sessionId: SESSION_B });
    expect(h.session(SESSION_B)?.unreadCount).toBe(0);
  });

  it('reloads the list and the open conversation when the socket connects again', async () => {
    const h = start();
    await flush();
    await openAndConnect(h);
    const before = { list: h.calls.list, load: h.calls.load.length };
    h.actor.send({ type: 'SOCKET_DISCONNECTED' });
    expect(h.actor.getSnapshot().matches({ connection: 'disconnected' })).toBe(true);
    h.state.messages[SESSION_A] = [chatMessage(), chatMessage({ id: 'm-2', text: 'While you were away', timestamp: '2026-11-20T10:09:00.000Z' })];
    h.actor.send({ type: 'SOCKET_CONNECTED' });
    await flush();
    expect(h.calls.list).toBe(before.list + 1);
    expect(h.calls.load).toHaveLength(before.load + 1);
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1', 'm-2']);
  });

  it('reads what arrived in the open chat while the socket was down once it connects again, and tells the server', async () => {
    const h = start();
    await flush();
    await openAndConnect(h);
    h.actor.send({ type: 'SOCKET_DISCONNECTED' });
    // Two messages the server counted as unread while this console could not hear them.
    h.state.sessions = [chatSession({ unreadCount: 2, lastMessageAt: '2026-11-20T10:09:00.000Z' })];
    h.state.messages[SESSION_A] = [chatMessage(), chatMessage({ id: 'm-2', timestamp: '2026-11-20T10:08:00.000Z' }), chatMessage({ id: 'm-3', timestamp: '2026-11-20T10:09:00.000Z' })];
    const reads = h.calls.read.length;
    h.actor.send({ type: 'SOCKET_CONNECTED' });
    await flush();
    await flush();
    expect(h.context().messages.map((m) => m.id)).toEqual(['m-1', 'm-2', 'm-3']);
    expect(h.session(SESSION_A)?.unreadCount).toBe(0);
    expect(h.calls.read.slice(reads)).toEqual([SESSION_A]);
  });

  it('counts a message that arrives while the list is loading once the answer is in', async () => {
    const holds: Array<ReturnType<typeof deferred<ChatSessionView[]>>> = [];
    const h = start({ holdList: holds });
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-9', sessionId: SESSION_C, timestamp: '2026-11-20T11:00:00.000Z' }) });
    holds[0]!.resolve([chatSession()]);
    await flush();
    expect(h.context().sessions.map((s) => [s.sessionId, s.unreadCount])).toEqual([
      [SESSION_C, 1],
      [SESSION_A, 0],
    ]);
  });

  it('lets auditors read without replying or marking chats read', async () => {
    const h = start({ readOnly: true, sessions: [chatSession({ unreadCount: 2 })] });
    await flush();
    await openAndConnect(h);
    expect(h.context().messages).toHaveLength(1);
    expect(h.session(SESSION_A)?.unreadCount).toBe(2);
    h.actor.send({ type: 'CUSTOMER_MESSAGE', message: customerMessageEvent({ id: 'm-2', timestamp: '2026-11-20T10:06:00.000Z' }) });
    expect(h.session(SESSION_A)?.unreadCount).toBe(3);
    h.actor.send({ type: 'EDIT', text: 'Hello' });
    h.actor.send({ type: 'SEND' });
    await flush();
    expect(h.calls.read).toEqual([]);
    expect(h.calls.reply).toEqual([]);
  });

  it('remembers why the server refused the socket until it connects again', () => {
    const h = start();
    h.actor.send({ type: 'SOCKET_REFUSED', message: 'Not authorised for this chat' });
    expect(h.context().socketRefusal).toBe('Not authorised for this chat');
    h.actor.send({ type: 'SOCKET_CONNECTED' });
    expect(h.context().socketRefusal).toBeNull();
  });
});

import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CHAT_SOCKET_EVENTS, STAFF_CSRF_HEADER, type StaffRole } from '@evisa/contracts';
import { chatMessage, chatSession, customerMessageEvent, SESSION_A, SESSION_B, SESSION_C } from './test/chat-fixtures';

/** The staff socket as the server drives it: the test emits what the server would send. */
class FakeSocket {
  readonly handlers = new Map<string, Array<(payload?: unknown) => void>>();
  disconnected = false;
  connects = 0;
  constructor(readonly auth: unknown) {}
  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  connect() {
    this.connects += 1;
    return this;
  }
  disconnect() {
    this.disconnected = true;
    return this;
  }
  serverEmit(event: string, payload?: unknown) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler(payload)));
  }
}

const sockets: FakeSocket[] = [];
jest.unstable_mockModule('../../lib/chat-socket', () => ({
  connectChatSocket: (auth: unknown) => {
    const socket = new FakeSocket(auth);
    sockets.push(socket);
    return socket;
  },
}));

// Imported after the socket module is replaced, so the console's lazy import gets the fake.
const { createQueryClient } = await import('../../app/query-client');
const { createTestI18n, jsonResponse, renderApp } = await import('../../test/render-app');
const { CSRF, fakeAdminApi, sessionFor } = await import('../admin/test/fake-admin-api');
// The staff panel under a router with /admin's search rules: its tab and page are in the address.
const { renderAdminPanel } = await import('../admin/test/admin-page-harness');
const { ChatTab } = await import('../admin/components/chat-tab');

let i18n: I18n;
let fake: ReturnType<typeof fakeAdminApi> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
  await i18n.loadNamespaces(['admin']);
});

afterEach(() => {
  cleanup();
  fake?.network.restore();
  fake = undefined;
  sockets.length = 0;
});

const SESSIONS = () => [
  chatSession({ sessionId: SESSION_A, unreadCount: 2, lastMessageAt: '2026-11-20T10:05:00.000Z' }),
  chatSession({
    sessionId: SESSION_B,
    customerName: null,
    customerEmail: null,
    unreadCount: 0,
    lastMessageAt: '2026-11-20T11:00:00.000Z',
    lastMessagePreview: 'Do you accept PayPal?',
  }),
];

const MESSAGES = () => ({
  [SESSION_A]: [chatMessage({ id: 'm-1', text: 'Hello, I have a question about my visa' })],
  [SESSION_B]: [chatMessage({ id: 'm-2', sessionId: SESSION_B, text: 'Do you accept PayPal?', timestamp: '2026-11-20T11:00:00.000Z' })],
});

type FakeOverrides = NonNullable<Parameters<typeof fakeAdminApi>[0]>['overrides'];

function renderConsole({ role = 'agent' as StaffRole, chatSessions = SESSIONS(), chatMessages = MESSAGES(), overrides = new Map() as FakeOverrides } = {}) {
  fake = fakeAdminApi({ session: sessionFor(role), chatSessions, chatMessages, overrides });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <ChatTab />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return fake;
}

/** The console's socket, once its lazy import has run, connected. */
async function connectedSocket() {
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0]!;
  socket.serverEmit('connect');
  expect(await screen.findByText('Connected to chat system')).toBeInTheDocument();
  return socket;
}

const chatButton = (sessionId: string) => document.querySelector<HTMLElement>(`[data-session-id="${sessionId}"]`)!;

async function openChat(sessionId: string) {
  await screen.findByRole('list', { name: 'Active chats' });
  await userEvent.click(chatButton(sessionId));
  return screen.findByRole('log');
}

describe('staff chat console', () => {
  it('lists the chats most recent first, with unread badges, Anonymous and the session id in place of a missing email', async () => {
    renderConsole();
    expect(await screen.findByRole('heading', { name: 'Live support chat', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Active chats' });
    expect(screen.getByRole('heading', { name: 'Active chats', level: 3 })).toBeInTheDocument();
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((b) => b.dataset.sessionId)).toEqual([SESSION_B, SESSION_A]);

    expect(within(buttons[0]!).getByText('Anonymous')).toBeInTheDocument();
    expect(within(buttons[0]!).getByText(SESSION_B.slice(0, 8))).toBeInTheDocument();
    expect(within(buttons[0]!).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(within(buttons[1]!).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(buttons[1]!).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(buttons[1]!).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(buttons[1]).toHaveAccessibleName(/Unread messages: 2/);
    expect(within(buttons[1]!).getByText('Hello, I have a question about my visa')).toBeInTheDocument();

    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    await connectedSocket();
  });

  it("says 'No active chats' when there are none", async () => {
    renderConsole({ chatSessions: [] });
    expect(await screen.findByText('No active chats')).toBeInTheDocument();
  });

  it("shows the 'Hata' notice when the list cannot be loaded, and loads it again on request", async () => {
    const { api } = renderConsole({
      overrides: new Map([['GET /api/admin/chat/sessions', { status: 500, body: { statusCode: 500, message: 'Database unavailable' } }]]),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Hata: Database unavailable');
    api.overrides.delete('GET /api/admin/chat/sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Active chats' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opening a chat shows its messages, marks it selected and clears its unread count on the server', async () => {
    const { callsTo, api } = renderConsole();
    const log = await openChat(SESSION_A);
    expect(log).toHaveAccessibleName('Messages with Ada Lovelace');
    expect(within(log).getByText('Hello, I have a question about my visa')).toBeInTheDocument();
    expect(chatButton(SESSION_A)).toHaveAttribute('aria-current', 'true');
    expect(within(chatButton(SESSION_A)).queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toHaveFocus();

    await waitFor(() => expect(callsTo('POST', `/api/admin/chat/sessions/${SESSION_A}/read`)).toHaveLength(1));
    const [read] = callsTo('POST', `/api/admin/chat/sessions/${SESSION_A}/read`);
    expect((read!.init!.headers as Record<string, string>)[STAFF_CSRF_HEADER]).toBe(CSRF);
    expect(api.chatSessions.find((s) => s.sessionId === SESSION_A)!.unreadCount).toBe(0);
  });

  it("shows 'Loading messages…' and then the 'Hata' notice when a conversation cannot be loaded, and loads it again on request", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { api } = renderConsole({
      overrides: new Map([[`GET /api/admin/chat/sessions/${SESSION_A}/messages`, () => new Promise<Response>((resolve) => (answer = resolve))]]),
    });
    await screen.findByRole('list', { name: 'Active chats' });
    await userEvent.click(chatButton(SESSION_A));
    expect(await screen.findByText('Loading messages…', { selector: 'span[aria-hidden]' })).toBeInTheDocument();
    act(() => answer(jsonResponse({ statusCode: 503, message: 'Event store unavailable' }, 503)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hata: Event store unavailable');

    api.overrides.clear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(await screen.findByRole('log')).findByText('Hello, I have a question about my visa')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends a reply with Enter, appends it and clears the input; Shift+Enter starts a new line', async () => {
    const { callsTo } = renderConsole();
    await connectedSocket();
    const log = await openChat(SESSION_A);
    const input = screen.getByPlaceholderText('Type your response...');
    expect(input).toHaveAccessibleName('Your reply');

    await userEvent.type(input, 'Your visa{Shift>}{Enter}{/Shift}is approved');
    expect(input).toHaveValue('Your visa\nis approved');
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(0);

    await userEvent.type(input, '{Enter}');
    expect(await within(log).findByText(/Your visa\s+is approved/)).toBeInTheDocument();
    expect(input).toHaveValue('');
    const [reply] = callsTo('POST', '/api/chat/reply');
    expect(JSON.parse(String(reply!.init!.body))).toEqual({ sessionId: SESSION_A, message: 'Your visa\nis approved' });
    expect((reply!.init!.headers as Record<string, string>)[STAFF_CSRF_HEADER]).toBe(CSRF);
  });

  it("shows an Arabic traveller's name, preview and messages in their own direction (dir=auto)", async () => {
    const arabic = 'مرحبا، أريد أن أعرف حالة طلبي.';
    renderConsole({
      chatSessions: [chatSession({ sessionId: SESSION_C, customerName: 'ليلى', language: 'ar', lastMessagePreview: arabic })],
      chatMessages: { [SESSION_C]: [chatMessage({ id: 'm-ar', sessionId: SESSION_C, text: arabic })] },
    });
    const list = await screen.findByRole('list', { name: 'Active chats' });
    expect(within(list).getByText('ليلى')).toHaveAttribute('dir', 'auto');
    expect(within(list).getByText(arabic)).toHaveAttribute('dir', 'auto');

    const log = await openChat(SESSION_C);
    expect(screen.getByRole('heading', { name: 'ليلى' })).toHaveAttribute('dir', 'auto');
    expect(within(log).getByText(arabic)).toHaveAttribute('dir', 'auto');
  });

  it('shows an erased conversation with its messages marked erased and no reply box, saying why', async () => {
    const { callsTo } = renderConsole({
      chatSessions: [chatSession({ sessionId: SESSION_C, customerName: null, customerEmail: null, personalDataErased: true, lastMessagePreview: '' })],
      chatMessages: {
        [SESSION_C]: [
          chatMessage({ id: 'm-e1', sessionId: SESSION_C, text: '' }),
          chatMessage({ id: 'm-e2', sessionId: SESSION_C, text: '', sender: 'agent', timestamp: '2026-11-20T10:06:00.000Z' }),
        ],
      },
    });
    await connectedSocket();
    const log = await openChat(SESSION_C);
    expect(within(log).getAllByText('Message erased')).toHaveLength(2);
    expect(screen.getByText(/its messages can no longer be read and it takes no more replies/)).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your response...')).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(0);
  });

  it('keeps a pasted reply over the limit whole, says it is too long and does not send it; the count shows near the limit', async () => {
    const { callsTo } = renderConsole();
    await connectedSocket();
    await openChat(SESSION_A);
    const input = screen.getByPlaceholderText('Type your response...');
    await userEvent.click(input);
    await userEvent.paste('x'.repeat(1850));
    expect(screen.getByText('1850 / 2000 characters')).toBeInTheDocument();

    await userEvent.paste('y'.repeat(200));
    expect(input).toHaveValue('x'.repeat(1850) + 'y'.repeat(200));
    expect(screen.getByText('Too long: 2050 of at most 2000 characters.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(0);
  });

  it("says Sending only in the chat whose reply is on its way, not in the chat opened meanwhile", async () => {
    let answer!: (response: Response) => void;
    renderConsole({ overrides: new Map([['POST /api/chat/reply', () => new Promise<Response>((resolve) => (answer = resolve))]]) });
    await connectedSocket();
    await openChat(SESSION_A);
    await userEvent.type(screen.getByPlaceholderText('Type your response...'), 'On its way{Enter}');
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeInTheDocument();

    await userEvent.click(chatButton(SESSION_B));
    await screen.findByText('Do you accept PayPal?', { selector: 'p' });
    expect(screen.queryByRole('button', { name: 'Sending…' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await act(async () => answer(jsonResponse({ message: chatMessage({ id: 'r-1', text: 'On its way', sender: 'agent' }) }, 201)));
  });

  it("says the server could not be reached, in the panel's words, when a reply is lost to a dropped connection", async () => {
    renderConsole({ overrides: new Map([['POST /api/chat/reply', () => Promise.reject(new TypeError('Failed to fetch'))]]) });
    await connectedSocket();
    await openChat(SESSION_A);
    const input = screen.getByPlaceholderText('Type your response...');
    await userEvent.type(input, 'Hello{Enter}');
    expect(await screen.findByText('The server could not be reached. Check your internet connection and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(input).toHaveValue('Hello');
  });

  it('puts the focus back in the reply box after sending with the Send button, which is then disabled', async () => {
    renderConsole();
    await connectedSocket();
    const log = await openChat(SESSION_A);
    const input = screen.getByPlaceholderText('Type your response...');
    await userEvent.type(input, 'Sent with the button');
    await userEvent.tab();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(await within(log).findByText('Sent with the button')).toBeInTheDocument();
    expect(send).toBeDisabled();
    expect(input).toHaveFocus();
  });

  it('disables sending while the input is blank or the socket is disconnected, and never sends a blank reply', async () => {
    const { callsTo } = renderConsole();
    // No chat selected: there is nothing to type into.
    await screen.findByRole('list', { name: 'Active chats' });
    expect(screen.queryByPlaceholderText('Type your response...')).not.toBeInTheDocument();

    const socket = await connectedSocket();
    await openChat(SESSION_A);
    const send = screen.getByRole('button', { name: 'Send' });
    const input = screen.getByPlaceholderText('Type your response...');
    expect(send).toBeDisabled();
    await userEvent.type(input, '   {Enter}');
    expect(send).toBeDisabled();
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(0);

    await userEvent.type(input, 'Hello');
    expect(send).toBeEnabled();
    socket.serverEmit('disconnect');
    expect(screen.getByText('Disconnected')).toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.type(input, '{Enter}');
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(0);
    expect(screen.getByText('Replies can be sent again once the chat system is connected.')).toBeInTheDocument();
  });

  it('says the message could not be sent and keeps the text when the reply fails', async () => {
    renderConsole({ overrides: new Map([['POST /api/chat/reply', { status: 500, body: { statusCode: 500, message: 'Event store unavailable' } }]]) });
    await connectedSocket();
    const log = await openChat(SESSION_A);
    const input = screen.getByPlaceholderText('Type your response...');
    await userEvent.type(input, 'We are on it{Enter}');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your message could not be sent.');
    expect(alert).toHaveTextContent('Event store unavailable');
    expect(input).toHaveValue('We are on it');
    expect(within(log).queryByText('We are on it')).not.toBeInTheDocument();
  });

  it("updates the list with a traveller's message: a new chat appears first with a badge, the open one shows it and stays read", async () => {
    const { callsTo } = renderConsole({ chatSessions: [chatSession()] });
    const socket = await connectedSocket();
    socket.serverEmit(
      CHAT_SOCKET_EVENTS.customerMessage,
      customerMessageEvent({ id: 'm-9', sessionId: SESSION_C, customerName: null, customerEmail: null, language: 'fr', text: 'Is anyone there?', timestamp: '2026-11-20T12:00:00.000Z' }),
    );
    const list = screen.getByRole('list', { name: 'Active chats' });
    const first = within(list).getAllByRole('button')[0]!;
    expect(first.dataset.sessionId).toBe(SESSION_C);
    expect(within(first).getByText('Anonymous')).toBeInTheDocument();
    // The language to answer in, by its own name.
    expect(within(first).getByText('Français')).toHaveAttribute('lang', 'fr');
    expect(within(first).getByTestId('unread-badge')).toHaveTextContent('1');
    expect(within(first).getByText('Is anyone there?')).toBeInTheDocument();

    const log = await openChat(SESSION_A);
    const readsBefore = callsTo('POST', `/api/admin/chat/sessions/${SESSION_A}/read`).length;
    socket.serverEmit(CHAT_SOCKET_EVENTS.customerMessage, customerMessageEvent({ id: 'm-10', text: 'My passport expires soon', timestamp: '2026-11-20T12:01:00.000Z' }));
    expect(within(log).getByText('My passport expires soon')).toBeInTheDocument();
    expect(within(chatButton(SESSION_A)).queryByTestId('unread-badge')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', `/api/admin/chat/sessions/${SESSION_A}/read`)).toHaveLength(readsBefore + 1));
  });

  it("tells a screen reader when a chat starts or a traveller writes in another chat, and reads out the open chat's new words, never the list, the history or one's own reply", async () => {
    renderConsole();
    const said = () => screen.getByTestId('chat-console-announcer');
    await screen.findByRole('list', { name: 'Active chats' });
    const socket = await connectedSocket();
    // The region is there, polite, from the start; the list as loaded is not read out.
    expect(said()).toHaveAttribute('aria-live', 'polite');
    expect(said()).toBeEmptyDOMElement();

    socket.serverEmit(
      CHAT_SOCKET_EVENTS.customerMessage,
      customerMessageEvent({ id: 'm-20', sessionId: SESSION_C, customerName: null, customerEmail: null, text: 'Is anyone there?', timestamp: '2026-11-20T12:00:00.000Z' }),
    );
    expect(said()).toHaveTextContent('New chat from Anonymous');
    expect(said()).not.toHaveTextContent('Is anyone there?');

    const log = await openChat(SESSION_B);
    // The open conversation's history is neither live nor announced.
    expect(log).toHaveAttribute('aria-live', 'off');
    expect(said()).not.toHaveTextContent('Do you accept PayPal?');

    socket.serverEmit(CHAT_SOCKET_EVENTS.customerMessage, customerMessageEvent({ id: 'm-21', text: 'My passport expires soon', timestamp: '2026-11-20T12:01:00.000Z' }));
    expect(said()).toHaveTextContent('New message from Ada Lovelace');
    expect(said()).not.toHaveTextContent('My passport expires soon');

    const incoming = customerMessageEvent({ id: 'm-22', sessionId: SESSION_B, customerName: null, customerEmail: null, text: 'And Apple Pay?', timestamp: '2026-11-20T12:02:00.000Z' });
    socket.serverEmit(CHAT_SOCKET_EVENTS.customerMessage, incoming);
    socket.serverEmit(CHAT_SOCKET_EVENTS.customerMessage, incoming);
    expect(within(said()).getAllByText('Anonymous wrote: And Apple Pay?')).toHaveLength(1);

    // Staff's own reply (its answer and the socket's copy) and another member's are not read out.
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Yes, we do{Enter}');
    expect(await within(log).findByText('Yes, we do')).toBeInTheDocument();
    socket.serverEmit(CHAT_SOCKET_EVENTS.agentMessage, chatMessage({ id: 'other-2', sessionId: SESSION_B, sender: 'agent', text: 'Also cards', timestamp: '2026-11-20T12:03:00.000Z' }));
    expect(said()).not.toHaveTextContent(/Yes, we do|Also cards/);
    expect(said().querySelectorAll('p')).toHaveLength(3);
  });

  it('says what arrived while the socket was away once the list is loaded again, not what it already knew', async () => {
    const { api } = renderConsole();
    await screen.findByRole('list', { name: 'Active chats' });
    const socket = await connectedSocket();
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Active chats' })).getAllByRole('button')).toHaveLength(2));
    const said = () => screen.getByTestId('chat-console-announcer');
    expect(said()).toBeEmptyDOMElement();

    socket.serverEmit('disconnect');
    api.chatSessions.push(chatSession({ sessionId: SESSION_C, customerName: 'Grace', lastMessageAt: '2026-11-20T12:00:00.000Z', unreadCount: 1 }));
    const sessionA = api.chatSessions.find((s) => s.sessionId === SESSION_A)!;
    Object.assign(sessionA, { unreadCount: 3, lastMessageAt: '2026-11-20T12:01:00.000Z' });
    socket.serverEmit('connect');
    await waitFor(() => expect(said()).toHaveTextContent('New chat from Grace'));
    expect(said()).toHaveTextContent('New message from Ada Lovelace');
    expect(said()).not.toHaveTextContent('Anonymous');
  });

  it("shows another staff member's reply once and clears a badge another staff member read", async () => {
    renderConsole();
    const socket = await connectedSocket();
    const log = await openChat(SESSION_B);
    const reply = chatMessage({ id: 'other-1', sessionId: SESSION_B, sender: 'agent', text: 'Yes, we do', timestamp: '2026-11-20T11:01:00.000Z', isRead: true });
    socket.serverEmit(CHAT_SOCKET_EVENTS.agentMessage, reply);
    socket.serverEmit(CHAT_SOCKET_EVENTS.agentMessage, reply);
    expect(within(log).getAllByText('Yes, we do')).toHaveLength(1);

    expect(within(chatButton(SESSION_A)).getByTestId('unread-badge')).toBeInTheDocument();
    socket.serverEmit(CHAT_SOCKET_EVENTS.sessionRead, { sessionId: SESSION_A, readBy: 'staff-other' });
    expect(within(chatButton(SESSION_A)).queryByTestId('unread-badge')).not.toBeInTheDocument();
  });

  it('lets an auditor read a conversation without a reply box and without marking it read', async () => {
    const { callsTo } = renderConsole({ role: 'auditor' });
    await connectedSocket();
    const log = await openChat(SESSION_A);
    expect(within(log).getByText('Hello, I have a question about my visa')).toBeInTheDocument();
    expect(screen.getByText('Your role can read conversations but not reply to them.')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Type your response...')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    expect(within(chatButton(SESSION_A)).getByTestId('unread-badge')).toHaveTextContent('2');
    expect(callsTo('POST', '/api/admin/chat/')).toHaveLength(0);
  });

  it('goes back from the conversation to the list, focusing the chat that was open', async () => {
    renderConsole();
    await openChat(SESSION_A);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the list of chats' }));
    expect(screen.getByText('Select a chat to start messaging')).toBeInTheDocument();
    expect(chatButton(SESSION_A)).toHaveFocus();
    expect(chatButton(SESSION_A)).not.toHaveAttribute('aria-current');
  });

  it('loads the list and the open conversation again when the socket reconnects', async () => {
    const { api, callsTo } = renderConsole();
    const socket = await connectedSocket();
    const log = await openChat(SESSION_A);
    socket.serverEmit('disconnect');
    api.chatMessages[SESSION_A]!.push(chatMessage({ id: 'm-3', text: 'Sent while you were away', timestamp: '2026-11-20T10:30:00.000Z' }));
    const listCalls = callsTo('GET', '/api/admin/chat/sessions').length;
    socket.serverEmit('connect');
    expect(await within(log).findByText('Sent while you were away')).toBeInTheDocument();
    expect(callsTo('GET', '/api/admin/chat/sessions').length).toBeGreaterThan(listCalls);
  });

  it('closes the socket when the console goes away', async () => {
    renderConsole();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.auth).toBeNull();
    cleanup();
    expect(sockets[0]!.disconnected).toBe(true);
  });
});

describe('/chat-admin and the staff panel tab', () => {
  it('requires a staff sign-in at /chat-admin and then shows the console', async () => {
    fake = fakeAdminApi({ chatSessions: SESSIONS(), chatMessages: MESSAGES() });
    renderApp('/chat-admin', i18n);
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(fake.callsTo('GET', '/api/admin/chat/sessions')).toHaveLength(0);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'admin@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(await screen.findByRole('heading', { name: 'Live support chat', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Active chats' })).toBeInTheDocument();
    // The console's sections one level below its h1, none skipped.
    expect(screen.getByRole('heading', { name: 'Active chats', level: 2 })).toBeInTheDocument();
    await user.click(chatButton(SESSION_A));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 2 })).toBeInTheDocument();
  });

  it("brings back /chat-admin's sign-in form saying the session ended when the console is refused (401), as the panel does", async () => {
    const { api } = (fake = fakeAdminApi({ session: sessionFor('agent'), chatSessions: SESSIONS(), chatMessages: MESSAGES() }));
    renderApp('/chat-admin', i18n);
    await screen.findByRole('list', { name: 'Active chats' });
    const socket = await connectedSocket();
    // The server ended the session: the console's next list (on reconnecting) answers 401.
    api.session = null;
    socket.serverEmit('disconnect');
    socket.serverEmit('connect');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has ended (after a while without activity, or you were signed out elsewhere). Sign in again to continue.',
    );

    // Signed in again, then out on purpose: the sign-in form says nothing of an ended session.
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'agent@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.queryByText(/Your session has ended/)).not.toBeInTheDocument();
  });

  it('embeds the same console in the staff panel', async () => {
    fake = fakeAdminApi({ session: sessionFor('agent'), chatSessions: SESSIONS(), chatMessages: MESSAGES() });
    renderAdminPanel(i18n);
    // Travellers waiting show on the tab (2 unread in SESSIONS) before it is opened.
    const tab = await screen.findByRole('tab', { name: 'Live support chat Unread chat messages: 2' });
    expect(fake!.callsTo('GET', '/api/admin/chat/sessions')).toHaveLength(1);
    await userEvent.click(tab);
    expect(await screen.findByRole('heading', { name: 'Live support chat', level: 2 })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Active chats' })).toBeInTheDocument();
    await connectedSocket();
    // Open, the console is live itself: the tab drops its count.
    expect(screen.getByRole('tab', { name: 'Live support chat' })).toBeInTheDocument();
  });
});

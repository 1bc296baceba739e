import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The staff socket as the server drives it: the test emits what the server would send. */
class FakeSocket {
  readonly handlers = new Map<string, Array<(payload?: unknown) => void>>();
  on(event: string, handler: (payload?: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  connect() {
    return this;
  }
  disconnect() {
    return this;
  }
  serverEmit(event: string) {
    act(() => this.handlers.get(event)?.forEach((handler) => handler()));
  }
}
const sockets: FakeSocket[] = [];
jest.unstable_mockModule('../../lib/chat-socket', () => ({
  connectChatSocket: () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket;
  },
}));

// Imported after the socket module is replaced, so the console's lazy import gets the fake.
const { adminPageHarness } = await import('./test/admin-page-harness');
const { sessionFor } = await import('./test/fake-admin-api');
const { chatMessage, chatSession, SESSION_A } = await import('../chat-admin/test/chat-fixtures');

const { renderPage } = adminPageHarness();
const ENDED = 'Your session has ended (after a while without activity, or you were signed out elsewhere). Sign in again to continue.';

afterEach(() => {
  sockets.length = 0;
});

/** Opens the panel's chat tab, connects its socket and opens the chat with SESSION_A. */
async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('tab', { name: 'Live support chat' }));
  await waitFor(() => expect(sockets.length).toBeGreaterThan(0));
  sockets.at(-1)!.serverEmit('connect');
  await screen.findByRole('list', { name: 'Active chats' });
  await user.click(document.querySelector<HTMLElement>(`[data-session-id="${SESSION_A}"]`)!);
  await screen.findByRole('log');
  return screen.getByPlaceholderText('Type your response...');
}

async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email address'), 'admin@example.com');
  await user.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
}

describe("a session that ends under the panel's chat tab", () => {
  it('brings back the sign-in form saying why when the console is refused (401)', async () => {
    const { api } = renderPage({ session: sessionFor('agent') });
    const user = userEvent.setup();
    await screen.findByText('ABC1234567890XYZ');
    // The server ended the session: the console's list of chats answers 401.
    api.session = null;
    await user.click(screen.getByRole('tab', { name: 'Live support chat' }));
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
  });

  it('keeps the reply typed when sending it answers 401: the chat opens with it after signing in again, not after Log out', async () => {
    const { api, callsTo } = renderPage({
      session: sessionFor('admin'),
      chatSessions: [chatSession({ sessionId: SESSION_A })],
      chatMessages: { [SESSION_A]: [chatMessage({ id: 'm-1', text: 'Hello, I have a question about my visa' })] },
    });
    const user = userEvent.setup();
    await user.type(await openChat(user), 'Your visa is being processed');
    api.session = null;
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Staff sign-in' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(ENDED);
    expect(callsTo('POST', '/api/chat/reply')).toHaveLength(1);

    await signIn(user);
    expect(await openChat(user)).toHaveValue('Your visa is being processed');

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await signIn(user);
    expect(await openChat(user)).toHaveValue('');
  });
});

import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The staff socket: never connected here; the console's list is what answers 401. */
const sockets: unknown[] = [];
jest.unstable_mockModule('../../lib/chat-socket', () => ({
  connectChatSocket: () => {
    const socket = { on: () => socket, connect: () => socket, disconnect: () => socket };
    sockets.push(socket);
    return socket;
  },
}));

// Imported after the socket module is replaced, so the console's lazy import gets the fake.
const { adminPageHarness } = await import('./test/admin-page-harness');
const { sessionFor } = await import('./test/fake-admin-api');

const { renderPage } = adminPageHarness();
const ENDED = 'Your session has ended (after a while without activity, or you were signed out elsewhere). Sign in again to continue.';

afterEach(() => {
  sockets.length = 0;
});

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
});

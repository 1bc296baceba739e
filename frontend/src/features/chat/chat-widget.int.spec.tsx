import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CHAT_LIMITS, CHAT_MESSAGES, CHAT_SOCKET_EVENTS, SUPPORT_HOURS, TIMINGS } from '@evisa/contracts';
import { createTestI18n, jsonResponse, mockFetch, renderApp } from '../../test/render-app';
import { ChatWidget } from './components/chat-widget';
import { CHAT_SESSION_STORAGE_KEY } from './lib/chat-session-store';
import { CHAT_UNSENT_STORAGE_KEY } from './lib/chat-unsent-store';
import { fakeChatApi, fakeChatSockets } from './test/fake-chat-api';

let i18n: I18n;
let api: ReturnType<typeof fakeChatApi> | undefined;

beforeAll(async () => {
  i18n = await createTestI18n('en');
});
beforeEach(() => {
  localStorage.removeItem(CHAT_SESSION_STORAGE_KEY);
  sessionStorage.removeItem(CHAT_UNSENT_STORAGE_KEY);
});
afterEach(() => {
  cleanup();
  api?.restore();
  api = undefined;
});

/** The widget on a page; with `server`, the same server again (a reload: storage is kept between renders). */
function renderWidget(server?: ReturnType<typeof fakeChatApi>) {
  api = server ?? fakeChatApi();
  const sockets = fakeChatSockets();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <main>
        <h1>Page</h1>
      </main>
      <ChatWidget options={{ connect: sockets.connect }} />
    </I18nextProvider>,
  );
  return { api, sockets, user };
}

async function openChat(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open live support chat' }));
  const panel = await screen.findByRole('region', { name: 'Live support' });
  return { panel, input: within(panel).getByRole('textbox', { name: 'Your message' }) };
}

const postBody = (call: { init?: RequestInit }) => JSON.parse(String(call.init!.body)) as Record<string, unknown>;
const log = () => screen.getByRole('log', { name: 'Conversation with support' });

describe('live chat widget', () => {
  it('is on public pages and not on the staff pages', async () => {
    renderApp('/', i18n);
    expect(await screen.findByRole('button', { name: 'Open live support chat' })).toBeInTheDocument();
    cleanup();

    // Nobody signed in, as the server answers /api/admin/auth/me: the staff sign-in page.
    const staff = mockFetch(() => jsonResponse({ staff: null }));
    try {
      renderApp('/admin', i18n);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('button', { name: 'Open live support chat' })).not.toBeInTheDocument();
    } finally {
      staff.restore();
    }
  });

  it('opens with the keyboard in the message box; Enter sends, Shift+Enter makes a new line, blank is never sent', async () => {
    const { user, api } = renderWidget();
    const { panel, input } = await openChat(user);
    expect(input).toHaveFocus();
    expect(within(panel).getByText(/a private company, not a government office/)).toBeInTheDocument();

    const send = within(panel).getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input, '   {Enter}');
    expect(api.posts()).toHaveLength(0);
    expect(send).toBeDisabled();

    await user.clear(input);
    await user.type(input, 'Hello{Shift>}{Enter}{/Shift}my visa');
    expect(input).toHaveValue('Hello\nmy visa');
    expect(api.posts()).toHaveLength(0);

    await user.type(input, '{Enter}');
    expect(input).toHaveValue('');
    expect(within(log()).getByText('Hello my visa', { normalizer: (text) => text.replace(/\s+/g, ' ').trim() })).toBeInTheDocument();
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(postBody(api.posts()[0]!)).toEqual({ message: 'Hello\nmy visa', language: 'en' });
    await waitFor(() => expect(within(log()).queryByText(/Sending/)).not.toBeInTheDocument());
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('answers automatically after 2 seconds, saying honestly that a person will reply and when', async () => {
    const { user } = renderWidget();
    const { input } = await openChat(user);
    await user.type(input, 'Is my application complete?{Enter}');
    const acknowledgement = await within(log()).findByText(/This is an automatic reply/, {}, { timeout: TIMINGS.chatAutoReplyMs + 5000 });
    expect(acknowledgement).toHaveTextContent(`${SUPPORT_HOURS.businessHoursUtc.from}–${SUPPORT_HOURS.businessHoursUtc.to} UTC`);
    expect(acknowledgement).toHaveTextContent(`${SUPPORT_HOURS.replyWithin.max} hours`);
  });

  it('asks optionally for a name and email before the first message and sends them with it', async () => {
    const { user, api } = renderWidget();
    const { panel, input } = await openChat(user);
    await user.type(within(panel).getByRole('textbox', { name: 'Your name (optional)' }), 'Ada');
    const email = within(panel).getByRole('textbox', { name: 'Email (optional)' });
    await user.type(email, 'ada@');
    await user.type(input, 'Hello{Enter}');
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Enter a valid email address, or leave the field empty.');
    expect(api.posts()).toHaveLength(0);

    await user.type(email, 'example.com');
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.posts()).toHaveLength(1));
    expect(postBody(api.posts()[0]!)).toMatchObject({ message: 'Hello', customerName: 'Ada', customerEmail: 'ada@example.com' });
    expect(within(panel).queryByRole('textbox', { name: 'Email (optional)' })).not.toBeInTheDocument();
  });

  it('shows why a message failed and retries it with the same Idempotency-Key, without doubling it', async () => {
    const { user, api } = renderWidget();
    api.failNextPosts.push({ status: 429, message: CHAT_MESSAGES.tooManyMessages });
    const { input } = await openChat(user);
    await user.type(input, 'Please help{Enter}');
    expect(await within(log()).findByText('Not sent: you are sending messages too quickly. Wait a moment, then try again.')).toBeInTheDocument();
    // Which message, and why: several failed messages each have a Try again.
    expect(within(log()).getByRole('button', { name: 'Try again' })).toHaveAccessibleDescription(
      'Please help Not sent: you are sending messages too quickly. Wait a moment, then try again.',
    );

    await user.click(within(log()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.posts()).toHaveLength(2));
    const [first, second] = api.posts();
    expect((second!.init!.headers as Record<string, string>)['Idempotency-Key']).toBe((first!.init!.headers as Record<string, string>)['Idempotency-Key']);
    await waitFor(() => expect(within(log()).queryByText(/Not sent/)).not.toBeInTheDocument());
    expect(within(log()).getAllByText('Please help')).toHaveLength(1);
    expect([...api.sessions.values()][0]!.map((m) => m.text)).toEqual(['Please help']);
  });

  it('scrolls the failure note and its Try again into view, as it does a new message', async () => {
    // Whether the note was on screen at each scroll to the end of the conversation.
    const noteShownAtScroll: boolean[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function () {
      noteShownAtScroll.push(!!document.body.textContent?.includes('Try again'));
    };
    try {
      const { user, api } = renderWidget();
      api.failNextPosts.push({ status: 503, message: 'Service Unavailable' });
      const { input } = await openChat(user);
      await user.type(input, 'Are you there?{Enter}');
      await within(log()).findByRole('button', { name: 'Try again' });
      await waitFor(() => expect(noteShownAtScroll).toContain(true));
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it('counts characters near the limit and refuses a message that is too long', async () => {
    const { user } = renderWidget();
    const { panel, input } = await openChat(user);
    await user.click(input);
    await user.paste('x'.repeat(CHAT_LIMITS.messageMax + 1));
    expect(within(panel).getByText(`Too long: ${CHAT_LIMITS.messageMax + 1} of at most ${CHAT_LIMITS.messageMax} characters.`)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('minimises with Escape, counts a reply from the socket on the bar, and gives focus back to the launcher on close', async () => {
    const { user, api, sockets } = renderWidget();
    const { input } = await openChat(user);
    await user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    const sessionId = sockets.sockets[0]!.sessionId;

    await user.keyboard('{Escape}');
    const restore = await screen.findByRole('button', { name: 'Open chat again' });
    expect(restore).toHaveFocus();
    expect(screen.queryByRole('region', { name: 'Live support' })).not.toBeInTheDocument();

    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Hello, how can I help?')));
    await user.click(screen.getByRole('button', { name: 'Open chat again (new replies: 1)' }));
    expect(within(log()).getByText('Hello, how can I help?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.getByRole('button', { name: 'Open live support chat' })).toHaveFocus();
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Anything else?')));
    expect(screen.getByRole('button', { name: 'Open live support chat (new replies: 1)' })).toBeInTheDocument();
  });

  /** The window's width as CSS media queries see it (jsdom has no matchMedia): `wide` from `sm` (40rem) up. */
  function windowOf({ wide }: { wide: boolean }) {
    const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query === '(min-width: 40rem)' ? wide : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }),
    });
    return () => (original ? Object.defineProperty(window, 'matchMedia', original) : Reflect.deleteProperty(window, 'matchMedia'));
  }

  it('on a phone the open sheet is a modal dialog: the page behind it inert, Tab going round inside, Escape minimising from anywhere', async () => {
    const restoreWindow = windowOf({ wide: false });
    try {
      const { user } = renderWidget();
      await user.click(screen.getByRole('button', { name: 'Open live support chat' }));
      const dialog = await screen.findByRole('dialog', { name: 'Live support' });
      expect(dialog).toHaveAttribute('aria-modal', 'true');
      const page = screen.getByRole('main');
      expect(page).toHaveAttribute('inert');
      // The widget's live region still speaks.
      expect(document.querySelector('[aria-live="polite"]')).not.toHaveAttribute('inert');

      // The message box is the last control while Send is disabled: Tab goes back to the first one.
      const input = within(dialog).getByRole('textbox', { name: 'Your message' });
      expect(input).toHaveFocus();
      await user.tab();
      expect(within(dialog).getByRole('button', { name: 'Minimise chat' })).toHaveFocus();
      await user.tab({ shift: true });
      expect(input).toHaveFocus();

      // Escape with the focus outside the sheet (a tap on the page around it) minimises too.
      act(() => input.blur());
      await user.keyboard('{Escape}');
      expect(await screen.findByRole('button', { name: 'Open chat again' })).toHaveFocus();
      expect(page).not.toHaveAttribute('inert');

      await user.click(screen.getByRole('button', { name: 'Open chat again' }));
      await screen.findByRole('dialog', { name: 'Live support' });
      expect(page).toHaveAttribute('inert');
      await user.click(screen.getByRole('button', { name: 'Close chat' }));
      expect(screen.getByRole('button', { name: 'Open live support chat' })).toHaveFocus();
      expect(page).not.toHaveAttribute('inert');
    } finally {
      restoreWindow();
    }
  });

  it('on a wide screen the open card is not modal: the page stays usable beside it', async () => {
    const restoreWindow = windowOf({ wide: true });
    try {
      const { user } = renderWidget();
      const { panel } = await openChat(user);
      expect(panel).not.toHaveAttribute('aria-modal');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    } finally {
      restoreWindow();
    }
  });

  it('wakes up on its own only for a traveller who already has a conversation, so a reply shows on the launcher unopened', async () => {
    const fresh = renderWidget();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(fresh.sockets.sockets).toHaveLength(0);
    cleanup();
    fresh.api.restore();

    const sessionId = 'c'.repeat(32);
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    const { api, sockets } = renderWidget();
    api.sessions.set(sessionId, []);
    await waitFor(() => expect(sockets.sockets.map((socket) => socket.sessionId)).toEqual([sessionId]));
    // A malformed event (an older server mid-deploy, a proxy's page) is dropped, not counted or shown.
    act(() => sockets.emitToAll(CHAT_SOCKET_EVENTS.agentMessage, { id: 'bad-1', sessionId, text: 42, sender: 'agent' }, sessionId));
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Your e-Visa has been approved.')));
    expect(await screen.findByRole('button', { name: 'Open live support chat (new replies: 1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Live support' })).not.toBeInTheDocument();
  });

  it('shows a reply found by polling while open', async () => {
    const { user, api } = renderWidget();
    const { input } = await openChat(user);
    await user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(api.sessions.size).toBe(1));
    api.reply([...api.sessions.keys()][0]!, 'We are checking your application.');
    expect(await within(log()).findByText('We are checking your application.', {}, { timeout: TIMINGS.chatPollMs + 5000 })).toBeInTheDocument();
  });

  it('lays out each message in its own direction, whatever the page’s (an English reply on an Arabic page)', async () => {
    const { user, api } = renderWidget();
    const { input } = await openChat(user);
    await user.type(input, 'مرحبا، لدي سؤال.{Enter}');
    await waitFor(() => expect(api.sessions.size).toBe(1));
    api.reply([...api.sessions.keys()][0]!, 'Yes, write to us.');
    const reply = await within(log()).findByText('Yes, write to us.', {}, { timeout: TIMINGS.chatPollMs + 5000 });
    const own = within(log()).getByText('مرحبا، لدي سؤال.');
    for (const text of [reply, own]) expect(text).toHaveAttribute('dir', 'auto');
  });

  it('loads an earlier conversation, and forgets one the server no longer knows', async () => {
    const first = renderWidget();
    const { input } = await openChat(first.user);
    await first.user.type(input, 'Hello{Enter}');
    await waitFor(() => expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).not.toBeNull());
    const sessionId = localStorage.getItem(CHAT_SESSION_STORAGE_KEY)!;
    first.api.reply(sessionId, 'Welcome back');
    const sessions = first.api.sessions;
    cleanup();
    first.api.restore();

    // The same browser later: the conversation is read again from the server.
    const second = renderWidget();
    for (const [id, messages] of sessions) second.api.sessions.set(id, messages);
    await openChat(second.user);
    expect(await within(log()).findByText('Welcome back')).toBeInTheDocument();
    cleanup();
    second.api.restore();

    // Erased on the server meanwhile.
    const third = renderWidget();
    await openChat(third.user);
    expect(await screen.findByText('Your earlier conversation is no longer available. Your next message starts a new one.')).toBeInTheDocument();
    expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('reads out to screen readers what arrives, never the history it loads', async () => {
    const sessionId = 'd'.repeat(32);
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    const { user, api, sockets } = renderWidget();
    api.sessions.set(sessionId, []);
    for (let n = 1; n <= 3; n += 1) {
      api.sessions.get(sessionId)!.push({ id: `00000000-0000-4000-8000-00000000010${n}`, sessionId, text: `Earlier question ${n}`, sender: 'user', timestamp: new Date().toISOString(), isRead: true });
      api.reply(sessionId, `Earlier answer ${n}`);
    }
    /** Everything in a region a screen reader reads out as it changes (role=log and aria-live are polite unless off). */
    const spoken = () =>
      [...document.querySelectorAll('[role="log"], [role="status"], [role="alert"], [aria-live]')]
        .filter((region) => region.getAttribute('aria-live') !== 'off')
        .map((region) => region.textContent ?? '')
        .join(' | ');

    await openChat(user);
    expect(await within(log()).findByText('Earlier answer 3', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(spoken()).not.toMatch(/Earlier/);

    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Your visa is approved.')));
    expect(within(log()).getByText('Your visa is approved.')).toBeInTheDocument();
    expect(spoken()).toContain('Support: Your visa is approved.');
    expect(spoken()).not.toMatch(/Earlier/);

    // Its own message is not read back to the traveller who typed it; a failure is.
    api.failNextPosts.push({ status: 429, message: CHAT_MESSAGES.tooManyMessages });
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Thank you{Enter}');
    await within(log()).findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(spoken()).not.toContain('Thank you');
    expect(spoken()).toMatch(/too quickly|too fast|wait/i);

    // Minimised or closed, a reply is read out too (the badge alone is seen, not heard).
    await user.keyboard('{Escape}');
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Are you still there?')));
    expect(spoken()).toContain('Support: Are you still there?');
    await user.click(screen.getByRole('button', { name: 'Close chat' }));
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'We will write again tomorrow.')));
    expect(spoken()).toContain('Support: We will write again tomorrow.');
  });

  it('reads out a reply that arrives before the panel was ever opened on this page, and not the history opening then loads', async () => {
    const sessionId = 'e'.repeat(32);
    localStorage.setItem(CHAT_SESSION_STORAGE_KEY, sessionId);
    const { user, api, sockets } = renderWidget();
    api.sessions.set(sessionId, []);
    api.reply(sessionId, 'An earlier answer');
    await waitFor(() => expect(sockets.sockets).toHaveLength(1));
    act(() => sockets.deliverAgentMessage(api.reply(sessionId, 'Your visa is ready.')));
    const polite = () => [...document.querySelectorAll('[aria-live="polite"]')].map((region) => region.textContent ?? '').join(' | ');
    expect(polite()).toContain('Support: Your visa is ready.');
    await user.click(screen.getByRole('button', { name: 'Open live support chat (new replies: 1)' }));
    expect(await within(log()).findByText('An earlier answer', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(polite()).not.toContain('An earlier answer');
  });

  it('keeps the draft and a message in flight across a reload, and the server records that message once', async () => {
    const first = renderWidget();
    first.api.lost.answers = 1;
    const { input } = await openChat(first.user);
    await first.user.type(input, 'Is my visa ready?{Enter}');
    await waitFor(() => expect(first.api.posts()).toHaveLength(1));
    await first.user.type(input, 'My number is');
    expect(within(log()).getByText('Is my visa ready?').closest('li')).toHaveTextContent('Sending');
    cleanup();

    // The page loads again (session storage kept): the message goes again by itself, unopened.
    const second = renderWidget(first.api);
    await waitFor(() => expect(first.api.posts()).toHaveLength(2));
    const [before, after] = first.api.posts();
    expect((after!.init!.headers as Record<string, string>)['Idempotency-Key']).toBe((before!.init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(postBody(after!)).toEqual(postBody(before!));
    await waitFor(() => expect(localStorage.getItem(CHAT_SESSION_STORAGE_KEY)).not.toBeNull());
    expect([...first.api.sessions.values()].map((messages) => messages.map((m) => m.text))).toEqual([['Is my visa ready?']]);

    const reopened = await openChat(second.user);
    expect(reopened.input).toHaveValue('My number is');
    await waitFor(() => expect(within(log()).getAllByText('Is my visa ready?')).toHaveLength(1));
    expect(within(log()).queryByText(/Sending/)).not.toBeInTheDocument();
  });

  it('brings a failed message back after a reload with its Try again', async () => {
    const first = renderWidget();
    first.api.failNextPosts.push({ status: 503, message: 'Service Unavailable' });
    const { input } = await openChat(first.user);
    await first.user.type(input, 'Please help{Enter}');
    await within(log()).findByRole('button', { name: 'Try again' });
    cleanup();

    const second = renderWidget(first.api);
    await openChat(second.user);
    await second.user.click(within(log()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(log()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument());
    const [failed, retried] = first.api.posts();
    expect((retried!.init!.headers as Record<string, string>)['Idempotency-Key']).toBe((failed!.init!.headers as Record<string, string>)['Idempotency-Key']);
    expect([...first.api.sessions.values()][0]!.map((m) => m.text)).toEqual(['Please help']);
  });

  it('works on when the browser refuses to store anything', async () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    try {
      const { user, api } = renderWidget();
      const { input } = await openChat(user);
      await user.type(input, 'Hello{Enter}');
      await waitFor(() => expect(api.sessions.size).toBe(1));
      await waitFor(() => expect(within(log()).queryByText(/Sending/)).not.toBeInTheDocument());
      expect(within(log()).getByText('Hello')).toBeInTheDocument();
    } finally {
      setItem.mockRestore();
    }
  });

  it('shows again after a reload the acknowledgement it showed, and gives the same burst no second one', async () => {
    const first = renderWidget();
    const { input } = await openChat(first.user);
    await first.user.type(input, 'Hello{Enter}');
    await within(log()).findByText(/This is an automatic reply/, {}, { timeout: TIMINGS.chatAutoReplyMs + 5000 });
    cleanup();

    const second = renderWidget(first.api);
    const reopened = await openChat(second.user);
    await within(log()).findByText(/This is an automatic reply/);
    await second.user.type(reopened.input, 'Anyone there?{Enter}');
    await waitFor(() => expect([...first.api.sessions.values()][0]).toHaveLength(2));
    await act(() => new Promise((resolve) => setTimeout(resolve, TIMINGS.chatAutoReplyMs + 500)));
    expect(within(log()).getAllByText(/This is an automatic reply/)).toHaveLength(1);
  });
});

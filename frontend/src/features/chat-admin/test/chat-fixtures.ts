import type { ChatCustomerMessageEvent, ChatMessageView, ChatSessionView } from '@evisa/contracts';

/** Shared fixtures for the console's machine and component tests. */
export const SESSION_A = 'a'.repeat(8) + '1'.repeat(24);
export const SESSION_B = 'b'.repeat(8) + '2'.repeat(24);
export const SESSION_C = 'c'.repeat(8) + '3'.repeat(24);

export function chatSession(overrides: Partial<ChatSessionView> = {}): ChatSessionView {
  return {
    sessionId: SESSION_A,
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    language: 'en',
    startedAt: '2026-11-20T10:00:00.000Z',
    lastMessageAt: '2026-11-20T10:05:00.000Z',
    lastMessagePreview: 'Hello, I have a question about my visa',
    lastMessageSender: 'user',
    unreadCount: 0,
    messageCount: 1,
    personalDataErased: false,
    ...overrides,
  };
}

export function chatMessage(overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id: 'm-1',
    sessionId: SESSION_A,
    text: 'Hello, I have a question about my visa',
    sender: 'user',
    timestamp: '2026-11-20T10:05:00.000Z',
    isRead: false,
    ...overrides,
  };
}

export function customerMessageEvent(overrides: Partial<ChatCustomerMessageEvent> = {}): ChatCustomerMessageEvent {
  return { ...chatMessage(), customerName: 'Ada Lovelace', customerEmail: 'ada@example.com', language: 'en', ...overrides };
}

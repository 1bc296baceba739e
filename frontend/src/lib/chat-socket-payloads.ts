import type { ChatCustomerMessageEvent, ChatMessageView, ChatSessionReadEvent } from '@evisa/contracts';

/**
 * What a chat socket delivers, checked before it reaches the widget or the staff console: a
 * malformed event (an older server during a deploy, a proxy's error page) is dropped rather than
 * breaking the conversation or the list.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
// Missing counts as null: the list shows 'Anonymous' either way.
const isNullableString = (value: unknown) => value === null || value === undefined || typeof value === 'string';

export function isChatMessageView(value: unknown): value is ChatMessageView {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.sessionId === 'string' &&
    typeof value.text === 'string' &&
    (value.sender === 'user' || value.sender === 'agent') &&
    typeof value.timestamp === 'string'
  );
}

export function isCustomerMessageEvent(value: unknown): value is ChatCustomerMessageEvent {
  if (!isChatMessageView(value)) return false;
  const { customerName, customerEmail, language } = value as ChatMessageView & Record<string, unknown>;
  return isNullableString(customerName) && isNullableString(customerEmail) && typeof language === 'string';
}

export function isSessionReadEvent(value: unknown): value is ChatSessionReadEvent {
  return isRecord(value) && typeof value.sessionId === 'string';
}

export function refusalMessageOf(value: unknown): string | null {
  return isRecord(value) && typeof value.message === 'string' ? value.message : null;
}

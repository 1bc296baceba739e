import type { KeyboardEvent } from 'react';

/**
 * The chat boxes' rule (spec section 5): Enter sends, Shift+Enter makes a new line. Enter while an
 * input method is composing (Japanese, Chinese…) confirms the characters, not the message.
 */
export function isSendKey(event: KeyboardEvent<HTMLTextAreaElement>): boolean {
  return event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
}

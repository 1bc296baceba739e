import { CHAT_MESSAGES } from '@evisa/contracts';
import { ApiError } from '../../../lib/api/api-client';
import type { ChatSendFailure } from './chat-conversation';

/**
 * What went wrong with a chat call, in the terms the widget explains to the traveller. An unknown,
 * erased or malformed session id all mean the same to them: the conversation is gone, start anew.
 */
export function chatFailureOf(error: unknown): ChatSendFailure {
  if (!(error instanceof ApiError)) return 'offline';
  if (error.status === 429) return 'tooFast';
  if (error.status === 404) return 'sessionLost';
  if (error.status === 400) {
    const message = error.serverMessage;
    if (message === CHAT_MESSAGES.messageTooLong) return 'tooLong';
    if (message === CHAT_MESSAGES.invalidSessionId) return 'sessionLost';
    return 'invalid';
  }
  return 'server';
}

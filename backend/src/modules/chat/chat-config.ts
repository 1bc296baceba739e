import { positiveIntegerSetting } from '../../config/positive-integer-setting.js';

/**
 * Live chat settings (environment):
 * - CHAT_MESSAGES_PER_MINUTE_PER_IP (default 120): traveller messages (REST and socket) per client IP
 *   per minute, over all their conversations (each conversation has its own limit besides, in the
 *   domain); benchmarks that drive many travellers from one IP raise it;
 * - CHAT_STAFF_RECHECK_SECONDS (default 5): how often staff sockets' sessions are checked again, so
 *   that a signed-out or disabled staff member's socket stops receiving within that time.
 */
export interface ChatConfig {
  readonly messagesPerMinutePerIp: number;
  readonly staffRecheckMs: number;
}

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    messagesPerMinutePerIp: positiveIntegerSetting(env, 'CHAT_MESSAGES_PER_MINUTE_PER_IP', 120),
    staffRecheckMs: positiveIntegerSetting(env, 'CHAT_STAFF_RECHECK_SECONDS', 5) * 1000,
  };
}

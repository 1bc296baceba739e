import { positiveIntegerSetting } from '../../config/positive-integer-setting.js';

/**
 * Live chat settings (environment; the per-IP message limit is with the other rate limits, in
 * config/staff-config.ts):
 * - CHAT_STAFF_RECHECK_SECONDS (default 5): how often staff sockets' sessions are checked again, so
 *   that a signed-out or disabled staff member's socket stops receiving within that time.
 */
export interface ChatConfig {
  readonly staffRecheckMs: number;
}

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    staffRecheckMs: positiveIntegerSetting(env, 'CHAT_STAFF_RECHECK_SECONDS', 5) * 1000,
  };
}

import { positiveIntegerSetting } from '../../config/positive-integer-setting.js';

/**
 * Live chat settings (environment; the per-IP message limit is with the other rate limits, in
 * config/staff-config.ts):
 * - CHAT_STAFF_RECHECK_SECONDS (default 5): how often staff sockets' sessions are checked again, so
 *   that a signed-out or disabled staff member's socket stops receiving within that time.
 * - CHAT_SOCKETS_PER_IP (default 1000): traveller sockets one client address (an IPv6 /64) may hold
 *   open at once on an instance; each holds memory for as long as it stays, and a conversation's id
 *   is all it takes to open one. A traveller needs one per tab; a shared address a few dozen.
 */
export interface ChatConfig {
  readonly staffRecheckMs: number;
  readonly travellerSocketsPerIp: number;
}

export const CHAT_CONFIG = Symbol('CHAT_CONFIG');

export function loadChatConfig(env: NodeJS.ProcessEnv = process.env): ChatConfig {
  return {
    staffRecheckMs: positiveIntegerSetting(env, 'CHAT_STAFF_RECHECK_SECONDS', 5) * 1000,
    travellerSocketsPerIp: positiveIntegerSetting(env, 'CHAT_SOCKETS_PER_IP', 1000),
  };
}

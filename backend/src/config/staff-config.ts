import { positiveIntegerSetting } from './positive-integer-setting.js';

/**
 * Staff back-office settings (environment):
 * - STAFF_SESSION_TTL_MINUTES (default 480): a staff session ends 8 hours after sign-in at the latest;
 * - STAFF_SESSION_IDLE_MINUTES (default 30): and after 30 minutes without a request;
 * - LOGIN_ATTEMPTS_PER_MINUTE (default 10): sign-in attempts per client IP per minute;
 * - LOGIN_ATTEMPTS_PER_ACCOUNT (default 10): failed sign-ins per account (email) per 15 minutes from
 *   clients without a device cookie for it (then 429 for them, even with the right password);
 * - LOGIN_ATTEMPTS_PER_DEVICE (default 10): failed sign-ins per 15 minutes from a browser with a device
 *   cookie for the account (set on a successful sign-in), which the account's limit does not stop;
 * - DOWNLOADS_PER_MINUTE (default 30): document downloads per client IP per minute (against enumeration);
 * - STATUS_LOOKUPS_PER_MINUTE (default 120): GET /api/applications/{number} per client IP per minute
 *   (benchmarks that drive many lookups from one IP raise it, e.g. to 100000000);
 * - CHAT_MESSAGES_PER_MINUTE_PER_IP (default 120): traveller chat messages (REST and socket) per client
 *   IP per minute, over all their conversations (each conversation also has its own limit, in the
 *   domain); benchmarks that drive many travellers from one IP raise it;
 * - CHAT_STARTS_PER_MINUTE_PER_IP (default 5): new chat conversations per client IP per minute (each
 *   may notify the support inbox); benchmarks that start many conversations from one IP raise it;
 * - SUBMISSIONS_PER_MINUTE_PER_IP (default 30): visa and insurance applications submitted per client IP
 *   per minute, so one script cannot flood the staff lists (and open a checkout per application);
 *   a family or an agency submits a few; benchmarks that submit from one IP raise it;
 * - ADMIN_EMAIL / ADMIN_PASSWORD: the first admin created when no staff account exists (otherwise
 *   admin@localhost with a generated password printed once).
 */
export interface StaffConfig {
  readonly sessionTtlMinutes: number;
  readonly sessionIdleMinutes: number;
  readonly loginAttemptsPerMinute: number;
  readonly loginAttemptsPerAccount: number;
  readonly loginAttemptsPerDevice: number;
  readonly downloadsPerMinute: number;
  readonly statusLookupsPerMinute: number;
  readonly chatMessagesPerMinutePerIp: number;
  readonly chatStartsPerMinutePerIp: number;
  /** Insurance submissions larger than the ordinary 100 kB (with parent ID photos), per address. */
  readonly photoUploadsPerMinutePerIp: number;
  readonly submissionsPerMinutePerIp: number;
  readonly adminEmail: string | undefined;
  readonly adminPassword: string | undefined;
}

export function loadStaffConfig(env: NodeJS.ProcessEnv = process.env): StaffConfig {
  return {
    sessionTtlMinutes: positiveIntegerSetting(env, 'STAFF_SESSION_TTL_MINUTES', 480),
    sessionIdleMinutes: positiveIntegerSetting(env, 'STAFF_SESSION_IDLE_MINUTES', 30),
    loginAttemptsPerMinute: positiveIntegerSetting(env, 'LOGIN_ATTEMPTS_PER_MINUTE', 10),
    loginAttemptsPerAccount: positiveIntegerSetting(env, 'LOGIN_ATTEMPTS_PER_ACCOUNT', 10),
    loginAttemptsPerDevice: positiveIntegerSetting(env, 'LOGIN_ATTEMPTS_PER_DEVICE', 10),
    downloadsPerMinute: positiveIntegerSetting(env, 'DOWNLOADS_PER_MINUTE', 30),
    statusLookupsPerMinute: positiveIntegerSetting(env, 'STATUS_LOOKUPS_PER_MINUTE', 120),
    chatMessagesPerMinutePerIp: positiveIntegerSetting(env, 'CHAT_MESSAGES_PER_MINUTE_PER_IP', 120),
    chatStartsPerMinutePerIp: positiveIntegerSetting(env, 'CHAT_STARTS_PER_MINUTE_PER_IP', 5),
    photoUploadsPerMinutePerIp: positiveIntegerSetting(env, 'PHOTO_UPLOADS_PER_MINUTE_PER_IP', 10),
    submissionsPerMinutePerIp: positiveIntegerSetting(env, 'SUBMISSIONS_PER_MINUTE_PER_IP', 30),
    adminEmail: env.ADMIN_EMAIL?.trim() || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
}

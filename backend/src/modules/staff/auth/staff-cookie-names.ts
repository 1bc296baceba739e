import { SECURE_STAFF_COOKIE_NAMES, STAFF_CSRF_COOKIE, STAFF_DEVICE_COOKIE, STAFF_SESSION_COOKIE } from '@evisa/contracts';

/** Where the staff cookie names are provided (StaffModule, from the app config). */
export const STAFF_COOKIE_NAMES = Symbol('STAFF_COOKIE_NAMES');

/** The names the staff cookies are set and read under, and whether they are Secure. */
export interface StaffCookieNames {
  readonly secure: boolean;
  readonly session: string;
  readonly csrf: string;
  readonly device: string;
  /**
   * The plain names used before the prefixes (Secure only; empty otherwise): never read, only
   * cleared when a browser still sends them. See staffCookieNames for why they are not accepted.
   */
  readonly retired: { readonly session?: string; readonly csrf?: string; readonly device?: string };
}

/**
 * Secure cookies (production, served over HTTPS) get prefixed names the browser enforces: the
 * session and CSRF cookies `__Host-` (set by this very host, Secure, Path=/, no Domain), the device
 * cookie `__Secure-` (it stays on Path=/api/admin/auth, which `__Host-` forbids; it is signed, and
 * every copy the browser sends is checked, so a planted one cannot hide the real one). Without
 * Secure (local http, tests) the plain names stay: browsers refuse a prefixed cookie that is not Secure.
 *
 * Transition, decided: the plain-named session from before the prefixes is NOT accepted in
 * production, not even for a while. Accepting it would keep open the very hole the prefix closes (a
 * planted plain cookie carrying the planter's own session), and it buys little: a staff session
 * ends after 30 minutes idle anyway, so the small staff team signs in once more after the deploy.
 * A browser that still sends a plain-named cookie has it cleared (and its session revoked) when it
 * signs in or out.
 */
export function staffCookieNames(secure: boolean): StaffCookieNames {
  if (!secure) return { secure, session: STAFF_SESSION_COOKIE, csrf: STAFF_CSRF_COOKIE, device: STAFF_DEVICE_COOKIE, retired: {} };
  return {
    secure,
    ...SECURE_STAFF_COOKIE_NAMES,
    retired: { session: STAFF_SESSION_COOKIE, csrf: STAFF_CSRF_COOKIE, device: STAFF_DEVICE_COOKIE },
  };
}

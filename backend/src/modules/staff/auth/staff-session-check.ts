import { ADMIN_MESSAGES, STAFF_CSRF_HEADER } from '@evisa/contracts';
import type { IncomingHttpHeaders } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { headerValue } from '../../../infrastructure/http/headers.js';
import { readCookie } from './cookies.js';
import type { SessionStore, StaffSession } from './session-store.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StaffRefusal {
  readonly statusCode: 401 | 403;
  readonly message: string;
}

function sameToken(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The session half of the staff check, from the request's headers alone: a live session from the
 * session cookie (`sessionCookie`, its name: see staffCookieNames; only that name counts), and on
 * state-changing methods the matching X-CSRF-Token. Roles are the guard's.
 */
export async function checkStaffSession(
  sessions: SessionStore,
  sessionCookie: string,
  method: string,
  headers: IncomingHttpHeaders,
): Promise<{ session: StaffSession } | { refusal: StaffRefusal }> {
  // Parsed here rather than by a global middleware: public routes never pay for cookie parsing.
  const token = readCookie(headers.cookie ?? '', sessionCookie);
  const session = typeof token === 'string' && token.length > 0 && token.length < 200 ? await sessions.resolve(token) : null;
  if (!session) return { refusal: { statusCode: 401, message: ADMIN_MESSAGES.signInRequired } };
  if (!SAFE_METHODS.has(method) && !sameToken(headerValue(headers[STAFF_CSRF_HEADER.toLowerCase()]), session.csrfToken)) {
    return { refusal: { statusCode: 403, message: ADMIN_MESSAGES.csrfInvalid } };
  }
  return { session };
}

import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { ADMIN_MESSAGES, MESSAGES } from '@evisa/contracts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infrastructure/http/api-exception.filter.js';
import type { SessionStore } from './auth/session-store.js';
import { checkStaffSession } from './auth/staff-session-check.js';

/** The decision routes carry a PDF as a data URL (5 MB is ~7 MB of base64); every other route keeps 100 kb. */
export const DECISION_ROUTES = ['/api/admin/applications/:id/status', '/api/admin/insurance-applications/:id/status'];
const DECISION_BODY_LIMIT = 10 * 1024 * 1024;

/** Where an instance keeps the session store (and session cookie name) its decision routes' early check resolves against. */
const SESSIONS = Symbol('evisa.staffSessions');
type WithSessions = { [SESSIONS]?: { store: SessionStore; cookie: string } };

/** Gives the decision routes' early check its session store and cookie name, once the app's providers exist (StaffModule). */
export function useStaffSessions(instance: FastifyInstance, sessions: SessionStore, sessionCookie: string): void {
  (instance as unknown as WithSessions)[SESSIONS] = { store: sessions, cookie: sessionCookie };
}

/**
 * An `onRequest` hook that answers 401 (or 403 without the CSRF token on a state-changing method)
 * unless the request carries a live staff session, before Fastify reads a byte of its body.
 */
export function staffSessionRequired(instance: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    const sessions = (instance as unknown as WithSessions)[SESSIONS];
    // Not wired (never in the app): refuse rather than read the body.
    if (!sessions) return reply.code(401).send({ statusCode: 401, message: ADMIN_MESSAGES.signInRequired });
    let checked: Awaited<ReturnType<typeof checkStaffSession>>;
    try {
      checked = await checkStaffSession(sessions.store, sessions.cookie, request.method, request.headers);
    } catch {
      // The session store is unreachable (the database): the guard could not admit anyone either.
      return reply.code(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({ statusCode: 503, message: MESSAGES.serviceUnavailable });
    }
    if ('refusal' in checked) return reply.code(checked.refusal.statusCode).send(checked.refusal);
  };
}

/**
 * HTTP plumbing of the staff back office: the larger body limit on the decision routes only, set as
 * each route is registered. Because Fastify reads and parses a body before Nest's guards run, those
 * routes also check the session cookie and CSRF header in an `onRequest` hook, before a byte of the
 * body is read: a caller without a staff session cannot make the server take in and parse 10 MB. The
 * staff guard still does the full check (roles included) afterwards. Elsewhere cookies are read by
 * the guard itself, only on the routes that need them.
 */
export function configureStaffHttp(instance: FastifyInstance): void {
  const staffOnly = staffSessionRequired(instance);
  instance.addHook('onRoute', (route) => {
    if (!DECISION_ROUTES.includes(route.url)) return;
    route.bodyLimit = DECISION_BODY_LIMIT;
    route.onRequest = [...[route.onRequest ?? []].flat(), staffOnly];
  });
}

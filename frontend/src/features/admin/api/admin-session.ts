import { queryOptions, useQuery } from '@tanstack/react-query';
import { SECURE_STAFF_COOKIE_NAMES, STAFF_CSRF_COOKIE, STAFF_CSRF_HEADER } from '@evisa/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { AdminSession, AdminSessionAnswer } from './admin-types';

/** Kept apart from the `['admin', ...]` data keys so invalidating the lists never re-asks who is signed in. */
export const adminSessionQueryKey = ['admin-session'] as const;

/**
 * `GET /api/admin/auth/me`: who is signed in. Nobody is an answer (`{ staff: null }`), not a 401, so a
 * signed-out visit logs no failed request in the browser console; any error status is a real failure.
 */
export async function fetchAdminSession(signal?: AbortSignal): Promise<AdminSession | null> {
  const answer = await apiClient.get<AdminSessionAnswer>('/api/admin/auth/me', { signal });
  return answer.staff === null ? null : answer;
}

export const adminSessionQueryOptions = () =>
  queryOptions({
    queryKey: adminSessionQueryKey,
    queryFn: ({ signal }) => fetchAdminSession(signal),
  });

export function useAdminSession() {
  return useQuery(adminSessionQueryOptions());
}

/**
 * True once the server ended the session under an open panel (a staff call answered 401: idle
 * timeout, signed out elsewhere, password reset), until the next sign-in: the sign-in form says why
 * it came back instead of appearing without a word.
 */
export const sessionEndedQueryKey = ['admin-session-ended'] as const;

/** The sign-out's own mutation: while it runs, the 401s it causes are no news to anyone. */
export const signOutMutationKey = ['admin-sign-out'] as const;

export function useSessionEnded(): boolean {
  return useQuery({ queryKey: sessionEndedQueryKey, queryFn: () => false, staleTime: Infinity }).data ?? false;
}

export function signIn(credentials: { email: string; password: string }): Promise<AdminSession> {
  return apiClient.post<AdminSession>('/api/admin/auth/login', credentials);
}

export function signOut(session: AdminSession | null | undefined): Promise<void> {
  return apiClient.post<void>('/api/admin/auth/logout', undefined, { headers: csrfHeaders(session) });
}

function cookieValue(name: string): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : undefined;
}

/**
 * The server sets the CSRF cookie as `__Host-evisa_csrf` when it is Secure (production, HTTPS) and
 * as `evisa_csrf` over plain http (development). The `__Host-` one comes first: only this host can
 * have set it, while a plain-named one could have been planted by a sibling subdomain.
 */
function csrfFromCookie(): string | undefined {
  return cookieValue(SECURE_STAFF_COOKIE_NAMES.csrf) ?? cookieValue(STAFF_CSRF_COOKIE);
}

/**
 * Every state-changing staff call carries the CSRF token of the session the browser now holds. The
 * cookie copy comes first: it is replaced whenever the session is (signed out and in again in another
 * tab, after the idle timeout), while the token this page read at load would be refused ('Missing or
 * invalid CSRF token') on every action until a reload. The page's copy covers a cookie the browser lost.
 */
export function csrfHeaders(session: AdminSession | null | undefined): Record<string, string> {
  const token = csrfFromCookie() ?? session?.csrfToken;
  return token ? { [STAFF_CSRF_HEADER]: token } : {};
}

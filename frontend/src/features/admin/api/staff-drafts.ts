import type { QueryClient } from '@tanstack/react-query';

/**
 * What a staff member typed in the panel and has not sent yet (a rejection's reason, the add-staff
 * form without its password), kept in the query cache under the member's id so that it outlives the
 * panel when the session ends under it (see useStaffDraft). Apart from the `['admin', ...]` data
 * keys: refreshing or invalidating the lists never touches it. Log out removes them all, and a
 * different member signing in removes the others' (forgetOtherMembersDrafts).
 */
export const staffDraftsQueryKey = ['admin-drafts'] as const;

export const staffDraftQueryKey = (staffId: string, ...what: string[]) => [...staffDraftsQueryKey, staffId, ...what] as const;

/**
 * Drops every draft but `staffId`'s: once another member has signed in on this browser, what the
 * previous one typed (a rejection's reason, an applicant's number, a new colleague's email) is not
 * kept for them any longer, even out of sight. The member signing in again keeps their own.
 */
export function forgetOtherMembersDrafts(queryClient: QueryClient, staffId: string): void {
  queryClient.removeQueries({ queryKey: staffDraftsQueryKey, predicate: (query) => query.queryKey[staffDraftsQueryKey.length] !== staffId });
}

/** The draft `what` of member `staffId`, if they typed one. */
export function readStaffDraft<T>(queryClient: QueryClient, staffId: string, what: readonly string[]): T | undefined {
  return queryClient.getQueryData<T>(staffDraftQueryKey(staffId, ...what));
}

/** Keeps `value` as member `staffId`'s draft `what`: never dropped as unused, only by Log out or another member signing in. */
export function keepStaffDraft<T>(queryClient: QueryClient, staffId: string, what: readonly string[], value: T): void {
  queryClient.setQueryDefaults(staffDraftsQueryKey, { gcTime: Infinity });
  queryClient.setQueryData(staffDraftQueryKey(staffId, ...what), value);
}

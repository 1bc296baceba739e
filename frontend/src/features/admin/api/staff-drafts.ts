/**
 * What a staff member typed in the panel and has not sent yet (a rejection's reason, the add-staff
 * form without its password), kept in the query cache under the member's id so that it outlives the
 * panel when the session ends under it (see useStaffDraft). Apart from the `['admin', ...]` data
 * keys: refreshing or invalidating the lists never touches it. Log out removes them all.
 */
export const staffDraftsQueryKey = ['admin-drafts'] as const;

export const staffDraftQueryKey = (staffId: string, ...what: string[]) => [...staffDraftsQueryKey, staffId, ...what] as const;

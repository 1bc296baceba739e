import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAdminSession } from '../api/admin-session';
import { keepStaffDraft, readStaffDraft } from '../api/staff-drafts';

/**
 * A value the signed-in member is typing, kept for them outside the panel (see staff-drafts.ts):
 * when the session ends under it (idle timeout, signed out elsewhere) the panel gives way to the
 * sign-in form, and after signing in again the field comes back as it was typed. Log out forgets it
 * (useStaffSignOut). `what` names the draft (a form, and the record it is for). Never a password.
 */
export function useStaffDraft<T>(what: readonly string[], empty: T): [T, (next: T) => void] {
  const queryClient = useQueryClient();
  const staffId = useAdminSession().data?.staff.id ?? '';
  // The field's own state, so each keystroke shows at once (the query cache tells its observers a
  // tick later, and a field fed from it dropped letters typed quickly); the cache keeps a copy.
  const [value, setValue] = useState<T>(() => readStaffDraft<T>(queryClient, staffId, what) ?? empty);
  const keep = (next: T) => {
    setValue(next);
    keepStaffDraft(queryClient, staffId, what, next);
  };
  return [value, keep];
}

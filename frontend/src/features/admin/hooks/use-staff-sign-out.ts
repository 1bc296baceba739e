import { ADMIN_MESSAGES } from '@evisa/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { adminSessionQueryKey, sessionEndedQueryKey, signOut, signOutMutationKey } from '../api/admin-session';
import type { AdminSession } from '../api/admin-types';
import { staffDraftsQueryKey } from '../api/staff-drafts';
import { statusOf } from '../lib/error-message';

/**
 * Signs out; once the server has ended the session (or says there was none: 401), this browser
 * forgets it and everything it loaded. Any other failure leaves staff signed in and says so: the
 * session cookie is httpOnly, so only the server can end it, and showing the sign-in form then would
 * tell someone leaving a shared computer they were signed out while a reload opens the panel again.
 * `onSignedOut`: the page's own forgetting, such as the staff panel's view (tab, page, search).
 */
export function useStaffSignOut(session: AdminSession, { onSignedOut }: { onSignedOut?: () => void } = {}) {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const forget = () => {
    onSignedOut?.();
    queryClient.removeQueries({ queryKey: ['admin'] });
    queryClient.removeQueries({ queryKey: staffDraftsQueryKey });
    queryClient.setQueryData(sessionEndedQueryKey, false);
    queryClient.setQueryData(adminSessionQueryKey, null);
  };
  return useMutation({
    mutationKey: signOutMutationKey,
    mutationFn: () => signOut(session),
    onSuccess: forget,
    onError: (error) => {
      if (statusOf(error) === 401) return forget();
      toast({ title: ADMIN_MESSAGES.error, description: t('signOutFailed'), variant: 'destructive' });
    },
  });
}

import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api/api-client';
import { adminSessionQueryKey, sessionEndedQueryKey, signOutMutationKey } from '../api/admin-session';

/**
 * An expired or revoked session turns any staff call into a 401: go back to the sign-in form, saying
 * why. A list's 401 and an action's 401 alike (Change password, a reset, a decision: an action whose
 * own answer is the 401 said nothing before, or waited for a list to refresh), and the chat console's
 * (it drops the session itself, see useChatConsole). Used by both staff pages behind the sign-in:
 * the dashboard (/admin) and the standalone chat console (/chat-admin).
 */
export function useSignOutOnUnauthorised() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ended = () => {
      // Already signed out, or signing out: that ends the session on purpose, and the calls still
      // running answer 401 too. Only a session the server ended by itself is news to staff.
      if (!queryClient.getQueryData(adminSessionQueryKey) || queryClient.isMutating({ mutationKey: signOutMutationKey })) return;
      queryClient.setQueryData(sessionEndedQueryKey, true);
      queryClient.setQueryData(adminSessionQueryKey, null);
    };
    const unauthorised = (error: unknown) => error instanceof ApiError && error.status === 401;
    const fromQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.query.queryKey[0] === 'admin' && unauthorised(event.query.state.error)) ended();
      // The session dropped by another part of the panel (the chat console on its own 401): the panel
      // is still mounted, so it was not a sign-out here (that one runs as a mutation, see above).
      if (event.query.queryKey[0] === adminSessionQueryKey[0] && event.action.type === 'success' && event.action.data === null && !queryClient.isMutating({ mutationKey: signOutMutationKey })) {
        queryClient.setQueryData(sessionEndedQueryKey, true);
      }
    });
    const fromMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error' || !unauthorised(event.action.error)) return;
      if (event.mutation.options.mutationKey?.[0] === signOutMutationKey[0]) return;
      ended();
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [queryClient]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminSessionQueryKey, signOut } from '../api/admin-session';
import type { AdminSession } from '../api/admin-types';

/** Signs out; whether the server answered or not, this browser forgets the session and everything it loaded. */
export function useStaffSignOut(session: AdminSession) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signOut(session),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData(adminSessionQueryKey, null);
    },
  });
}

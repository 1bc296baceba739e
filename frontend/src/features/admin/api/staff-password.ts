import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders, useAdminSession } from './admin-session';

/**
 * `POST /api/admin/auth/password`: the signed-in member changes their own password (204). The
 * server ends their other sessions and keeps this one; a wrong current password is a 400 that counts
 * like a failed sign-in (too many: 429).
 */
export function useChangeOwnPassword() {
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiClient.post<void>('/api/admin/auth/password', body, { headers: csrfHeaders(session) }),
  });
}

/** `POST /api/admin/staff/:id/password` (admins only, 204): a new password for another member, who is signed out everywhere. */
export function useResetStaffPassword() {
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ id, newPassword }: { id: string; newPassword: string }) =>
      apiClient.post<void>(`/api/admin/staff/${encodeURIComponent(id)}/password`, { newPassword }, { headers: csrfHeaders(session) }),
  });
}

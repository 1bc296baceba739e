import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { VisaApplicationRow } from './admin-types';

/**
 * `POST /api/admin/applications/:id/erase-personal-data` (admins only, no body): acts on a
 * traveller's erasure request. Irreversible; a 409 means the data was already erased.
 */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      apiClient.post<{ application: VisaApplicationRow | null }>(`/api/admin/applications/${encodeURIComponent(id)}/erase-personal-data`, undefined, {
        headers: csrfHeaders(session),
      }),
    // The row loses its personal data (a 409 also means ours is out of date), and its history gains an event.
    onSettled: (_data, _error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'applications', 'visa'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'history', id] }),
      ]),
  });
}

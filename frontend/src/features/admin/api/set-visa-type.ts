import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders, useAdminSession } from './admin-session';

/** `POST /api/admin/applications/:id/visa-type`. */
export function useSetVisaType() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ id, visaType }: { id: string; visaType: string }) =>
      apiClient.post<unknown>(`/api/admin/applications/${encodeURIComponent(id)}/visa-type`, { visaType }, { headers: csrfHeaders(session) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'applications', 'visa'] }),
  });
}

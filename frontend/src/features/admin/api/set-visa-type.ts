import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { VisaApplicationRow } from './admin-types';
import { refreshAfterAnswer, writeAnsweredRow } from './answered-row';

/** `POST /api/admin/applications/:id/visa-type`: answers the updated staff row (null if the list lacks it). */
export function useSetVisaType() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ id, visaType }: { id: string; visaType: string }) =>
      apiClient.post<{ application: VisaApplicationRow | null }>(
        `/api/admin/applications/${encodeURIComponent(id)}/visa-type`,
        { visaType },
        { headers: csrfHeaders(session) },
      ),
    onSettled: (data) =>
      refreshAfterAnswer(writeAnsweredRow(queryClient, 'visa', data?.application), () =>
        queryClient.invalidateQueries({ queryKey: ['admin', 'applications', 'visa'] }),
      ),
  });
}

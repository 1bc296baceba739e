import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { APPLICATION_PATHS } from './admin-applications';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { ApplicationKind, InsuranceApplicationRow, VisaApplicationRow } from './admin-types';
import { refreshAfterAnswer, writeAnsweredRow } from './answered-row';

/**
 * `POST /api/admin/{applications|insurance-applications}/:id/erase-personal-data` (admins only, no
 * body): acts on a traveller's erasure request. Irreversible; a 409 means the data was already erased.
 */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ApplicationKind; id: string }) =>
      apiClient.post<{ application: VisaApplicationRow | InsuranceApplicationRow | null }>(`${APPLICATION_PATHS[kind]}/${encodeURIComponent(id)}/erase-personal-data`, undefined, {
        headers: csrfHeaders(session),
      }),
    // The row loses its personal data (a 409 also means ours is out of date), and its history gains an event.
    onSettled: (data, _error, { kind, id }) =>
      refreshAfterAnswer(writeAnsweredRow(queryClient, kind, data?.application), () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['admin', 'applications', kind] }),
          queryClient.invalidateQueries({ queryKey: ['admin', 'history', id] }),
        ]),
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { APPLICATION_PATHS } from './admin-applications';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { ApplicationKind, InsuranceApplicationRow, VisaApplicationRow } from './admin-types';
import { refreshAfterDialogAnswer } from './answered-row';

/**
 * `POST /api/admin/{applications|insurance-applications}/:id/erase-personal-data` (admins only, no
 * body): acts on a traveller's erasure request. Irreversible; data already erased (a press again after
 * a lost answer) is answered as done, with the erased row, and nothing is recorded twice.
 */
export function useErasePersonalData() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ kind, id }: { kind: ApplicationKind; id: string }) =>
      apiClient.post<{ application: VisaApplicationRow | InsuranceApplicationRow | null }>(`${APPLICATION_PATHS[kind]}/${encodeURIComponent(id)}/erase-personal-data`, undefined, {
        headers: csrfHeaders(session),
      }),
    // The row loses its personal data (a 409 also means ours is out of date), and its history gains an
    // event. A lost answer refreshes nothing (see refreshAfterDialogAnswer).
    onSettled: (data, error, { kind, id }) =>
      refreshAfterDialogAnswer(queryClient, kind, data, error, () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['admin', 'applications', kind] }),
          queryClient.invalidateQueries({ queryKey: ['admin', 'history', id] }),
        ]),
      ),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { APPLICATION_PATHS } from './admin-applications';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { ApplicationKind, InsuranceApplicationRow, VisaApplicationRow } from './admin-types';
import { refreshAfterAnswer, writeAnsweredRow } from './answered-row';
import { isAnswerLost } from '../lib/error-message';

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
    // The row loses its personal data (a 409 also means ours is out of date), and its history gains an event.
    // No answer (the connection dropped, a gateway gave up waiting): nothing is refreshed. Still offline,
    // the refresh fails too and the list's error row takes the row away with its open dialog and the
    // way to press again.
    onSettled: (data, error, { kind, id }) =>
      isAnswerLost(error)
        ? undefined
        : refreshAfterAnswer(writeAnsweredRow(queryClient, kind, data?.application), () =>
            Promise.all([
              queryClient.invalidateQueries({ queryKey: ['admin', 'applications', kind] }),
              queryClient.invalidateQueries({ queryKey: ['admin', 'history', id] }),
            ]),
          ),
  });
}

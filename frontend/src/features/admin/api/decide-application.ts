import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { APPLICATION_PATHS } from './admin-applications';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { ApplicationKind, InsuranceApplicationRow, VisaApplicationRow } from './admin-types';
import { refreshAfterDialogAnswer } from './answered-row';

export type Decision = 'approved' | 'rejected';

export interface DecideApplicationInput {
  kind: ApplicationKind;
  id: string;
  status: Decision;
  /** `data:application/pdf;base64,...`, approvals only. */
  pdfAttachment?: string;
  /** Rejections only: the staff's internal note, kept in the application's history and never emailed. */
  reason?: string;
}

/** `PATCH /api/admin/{applications|insurance-applications}/:id/status`: answers the decided staff row (null if the list lacks it). */
export function useDecideApplication() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ kind, id, status, pdfAttachment, reason }: DecideApplicationInput) =>
      apiClient.patch<{ application: VisaApplicationRow | InsuranceApplicationRow | null }>(
        `${APPLICATION_PATHS[kind]}/${encodeURIComponent(id)}/status`,
        { status, ...(pdfAttachment ? { pdfAttachment } : {}), ...(reason ? { reason } : {}) },
        { headers: csrfHeaders(session) },
      ),
    // Lists, stats, history and outbox all change with a decision; a 409 also means ours are out of
    // date. A lost answer refreshes nothing (see refreshAfterDialogAnswer).
    onSettled: (data, error, { kind }) => refreshAfterDialogAnswer(queryClient, kind, data, error, () => queryClient.invalidateQueries({ queryKey: ['admin'] })),
  });
}

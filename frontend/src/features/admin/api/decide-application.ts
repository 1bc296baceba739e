import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { APPLICATION_PATHS } from './admin-applications';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { ApplicationKind, InsuranceApplicationRow, VisaApplicationRow } from './admin-types';
import { refreshAfterAnswer, writeAnsweredRow } from './answered-row';
import { isAnswerLost } from '../lib/error-message';

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
    // Lists, stats, history and outbox all change with a decision; a 409 also means ours are out of date.
    // No answer (the connection dropped, a gateway gave up waiting): nothing is refreshed. Still
    // offline, the refresh fails too and the list's error row takes the row away with its open dialog,
    // the PDF or reason chosen and the way to press again (which the server answers as done if the
    // decision went through).
    onSettled: (data, error, { kind }) =>
      isAnswerLost(error)
        ? undefined
        : refreshAfterAnswer(writeAnsweredRow(queryClient, kind, data?.application), () => queryClient.invalidateQueries({ queryKey: ['admin'] })),
  });
}

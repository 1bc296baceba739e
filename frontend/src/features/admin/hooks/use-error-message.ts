import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MESSAGES } from '@evisa/contracts';
import { ApiError } from '../../../lib/api/api-client';
import { errorMessageOf, isNetworkFailure } from '../lib/error-message';

/**
 * The server's refusals that staff meet in the course of the day, in English on the wire, and the
 * panel's words for them: a Turkish panel read 'Hata: This application has already been approved'
 * after a colleague decided first. The spec's own Turkish messages (PDF, payment) stay as they are.
 */
const SERVER_MESSAGE_KEYS: ReadonlyMap<string, string> = new Map([
  [ADMIN_MESSAGES.decidedConcurrently, 'errors.decidedConcurrently'],
  [ADMIN_MESSAGES.alreadyDecided('approved'), 'errors.alreadyApproved'],
  [ADMIN_MESSAGES.alreadyDecided('rejected'), 'errors.alreadyRejected'],
  [ADMIN_MESSAGES.approvedWithOtherDocument, 'errors.alreadyApprovedOtherDocument'],
  [ADMIN_MESSAGES.rejectedWithOtherReason, 'errors.alreadyRejectedOtherReason'],
  [ADMIN_MESSAGES.reasonOnlyForRejection, 'errors.reasonOnlyForRejection'],
  [ADMIN_MESSAGES.notPaid, 'errors.notPaid'],
  [ADMIN_MESSAGES.roleForbidden, 'errors.roleForbidden'],
  [ADMIN_MESSAGES.applicationNotFound, 'errors.applicationNotFound'],
  [ADMIN_MESSAGES.documentForErasedApplicant, 'errors.documentForErasedApplicant'],
  [ADMIN_MESSAGES.tooManyRequests, 'errors.tooManyRequests'],
]);

/**
 * `errorMessageOf` in the panel's own words when the server could not be reached at all, a gateway
 * answered in its place, or the server refused in words the panel knows.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (error: unknown) => {
      if (isNetworkFailure(error)) return t('errors.network');
      // A gateway's page in place of the server's answer (a 502 or 504 in HTML, with no message of
      // ours): the panel's own words and the status, not the page's markup.
      if (error instanceof ApiError && error.status >= 500 && !error.serverMessage) return t('errors.noAnswer', { status: error.status });
      const message = errorMessageOf(error);
      const key = SERVER_MESSAGE_KEYS.get(message);
      return key ? t(key) : message;
    },
    [t],
  );
}

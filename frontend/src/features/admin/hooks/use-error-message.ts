import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, isNetworkFailure } from '../lib/error-message';

/** `errorMessageOf`, with the panel's own words when the server could not be reached at all. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation('admin');
  return useCallback((error: unknown) => (isNetworkFailure(error) ? t('errors.network') : errorMessageOf(error)), [t]);
}

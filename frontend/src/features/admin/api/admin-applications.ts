import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@evisa/contracts';
import { apiClient } from '../../../lib/api/api-client';
import type { ApplicationKind, InsuranceApplicationRow, PagedApplications, VisaApplicationRow } from './admin-types';

export const APPLICATION_PATHS: Record<ApplicationKind, string> = {
  visa: '/api/admin/applications',
  insurance: '/api/admin/insurance-applications',
};

interface RowOf {
  visa: VisaApplicationRow;
  insurance: InsuranceApplicationRow;
}

export function applicationsListUrl(kind: ApplicationKind, page: number, search: string): string {
  const query = new URLSearchParams({ page: String(page), limit: String(LIMITS.adminPageSize) });
  if (search) query.set('search', search);
  return `${APPLICATION_PATHS[kind]}?${query.toString()}`;
}

export const applicationsQueryOptions = <K extends ApplicationKind>(kind: K, page: number, search: string) =>
  queryOptions({
    queryKey: ['admin', 'applications', kind, { page, search }],
    queryFn: ({ signal }) => apiClient.get<PagedApplications<RowOf[K]>>(applicationsListUrl(kind, page, search), { signal }),
    staleTime: 0,
    // The current page stays on screen while the next page or search answer loads.
    placeholderData: keepPreviousData,
  });

export function useApplications<K extends ApplicationKind>(kind: K, page: number, search: string) {
  return useQuery(applicationsQueryOptions(kind, page, search));
}

/** `GET /api/admin/insurance-applications/:id/parent-id-photos/:hash`: one parent ID photo of a minor's application (staff only). */
export function parentIdPhotoUrl(id: string, hash: string): string {
  return `${APPLICATION_PATHS.insurance}/${encodeURIComponent(id)}/parent-id-photos/${encodeURIComponent(hash)}`;
}

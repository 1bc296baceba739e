import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import type { AdminStats } from './admin-types';

export const adminStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'stats'],
    queryFn: ({ signal }) => apiClient.get<AdminStats>('/api/admin/stats', { signal }),
    // Other staff decide too: every visit to the panel asks again.
    staleTime: 0,
  });

export function useAdminStats() {
  return useQuery(adminStatsQueryOptions());
}

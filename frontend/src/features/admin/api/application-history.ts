import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import type { AdminHistory, StateAsOf } from './admin-types';

export const applicationHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'history', id],
    queryFn: ({ signal }) => apiClient.get<AdminHistory>(`/api/admin/applications/${encodeURIComponent(id)}/history`, { signal }),
    staleTime: 0,
  });

export function useApplicationHistory(id: string) {
  return useQuery(applicationHistoryQueryOptions(id));
}

/** A replay up to one event never changes, so its answer is kept. */
export const stateAsOfQueryOptions = (id: string, position: number | string) =>
  queryOptions({
    queryKey: ['admin', 'state-as-of', id, String(position)],
    queryFn: ({ signal }) =>
      apiClient.get<StateAsOf>(
        `/api/admin/applications/${encodeURIComponent(id)}/state-as-of/${encodeURIComponent(String(position))}`,
        { signal },
      ),
  });

export function useStateAsOf(id: string, position: number | string | undefined) {
  return useQuery({ ...stateAsOfQueryOptions(id, position ?? ''), enabled: position !== undefined });
}

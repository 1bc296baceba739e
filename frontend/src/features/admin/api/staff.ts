import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api/api-client';
import { csrfHeaders, useAdminSession } from './admin-session';
import type { StaffAccount, StaffRole } from './admin-types';

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'staff'],
    queryFn: async ({ signal }) => (await apiClient.get<{ staff: StaffAccount[] }>('/api/admin/staff', { signal })).staff,
    staleTime: 0,
  });

export function useStaff() {
  return useQuery(staffQueryOptions());
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function useAddStaff() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: (member: NewStaffMember) => apiClient.post<StaffAccount>('/api/admin/staff', member, { headers: csrfHeaders(session) }),
    // After a failure too: when the session has ended (401) the list's refetch answers 401 as well,
    // which brings back the sign-in form (the form's draft waits for the member to sign in again).
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  const { data: session } = useAdminSession();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; disabled?: boolean; role?: StaffRole }) =>
      apiClient.patch<StaffAccount>(`/api/admin/staff/${encodeURIComponent(id)}`, change, { headers: csrfHeaders(session) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'staff'] }),
  });
}

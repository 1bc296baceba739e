import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiClient } from '../../../lib/api/api-client';

/** `GET /api/admin/auth/me`: the signed-in staff member, or null without a staff session (401/403/404). */
export interface StaffMember {
  email?: string;
  name?: string;
  role?: string;
}

export async function fetchStaffSession(signal?: AbortSignal): Promise<StaffMember | null> {
  try {
    return await apiClient.get<StaffMember>('/api/admin/auth/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return null;
    throw error;
  }
}

export const staffSessionQueryOptions = () =>
  queryOptions({ queryKey: ['staff-session'], queryFn: ({ signal }) => fetchStaffSession(signal), staleTime: 0 });

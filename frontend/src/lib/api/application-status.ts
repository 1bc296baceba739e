import { queryOptions } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** `GET /api/applications/:number`; `status` is kept as a string because unknown values must still render. */
export interface ApplicationStatusView {
  applicationNumber: string;
  status: string;
  paymentStatus: string;
  firstName: string;
  lastName: string;
  createdAt: string;
  arrivalDate: string;
  totalAmount: string;
  processingType: string;
  /** Approved with the e-visa PDF on file: only then is there something to download. */
  hasDocument: boolean;
}

export function fetchApplicationStatus(applicationNumber: string, signal?: AbortSignal): Promise<ApplicationStatusView> {
  return apiClient.get<ApplicationStatusView>(`/api/applications/${encodeURIComponent(applicationNumber)}`, { signal });
}

export const applicationStatusQueryOptions = (applicationNumber: string) =>
  queryOptions({
    queryKey: ['applications', applicationNumber],
    queryFn: ({ signal }) => fetchApplicationStatus(applicationNumber, signal),
    // Unlike reference data, a status changes when staff decide, so every visit asks again.
    staleTime: 0,
  });

export function visaDownloadUrl(applicationNumber: string): string {
  return `/api/download/visa/${encodeURIComponent(applicationNumber)}`;
}

import { queryOptions } from '@tanstack/react-query';
import type { InsuranceApplicationStatusView } from '@evisa/contracts';
import { ApiError, apiClient } from './api-client';

/** The two kinds of application a traveller can look up (spec section 2, status page). */
export type ApplicationKind = 'visa' | 'insurance';

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

/** `GET /api/insurance/applications/:number`; the status stays a string for the same reason as the visa's. */
export type InsuranceStatusView = Omit<InsuranceApplicationStatusView, 'status'> & { status: string };

export function fetchInsuranceStatus(applicationNumber: string, signal?: AbortSignal): Promise<InsuranceStatusView> {
  return apiClient.get<InsuranceStatusView>(`/api/insurance/applications/${encodeURIComponent(applicationNumber)}`, { signal });
}

export const insuranceStatusQueryOptions = (applicationNumber: string) =>
  queryOptions({
    queryKey: ['insurance-applications', applicationNumber],
    queryFn: ({ signal }) => fetchInsuranceStatus(applicationNumber, signal),
    staleTime: 0,
  });

/**
 * An order's payment status whichever kind it is (payment orders are visa or insurance numbers, never
 * both): the visa answer, or the insurance one when the visa lookup does not know the number.
 */
export async function fetchOrderPaymentStatus(orderId: string, signal?: AbortSignal): Promise<{ paymentStatus: string }> {
  try {
    return await fetchApplicationStatus(orderId, signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return fetchInsuranceStatus(orderId, signal);
    throw error;
  }
}

export const orderPaymentStatusQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: ['order-payment-status', orderId],
    queryFn: ({ signal }) => fetchOrderPaymentStatus(orderId, signal),
    staleTime: 0,
  });

/** The e-visa or the insurance policy certificate, opened in a new tab once `hasDocument`. */
export function downloadUrl(kind: ApplicationKind, applicationNumber: string): string {
  return `/api/download/${kind}/${encodeURIComponent(applicationNumber)}`;
}

export function visaDownloadUrl(applicationNumber: string): string {
  return downloadUrl('visa', applicationNumber);
}

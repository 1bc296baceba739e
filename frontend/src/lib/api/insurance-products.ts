import { queryOptions } from '@tanstack/react-query';
import { TIMINGS, sortInsuranceProducts, type InsuranceProductView } from '@evisa/contracts';
import { apiClient } from './api-client';

/** GET /api/insurance/products, in the spec's order (by duration). */
export async function fetchInsuranceProducts(signal?: AbortSignal): Promise<InsuranceProductView[]> {
  return sortInsuranceProducts(await apiClient.get<InsuranceProductView[]>('/api/insurance/products', { signal }));
}

/** Reference data: the spec caches the plans for 10 minutes. */
export const insuranceProductsQueryOptions = () =>
  queryOptions({
    queryKey: ['insurance-products'],
    queryFn: ({ signal }) => fetchInsuranceProducts(signal),
    staleTime: TIMINGS.referenceDataStaleMs,
    gcTime: TIMINGS.referenceDataStaleMs,
  });

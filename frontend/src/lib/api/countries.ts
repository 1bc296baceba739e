import { queryOptions } from '@tanstack/react-query';
import { TIMINGS, type VisaPolicy } from '@evisa/contracts';
import { apiClient } from './api-client';

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-3. */
  code: string;
  name: string;
  /** True for the 'evisa' and 'conditional' policies. */
  isEligible: boolean;
  visaPolicy: VisaPolicy;
}

export function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  return apiClient.get<Country[]>('/api/countries', { signal });
}

/** Reference data changes rarely; the spec caches it for 10 minutes. */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries'],
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: TIMINGS.referenceDataStaleMs,
    gcTime: TIMINGS.referenceDataStaleMs,
  });

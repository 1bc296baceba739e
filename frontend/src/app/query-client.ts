import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: no polling, no refetch on focus, data never stale, no retries. Queries that
 * should expire (countries, insurance products) set their own staleTime in their options.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

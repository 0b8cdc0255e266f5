import { errorStatusCode } from '@clubshop/api-sdk';
import { QueryClient } from '@tanstack/react-query';

/** How many times a failed query is tried again when the failure may pass (5xx or no answer). */
const MAX_RETRIES = 2;

/**
 * The storefront's TanStack Query cache. A 4xx never passes by retrying (a missing product stays
 * missing), so only server errors and network failures are retried; data stays fresh for 30 s so
 * moving between pages does not refetch what was just shown.
 */
export function createStorefrontQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < MAX_RETRIES && errorStatusCode(error) >= 500,
      },
      mutations: { retry: false },
    },
  });
}

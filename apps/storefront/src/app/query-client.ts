import { errorStatusCode, isRequiredError } from '@clubshop/api-sdk';
import { QueryClient } from '@tanstack/react-query';

/** How many times a failed query is tried again when the failure may pass (5xx or no answer). */
const MAX_RETRIES = 2;

/**
 * The storefront's TanStack Query cache. A 4xx never passes by retrying (a missing product stays
 * missing), so only server errors and network failures are retried; a call the client refused
 * to send (a `RequiredError`: no StoreId without the site settings, a missing id) is not retried
 * either. Data stays fresh for 30 s so moving between pages does not refetch what was just shown.
 */
export function createStorefrontQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < MAX_RETRIES && !isRequiredError(error) && errorStatusCode(error) >= 500,
      },
      mutations: { retry: false },
    },
  });
}

import { errorStatusCode } from '@clubshop/api-sdk';
import { QueryClient } from '@tanstack/react-query';

/** How many times a failed query is tried again when the failure may pass (5xx or no answer). */
const MAX_RETRIES = 2;

/**
 * The storefront's TanStack Query cache (one per request on a server, with `server: true`). A 4xx never passes by retrying (a missing product stays
 * missing), so only server errors and network failures are retried; data stays fresh for 30 s so
 * moving between pages does not refetch what was just shown.
 */
export function createStorefrontQueryClient(options: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A failed query the server rendered (its error page) stays failed while the page
        // hydrates, so the browser's first render is the server's; the browser entry asks again
        // right after hydration (see entry-client.tsx).
        retryOnMount: false,
        // A server answers its request now: a failure is the page's status, not a reason to wait.
        retry: options.server
          ? false
          : (failureCount, error) => failureCount < MAX_RETRIES && errorStatusCode(error) >= 500,
      },
      mutations: { retry: false },
    },
  });
}

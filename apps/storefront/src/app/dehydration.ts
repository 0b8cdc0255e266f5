import {
  type DehydratedState,
  dehydrate,
  hashKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** What of an error crosses from the server to the browser: enough to show the same error page. */
export interface DehydratedError {
  name: string;
  message: string;
  status?: number;
}

function plainError(error: unknown): DehydratedError {
  const { name, message, status } = (error ?? {}) as { name?: unknown; message?: unknown; status?: unknown };
  return {
    name: typeof name === 'string' ? name : 'Error',
    message: typeof message === 'string' ? message : 'Request failed',
    ...(typeof status === 'number' ? { status } : {}),
  };
}

/**
 * The server's query cache for the page: every query it fetched, failed ones included (their
 * error as a plain object with its status), so the browser renders the very same page (an error
 * page stays an error page) and hydrates without a mismatch; a failed query is tried again in the
 * browser once it is hydrated. A query named in `apart` is left out (the browser loads it on its
 * own: the dictionary and the site's settings, see ssr/dictionary-file.ts and ssr/settings-file.ts).
 */
export function dehydrateQueries(queryClient: QueryClient, apart: readonly QueryKey[] = []): DehydratedState {
  const apartHashes = new Set(apart.map((key) => hashKey(key)));
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      (query.state.status === 'success' || query.state.status === 'error') &&
      !apartHashes.has(query.queryHash),
  });
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? { ...query, state: { ...query.state, error: plainError(query.state.error) as never } }
        : query,
    ),
  };
}

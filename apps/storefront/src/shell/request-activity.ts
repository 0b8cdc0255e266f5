import type { QueryClient } from '@tanstack/react-query';

/** What the loading bar shows: whether requests are pending, and whether one failed. */
export interface RequestActivity {
  pending: boolean;
  failed: boolean;
}

/**
 * Watches every query and mutation of a QueryClient (docs/product/requirements.md#states: the
 * loading bar appears on pending requests, finishes when all complete, fails on error). `failed` is
 * set by a failed request and cleared when the next request starts. Calls `onChange` with each new
 * state.
 */
export function watchRequestActivity(
  queryClient: QueryClient,
  onChange: (activity: RequestActivity) => void,
): () => void {
  let failed = false;
  let last: RequestActivity = { pending: false, failed: false };
  const update = () => {
    const pending = queryClient.isFetching() + queryClient.isMutating() > 0;
    const next = { pending, failed };
    if (next.pending !== last.pending || next.failed !== last.failed) {
      last = next;
      onChange(next);
    }
  };
  const onEvent = (event: { type: string; action?: { type: string } } | undefined) => {
    const action = event?.type === 'updated' ? event.action?.type : undefined;
    if (action === 'fetch' || action === 'pending') failed = false;
    if (action === 'error') failed = true;
    update();
  };
  const stopQueries = queryClient.getQueryCache().subscribe(onEvent);
  const stopMutations = queryClient.getMutationCache().subscribe(onEvent);
  return () => {
    stopQueries();
    stopMutations();
  };
}

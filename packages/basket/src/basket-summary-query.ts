import type { BasketSummary } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { DataTag } from '@tanstack/react-query';
import { loadBasketSummary } from './basket-summary.ts';
import { BASKET_REFETCH_ON_FOCUS } from './refetch-on-focus.ts';
import type { BasketSession } from './session.ts';

// Apart from basketQuery (basket-query.ts): the header's badge on every page needs only this, and
// the full basket's loader brings the basket's changes with it.

/**
 * The basket summary of `token` as a query (the header's badge): what {@link useBasketSummary}
 * runs and what a server prefetches for every page. No token is the empty summary, without a request.
 * Asked again whenever the tab is shown again ({@link BASKET_REFETCH_ON_FOCUS}), so a basket changed
 * in another tab shows true.
 */
export function basketSummaryQuery(session: BasketSession, token: string | undefined) {
  return {
    queryKey: queryKeys.basket.summary(token) as DataTag<
      ReturnType<typeof queryKeys.basket.summary>,
      BasketSummary
    >,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadBasketSummary(session, token, { signal }),
    refetchOnWindowFocus: BASKET_REFETCH_ON_FOCUS,
  };
}

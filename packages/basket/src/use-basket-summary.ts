'use client';

import type { BasketSummary } from '@clubshop/api-sdk';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { basketSummaryQuery } from './basket-summary-query.ts';
import { useBasketSession } from './use-basket-session.ts';
import { useBasketToken } from './use-basket-token.ts';

/**
 * The basket summary (quantity for the header badge): empty, without a request, while the
 * visitor has no basket; a token the server no longer knows is forgotten. While a change is in
 * flight the quantity is the optimistic one; it is rolled back if the change fails.
 *
 * @example
 * const summary = useBasketSummary();
 * const loaded = useBasketLoaded();
 * <BasketLink quantity={summary.data?.quantity ?? 0} loaded={loaded} />
 */
export function useBasketSummary(): UseQueryResult<BasketSummary> {
  const session = useBasketSession();
  const token = useBasketToken();
  return useQuery(basketSummaryQuery(session, token));
}

/**
 * False until the first basket summary fetch has ended, successfully or not
 * (docs/product/requirements.md#states): the header shows a spinner on the badge until then. It is
 * the summary query's own state, so a summary the server rendered the page with (hydrated into the
 * cache) counts as loaded at once.
 */
export function useBasketLoaded(): boolean {
  return !useBasketSummary().isPending;
}

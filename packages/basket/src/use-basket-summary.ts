import type { BasketSummary } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { loadBasketSummary } from './basket-session.ts';
import { useBasketSession } from './use-basket-session.ts';
import { useBasketToken } from './use-basket-token.ts';

/**
 * The basket summary (quantity for the header badge). Creates a basket when there is no token
 * or the server no longer knows it. While a change is in flight the quantity is the optimistic
 * one; it is rolled back if the change fails.
 *
 * @example
 * const summary = useBasketSummary();
 * const loaded = useBasketLoaded();
 * <BasketLink quantity={summary.data?.quantity ?? 0} loaded={loaded} />
 */
export function useBasketSummary(): UseQueryResult<BasketSummary> {
  const session = useBasketSession();
  const token = useBasketToken();
  return useQuery({
    queryKey: queryKeys.basket.summary(token),
    queryFn: () => loadBasketSummary(session, token),
  });
}

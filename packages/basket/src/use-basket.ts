import { queryKeys } from '@clubshop/api-sdk/query';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { BasketData } from './basket-result.ts';
import { loadBasket } from './basket-session.ts';
import { useBasketSession } from './use-basket-session.ts';
import { useBasketSummary } from './use-basket-summary.ts';
import { useBasketToken } from './use-basket-token.ts';

/**
 * The full basket (lines, vouchers) with its summary, for the basket page. Waits for the summary
 * to settle the token first, so that a visitor without a basket gets exactly one new basket.
 *
 * @example
 * const basket = useBasket();
 * const update = useUpdateBasketLines();
 * return (
 *   <BasketLines
 *     lines={basket.data?.basket.lines ?? []}
 *     onQuantityChange={(id, quantity) => update.mutate([{ id, quantity }])}
 *   />
 * );
 */
export function useBasket(): UseQueryResult<BasketData> {
  const session = useBasketSession();
  const token = useBasketToken();
  useBasketSummary();
  return useQuery({
    queryKey: queryKeys.basket.detail(token),
    queryFn: () => loadBasket(session, token as string),
    enabled: token !== undefined,
  });
}

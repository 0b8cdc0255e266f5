'use client';

import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { basketQuery } from './basket-query.ts';
import type { BasketData } from './basket-result.ts';
import { useBasketSession } from './use-basket-session.ts';
import { useBasketToken } from './use-basket-token.ts';

/**
 * The full basket (lines, vouchers) with its summary, for the basket page; the empty basket,
 * without a request, while the visitor has none.
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
  return useQuery(basketQuery(session, token));
}

import { queryKeys } from '@clubshop/api-sdk/query';
import type { DataTag } from '@tanstack/react-query';
import type { BasketData } from './basket-result.ts';
import { loadBasket } from './basket-session.ts';
import { BASKET_REFETCH_ON_FOCUS } from './refetch-on-focus.ts';
import type { BasketSession } from './session.ts';

/**
 * The full basket of `token` as a query (key and fetch, the query's abort signal passed on): what
 * {@link useBasket} runs and what a server prefetches for the basket page. No token, or one the
 * API no longer knows, is the empty basket without an error (see {@link loadBasket}). Asked again
 * whenever the tab is shown again ({@link BASKET_REFETCH_ON_FOCUS}).
 *
 * @example
 * await queryClient.prefetchQuery(basketQuery({ client, queryClient, store }, readBasketToken(store)));
 */
export function basketQuery(session: BasketSession, token: string | undefined) {
  return {
    queryKey: queryKeys.basket.detail(token) as DataTag<
      ReturnType<typeof queryKeys.basket.detail>,
      BasketData
    >,
    queryFn: ({ signal }: { signal: AbortSignal }) => loadBasket(session, token, { signal }),
    refetchOnWindowFocus: BASKET_REFETCH_ON_FOCUS,
  };
}

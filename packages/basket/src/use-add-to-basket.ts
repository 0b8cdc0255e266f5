'use client';

import type { BasketLinePayload, BasketSummary } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type BasketData, basketDataOrThrow } from './basket-result.ts';
import { changeBasket, emptyBasketSummary } from './basket-session.ts';
import { basketTokenAtom } from './basket-token.ts';
import { withQuantityDelta } from './optimistic-quantity.ts';
import { useBasketSession } from './use-basket-session.ts';

/** What the add mutation remembers to roll back the badge. */
interface AddContext {
  token: string | undefined;
  previous: BasketSummary | undefined;
}

/**
 * Adds a line (`POST /api/baskets/{token}`), creating the visitor's basket first when they have
 * none. The badge shows the new quantity at once and goes
 * back if the server refuses; a refusal (`success: false`, e.g. out of stock) fails the mutation
 * with the first error's message.
 *
 * @example
 * const add = useAddToBasket();
 * <button type="button" disabled={add.isPending} onClick={() => add.mutate({ productId: variant.id, quantity: 1 })}>
 *   Add to basket
 * </button>;
 * {add.error && <p role="alert">{add.error.message}</p>}
 */
export function useAddToBasket(): UseMutationResult<BasketData, Error, BasketLinePayload, AddContext> {
  const session = useBasketSession();
  return useMutation({
    mutationFn: (line: BasketLinePayload) =>
      changeBasket(session, async (token) => basketDataOrThrow(await session.client.basket.add(token, line))),
    onMutate: async (line) => {
      const token = session.store.get(basketTokenAtom);
      const key = queryKeys.basket.summary(token);
      await session.queryClient.cancelQueries({ queryKey: key });
      const previous = session.queryClient.getQueryData<BasketSummary>(key);
      if (previous) session.queryClient.setQueryData(key, withQuantityDelta(previous, line.quantity));
      return { token, previous };
    },
    onSuccess: (_data, _line, context) => {
      // A first add counted on the "no basket yet" summary; the new basket has its own now.
      if (context.token === undefined) {
        session.queryClient.setQueryData(queryKeys.basket.summary(undefined), emptyBasketSummary());
      }
    },
    onError: (_error, _line, context) => {
      if (context?.previous) {
        session.queryClient.setQueryData(queryKeys.basket.summary(context.token), context.previous);
      }
    },
  });
}

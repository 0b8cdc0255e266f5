import type { BasketLinePayload, BasketSummary } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import type { MutationOptions } from '@tanstack/react-query';
import { type BasketData, basketDataOrThrow } from './basket-result.ts';
import { changeBasket } from './basket-session.ts';
import { emptyBasketSummary } from './basket-summary.ts';
import { basketTokenAtom } from './basket-token.ts';
import { withQuantityDelta } from './optimistic-quantity.ts';
import type { BasketSession } from './session.ts';

/** What the add mutation remembers to roll the badge back. */
export interface AddToBasketContext {
  token: string | undefined;
  previous: BasketSummary | undefined;
}

/**
 * The one definition of adding a line (`POST /api/baskets/{token}`), as TanStack Query mutation
 * options: the visitor's basket is created first when they have none; the badge shows the new
 * quantity at once and goes back if the server refuses; a refusal (`success: false`, e.g. out of
 * stock) fails with the first error's message. {@link useAddToBasket} and
 * {@link useAddToBasketAction} both run it.
 */
export function addToBasketMutation(
  session: BasketSession,
): MutationOptions<BasketData, Error, BasketLinePayload, AddToBasketContext> {
  return {
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
  };
}

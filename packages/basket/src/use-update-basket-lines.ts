'use client';

import type { BasketLineUpdate, BasketSummary } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type BasketData, basketDataOrThrow } from './basket-result.ts';
import { changeBasket } from './basket-session.ts';
import { basketTokenAtom } from './basket-token.ts';
import { applyLineUpdates, withQuantityDelta } from './optimistic-quantity.ts';
import { useBasketSession } from './use-basket-session.ts';

/** What the update mutation remembers to roll back. */
interface UpdateContext {
  token: string | undefined;
  summary: BasketSummary | undefined;
  basket: BasketData | undefined;
}

/**
 * Changes line quantities (`POST /api/baskets/{token}/lines`); quantity 0 removes a line. The
 * basket and badge show the change at once and go back if it fails; a refusal fails the mutation
 * with the first error's message.
 *
 * @example
 * const update = useUpdateBasketLines();
 * update.mutate([{ id: line.id, quantity: 0 }]); // removes the line
 */
export function useUpdateBasketLines(): UseMutationResult<
  BasketData,
  Error,
  BasketLineUpdate[],
  UpdateContext
> {
  const session = useBasketSession();
  return useMutation({
    mutationFn: (lines: BasketLineUpdate[]) =>
      changeBasket(session, async (token) =>
        basketDataOrThrow(await session.client.basket.updateLines(token, lines)),
      ),
    onMutate: async (lines) => {
      const { queryClient } = session;
      const token = session.store.get(basketTokenAtom);
      await queryClient.cancelQueries({ queryKey: queryKeys.basket.detail(token) });
      const summary = queryClient.getQueryData<BasketSummary>(queryKeys.basket.summary(token));
      const basket = queryClient.getQueryData<BasketData>(queryKeys.basket.detail(token));
      if (basket) {
        const next = applyLineUpdates(basket, lines);
        queryClient.setQueryData(queryKeys.basket.detail(token), next.data);
        if (summary)
          queryClient.setQueryData(queryKeys.basket.summary(token), withQuantityDelta(summary, next.delta));
      }
      return { token, summary, basket };
    },
    onError: (_error, _lines, context) => {
      if (!context) return;
      if (context.summary)
        session.queryClient.setQueryData(queryKeys.basket.summary(context.token), context.summary);
      if (context.basket)
        session.queryClient.setQueryData(queryKeys.basket.detail(context.token), context.basket);
    },
  });
}

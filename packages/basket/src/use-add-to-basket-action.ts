'use client';

import type { BasketLinePayload } from '@clubshop/api-sdk';
import { useCallback, useState } from 'react';
import { addToBasketMutation } from './add-to-basket-mutation.ts';
import type { BasketData } from './basket-result.ts';
import { useBasketSession } from './use-basket-session.ts';

/** Where the last add of an {@link AddToBasketAction} stands. */
export type AddToBasketStatus = 'idle' | 'pending' | 'success' | 'error';

/** What {@link useAddToBasketAction} gives. */
export interface AddToBasketAction {
  /** Adds a line; resolves with the basket, rejects with the refusal (also kept in `error`). */
  add(line: BasketLinePayload): Promise<BasketData>;
  status: AddToBasketStatus;
  /** The last add's refusal or failure, while `status` is `error`. */
  error: Error | null;
}

/**
 * The same add as {@link useAddToBasket} (the one {@link addToBasketMutation}, run in the query
 * client's mutation cache: the badge's optimistic quantity, the rollback, devtools and global
 * mutation callbacks all as there), without TanStack's `useMutation` and its observer: 0.9 KB
 * gzip less for a page that adds to the basket on its first screen (the product page). It tracks
 * one add at a time, which is all a single "Add to basket" button needs.
 *
 * @example
 * const { add, status, error } = useAddToBasketAction();
 * <button type="button" disabled={status === 'pending'} onClick={() => add({ productId: variant.id, quantity: 1 }).catch(() => undefined)}>
 *   Add to basket
 * </button>;
 * {error && <p role="alert">{error.message}</p>}
 */
export function useAddToBasketAction(): AddToBasketAction {
  const session = useBasketSession();
  const [state, setState] = useState<{ status: AddToBasketStatus; error: Error | null }>({
    status: 'idle',
    error: null,
  });
  const add = useCallback(
    async (line: BasketLinePayload) => {
      setState({ status: 'pending', error: null });
      const { queryClient } = session;
      try {
        // What TanStack's MutationObserver does for `mutate`: a mutation built in the cache, run.
        const basket = await queryClient
          .getMutationCache()
          .build(queryClient, addToBasketMutation(session))
          .execute(line);
        setState({ status: 'success', error: null });
        return basket;
      } catch (error) {
        setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
        throw error;
      }
    },
    [session],
  );
  return { add, ...state };
}

'use client';

import type { BasketLinePayload } from '@clubshop/api-sdk';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { type AddToBasketContext, addToBasketMutation } from './add-to-basket-mutation.ts';
import type { BasketData } from './basket-result.ts';
import { useBasketSession } from './use-basket-session.ts';

/**
 * Adds a line (`POST /api/baskets/{token}`), creating the visitor's basket first when they have
 * none, as a TanStack Query mutation ({@link addToBasketMutation}). The badge shows the new
 * quantity at once and goes back if the server refuses; a refusal (`success: false`, e.g. out of
 * stock) fails the mutation with the first error's message. For a page's first screen,
 * {@link useAddToBasketAction} runs the same mutation with less code.
 *
 * @example
 * const add = useAddToBasket();
 * <button type="button" disabled={add.isPending} onClick={() => add.mutate({ productId: variant.id, quantity: 1 })}>
 *   Add to basket
 * </button>;
 * {add.error && <p role="alert">{add.error.message}</p>}
 */
export function useAddToBasket(): UseMutationResult<
  BasketData,
  Error,
  BasketLinePayload,
  AddToBasketContext
> {
  return useMutation(addToBasketMutation(useBasketSession()));
}

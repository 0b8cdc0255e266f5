'use client';

import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { BasketData } from './basket-result.ts';
import { resetBasket } from './basket-session.ts';
import { useBasketSession } from './use-basket-session.ts';

/**
 * Starts a new basket and clears the old one's local state. If that fails, the token, its cookie
 * and the cached basket are cleared (the next summary fetch creates a basket) and the mutation
 * fails.
 *
 * @example
 * const reset = useResetBasket();
 * <button type="button" onClick={() => reset.mutate()}>Empty basket</button>
 */
export function useResetBasket(): UseMutationResult<BasketData, Error, void> {
  const session = useBasketSession();
  return useMutation({ mutationFn: () => resetBasket(session) });
}

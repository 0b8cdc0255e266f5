import type { Receipt } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { basketTokenAtom, resetBasket } from '@clubshop/basket';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resetCheckoutDraft } from './checkout-draft.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/**
 * The receipt of the order just paid (`GET /api/baskets/{token}/receipt`): the basket as ordered
 * and the order summary (`summary.total.amount`, `summary.shippingTotal.amount`), for /receipt/.
 * Once the receipt is confirmed, the basket is reset (a new, empty basket) and the checkout
 * cleared; the receipt stays on screen because it is read for the token the page opened with.
 *
 * @example
 * const receipt = useReceipt();
 * return <p>Total {receipt.data?.summary.total.amount}</p>;
 */
export function useReceipt(): UseQueryResult<Receipt> {
  const session = useCheckoutSession();
  // The token of the paid basket, fixed for the life of the page: the reset below replaces it.
  const [token] = useState(() => session.store.get(basketTokenAtom));
  const query = useQuery({
    queryKey: queryKeys.basket.receipt(token),
    queryFn: ({ signal }) => session.client.basket.receipt(token as string, { signal }),
    enabled: token !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const resetDone = useRef(false);
  const confirmed = query.isSuccess;
  useEffect(() => {
    if (!confirmed || !token || resetDone.current) return;
    resetDone.current = true;
    resetCheckoutDraft(session.store, token);
    resetBasket(session).catch((error: unknown) =>
      session.logger.error('ClubShop basket reset failed', error),
    );
  }, [confirmed, token, session]);
  return query;
}

'use client';

import type { Receipt } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { basketTokenAtom, resetBasket } from '@clubshop/basket';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resetCheckoutDraft } from './checkout-draft.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/** Options of {@link useReceipt}. */
export interface UseReceiptOptions {
  /**
   * The token of the paid basket, as payment's return address names it (`/receipt/?token=`).
   * Without it, the basket of the shopper's cookie (the one just paid, before the reset).
   */
  token?: string | undefined;
}

/**
 * The receipt of an order (`GET /api/baskets/{token}/receipt`): the basket as ordered and the
 * order summary (`summary.total.amount`, `summary.shippingTotal.amount`), for /receipt/.
 *
 * The token is the one payment's return address names, so the receipt survives a reload (by
 * then the basket cookie holds the new, empty basket). Once the receipt of the shopper's current
 * basket is confirmed, that basket is reset (a new, empty one) and the checkout cleared; a
 * receipt opened again later resets nothing.
 *
 * @example
 * const token = new URLSearchParams(location.search).get('token') ?? undefined;
 * const receipt = useReceipt({ token });
 * return <p>Total {receipt.data?.summary.total.amount}</p>;
 */
export function useReceipt(options: UseReceiptOptions = {}): UseQueryResult<Receipt> {
  const session = useCheckoutSession();
  // Fixed for the life of the page: the reset below replaces the cookie's token.
  const [token] = useState(() => options.token || session.store.get(basketTokenAtom));
  // Whether the shopper's cookie named the paid basket when the page opened: the basket summary
  // of the same page may forget it meanwhile (the API reads an ordered basket as unknown), and
  // the basket is started over all the same.
  const [cookieNamedIt] = useState(() => {
    const held = session.store.get(basketTokenAtom);
    return held !== undefined && held === token;
  });
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
    // Only the basket just paid is reset; a reload finds the new basket in the cookie and keeps it.
    const current = session.store.get(basketTokenAtom);
    if (current !== token && !(current === undefined && cookieNamedIt)) return;
    resetCheckoutDraft(session.store, token);
    resetBasket(session).catch((error: unknown) =>
      session.logger.error('ClubShop basket reset failed', error),
    );
  }, [confirmed, token, cookieNamedIt, session]);
  return query;
}

'use client';

import { errorStatusCode, type Receipt } from '@clubshop/api-sdk';
import { queryKeys } from '@clubshop/api-sdk/query';
import { cookiesOf } from '@clubshop/auth';
import { basketTokenAtom, readPaidBasketCookie, resetBasket, writePaidBasketCookie } from '@clubshop/basket';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { resetCheckoutDraft } from './checkout-draft.ts';
import { useCheckoutSession } from './use-checkout-session.ts';

/** Options of {@link useReceipt}. */
export interface UseReceiptOptions {
  /**
   * The token of the paid basket, when the page knows it. Without it, the basket of the
   * shopper's cookie (the one just paid, before the reset), or else the basket paid last
   * (`clubshop_paid_basket`, kept for a day by the reset; in the server-held mode of
   * @clubshop/basket the placeholders `current` and `paid`, which the server resolves from its
   * `HttpOnly` cookies). Payment's return address names no token (docs/decisions/0076).
   */
  token?: string | undefined;
}

/**
 * The receipt of an order (`GET /api/baskets/{token}/receipt`): the basket as ordered and the
 * order summary (`summary.total.amount`, `summary.shippingTotal.amount`), for /receipt/.
 *
 * The basket is the shopper's current one (just paid) or, when that has no order (a reload, by
 * then the basket cookie holds the new, empty basket), the one paid last: the reset keeps its
 * token in the `clubshop_paid_basket` cookie for a day. Once the receipt of the shopper's current
 * basket is confirmed, that basket is reset (a new, empty one) and the checkout cleared; a
 * receipt opened again later resets nothing.
 *
 * @example
 * const receipt = useReceipt();
 * return <p>Total {receipt.data?.summary.total.amount}</p>;
 */
export function useReceipt(options: UseReceiptOptions = {}): UseQueryResult<Receipt> {
  const session = useCheckoutSession();
  // Fixed for the life of the page: the reset below replaces the cookie's token.
  const [token] = useState(() => options.token || session.store.get(basketTokenAtom));
  // The basket paid last, asked when `token`'s basket has no order (a reload after the reset).
  const [paid] = useState(() => (options.token ? undefined : readPaidBasketCookie(cookiesOf(session.store))));
  // Whether the shopper's cookie named the paid basket when the page opened: the basket summary
  // of the same page may forget it meanwhile (the API reads an ordered basket as unknown), and
  // the basket is started over all the same.
  const [cookieNamedIt] = useState(() => {
    const held = session.store.get(basketTokenAtom);
    return held !== undefined && held === token;
  });
  const query = useQuery({
    queryKey: queryKeys.basket.receipt(token ?? paid),
    queryFn: async ({ signal }) => {
      if (!token) return session.client.basket.receipt(paid as string, { signal });
      try {
        return await session.client.basket.receipt(token, { signal });
      } catch (error) {
        if (!paid || paid === token || errorStatusCode(error) !== 404) throw error;
        return session.client.basket.receipt(paid, { signal });
      }
    },
    enabled: token !== undefined || paid !== undefined,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const resetDone = useRef(false);
  const confirmed = query.isSuccess;
  useEffect(() => {
    if (!confirmed || !token || resetDone.current) return;
    resetDone.current = true;
    // Only the basket just paid is reset; a reload finds the new basket in the cookie and keeps it
    // (the receipt answered is then the paid basket's, by its own token or placeholder).
    const current = session.store.get(basketTokenAtom);
    if (query.data?.basket.token !== token) return;
    if (current !== token && !(current === undefined && cookieNamedIt)) return;
    // The receipt can be opened again (a reload) once the cookie names the new basket.
    writePaidBasketCookie(token, cookiesOf(session.store));
    resetCheckoutDraft(session.store, token);
    resetBasket(session).catch((error: unknown) =>
      session.logger.error('ClubShop basket reset failed', error),
    );
  }, [confirmed, token, cookieNamedIt, session, query.data]);
  return query;
}

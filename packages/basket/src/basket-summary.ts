import type { BasketSummary } from '@clubshop/api-sdk';
import { forgetCurrentBasket } from './forget-basket.ts';
import type { BasketSession } from './session.ts';
import { isUnknownBasketError } from './unknown-basket.ts';

// The header's badge on every page needs only this: kept apart from the basket's changes
// (basket-session.ts), so the page's first code carries no more of the basket than the summary.

/** Zero money, for the totals of a basket that does not exist yet. */
const zero = { amount: 0 } as const;

/**
 * The summary of a visitor who has no basket yet: nothing in it. No basket is created for it:
 * the first change creates one (see `ensureBasketToken`), so a page view (a crawler, a
 * first visit, a server render) writes nothing.
 */
export function emptyBasketSummary(): BasketSummary {
  return {
    token: '',
    quantity: 0,
    totals: { subTotal: zero, discountTotal: zero, shippingTotal: zero, total: zero },
  };
}

/**
 * Loads the summary of `token`. No token: the empty summary, without a request. A token the
 * server no longer knows (404) is forgotten (cookie and atom) and the summary is empty; the next
 * change creates a new basket.
 */
export async function loadBasketSummary(
  session: BasketSession,
  token: string | undefined,
  options: { signal?: AbortSignal } = {},
): Promise<BasketSummary> {
  if (!token) return emptyBasketSummary();
  try {
    return await session.client.basket.summary(token, options);
  } catch (error) {
    if (!isUnknownBasketError(error)) throw error;
    forgetCurrentBasket(session.store, token, error);
    return emptyBasketSummary();
  }
}

import { isHttpError } from '@clubshop/api-sdk';

/** The code the API refuses a change to a basket with once that basket has become an order. */
export const BASKET_ORDERED_CODE = 'Api.Error.BasketOrdered';

/**
 * Whether an error is the server saying the token names no current basket: one it does not know
 * (HTTP 404; a basket that has become an order is read as one too), or one whose change it
 * refused because the basket has been ordered meanwhile (HTTP 409 `Api.Error.BasketOrdered`: the
 * shopper paid, in this tab or another, and never reached the receipt that starts a new basket).
 * Either way the token is no basket to work on: it is forgotten and a new basket started.
 */
export function isUnknownBasketError(error: unknown): boolean {
  if (!isHttpError(error)) return false;
  if (error.status === 404) return true;
  return error.status === 409 && error.errors.some((item) => item.code === BASKET_ORDERED_CODE);
}

/**
 * Whether an error is the server saying the basket has become an order (`Api.Error.BasketOrdered`,
 * HTTP 404 on a read, 409 on a change): its token names the receipt now.
 */
export function isOrderedBasketError(error: unknown): boolean {
  return isHttpError(error) && error.errors.some((item) => item.code === BASKET_ORDERED_CODE);
}

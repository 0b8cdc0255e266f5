/** @packageDocumentation The ClubShop basket: token cookie (or a server-held one), summary, lines, reset and React hooks. */

export { type AddToBasketContext, addToBasketMutation } from './add-to-basket-mutation.ts';
export {
  BASKET_COOKIE_DAYS,
  BASKET_MARKER_COOKIE,
  BASKET_TOKEN_COOKIE,
  clearBasketTokenCookie,
  PAID_BASKET_COOKIE,
  PAID_BASKET_COOKIE_DAYS,
  readBasketTokenCookie,
  readPaidBasketCookie,
  writeBasketTokenCookie,
  writePaidBasketCookie,
} from './basket-cookie.ts';
export { basketQuery } from './basket-query.ts';
export { type BasketData, basketDataOrThrow } from './basket-result.ts';
export {
  changeBasket,
  emptyBasket,
  ensureBasketToken,
  loadBasket,
  replaceBasket,
  resetBasket,
} from './basket-session.ts';
export { emptyBasketSummary, loadBasketSummary } from './basket-summary.ts';
export { basketSummaryQuery } from './basket-summary-query.ts';
export { basketTokenAtom, readBasketToken } from './basket-token.ts';
export { forgetCurrentBasket } from './forget-basket.ts';
export { applyLineUpdates, withQuantityDelta } from './optimistic-quantity.ts';
export { basketCreationKey } from './query-keys.ts';
export { BASKET_REFETCH_ON_FOCUS } from './refetch-on-focus.ts';
export {
  CURRENT_BASKET_TOKEN,
  isServerHeldBasketToken,
  PAID_BASKET_TOKEN,
  serverHeldBasketJar,
} from './server-held-basket.ts';
export type { BasketSession } from './session.ts';
export { BASKET_ORDERED_CODE, isOrderedBasketError, isUnknownBasketError } from './unknown-basket.ts';
export { useAddToBasket } from './use-add-to-basket.ts';
export {
  type AddToBasketAction,
  type AddToBasketStatus,
  useAddToBasketAction,
} from './use-add-to-basket-action.ts';
export { useBasket } from './use-basket.ts';
export { useBasketSession } from './use-basket-session.ts';
export { useBasketLoaded, useBasketSummary } from './use-basket-summary.ts';
export { useBasketToken } from './use-basket-token.ts';
export { useResetBasket } from './use-reset-basket.ts';
export { useUpdateBasketLines } from './use-update-basket-lines.ts';

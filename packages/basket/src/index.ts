/** @packageDocumentation The ClubShop basket: token cookie, summary, lines, reset and React hooks. */
export {
  BASKET_COOKIE_DAYS,
  BASKET_TOKEN_COOKIE,
  clearBasketTokenCookie,
  readBasketTokenCookie,
  writeBasketTokenCookie,
} from './basket-cookie.ts';
export { basketLoadedAtom, basketTokenAtom, readBasketToken } from './basket-token.ts';

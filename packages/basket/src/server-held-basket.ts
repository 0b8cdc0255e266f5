/**
 * The server-held basket mode (docs/decisions/0076-basket-token-held-by-the-storefront-server.md),
 * the basket's side of auth's server-held session (decision 0035): a server in front of the API
 * keeps the basket token in an `HttpOnly` cookie, puts it into the path of the basket and
 * checkout calls it forwards, and hands the page {@link CURRENT_BASKET_TOKEN} where the token was
 * (in the answer that creates a basket and in every basket or checkout answer). A script on the
 * page never sees a basket token, and no URL the browser requests holds one.
 *
 * The browser app runs the same hooks and api-sdk client as in the browser-only mode, on a store
 * whose jar is {@link serverHeldBasketJar}: the basket marker (`clubshop_basket=1`) says whether
 * there is a basket, and wherever the code reads the token it reads the placeholder, which the
 * server swaps for the cookie's token (`/api/baskets/current/summary`).
 */
import { browserCookieJar, type CookieJar } from '@clubshop/auth';
import { BASKET_MARKER_COOKIE, BASKET_TOKEN_COOKIE, PAID_BASKET_COOKIE } from './basket-cookie.ts';

/**
 * What the browser holds instead of the basket token in the server-held mode, and sends in its
 * place: `/api/baskets/current/...`, `/api/checkout/current/...`.
 */
export const CURRENT_BASKET_TOKEN = 'current';

/**
 * What the browser sends instead of the token of the basket paid last (the receipt's, held in
 * the `HttpOnly` {@link PAID_BASKET_COOKIE}): `/api/baskets/paid/receipt`.
 */
export const PAID_BASKET_TOKEN = 'paid';

/** Whether `token` is a placeholder of a basket token the server holds. */
export function isServerHeldBasketToken(token: string | null | undefined): boolean {
  return token === CURRENT_BASKET_TOKEN || token === PAID_BASKET_TOKEN;
}

/**
 * The cookies as the server-held basket mode sees them: the basket cookie reads as
 * {@link CURRENT_BASKET_TOKEN} while there is a basket (its marker, or on a server the cookie
 * itself), `undefined` otherwise, and the paid-basket cookie always reads as
 * {@link PAID_BASKET_TOKEN} (the server knows whether it holds one); writing it (or its marker, or the paid-basket cookie) does
 * nothing, because the server's answer sets them; removing it (a basket the API no longer knows,
 * a reset that failed) removes the marker and the cookie (a browser ignores a script's removal of
 * the `HttpOnly` one; a server's jar removes it). Every other cookie is the jar's own.
 *
 * @param jar - the cookies underneath: the browser's by default, a request's on a server
 * @example
 * const store = createStore();
 * store.set(cookieJarAtom, serverHeldBasketJar(serverHeldSessionJar()));
 * store.get(basketTokenAtom); // 'current' once the server created a basket, else undefined
 */
export function serverHeldBasketJar(jar: CookieJar = browserCookieJar): CookieJar {
  return {
    get(name) {
      // The server may hold a paid basket: asking for its receipt tells (404 when it holds none).
      if (name === PAID_BASKET_COOKIE) return PAID_BASKET_TOKEN;
      if (name !== BASKET_TOKEN_COOKIE) return jar.get(name);
      return jar.get(BASKET_TOKEN_COOKIE) || jar.get(BASKET_MARKER_COOKIE) ? CURRENT_BASKET_TOKEN : undefined;
    },
    set(name, value, attributes) {
      if (name === BASKET_TOKEN_COOKIE || name === BASKET_MARKER_COOKIE || name === PAID_BASKET_COOKIE)
        return;
      jar.set(name, value, attributes);
    },
    remove(name, attributes) {
      jar.remove(name, attributes);
      if (name === BASKET_TOKEN_COOKIE) jar.remove(BASKET_MARKER_COOKIE, attributes);
    },
  };
}

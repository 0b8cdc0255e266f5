import { browserCookieJar, type CookieJar, cookieAttributes, removalAttributes } from '@clubshop/auth';

/** Name of the cookie that holds the basket token. */
export const BASKET_TOKEN_COOKIE = 'clubshop_basket_token';

/**
 * Name of the basket marker: a cookie that says "a basket is there" and nothing else (its value
 * is `1`, never a token), as long-lived as the basket cookie and readable by page scripts. A
 * browser app whose basket token a server holds in an `HttpOnly` cookie knows from it that it has
 * a basket (see `serverHeldBasketJar`, docs/decisions/0076-basket-token-held-by-the-storefront-server.md).
 */
export const BASKET_MARKER_COOKIE = 'clubshop_basket';

/**
 * Name of the cookie that holds the token of the basket paid last, so its receipt still shows
 * after the basket cookie moved on to a new basket (a reload of the receipt page).
 */
export const PAID_BASKET_COOKIE = 'clubshop_paid_basket';

/**
 * Lifetime of the basket cookie in js-cookie day units (docs/product/requirements.md#constants).
 */
export const BASKET_COOKIE_DAYS = 90;

/** Lifetime of the paid-basket cookie in days: the receipt can be opened again for a day. */
export const PAID_BASKET_COOKIE_DAYS = 1;

/**
 * Reads the basket token from its cookie.
 *
 * @param jar - where the cookies are: the browser's by default, a request's on a server
 */
export function readBasketTokenCookie(jar: CookieJar = browserCookieJar): string | undefined {
  return jar.get(BASKET_TOKEN_COOKIE) || undefined;
}

/**
 * Writes the basket token to its cookie for 90 days (path /, SameSite=Lax, Secure on https) and
 * the basket marker ({@link BASKET_MARKER_COOKIE}) for as long. On a server's jar
 * (`createRequestCookieJar`) the token cookie is `HttpOnly`, out of page scripts' reach; the
 * browser's jar cannot write that attribute and leaves it out (the browser-only mode).
 *
 * @example
 * // In a server's answer to the creation of a basket:
 * const jar = createRequestCookieJar(request.headers.get('cookie'), { secure: true });
 * writeBasketTokenCookie(created.summary.token, jar);
 * for (const header of jar.setCookieHeaders()) response.headers.append('Set-Cookie', header);
 */
export function writeBasketTokenCookie(token: string, jar: CookieJar = browserCookieJar): void {
  jar.set(BASKET_TOKEN_COOKIE, token, { ...cookieAttributes(BASKET_COOKIE_DAYS), httpOnly: true });
  jar.set(BASKET_MARKER_COOKIE, '1', cookieAttributes(BASKET_COOKIE_DAYS));
}

/** Removes the basket cookie and its marker. */
export function clearBasketTokenCookie(jar: CookieJar = browserCookieJar): void {
  jar.remove(BASKET_TOKEN_COOKIE, removalAttributes());
  jar.remove(BASKET_MARKER_COOKIE, removalAttributes());
}

/** Reads the token of the basket paid last (see {@link PAID_BASKET_COOKIE}). */
export function readPaidBasketCookie(jar: CookieJar = browserCookieJar): string | undefined {
  return jar.get(PAID_BASKET_COOKIE) || undefined;
}

/**
 * Keeps the token of a basket just paid for a day ({@link PAID_BASKET_COOKIE}), `HttpOnly` on a
 * server's jar as the basket cookie is.
 */
export function writePaidBasketCookie(token: string, jar: CookieJar = browserCookieJar): void {
  jar.set(PAID_BASKET_COOKIE, token, { ...cookieAttributes(PAID_BASKET_COOKIE_DAYS), httpOnly: true });
}

import { browserCookieJar, type CookieJar, cookieAttributes, removalAttributes } from '@clubshop/auth';

/** Name of the cookie that holds the basket token. */
export const BASKET_TOKEN_COOKIE = 'clubshop_basket_token';

/** Lifetime of the basket cookie in js-cookie day units (spec section 9). */
export const BASKET_COOKIE_DAYS = 90;

/**
 * Reads the basket token from its cookie.
 *
 * @param jar - where the cookies are: the browser's by default, a request's on a server
 */
export function readBasketTokenCookie(jar: CookieJar = browserCookieJar): string | undefined {
  return jar.get(BASKET_TOKEN_COOKIE) || undefined;
}

/** Writes the basket token to its cookie for 90 days (path /, SameSite=Lax, Secure on https). */
export function writeBasketTokenCookie(token: string, jar: CookieJar = browserCookieJar): void {
  jar.set(BASKET_TOKEN_COOKIE, token, cookieAttributes(BASKET_COOKIE_DAYS));
}

/** Removes the basket cookie. */
export function clearBasketTokenCookie(jar: CookieJar = browserCookieJar): void {
  jar.remove(BASKET_TOKEN_COOKIE, removalAttributes());
}

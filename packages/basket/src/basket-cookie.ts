import { cookieAttributes, removalAttributes } from '@clubshop/auth';
import Cookies from 'js-cookie';

/** Name of the cookie that holds the basket token. */
export const BASKET_TOKEN_COOKIE = 'clubshop_basket_token';

/** Lifetime of the basket cookie in js-cookie day units (spec section 9). */
export const BASKET_COOKIE_DAYS = 90;

/** Reads the basket token from its cookie. */
export function readBasketTokenCookie(): string | undefined {
  return Cookies.get(BASKET_TOKEN_COOKIE) || undefined;
}

/** Writes the basket token to its cookie for 90 days (path /, SameSite=Lax, Secure on https). */
export function writeBasketTokenCookie(token: string): void {
  Cookies.set(BASKET_TOKEN_COOKIE, token, cookieAttributes(BASKET_COOKIE_DAYS));
}

/** Removes the basket cookie. */
export function clearBasketTokenCookie(): void {
  Cookies.remove(BASKET_TOKEN_COOKIE, removalAttributes());
}

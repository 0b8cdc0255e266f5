import { cookieAttributes, removalAttributes } from './cookie-attributes.ts';
import { browserCookieJar, type CookieJar } from './cookie-jar.ts';
import type { TokenCookieLifetimes } from './cookie-lifetimes.ts';

/** Name of the cookie that holds the access token. */
export const ACCESS_TOKEN_COOKIE = 'clubshop_access_token';
/** Name of the cookie that holds the refresh token. */
export const REFRESH_TOKEN_COOKIE = 'clubshop_refresh_token';

/** The pair of tokens a login or refresh hands out. */
export interface SessionTokens {
  /** Bearer token sent with every API call. */
  accessToken: string;
  /** Token that buys a new pair; absent when the server issued none. */
  refreshToken?: string | undefined;
}

/**
 * Reads the tokens from the cookies; `undefined` when there is no access token.
 *
 * @param jar - where the cookies are: the browser's by default, a request's on a server
 */
export function readTokenCookies(jar: CookieJar = browserCookieJar): SessionTokens | undefined {
  const accessToken = jar.get(ACCESS_TOKEN_COOKIE);
  if (!accessToken) return undefined;
  return { accessToken, refreshToken: jar.get(REFRESH_TOKEN_COOKIE) };
}

/**
 * Reads the refresh-token cookie alone. It outlives the access-token cookie (double the lifetime),
 * so a returning visitor may hold only this one: their session can still be resumed.
 */
export function readRefreshTokenCookie(jar: CookieJar = browserCookieJar): string | undefined {
  return jar.get(REFRESH_TOKEN_COOKIE) || undefined;
}

/** Writes the tokens to their cookies with the given lifetimes; never touches localStorage. */
export function writeTokenCookies(
  tokens: SessionTokens,
  lifetimes: TokenCookieLifetimes,
  jar: CookieJar = browserCookieJar,
): void {
  jar.set(ACCESS_TOKEN_COOKIE, tokens.accessToken, cookieAttributes(lifetimes.access));
  if (tokens.refreshToken) {
    jar.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, cookieAttributes(lifetimes.refresh));
  } else {
    jar.remove(REFRESH_TOKEN_COOKIE, removalAttributes());
  }
}

/** Removes both token cookies. */
export function clearTokenCookies(jar: CookieJar = browserCookieJar): void {
  jar.remove(ACCESS_TOKEN_COOKIE, removalAttributes());
  jar.remove(REFRESH_TOKEN_COOKIE, removalAttributes());
}

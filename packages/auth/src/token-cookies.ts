import { type CookieAttributes, cookieAttributes, removalAttributes } from './cookie-attributes.ts';
import { browserCookieJar, type CookieJar } from './cookie-jar.ts';
import type { TokenCookieLifetimes } from './cookie-lifetimes.ts';

/** Name of the cookie that holds the access token. */
export const ACCESS_TOKEN_COOKIE = 'clubshop_access_token';
/** Name of the cookie that holds the refresh token. */
export const REFRESH_TOKEN_COOKIE = 'clubshop_refresh_token';

/**
 * Name of the session marker: a cookie that says "a session is there" and nothing else (its
 * value is `1`, never a token). It lives as long as the refresh-token cookie and is readable by
 * page scripts, so a browser app whose tokens the server holds in `HttpOnly` cookies knows it is
 * logged in (see `serverHeldSessionJar`).
 */
export const SESSION_MARKER_COOKIE = 'clubshop_session';

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

/**
 * The attributes of a token cookie: ClubShop's (path `/`, SameSite=Lax, Secure on https) and
 * `HttpOnly`, which a server's jar writes and the browser's cannot (see `browserCookieJar`).
 */
function tokenCookieAttributes(days: number): CookieAttributes {
  return { ...cookieAttributes(days), httpOnly: true };
}

/**
 * Writes the tokens to their cookies with the given lifetimes, and the session marker
 * ({@link SESSION_MARKER_COOKIE}) for as long as the session can last; never touches
 * localStorage. On a server's jar (`createRequestCookieJar`) the token cookies are `HttpOnly`.
 */
export function writeTokenCookies(
  tokens: SessionTokens,
  lifetimes: TokenCookieLifetimes,
  jar: CookieJar = browserCookieJar,
): void {
  jar.set(ACCESS_TOKEN_COOKIE, tokens.accessToken, tokenCookieAttributes(lifetimes.access));
  if (tokens.refreshToken) {
    jar.set(REFRESH_TOKEN_COOKIE, tokens.refreshToken, tokenCookieAttributes(lifetimes.refresh));
  } else {
    jar.remove(REFRESH_TOKEN_COOKIE, removalAttributes());
  }
  const sessionDays = tokens.refreshToken ? lifetimes.refresh : lifetimes.access;
  jar.set(SESSION_MARKER_COOKIE, '1', cookieAttributes(sessionDays));
}

/** Removes both token cookies and the session marker. */
export function clearTokenCookies(jar: CookieJar = browserCookieJar): void {
  jar.remove(ACCESS_TOKEN_COOKIE, removalAttributes());
  jar.remove(REFRESH_TOKEN_COOKIE, removalAttributes());
  jar.remove(SESSION_MARKER_COOKIE, removalAttributes());
}

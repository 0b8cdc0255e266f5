/**
 * The staff session, held by the back-office server in cookies page scripts cannot read
 * (decision 0044, the idea of decision 0035): the access and the refresh token, each
 * `HttpOnly`, `SameSite=Strict`, `Path=/`, and `Secure` everywhere but on http://localhost
 * (browsers refuse `Secure` cookies over plain http there). The page never sees a token: the
 * server adds the bearer when it forwards `/admin/api/*`.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';

/** The cookie of the staff access token. */
export const ACCESS_COOKIE = 'clubshop_bo_access';
/** The cookie of the staff refresh token (it rotates at every refresh). */
export const REFRESH_COOKIE = 'clubshop_bo_refresh';
/** How long the refresh cookie lives: the API's refresh tokens' lifetime (30 days by default). */
export const REFRESH_COOKIE_SECONDS = 30 * 24 * 60 * 60;

/** Tokens of a staff login or refresh (`POST /admin/api/auth/token`). */
export interface StaffTokens {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Whether the back office is served over plain http on the loopback (development, tests). */
export function isLocalHttp(url: URL): boolean {
  return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** The attributes of every cookie of the back office. */
export function cookieAttributes(c: Context, maxAge: number) {
  return {
    path: '/',
    httpOnly: true,
    secure: !isLocalHttp(new URL(c.req.url)),
    sameSite: 'Strict' as const,
    maxAge,
  };
}

/** Writes both token cookies. */
export function writeSession(c: Context, tokens: StaffTokens): void {
  setCookie(c, ACCESS_COOKIE, tokens.access_token, cookieAttributes(c, tokens.expires_in));
  setCookie(c, REFRESH_COOKIE, tokens.refresh_token, cookieAttributes(c, REFRESH_COOKIE_SECONDS));
}

/** Removes both token cookies. */
export function clearSession(c: Context): void {
  const { secure } = cookieAttributes(c, 0);
  deleteCookie(c, ACCESS_COOKIE, { path: '/', secure });
  deleteCookie(c, REFRESH_COOKIE, { path: '/', secure });
}

/** The tokens of the request's cookies (either may be missing). */
export function readSession(c: Context): { access?: string; refresh?: string } {
  const access = getCookie(c, ACCESS_COOKIE);
  const refresh = getCookie(c, REFRESH_COOKIE);
  return { ...(access ? { access } : {}), ...(refresh ? { refresh } : {}) };
}

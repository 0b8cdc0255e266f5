/**
 * Cross-site request protection of every write to the back-office server. Two checks, both
 * needed:
 *
 * 1. **The origin**: a write must say it comes from a page of the back office (`Origin`, and
 *    `Sec-Fetch-Site` when the browser sends it). A write with no `Origin` at all is refused:
 *    every browser sends it with a POST, and nothing but browsers talks to this server.
 * 2. **A proof only our pages can give**: the app's calls carry the header {@link CSRF_HEADER}
 *    (a page of another origin cannot send a custom header without a CORS preflight, which this
 *    server never grants); the HTML forms (sign-in, sign-out) carry the token of the
 *    {@link CSRF_COOKIE} cookie in a hidden field (double submit; the cookie is `HttpOnly` and
 *    `SameSite=Strict`, so another site can neither read nor send it).
 *
 * `SameSite=Strict` session cookies already keep the session off any cross-site request; these
 * checks also cover sibling hosts of one site and older browsers (OWASP CSRF cheat sheet).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** The header every write of the app sends (its value is not checked, only its presence). */
export const CSRF_HEADER = 'X-Clubshop-Csrf';
/** The cookie that holds the form token (double submit). */
export const CSRF_COOKIE = 'clubshop_bo_csrf';
/** The name of the hidden form field with the token. */
export const CSRF_FIELD = 'csrf';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A fresh form token: 128 random bits, base64url. */
export function createCsrfToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Whether the request is a write that comes from a page of `origin` (the back office's). */
export function isSameOriginWrite(request: Request, origin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return false;
  return request.headers.get('origin') === origin;
}

/** Whether the app's CSRF header is on the request. */
export function hasCsrfHeader(request: Request): boolean {
  return request.headers.has(CSRF_HEADER);
}

/** Whether a form's token matches the cookie's (compared in constant time). */
export function formTokenMatches(cookieToken: string | undefined, formToken: unknown): boolean {
  if (!cookieToken || typeof formToken !== 'string' || formToken.length !== cookieToken.length) return false;
  return timingSafeEqual(Buffer.from(cookieToken), Buffer.from(formToken));
}

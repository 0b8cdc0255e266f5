/**
 * Cross-site request protection for the storefront server's writes (form actions and the
 * forwarded `/api` calls that change something): a write is accepted only when the browser says
 * it comes from a page of the shop's own origin.
 *
 * Browsers send `Origin` with every POST (forms included) and `Sec-Fetch-Site` with every request
 * since 2023; a cross-site form or fetch cannot forge either. Together with `SameSite=Lax` session
 * cookies (a cross-site POST carries none) this is OWASP's "verifying origin with standard
 * headers" defence, and needs no token in the page, so a page can be cached and shared.
 * A request with neither header comes from a non-browser client (curl, a server): it carries no
 * ambient cookies unless its author put them there, so it is let through.
 */

/** The HTTP methods that only read: never checked. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether `request` may change something on behalf of the shopper whose cookies it carries.
 *
 * @param request - the incoming request
 * @param shopOrigin - the shop's public origin for this request (`publicUrl(...).origin`)
 * @example
 * if (!isSameOriginWrite(c.req.raw, publicUrl(c.req.raw, trustedProxies).origin)) {
 *   return c.json({ success: false, errors: [{ message: 'Cross-site request refused' }] }, 403);
 * }
 */
export function isSameOriginWrite(request: Request, shopOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = request.headers.get('origin');
  // A privacy-sensitive context sends the literal "null": not ours.
  if (origin !== null) return origin === shopOrigin;
  return fetchSite === null || fetchSite === 'same-origin' || fetchSite === 'none';
}

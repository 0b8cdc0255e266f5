/**
 * Payment's return addresses without a basket token (decision 0076): ClubShop's commerce API
 * returns to `/receipt/?orderNumber=` and `/checkout/?payment=cancelled`, and the shop finds the
 * basket by its `HttpOnly` cookie. A backend that still appends `token=<basket>` (the contract
 * before 0076, or a third party's) is answered with a 303 to the same page without it, before
 * anything renders, so the token stays out of the page, its scripts, the history entry the
 * shopper keeps, and any referrer.
 */

/** The pages payment returns to. */
const RETURN_PAGES = new Set(['/receipt/', '/checkout/']);

/**
 * The address to go to instead of `url`, when `url` is a return page carrying a basket token;
 * `undefined` otherwise.
 */
export function tokenFreeReturn(url: URL): string | undefined {
  if (!RETURN_PAGES.has(url.pathname) || !url.searchParams.has('token')) return undefined;
  const params = new URLSearchParams(url.search);
  params.delete('token');
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

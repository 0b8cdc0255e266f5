/**
 * The storefront's fixed routes (docs/product/requirements.md#routes). Every route carries a
 * trailing slash.
 */
export const paths = {
  home: '/',
  cart: '/cart/',
  search: '/search-page/',
  checkout: '/checkout/',
  receipt: '/receipt/',
  login: '/login/',
  forgotPassword: '/forgot-password/',
  resetPassword: '/reset-password/',
  profile: '/user/profile/',
  accountDetails: '/user/account-details/',
  orderHistory: '/user/order-history/',
  order: (orderId: string) => `/user/order-history/${encodeURIComponent(orderId)}/`,
  contact: '/contact/',
  /** Not a route of docs/product/requirements.md#routes: the link of the API's confirmation mail. */
  confirmEmail: '/confirm-email/',
} as const;

/** The search page's parameter for the term (`/search-page/?q=…`), also the header's search form field. */
export const SEARCH_TERM_PARAM = 'q';

/** The search page's URL for a term: /search-page/?q={term}. */
export function searchUrl(term: string): string {
  return `${paths.search}?${new URLSearchParams({ [SEARCH_TERM_PARAM]: term })}`;
}

/**
 * The canonical form of a path: with a trailing slash (query and hash kept), or null when it has
 * one already. Paths that name a file (`/robots.txt`) are left alone.
 */
export function trailingSlashRedirect(pathname: string): string | null {
  if (pathname.endsWith('/')) return null;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]{2,5}$/i.test(lastSegment)) return null;
  return `${pathname}/`;
}

/**
 * A URL's path as the router reads it: wouter decodes it with `decodeURI` (`/caf%C3%A9/` is
 * `/café/`; invalid percent-encoding stays as it is). The server keys what it loads for a page
 * by this form, so the page it renders finds its data (a 404 page, not a loading screen).
 */
export function routerPath(pathname: string): string {
  if (!pathname.includes('%')) return pathname;
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

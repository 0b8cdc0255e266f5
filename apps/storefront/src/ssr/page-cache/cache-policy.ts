import { paths } from '../../routing/paths.ts';

/**
 * How long a shared cache (Varnish, a CDN) keeps an anonymous page: ten minutes, because the
 * API's change feed purges a page's tags the moment what it shows changes (page-tags.ts, the
 * API's page-cache purger); the age only bounds what no change announces. After it the cache may
 * still answer with the old page for a minute while it fetches the new one.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=600, stale-while-revalidate=60';

/** A page rendered for one shopper: never stored anywhere, not even by the browser. */
export const PERSONAL_PAGE_CACHE_CONTROL = 'private, no-store';

/**
 * The shop's pages that are about one shopper whoever asks: the basket, checkout, receipt, the
 * account area, and the pages that carry a one-time token or a form that signs in. A shared
 * cache never keeps them (the Varnish configuration passes them too: deploy/varnish/).
 */
const PERSONAL_PATHS: readonly string[] = [
  paths.cart,
  paths.checkout,
  paths.receipt,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.confirmEmail,
];

/** Whether the page at `pathname` is personal by its address alone (see {@link PERSONAL_PATHS}). */
export function isPersonalPath(pathname: string): boolean {
  return pathname.startsWith('/user/') || PERSONAL_PATHS.includes(pathname);
}

/** What decides whether one rendered page may be shared. */
export interface PageCacheFacts {
  /** The page's path. */
  pathname: string;
  /** The request's `Cookie` header. */
  cookieHeader: string | null;
  /** Whether the answer sets a cookie (a session refreshed, a flash message taken). */
  setsCookie: boolean;
  /** Whether it answers a form action (a POST): always about the one who posted. */
  formAction: boolean;
}

/**
 * Whether a page is rendered for one shopper and must stay `private, no-store`: a personal path,
 * any answer that sets a cookie or answers a form, and any request with a cookie of the shop
 * (its session, basket or consent). A shared cache in front strips those cookies from the
 * requests of pages it may share (deploy/varnish/clubshop.vcl), so the page rendered for it is
 * the anonymous one, and what is personal arrives after the page (the basket badge and the
 * account link from same-origin calls, the consent state from an inline script reading the
 * cookie).
 */
export function isPersonalPage(facts: PageCacheFacts): boolean {
  return (
    facts.formAction ||
    facts.setsCookie ||
    isPersonalPath(facts.pathname) ||
    (facts.cookieHeader?.includes('clubshop_') ?? false)
  );
}

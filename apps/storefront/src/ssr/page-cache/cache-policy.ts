import type { PageRoute } from '../../routes/route.ts';
import { matchPageRoute } from '../../routing/match-route.ts';

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
 * Whether the page at `pathname` is personal by its address alone: its route in the registry
 * says so (`personal`, or the account area's `guard: 'user'`; src/routes/). A shared cache never
 * keeps such a page (the Varnish configuration passes the same paths: deploy/varnish/).
 */
export function isPersonalPath(pathname: string): boolean {
  const route = matchPageRoute(pathname)?.route;
  return route !== undefined && isPersonalRoute(route);
}

/** Whether a route's page is about the shopper who asks (see `PageRoute.personal`). */
export function isPersonalRoute(route: PageRoute): boolean {
  return route.personal === true || route.guard === 'user';
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

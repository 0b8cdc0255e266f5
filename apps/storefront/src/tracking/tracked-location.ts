import { isListingParam } from '../catalogue/listing-state.ts';
import { SEARCH_TERM_PARAM } from '../routing/paths.ts';

/**
 * Whether a query parameter may reach the tag manager: the search term and a listing's own
 * parameters (filters, sort, direction, page). Everything else stays out, whatever it is: a form
 * that fell back to GET may have put a password, an e-mail or a token into the address, and an
 * allow-list keeps what nobody thought of out too (docs/security.md, issue 23).
 */
export function isTrackedParam(name: string): boolean {
  return name === SEARCH_TERM_PARAM || isListingParam(name);
}

/**
 * The page's address as the tracker may send it (`page_location`): origin and path, the
 * allow-listed query parameters ({@link isTrackedParam}) in their order, and no hash. An address
 * that is not a URL is sent as nothing at all rather than as it is.
 *
 * @example
 * trackedLocation('https://shop.example/login/?email=a%40b.c&password=x') // 'https://shop.example/login/'
 * trackedLocation('https://shop.example/men/?sort=price&f.size=m&utm_source=x') // '…/men/?sort=price&f.size=m'
 */
export function trackedLocation(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const kept = new URLSearchParams();
  for (const [name, value] of url.searchParams) if (isTrackedParam(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The names of the tags a shared page cache (Varnish's xkey, a CDN's surrogate keys) files the
 * storefront's anonymous pages under: the storefront names each page's site, products and
 * categories in its `Surrogate-Key` header, and the commerce API purges the same names when what
 * they show changes (docs/deployment.md, "Caching pages"). One definition for both sides, so a
 * purge always names what a page was filed under.
 *
 * @example
 * headers.set('Surrogate-Key', [everyPageTag, siteTag(storeId), productTag(product.id)].join(' '));
 */

/**
 * The tag every shared page carries: purging it empties the page cache of the shop (every club).
 * Only a deploy (new code, new markup) purges it; an edit purges the narrower tags below.
 */
export const everyPageTag = 'clubshop';

/** The tag of every page of one site (its StoreId): its settings, theme or content changed. */
export function siteTag(storeId: string): string {
  return `site-${storeId}`;
}

/**
 * The tag of every page that shows a product (its page, and the lists and listings it is in).
 * Product ids are unique across clubs (the catalogue's primary key), so the tag names one club's
 * product and purging it touches no page of another club.
 */
export function productTag(productId: string): string {
  return `product-${productId}`;
}

/**
 * The tag of the pages that show a category (its listing, the product pages whose breadcrumb ends
 * in it): purged when the category itself is edited (its name, address, place in the tree).
 * Category ids are unique across sites.
 */
export function categoryTag(categoryId: string): string {
  return `category-${categoryId}`;
}

/**
 * The tag of a category's listing pages (its product list: which products, their order, their
 * filters), purged when a product in it or below it changes (a price moves it in a price sort, a
 * stock change in an in-stock filter, a new product joins it). Product pages do not carry it, so
 * a product's edit leaves its neighbours' pages alone.
 */
export function listingTag(categoryId: string): string {
  return `listing-${categoryId}`;
}

/**
 * The tag of a site's pages whose products are found by a query rather than a category: search
 * results, content pages' product lists. Purged with every product change on the site.
 */
export function searchTag(storeId: string): string {
  return `search-${storeId}`;
}

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

/** The tag every shared page carries: purging it empties the page cache of the shop. */
export const everyPageTag = 'clubshop';

/** The tag of every page of one site (its StoreId). */
export function siteTag(storeId: string): string {
  return `site-${storeId}`;
}

/** The tag of every page that shows a product (its page, and the lists and listings it is in). */
export function productTag(productId: string): string {
  return `product-${productId}`;
}

/** The tag of a category's pages (its listing, and the product pages under it). */
export function categoryTag(categoryId: string): string {
  return `category-${categoryId}`;
}

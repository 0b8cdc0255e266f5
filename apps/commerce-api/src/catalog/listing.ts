/**
 * Product lists: the product cards (`ProductSummary`) of listing rows, and the listing of a
 * category with paging. Both read a site's in-memory listing (`listing-index/`), which holds one
 * row per listed colour variant of `store_variants`.
 */
import type { SiteContext } from '../app-env.ts';
import { productFirstImagePath, publicAssetUrl } from '../shared/media-urls.ts';
import { queryListing } from './listing-index/query.ts';
import type { CardAvailability, StoreListing } from './listing-index/store-listing.ts';
import { productPrice } from './price.ts';

/**
 * The product card of a listing row, priced in the request's currency, its image under `origin`
 * (the request's origin of links, or `originPlaceholder` inside answers that `withOrigin` finishes).
 */
export function productCard(listing: StoreListing, row: number, currency: string, origin: string) {
  const name = listing.name[row] as string;
  const colorName = listing.colors[listing.colorCode[row] as number] as string;
  const itemId = listing.itemId[row];
  const singleSize = listing.singleSize[row];
  const prices = listing.prices.get(currency);
  const uploaded = listing.image[row];
  const discount = prices?.discount[row] ?? -1;
  return {
    id: listing.productId[row] as string,
    ...(itemId ? { variantId: itemId } : {}),
    name,
    url: listing.url[row] as string,
    price: productPrice(prices?.unit[row] ?? 0, discount === -1 ? null : discount, currency),
    attributes: {
      colorName,
      ...(singleSize ? { sizeNumber: singleSize } : {}),
      isUnlisted: false,
    },
    // The product's first uploaded picture when staff gave one (as its page shows), else the
    // generated picture of its kind in the colour.
    image: {
      url: publicAssetUrl(
        productFirstImagePath(uploaded?.src, listing.kind[row] as string, listing.colorHex[row] as string),
        origin,
      ),
      altText: uploaded?.alt || `${name} ${colorName}`,
      ...(uploaded ? { focal: uploaded.focal } : {}),
    },
    availability: listing.availability[row] as CardAvailability,
  };
}

/** Paging of a list. */
export function paging(page: number, pageSize: number, totalItems: number) {
  return { page, pageSize, totalItems, totalPages: Math.ceil(totalItems / pageSize) };
}

/**
 * A page of a category's listed products (only those on sale with `onSale`), in shop order,
 * images under `origin`.
 */
export function listCategoryProducts(
  listing: StoreListing,
  site: SiteContext,
  categoryKey: string,
  page: number,
  pageSize: number,
  origin: string,
  options: { onSale?: boolean } = {},
) {
  const result = queryListing(listing, {
    categoryKey,
    ...(options.onSale ? { filters: { onSale: true } } : {}),
    sort: { by: 'shop' },
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return {
    products: result.rows.map((row) => productCard(listing, row, site.currency, origin)),
    paging: paging(page, pageSize, result.total),
  };
}

/** Catalogue facts the journeys look up through the API under test. */

import { siteOf } from '../harness/shop-api.ts';
import { shopUnderTest } from '../harness/shop-under-test.ts';

/** A category of a site with more than one page of products, and its first product's path. */
export async function categoryWithPages(
  club: string,
  country: string,
): Promise<{ path: string; productPath: string; pages: number }> {
  const { apiUrl } = shopUnderTest();
  const { storeId } = siteOf(club, country);
  const headers = { StoreId: storeId };
  const categories = (await (await fetch(`${apiUrl}/api/categories`, { headers })).json()) as Array<{
    id: string;
    url: string;
  }>;
  for (const category of categories) {
    const search = (await (
      await fetch(`${apiUrl}/api/products/search?CategoryId=${category.id}&PageSize=24`, { headers })
    ).json()) as { paging: { totalPages: number }; products: Array<{ url: string }> };
    const product = search.products[0];
    if (search.paging.totalPages > 1 && product) {
      return {
        path: new URL(category.url, 'http://site').pathname,
        productPath: new URL(product.url, 'http://site').pathname,
        pages: search.paging.totalPages,
      };
    }
  }
  throw new Error(`no category with two pages on ${storeId}`);
}

import type * as v from 'valibot';
import {
  type Category,
  type CategoryListResponse,
  categoryListResponseSchema,
  categorySchema,
  type Product,
  type ProductListByIdsResponse,
  type ProductListResponse,
  type ProductPreorderResponse,
  type ProductVariantResponse,
  productListByIdsResponseSchema,
  productListResponseSchema,
  productPreorderResponseSchema,
  productSchema,
  productVariantResponseSchema,
  type SearchRequest,
  type SearchResponse,
  searchResponseSchema,
} from '../contract/catalog.ts';
import { type SitemapResponse, sitemapResponseSchema } from '../contract/common.ts';
import { searchRequestToParams } from '../contract/search-params.ts';
import { RequiredError } from '../errors/required-error.ts';
import type { Transport } from '../transport/transport.ts';
import type { RequestOptions } from '../transport/types.ts';
import { pathParameter } from './path-parameter.ts';

/** Paging of a product list. */
export interface PageRequest {
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Catalogue calls (catalog host). */
export interface CatalogClient {
  /** `GET /api/categories` (getCategories): every category of the site, flat. */
  categories(options?: RequestOptions): Promise<CategoryListResponse>;
  /** `GET /api/categories/{id}` (getCategory). */
  category(id: string, options?: RequestOptions): Promise<Category>;
  /** `GET /api/categories/sitemap?page=` (getCategorySitemap). */
  categorySitemap(page?: number, options?: RequestOptions): Promise<SitemapResponse>;
  /** `GET /api/products?id=…` (getProductsByIds): the products found, in the order asked. */
  productsByIds(ids: readonly string[], options?: RequestOptions): Promise<ProductListByIdsResponse>;
  /** `GET /api/products/{id}` (getProduct). */
  product(id: string, options?: RequestOptions): Promise<Product>;
  /** `GET /api/products/{id}/preorder` (getProductPreorder). */
  productPreorder(id: string, options?: RequestOptions): Promise<ProductPreorderResponse>;
  /** `GET /api/products/category/{id}?page=&pageSize=` (getProductsByCategory). */
  productsByCategory(
    id: string,
    paging?: PageRequest,
    options?: RequestOptions,
  ): Promise<ProductListResponse>;
  /** `GET /api/products/search` (searchProducts): the search as query parameters. */
  search(query: SearchRequest, options?: RequestOptions): Promise<SearchResponse>;
  /** `POST /api/products/search` (searchProductsPost): the same search as a JSON body. */
  searchPost(body: SearchRequest, options?: RequestOptions): Promise<SearchResponse>;
  /** `GET /api/products/sitemap?page=` (getProductSitemap). */
  productSitemap(page?: number, options?: RequestOptions): Promise<SitemapResponse>;
  /** `GET /api/products/variant/{id}` (getVariant): the variant and its product. */
  variant(id: string, options?: RequestOptions): Promise<ProductVariantResponse>;
}

/** Builds the catalogue client. */
export function createCatalogClient(transport: Transport): CatalogClient {
  const get = <TSchema extends v.GenericSchema>(
    operation: string,
    path: string,
    schema: TSchema,
    options: RequestOptions | undefined,
    searchParams?: URLSearchParams | Record<string, string>,
  ) => transport.request({ operation, host: 'catalog', method: 'GET', path, schema, options, searchParams });

  return {
    categories: (options) => get('getCategories', '/api/categories', categoryListResponseSchema, options),
    async category(id, options) {
      return get(
        'getCategory',
        `/api/categories/${pathParameter(id, 'id', 'getCategory')}`,
        categorySchema,
        options,
      );
    },
    categorySitemap: (page, options) =>
      get('getCategorySitemap', '/api/categories/sitemap', sitemapResponseSchema, options, {
        page: String(page ?? 1),
      }),
    async productsByIds(ids, options) {
      if (ids === null || ids === undefined) throw new RequiredError('ids', 'getProductsByIds');
      if (ids.length === 0) return [];
      const params = new URLSearchParams();
      for (const id of ids) params.append('id', id);
      return get('getProductsByIds', '/api/products', productListByIdsResponseSchema, options, params);
    },
    async product(id, options) {
      return get(
        'getProduct',
        `/api/products/${pathParameter(id, 'id', 'getProduct')}`,
        productSchema,
        options,
      );
    },
    async productPreorder(id, options) {
      const product = pathParameter(id, 'id', 'getProductPreorder');
      return get(
        'getProductPreorder',
        `/api/products/${product}/preorder`,
        productPreorderResponseSchema,
        options,
      );
    },
    async productsByCategory(id, paging, options) {
      const category = pathParameter(id, 'id', 'getProductsByCategory');
      const params: Record<string, string> = {};
      if (paging?.page !== undefined) params.page = String(paging.page);
      if (paging?.pageSize !== undefined) params.pageSize = String(paging.pageSize);
      return get(
        'getProductsByCategory',
        `/api/products/category/${category}`,
        productListResponseSchema,
        options,
        params,
      );
    },
    search: (query, options) =>
      get(
        'searchProducts',
        '/api/products/search',
        searchResponseSchema,
        options,
        searchRequestToParams(query),
      ),
    searchPost: (body, options) =>
      transport.request({
        operation: 'searchProductsPost',
        host: 'catalog',
        method: 'POST',
        path: '/api/products/search',
        json: body,
        schema: searchResponseSchema,
        options,
      }),
    productSitemap: (page, options) =>
      get('getProductSitemap', '/api/products/sitemap', sitemapResponseSchema, options, {
        page: String(page ?? 1),
      }),
    async variant(id, options) {
      const variant = pathParameter(id, 'id', 'getVariant');
      return get('getVariant', `/api/products/variant/${variant}`, productVariantResponseSchema, options);
    },
  };
}

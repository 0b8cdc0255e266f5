/**
 * Routes of the catalogue (docs/product/requirements.md#catalog): categories, products, search,
 * sitemaps.
 */
import {
  idSchema,
  productsByCategoryQuerySchema,
  productsByIdsQuerySchema,
  searchParamsToRequest,
  searchRequestSchema,
  sitemapQuerySchema,
} from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppDeps, AppEnv, SiteContext } from '../app-env.ts';
import { sendCached, siteKey } from '../cache/response-cache.ts';
import { findCategory, listCategories, toCategory } from '../catalog/categories.ts';
import { listCategoryProducts, paging } from '../catalog/listing.ts';
import type { StoreListing } from '../catalog/listing-index/store-listing.ts';
import { findItem, loadProducts, productPreorder, withOrigin } from '../catalog/products.ts';
import { searchProducts } from '../catalog/search.ts';
import { categorySitemapPage, productSitemapPage } from '../catalog/sitemaps.ts';
import { publicRevalidate } from '../http/cache-control.ts';
import { readJsonBody, readQuery, requestTarget, validate } from '../http/parse.ts';
import { apiMessage } from '../messages/api-messages.ts';
import { siteTexts } from '../messages/site-texts.ts';
import { notFound } from '../shared/api-error.ts';

const sitemapPageSize = 500;

/** The catalogue routes, mounted under `/api`. */
export function catalogRoutes(deps: AppDeps) {
  const { db } = deps;
  const cache = deps.caches.catalogue;
  const app = new Hono<AppEnv>();
  const publicMinute = { 'Cache-Control': 'public, max-age=60' };

  /**
   * Answers a read from the catalogue answer cache, keyed by the route, the site (culture,
   * currency, origin) and the request target; `load` (validation included) runs on a miss only.
   * Stock is in these answers: caches in front may keep them but must revalidate (ETag) each time.
   */
  function cached(
    c: Context<AppEnv>,
    route: string,
    load: () => Promise<unknown>,
    headers: Record<string, string> = publicRevalidate,
  ) {
    return sendCached(
      c,
      cache,
      `${route}|${siteKey(c.var.site, c.var.origin)}|${requestTarget(c)}`,
      load,
      headers,
    );
  }

  const listings = deps.caches.listings;

  /** The club-wide key of a category id of the site ('' without one); unknown ids are a 404. */
  function categoryKeyOf(listing: StoreListing, categoryId: string | undefined): string {
    if (!categoryId) return '';
    const key = listing.categoryKeyById.get(categoryId);
    if (key === undefined) throw notFound(apiMessage('Api.Error.CategoryNotFound', { id: categoryId }));
    return key;
  }

  app.get('/categories', (c) => cached(c, 'categories', () => listCategories(db, c.var.site), publicMinute));

  app.get('/categories/sitemap', async (c) => {
    const { page } = await readQuery(c, sitemapQuerySchema);
    const site = c.var.site;
    const { rows, count } = await categorySitemapPage(db, site.storeId, page, sitemapPageSize);
    return c.json({ items: rows, paging: paging(page, sitemapPageSize, count) });
  });

  app.get('/categories/:id', (c) =>
    cached(
      c,
      'category',
      async () => {
        const id = await validate(idSchema, c.req.param('id'));
        const category = await findCategory(db, c.var.site, id);
        if (!category || category.key === '')
          throw notFound(apiMessage('Api.Error.CategoryNotFound', { id }));
        return toCategory(category, c.var.site.rootCategoryId);
      },
      publicMinute,
    ),
  );

  app.get('/products', (c) =>
    cached(c, 'products', async () => {
      const { id } = await readQuery(c, productsByIdsQuerySchema);
      return withOrigin(await loadProducts(db, c.var.site, id), c.var.origin);
    }),
  );

  const search = async (site: SiteContext, origin: string, input: unknown) => {
    const request = await validate(searchRequestSchema, input);
    const listing = await listings.listing(site.storeId);
    const t = await siteTexts(deps, site.culture);
    return searchProducts(listing, site, request, categoryKeyOf(listing, request.CategoryId), origin, t);
  };
  app.get('/products/search', (c) =>
    cached(c, 'search', () =>
      search(c.var.site, c.var.origin, searchParamsToRequest(new URL(c.req.url).searchParams)),
    ),
  );
  app.post('/products/search', async (c) => {
    // Keyed by the body text: the same JSON body is the same search.
    const text = await c.req.text();
    return sendCached(
      c,
      cache,
      `search-post|${siteKey(c.var.site, c.var.origin)}|${text}`,
      async () => search(c.var.site, c.var.origin, await readJsonBody(c, searchRequestSchema)),
      { 'Cache-Control': 'no-store' },
    );
  });

  app.get('/products/sitemap', async (c) => {
    const { page } = await readQuery(c, sitemapQuerySchema);
    const site = c.var.site;
    const { rows, count } = await productSitemapPage(db, site.storeId, page, sitemapPageSize);
    return c.json({ items: rows, paging: paging(page, sitemapPageSize, count) });
  });

  app.get('/products/variant/:id', (c) =>
    cached(c, 'variant', async () => {
      const id = await validate(idSchema, c.req.param('id'));
      const site = c.var.site;
      const item = await findItem(db, site, id);
      if (!item) throw notFound(apiMessage('Api.Error.VariantNotFound', { id }));
      const [product] = await loadProducts(db, site, [item.productId], { colourVariantId: item.variantId });
      const variant = product?.variants.find((entry) => entry.id === id);
      if (!product || !variant) throw notFound(apiMessage('Api.Error.VariantNotFound', { id }));
      return withOrigin({ product, variant }, c.var.origin);
    }),
  );

  app.get('/products/category/:id', (c) =>
    cached(c, 'listing', async () => {
      const id = await validate(idSchema, c.req.param('id'));
      const { page, pageSize } = await readQuery(c, productsByCategoryQuerySchema);
      const site = c.var.site;
      const listing = await listings.listing(site.storeId);
      const categoryKey = categoryKeyOf(listing, id);
      return listCategoryProducts(listing, site, categoryKey, page, pageSize, c.var.origin);
    }),
  );

  app.get('/products/:id/preorder', async (c) => {
    const id = await validate(idSchema, c.req.param('id'));
    const preorder = await productPreorder(db, c.var.site, id);
    if (!preorder) throw notFound(apiMessage('Api.Error.ProductNotFound', { id }));
    return c.json(preorder);
  });

  app.get('/products/:id', (c) =>
    cached(c, 'product', async () => {
      const id = await validate(idSchema, c.req.param('id'));
      const [product] = await loadProducts(db, c.var.site, [id]);
      if (!product) throw notFound(apiMessage('Api.Error.ProductNotFound', { id }));
      return withOrigin(product, c.var.origin);
    }),
  );

  return app;
}

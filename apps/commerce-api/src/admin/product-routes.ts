/**
 * Admin routes of a club's products, on one of its sites: a list that paginates and filters
 * (name or SKU, category, low stock), and a product read and written whole in the shape of our
 * JSON catalogue format (colours, sizes, prices and discount prices per currency, stock per size,
 * preorder dates, listed or not). The queries and writes are the catalogue's
 * (`catalogue-io/admin-products.ts`); writes go through the import's writer (`saveProduct`), are
 * audited in their transaction, and reach the storefront at once (this instance drops its caches
 * after the commit; the others hear the change feed).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { removeProductPart } from '../catalogue-io/admin-product-parts.ts';
import {
  adminProductOr404,
  createAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from '../catalogue-io/admin-products.ts';
import { productSchema } from '../catalogue-io/json-format.ts';
import type { CatalogueProduct } from '../catalogue-io/model.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import type { AdminEnv } from './admin-auth.ts';
import { adminRouter, declareAdminRoutes } from './admin-route.ts';
import { etagOf, requireIfMatch } from './etag.ts';
import { pageQuery } from './pagination.ts';
import { actorOf } from './staff-routes.ts';

/** The query of the product list (`GET /sites/{storeId}/products`). */
export const productListQuerySchema = v.object({
  ...pageQuery,
  /** Part of a name (in the site's culture), a handle or a SKU. */
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search must be at most 100 characters'))),
  /** A category key: the products in it and below it. */
  category: v.optional(v.pipe(v.string(), v.maxLength(200, 'category must be at most 200 characters'))),
  /** Products with a size whose stock is at most this. */
  stockAtMost: v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'stockAtMost must be a whole number from 0'), v.transform(Number)),
  ),
});

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listProducts: {
    method: 'GET',
    path: '/sites/:storeId/products',
    area: 'catalogue',
    site: 'path',
    query: productListQuerySchema,
  },
  getProduct: { method: 'GET', path: '/sites/:storeId/products/:handle', area: 'catalogue', site: 'path' },
  createProduct: {
    method: 'POST',
    path: '/sites/:storeId/products',
    area: 'catalogue',
    site: 'path',
    body: productSchema,
  },
  replaceProduct: {
    method: 'PUT',
    path: '/sites/:storeId/products/:handle',
    area: 'catalogue',
    site: 'path',
    body: productSchema,
    ifMatch: true,
  },
  removeProductColour: {
    method: 'DELETE',
    path: '/sites/:storeId/products/:handle/variants/:variant',
    area: 'catalogue',
    site: 'path',
    ifMatch: true,
  },
  removeProductSize: {
    method: 'DELETE',
    path: '/sites/:storeId/products/:handle/items/:sku',
    area: 'catalogue',
    site: 'path',
    ifMatch: true,
  },
  deleteProduct: {
    method: 'DELETE',
    path: '/sites/:storeId/products/:handle',
    area: 'catalogue',
    site: 'path',
  },
});

/** The routes of products: parse, call the catalogue's admin service, present. */
export function productAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();
  const route = adminRouter(app, deps);

  route(declared.listProducts, async (c, { site }) => {
    const query = await readQuery(c, productListQuerySchema);
    const { items, total } = await listAdminProducts(db, site, query);
    return c.json({ items, page: query.page, pageSize: query.pageSize, total });
  });

  route(declared.getProduct, async (c, { site }) => {
    const product = await adminProductOr404(db, site.clubId, c.req.param('handle'));
    c.header('ETag', etagOf(product));
    return c.json(product);
  });

  route(declared.createProduct, async (c, { member, site }) => {
    const input = (await readJsonBody(c, productSchema)) as CatalogueProduct;
    const created = await createAdminProduct(db, actorOf(member), clock.now(), site, input);
    deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles: [created.handle] } });
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  route(declared.replaceProduct, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const input = (await readJsonBody(c, productSchema)) as CatalogueProduct;
    if (input.handle !== handle)
      throw new ApiError(400, [
        {
          field: 'handle',
          message: `handle must be ${handle} (the product of the address)`,
          code: 'Admin.Error.Invalid',
        },
      ]);
    const updated = await updateAdminProduct(db, actorOf(member), clock.now(), site, ifMatch, input);
    deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles: [handle] } });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.removeProductColour, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const text = c.req.param('variant');
    if (!/^\d{1,3}$/.test(text))
      throw new ApiError(400, [
        {
          field: 'variant',
          message: "variant must be the colour's place in the product (0 = the first)",
          code: 'Admin.Error.Invalid',
        },
      ]);
    const updated = await removeProductPart(db, actorOf(member), clock.now(), site, handle, ifMatch, {
      variant: Number(text),
    });
    deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles: [handle] } });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  route(declared.removeProductSize, async (c, { member, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const updated = await removeProductPart(db, actorOf(member), clock.now(), site, handle, ifMatch, {
      sku: c.req.param('sku'),
    });
    deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles: [handle] } });
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  // Products are not deleted (baskets and orders point at their sizes): `listed: false` hides one.
  route(declared.deleteProduct, async () => {
    throw new ApiError(405, [
      {
        message:
          'Products are not deleted (orders point at them): set its status to archived (or listed to false) to take one off sale',
        code: 'Admin.Error.NotAllowed',
      },
    ]);
  });

  return app;
}

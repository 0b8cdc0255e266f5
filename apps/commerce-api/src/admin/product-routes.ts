/**
 * Admin routes of a club's products, on one of its sites: a list that paginates and filters
 * (name or SKU, category, low stock), and a product read and written whole in the shape of our
 * JSON catalogue format (colours, sizes, prices and discount prices per currency, stock per size,
 * preorder dates, listed or not). The queries and writes are the catalogue's
 * (`catalogue-io/admin-products.ts`); writes go through the import's writer (`saveProduct`), are
 * audited in their transaction, and reach the storefront at once (this instance drops its caches
 * after the commit; the others hear the change feed).
 */

import { productBulkEditFormSchema } from '@clubshop/validation';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { bulkEditProducts } from '../catalogue-io/admin-product-bulk.ts';
import { removeProductPart } from '../catalogue-io/admin-product-parts.ts';
import {
  adminProductOr404,
  createAdminProduct,
  listAdminProducts,
  updateAdminProduct,
} from '../catalogue-io/admin-products.ts';
import { productSchema } from '../catalogue-io/json-format.ts';
import type { CatalogueProduct } from '../catalogue-io/model.ts';
import { readJsonBody } from '../http/parse.ts';
import { ApiError } from '../shared/api-error.ts';
import type { Actor } from '../staff/audit.ts';
import { listAnswer, withEtag } from './admin-answers.ts';
import { readAdminBody } from './admin-body.ts';
import { type AdminSiteRow, adminModule, declareAdminRoutes } from './admin-route.ts';
import { requireIfMatch } from './etag.ts';
import { pageQuery } from './pagination.ts';

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

/** Who may call the routes of this module: the catalogue's roles, of the path's site. */
const catalogue = { area: 'catalogue', site: 'path' } as const;

/** Each route of this module: its method, path and who may call it (decision 0085). */
const declared = declareAdminRoutes({
  listProducts: {
    method: 'GET',
    path: '/sites/:storeId/products',
    ...catalogue,
    query: productListQuerySchema,
  },
  getProduct: { method: 'GET', path: '/sites/:storeId/products/:handle', ...catalogue },
  bulkEditProducts: {
    method: 'POST',
    path: '/sites/:storeId/products/bulk',
    ...catalogue,
    body: productBulkEditFormSchema,
  },
  createProduct: { method: 'POST', path: '/sites/:storeId/products', ...catalogue, body: productSchema },
  replaceProduct: {
    method: 'PUT',
    path: '/sites/:storeId/products/:handle',
    ...catalogue,
    body: productSchema,
    ifMatch: true,
  },
  removeProductColour: {
    method: 'DELETE',
    path: '/sites/:storeId/products/:handle/variants/:variant',
    ...catalogue,
    ifMatch: true,
  },
  removeProductSize: {
    method: 'DELETE',
    path: '/sites/:storeId/products/:handle/items/:sku',
    ...catalogue,
    ifMatch: true,
  },
  deleteProduct: { method: 'DELETE', path: '/sites/:storeId/products/:handle', ...catalogue },
});

/** A 400 on a path parameter of a product route. */
const invalidParameter = (field: string, message: string) =>
  new ApiError(400, [{ field, message, code: 'Admin.Error.Invalid' }]);

/** The routes of products: parse, call the catalogue's admin service, present. */
export function productAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const { app, route } = adminModule(deps);
  /** Drops this instance's cached answers of the product (the others hear the change feed). */
  const productChanged = (site: AdminSiteRow, handle: string) =>
    deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles: [handle] } });

  route(declared.listProducts, (c, { site }) =>
    listAnswer(c, productListQuerySchema, (query) => listAdminProducts(db, site, query)),
  );

  route(declared.getProduct, async (c, { site }) =>
    withEtag(c, await adminProductOr404(db, site.clubId, c.req.param('handle'))),
  );

  route(declared.bulkEditProducts, async (c, { actor, site }) => {
    const edit = await readAdminBody(c, productBulkEditFormSchema);
    const result = await bulkEditProducts(db, actor, clock.now(), site, edit);
    // Purged by what changed (decision 0097): the products written, not the ones already so.
    const handles = result.products.filter((product) => product.changed).map((product) => product.handle);
    if (handles.length > 0)
      deps.caches.invalidateCatalogue({ productHandles: { clubId: site.clubId, handles } });
    return c.json(result);
  });

  route(declared.createProduct, async (c, { actor, site }) => {
    const input = (await readJsonBody(c, productSchema)) as CatalogueProduct;
    const created = await createAdminProduct(db, actor, clock.now(), site, input);
    productChanged(site, created.handle);
    return withEtag(c, created, 201);
  });

  route(declared.replaceProduct, async (c, { actor, site }) => {
    const ifMatch = requireIfMatch(c);
    const handle = c.req.param('handle');
    const input = (await readJsonBody(c, productSchema)) as CatalogueProduct;
    if (input.handle !== handle)
      throw invalidParameter('handle', `handle must be ${handle} (the product of the address)`);
    const updated = await updateAdminProduct(db, actor, clock.now(), site, ifMatch, input);
    productChanged(site, handle);
    return withEtag(c, updated);
  });

  /** Removes a colour (`{ variant }`) or a size (`{ sku }`) of the product of the path. */
  const removePart = async (
    c: Context,
    actor: Actor,
    site: AdminSiteRow,
    ifMatch: string,
    part: { variant: number } | { sku: string },
  ) => {
    const handle = c.req.param('handle') ?? '';
    const updated = await removeProductPart(db, actor, clock.now(), site, handle, ifMatch, part);
    productChanged(site, handle);
    return withEtag(c, updated);
  };

  route(declared.removeProductColour, (c, { actor, site }) => {
    const ifMatch = requireIfMatch(c);
    const text = c.req.param('variant');
    if (!/^\d{1,3}$/.test(text))
      throw invalidParameter('variant', "variant must be the colour's place in the product (0 = the first)");
    return removePart(c, actor, site, ifMatch, { variant: Number(text) });
  });

  route(declared.removeProductSize, (c, { actor, site }) =>
    removePart(c, actor, site, requireIfMatch(c), { sku: c.req.param('sku') }),
  );

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

/**
 * Admin routes of a club's products, on one of its sites: a list that paginates and filters
 * (name or SKU, category, low stock), and a product read and written whole in the shape of our
 * JSON catalogue format (colours, sizes, prices and discount prices per currency, stock per size,
 * preorder dates, listed or not). Writes go through the import's writer (`saveProduct`), are
 * audited in their transaction, and reach the storefront at once (this instance drops its caches
 * after the commit; the others hear the change feed).
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../app-env.ts';
import { products } from '../catalog/tables.ts';
import { productIdOf, productIdOfHandle } from '../catalogue-io/catalogue-store.ts';
import { productSchema } from '../catalogue-io/json-format.ts';
import type { CatalogueProduct } from '../catalogue-io/model.ts';
import { readProduct, saveProduct } from '../catalogue-io/save-product.ts';
import { queryRows } from '../db/database.ts';
import { readJsonBody, readQuery } from '../http/parse.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { auditedWrite } from '../staff/audit.ts';
import type { AdminEnv } from './admin-auth.ts';
import { checkIfMatch, etagOf, requireIfMatch } from './etag.ts';
import { offsetOf, pageQuery } from './pagination.ts';
import { checkProduct } from './product-checks.ts';
import { siteOfRoute } from './site-scope.ts';
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

/** A row of the product list. */
interface ProductListRow extends Record<string, unknown> {
  handle: string;
  id: string;
  name: string | null;
  category: string;
  listed: boolean;
  variants: number;
  stock: number;
  lowestStock: number | null;
}

/** `text` for an ILIKE pattern: its own %, _ and \ match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The routes of products. */
export function productAdminRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AdminEnv>();

  const productOr404 = async (tx: typeof db, clubId: string, handle: string): Promise<CatalogueProduct> => {
    const product = await readProduct(tx, clubId, handle);
    if (!product) throw notFound({ message: `No product ${handle}`, code: 'Admin.Error.NotFound' });
    return product;
  };

  app.get('/sites/:storeId/products', async (c) => {
    const { site } = await siteOfRoute(c, db, 'catalogue');
    const query = await readQuery(c, productListQuerySchema);
    const conditions: SQL[] = [sql`p.club_id = ${site.clubId}`];
    if (query.search) {
      const pattern = likePattern(query.search);
      conditions.push(sql`(p.name ->> ${site.culture} ilike ${pattern} or d.handle ilike ${pattern}
        or exists (select 1 from items i where i.product_id = p.id and i.id ilike ${pattern}))`);
    }
    if (query.category)
      conditions.push(
        sql`(p.category_key = ${query.category} or p.category_key like ${`${query.category}/%`})`,
      );
    if (query.stockAtMost !== undefined)
      conditions.push(
        sql`exists (select 1 from items i where i.product_id = p.id and i.stock_quantity <= ${query.stockAtMost})`,
      );
    const where = sql.join(conditions, sql` and `);
    const [total] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from products p join product_details d on d.product_id = p.id where ${where}`,
    );
    const items = await queryRows<ProductListRow>(
      db,
      sql`select d.handle, p.id, p.name ->> ${site.culture} as name, p.category_key as category,
            not p.is_unlisted as listed,
            (select count(*)::int from variants v where v.product_id = p.id) as variants,
            (select coalesce(sum(i.stock_quantity), 0)::int from items i where i.product_id = p.id) as stock,
            (select min(i.stock_quantity)::int from items i where i.product_id = p.id) as "lowestStock"
          from products p join product_details d on d.product_id = p.id
          where ${where}
          order by p.sort_order, d.handle
          limit ${query.pageSize} offset ${offsetOf(query)}`,
    );
    return c.json({ items, page: query.page, pageSize: query.pageSize, total: total?.n ?? 0 });
  });

  app.get('/sites/:storeId/products/:handle', async (c) => {
    const { site } = await siteOfRoute(c, db, 'catalogue');
    const product = await productOr404(db, site.clubId, c.req.param('handle'));
    c.header('ETag', etagOf(product));
    return c.json(product);
  });

  app.post('/sites/:storeId/products', async (c) => {
    const { member, site } = await siteOfRoute(c, db, 'catalogue');
    const input = (await readJsonBody(c, productSchema)) as CatalogueProduct;
    await checkProduct(db, site, input);
    const created = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      if (await readProduct(tx, site.clubId, input.handle))
        throw new ApiError(409, [
          {
            field: 'handle',
            message: `The shop has a product ${input.handle} already`,
            code: 'Admin.Error.Exists',
          },
        ]);
      const product = await saveProduct(tx, site, input, clock.now());
      const id = productIdOf(site.clubId, product.handle);
      return {
        result: product,
        audit: [{ action: 'create', entity: 'product', entityId: id, storeId: site.storeId, after: product }],
      };
    });
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(created));
    return c.json(created, 201);
  });

  app.put('/sites/:storeId/products/:handle', async (c) => {
    const { member, site } = await siteOfRoute(c, db, 'catalogue');
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
    await checkProduct(db, site, input);
    const id = await productIdOfHandle(db, site.clubId, handle);
    const updated = await auditedWrite(db, actorOf(member), clock.now(), async (tx) => {
      // The row locked first, so two edits of one product cannot both pass the check.
      await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      const before = await productOr404(tx, site.clubId, handle);
      checkIfMatch(ifMatch, before);
      const after = await saveProduct(tx, site, input, clock.now());
      return {
        result: after,
        audit: [{ action: 'update', entity: 'product', entityId: id, storeId: site.storeId, before, after }],
      };
    });
    deps.caches.invalidateCatalogue();
    c.header('ETag', etagOf(updated));
    return c.json(updated);
  });

  // Products are not deleted (baskets and orders point at their sizes): `listed: false` hides one.
  app.delete('/sites/:storeId/products/:handle', async (c) => {
    await siteOfRoute(c, db, 'catalogue');
    throw new ApiError(405, [
      {
        message: 'Products are not deleted (orders point at them): set listed to false to hide one',
        code: 'Admin.Error.NotAllowed',
      },
    ]);
  });

  return app;
}

/**
 * A club's products as the admin API works on them (`admin/product-routes.ts` parses, calls these,
 * presents): a list that paginates and filters (name or SKU, category, low stock), a product read
 * and written whole in the shape of our JSON catalogue format. Writes go through the import's
 * writer (`saveProduct`) after its checks, audited in their transaction.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { products } from '../db/tables/catalog.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { productIdOf, productIdOfHandle } from './catalogue-store.ts';
import type { CatalogueProduct } from './model.ts';
import { checkProduct } from './product-checks.ts';
import { type EditSite, readProduct, saveProduct } from './save-product.ts';

/** The filters and page of the product list. */
export interface ProductListFilters {
  page: number;
  pageSize: number;
  /** Part of a name (in the site's culture), a handle or a SKU. */
  search?: string | undefined;
  /** A category key: the products in it and below it. */
  category?: string | undefined;
  /** Products with a size whose stock is at most this. */
  stockAtMost?: number | undefined;
}

/** A row of the product list. */
export interface ProductListRow extends Record<string, unknown> {
  handle: string;
  id: string;
  name: string | null;
  category: string;
  listed: boolean;
  /** active, draft or archived (only active is shown and sold). */
  status: string;
  variants: number;
  stock: number;
  lowestStock: number | null;
}

/** `text` for an ILIKE pattern: its own %, _ and \ match themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** One page of a club's products on a site (names in the site's culture), and how many match. */
export async function listAdminProducts(
  db: Db,
  site: { clubId: string; culture: string },
  query: ProductListFilters,
): Promise<{ items: ProductListRow[]; total: number }> {
  const conditions: SQL[] = [sql`p.club_id = ${site.clubId}`];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(sql`(p.name ->> ${site.culture} ilike ${pattern} or d.handle ilike ${pattern}
      or exists (select 1 from items i where i.product_id = p.id and i.sku ilike ${pattern}))`);
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
          not p.is_unlisted as listed, p.status,
          (select count(*)::int from variants v where v.product_id = p.id) as variants,
          (select coalesce(sum(i.stock_quantity), 0)::int from items i where i.product_id = p.id) as stock,
          (select min(i.stock_quantity)::int from items i where i.product_id = p.id) as "lowestStock"
        from products p join product_details d on d.product_id = p.id
        where ${where}
        order by p.sort_order, d.handle
        limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
  );
  return { items, total: total?.n ?? 0 };
}

/** A product of the club by handle; 404 when none. */
export async function adminProductOr404(db: Db, clubId: string, handle: string): Promise<CatalogueProduct> {
  const product = await readProduct(db, clubId, handle);
  if (!product) throw notFound({ message: `No product ${handle}`, code: 'Admin.Error.NotFound' });
  return product;
}

/** Creates a product (409 when its handle is taken; 400 naming the field a check refuses). */
export async function createAdminProduct(
  db: Db,
  actor: Actor,
  now: Date,
  site: EditSite,
  input: CatalogueProduct,
): Promise<CatalogueProduct> {
  await checkProduct(db, site, input);
  return auditedWrite(db, actor, now, async (tx) => {
    if (await readProduct(tx, site.clubId, input.handle))
      throw new ApiError(409, [
        {
          field: 'handle',
          message: `The shop has a product ${input.handle} already`,
          code: 'Admin.Error.Exists',
        },
      ]);
    const product = await saveProduct(tx, site, input, now);
    const id = productIdOf(site.clubId, product.handle);
    return {
      result: product,
      audit: [{ action: 'create', entity: 'product', entityId: id, storeId: site.storeId, after: product }],
    };
  });
}

/** Replaces a product whole (412 when `ifMatch` is stale; 400 naming the field a check refuses). */
export async function updateAdminProduct(
  db: Db,
  actor: Actor,
  now: Date,
  site: EditSite,
  ifMatch: string,
  input: CatalogueProduct,
): Promise<CatalogueProduct> {
  await checkProduct(db, site, input);
  const id = await productIdOfHandle(db, site.clubId, input.handle);
  return auditedWrite(db, actor, now, async (tx) => {
    // The row locked first, so two edits of one product cannot both pass the check.
    await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    const before = await adminProductOr404(tx, site.clubId, input.handle);
    checkIfMatch(ifMatch, before);
    const after = await saveProduct(tx, site, input, now);
    return {
      result: after,
      audit: [{ action: 'update', entity: 'product', entityId: id, storeId: site.storeId, before, after }],
    };
  });
}

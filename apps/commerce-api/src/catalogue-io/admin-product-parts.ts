/**
 * Removing a colour or a size of a product (decision 0101): `admin/product-routes.ts` parses and
 * calls these. A colour or size is added by writing the product whole (`updateAdminProduct`);
 * a whole write keeps what it no longer lists (baskets and orders may point at it), so taking one
 * away is its own edit. Removal deletes the rows (sizes, prices and the storefront's listing rows
 * go with a colour) when nothing points at them; an order line or a basket line that names one of
 * its sizes refuses it with 409 `Admin.Error.InUse` (the order keeps its frozen name, colour and
 * size either way, but a return or a cancel restocks by the size's row, and a basket being paid
 * needs it): set the stock to 0 or archive the product instead. The last colour, and a colour's
 * last size, are not removed (a product has at least one). Guarded by the ETag read (412),
 * audited in their transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import { type Db, queryRows } from '../db/database.ts';
import { items, products, variants } from '../db/tables/catalog.ts';
import { ApiError, notFound } from '../shared/api-error.ts';
import { checkIfMatch } from '../shared/etag.ts';
import { type Actor, auditedWrite } from '../staff/audit.ts';
import { adminProductOr404 } from './admin-products.ts';
import { productIdOfHandle } from './catalogue-store.ts';
import type { CatalogueProduct } from './model.ts';
import { type EditSite, readProduct } from './save-product.ts';

/** What is removed: a colour by its place in the product (0 = first), or a size by its SKU. */
export type ProductPart = { variant: number } | { sku: string };

/** How many order lines and basket lines point at any of these item ids. */
async function usesOf(db: Db, itemIds: readonly string[]): Promise<{ orders: number; baskets: number }> {
  if (itemIds.length === 0) return { orders: 0, baskets: 0 };
  const list = sql.join(
    itemIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [row] = await queryRows<{ orders: number; baskets: number }>(
    db,
    sql`select (select count(*)::int from order_lines where item_id in (${list})) as orders,
               (select count(*)::int from basket_lines where item_id in (${list})) as baskets`,
  );
  return { orders: row?.orders ?? 0, baskets: row?.baskets ?? 0 };
}

/**
 * Removes a colour or a size of the club's product `handle` and answers the product as it is
 * then: 404 for an unknown product, colour or SKU, 412 when `ifMatch` is stale, 409 for the last
 * colour or size, or one an order or basket points at.
 */
export async function removeProductPart(
  db: Db,
  actor: Actor,
  now: Date,
  site: EditSite,
  handle: string,
  ifMatch: string,
  part: ProductPart,
): Promise<CatalogueProduct> {
  const productId = await productIdOfHandle(db, site.clubId, handle);
  return auditedWrite(db, actor, now, async (tx) => {
    await tx.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    const before = await adminProductOr404(tx, site.clubId, handle);
    checkIfMatch(ifMatch, before);
    // The colours in the order the product reads them (`readCatalogue`).
    const colours = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.sortOrder), asc(variants.id));
    let itemIds: string[];
    let remove: () => Promise<unknown>;
    let what: string;
    if ('variant' in part) {
      const colour = colours[part.variant];
      const variant = before.variants[part.variant];
      if (!colour || !variant)
        throw notFound({
          field: 'variant',
          message: `The product ${handle} has no colour ${part.variant}`,
          code: 'Admin.Error.NotFound',
        });
      if (colours.length === 1)
        throw new ApiError(409, [
          {
            field: 'variant',
            message: 'A product keeps at least one colour: archive the product instead',
            code: 'Admin.Error.LastOne',
          },
        ]);
      itemIds = (await tx.select({ id: items.id }).from(items).where(eq(items.variantId, colour.id))).map(
        (row) => row.id,
      );
      remove = () => tx.delete(variants).where(eq(variants.id, colour.id));
      what = `The colour ${Object.values(variant.colour)[0] ?? part.variant}`;
    } else {
      const [item] = await tx
        .select({ id: items.id, variantId: items.variantId })
        .from(items)
        .where(and(eq(items.clubId, site.clubId), eq(items.productId, productId), eq(items.sku, part.sku)));
      if (!item)
        throw notFound({
          field: 'sku',
          message: `The product ${handle} has no size with SKU ${part.sku}`,
          code: 'Admin.Error.NotFound',
        });
      const [siblings] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(items)
        .where(eq(items.variantId, item.variantId));
      if ((siblings?.n ?? 0) <= 1)
        throw new ApiError(409, [
          {
            field: 'sku',
            message: "This is the colour's last size: remove the colour instead",
            code: 'Admin.Error.LastOne',
          },
        ]);
      itemIds = [item.id];
      remove = () => tx.delete(items).where(inArray(items.id, itemIds));
      what = `The size ${part.sku}`;
    }
    const uses = await usesOf(tx, itemIds);
    if (uses.orders > 0 || uses.baskets > 0)
      throw new ApiError(409, [
        {
          field: 'variant' in part ? 'variant' : 'sku',
          message: `${what} is in ${uses.orders} order line(s) and ${uses.baskets} basket line(s): set its stock to 0 or archive the product instead`,
          code: 'Admin.Error.InUse',
        },
      ]);
    await remove();
    await refreshStoreVariants(tx, site.clubId);
    const after = await readProduct(tx, site.clubId, handle);
    if (!after) throw new Error(`The product ${handle} cannot be read back`);
    return {
      result: after,
      audit: [
        { action: 'update', entity: 'product', entityId: productId, storeId: site.storeId, before, after },
      ],
    };
  });
}

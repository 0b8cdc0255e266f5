/**
 * A bulk edit of a club's products (`admin/product-routes.ts` parses, calls this, presents;
 * decision 0116): the price, sale price and stock of every colour and size of each selected
 * product in the site's currency, and its status. All or nothing, in one audited transaction: a
 * product that is not the club's, or that a change would break (a sale price not below its
 * price), is named in a 400 and nothing is written. Each product goes through the checks and the
 * writer of a product edit (`checkProduct`, `saveProduct`); unchanged products are not written.
 */
import type { ProductBulkEdit } from '@clubshop/validation';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { products } from '../db/tables/catalog.ts';
import { ApiError, type ErrorItem } from '../shared/api-error.ts';
import { type Actor, type AuditEntry, auditedWrite } from '../staff/audit.ts';
import type { CatalogueProduct } from './model.ts';
import { checkProduct } from './product-checks.ts';
import { type EditSite, readProduct, saveProduct } from './save-product.ts';
import { productDetails } from './tables.ts';

/** What a bulk edit did to each product of the selection, in the order given. */
export interface BulkEditResult {
  products: Array<{ id: string; handle: string; changed: boolean }>;
  /** How many products were written (the others already were as asked). */
  changed: number;
}

/** `product` with the changes applied (a copy); prices only in the site's currency. */
function applyChanges(product: CatalogueProduct, changes: ProductBulkEdit, currency: string) {
  const after = structuredClone(product);
  if (changes.status !== undefined) after.status = changes.status;
  for (const variant of after.variants) {
    const money = variant.prices[currency];
    if (money) {
      if (changes.price !== undefined) money.price = changes.price;
      if (changes.discount !== undefined) money.discount = changes.discount;
    } else if (changes.price !== undefined) {
      variant.prices[currency] = { price: changes.price, discount: changes.discount ?? null };
    }
    if (changes.stock !== undefined) for (const item of variant.items) item.stock = changes.stock;
  }
  return after;
}

/** The change a product check's field is about (`variants.0.prices.DKK.discount` → `discount`). */
function changeFieldOf(field: string | undefined, index: number): string {
  if (field?.endsWith('.discount')) return 'discount';
  if (field?.includes('.prices.')) return 'price';
  return `productIds.${index}`;
}

/** Applies `edit` to the club's products on `site`, all or none (400 naming the product and field). */
export async function bulkEditProducts(
  db: Db,
  actor: Actor,
  now: Date,
  site: EditSite,
  edit: ProductBulkEdit,
): Promise<BulkEditResult> {
  const found = await db
    .select({ id: products.id, handle: productDetails.handle })
    .from(products)
    .innerJoin(productDetails, eq(productDetails.productId, products.id))
    .where(and(eq(products.clubId, site.clubId), inArray(products.id, edit.productIds)));
  const handles = new Map(found.map((row) => [row.id, row.handle]));
  const unknown: ErrorItem[] = edit.productIds.flatMap((id, index) =>
    handles.has(id)
      ? []
      : [
          {
            field: `productIds.${index}`,
            message: `No product ${id} in this club`,
            code: 'Admin.Error.NotFound',
            params: { productId: id },
          },
        ],
  );
  if (unknown.length > 0) throw new ApiError(400, unknown);

  return auditedWrite(db, actor, now, async (tx) => {
    // Locked in one order, so two bulk edits of overlapping selections cannot deadlock.
    await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, [...edit.productIds].sort()))
      .orderBy(products.id)
      .for('update');
    const planned: Array<{ id: string; handle: string; before: CatalogueProduct; after: CatalogueProduct }> =
      [];
    const errors: ErrorItem[] = [];
    for (const [index, id] of edit.productIds.entries()) {
      const handle = handles.get(id) ?? '';
      const before = await readProduct(tx, site.clubId, handle);
      if (!before) throw new Error(`The product ${id} has no catalogue record`);
      const after = applyChanges(before, edit, site.currency);
      try {
        await checkProduct(tx, site, after);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        for (const item of error.errors)
          errors.push({
            ...item,
            field: changeFieldOf(item.field, index),
            message: `product ${id}: ${item.message}`,
            params: { ...item.params, productId: id },
          });
      }
      planned.push({ id, handle, before, after });
    }
    if (errors.length > 0) throw new ApiError(400, errors);

    const audit: AuditEntry[] = [];
    const result: BulkEditResult = { products: [], changed: 0 };
    for (const { id, handle, before, after } of planned) {
      const changed = JSON.stringify(before) !== JSON.stringify(after);
      if (changed) {
        const saved = await saveProduct(tx, site, after, now);
        audit.push({
          action: 'update',
          entity: 'product',
          entityId: id,
          storeId: site.storeId,
          before,
          after: saved,
        });
        result.changed += 1;
      }
      result.products.push({ id, handle, changed });
    }
    return { result, audit };
  });
}

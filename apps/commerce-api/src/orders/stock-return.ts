/**
 * Gives a cancelled order's stock back: each line's quantity returns to its size, a size that
 * was sold out is in stock again, and the variants' `inStock` flag of the listings follows (the
 * same rule as `refreshStoreVariants`). Runs in the cancellation's transaction.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { items, storeVariants } from '../db/tables/catalog';
import type { OrderLineRow } from '../payment/order-view';

/** Returns the lines' quantities to stock; resolves with the variants whose stock changed. */
export async function returnStock(tx: Db, lines: readonly OrderLineRow[]): Promise<string[]> {
  for (const line of lines) {
    await tx
      .update(items)
      .set({
        stockQuantity: sql`${items.stockQuantity} + ${line.quantity}`,
        stockState: sql`case when ${items.stockState} = 'OutOfStock' and ${items.stockQuantity} + ${line.quantity} > 0 then 'InStock' else ${items.stockState} end`,
      })
      .where(eq(items.id, line.itemId));
  }
  const variantIds = [...new Set(lines.map((line) => line.variantId))];
  if (variantIds.length > 0) {
    await tx
      .update(storeVariants)
      .set({
        inStock: sql`exists (select 1 from ${items} where ${items.variantId} = ${storeVariants.variantId} and ${items.stockState} = 'InStock')`,
      })
      .where(inArray(storeVariants.variantId, variantIds));
  }
  return variantIds;
}

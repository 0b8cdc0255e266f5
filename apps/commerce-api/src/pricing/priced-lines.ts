/**
 * Reads a basket's lines with today's catalogue data: names in the basket's culture, prices in
 * its currency (add-on prices included), categories, stock. The only place prices come from.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { productImages } from '../catalogue-io/tables';
import type { Db } from '../db/database';
import { basketLines, type baskets, type LineAddOn } from '../db/tables/basket';
import {
  addOnPrices,
  addOns,
  categories,
  items,
  productAddOns,
  products,
  type StockState,
  storeVariants,
  variantPrices,
  variants,
} from '../db/tables/catalog';
import { mediaFiles } from '../db/tables/images';
import { productFirstImagePath } from '../shared/media-urls';
import type { Minor } from './money';

/** A basket as stored. */
export type BasketRow = typeof baskets.$inferSelect;

/** A basket line with its catalogue data. */
export interface PricedLine {
  id: string;
  itemId: string;
  variantId: string;
  productId: string;
  name: string;
  color: string;
  size: string;
  url: string | undefined;
  /**
   * The line's picture, site-relative: the product's first uploaded picture (`/images/uploads/...`)
   * or the colour's generated front (`/media/...`), as the product page shows it first
   * (`productFirstImagePath`); answers put it under their origin (`withPublicAssetUrls`).
   */
  imagePath: string;
  categories: string[];
  quantity: number;
  /** Variant price plus add-on price, minor units. */
  unitPrice: Minor;
  unitDiscount: Minor;
  /** What one unit cost (less its discount) when the line was last added; null when not known. */
  addedUnitPrice: Minor | null;
  addOnPrice: Minor;
  addOnRelationId: string | null;
  addOns: LineAddOn[];
  stockState: StockState;
  stockQuantity: number;
  /** False when the catalogue has no price in the basket's currency any more. */
  priced: boolean;
}

/** Picks the text of a culture, falling back to English, then to any text. */
export function localized(texts: Record<string, string>, culture: string): string {
  return texts[culture] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

/** The lines of a basket with their prices and stock, in the order first added. */
export async function loadPricedLines(db: Db, basket: BasketRow): Promise<PricedLine[]> {
  const addOnPrice = alias(addOnPrices, 'line_add_on_price');
  const rows = await db
    .select({
      line: basketLines,
      item: items,
      productName: products.name,
      productStatus: products.status,
      kind: products.kind,
      colorName: variants.colorName,
      colorHex: variants.colorHex,
      unitPrice: variantPrices.unitPrice,
      discountPrice: variantPrices.discountPrice,
      addOnPrice: addOnPrice.price,
      url: storeVariants.url,
      // The product's first uploaded picture, chosen as uploaded-images.ts does for its page: an
      // upload of this API (a `media_files` row), in the product's order; other hosts' are not shown.
      uploadedSrc: sql<string | null>`(select ${productImages.src} from ${productImages}
        join ${mediaFiles} on ${productImages.src} = '/images/' || ${mediaFiles.key}
        where ${productImages.productId} = ${products.id} and ${productImages.src} like '/images/uploads/%'
        order by ${productImages.position} limit 1)`,
      // Names of the product's category and its ancestors, top down (`men/shirts` -> Men, Shirts).
      categoryNames: sql<string[] | null>`(select array_agg(${categories.name} order by ${categories.depth})
        from ${categories} where ${categories.storeId} = ${basket.storeId} and ${categories.key} <> ''
        and (${products.categoryKey} = ${categories.key} or starts_with(${products.categoryKey}, ${categories.key} || '/')))`,
    })
    .from(basketLines)
    .innerJoin(items, eq(items.id, basketLines.itemId))
    .innerJoin(variants, eq(variants.id, items.variantId))
    .innerJoin(products, eq(products.id, items.productId))
    .leftJoin(
      variantPrices,
      and(eq(variantPrices.variantId, variants.id), eq(variantPrices.currency, basket.currency)),
    )
    .leftJoin(productAddOns, eq(productAddOns.id, basketLines.addOnRelationId))
    .leftJoin(
      addOnPrice,
      and(eq(addOnPrice.addOnId, productAddOns.addOnId), eq(addOnPrice.currency, basket.currency)),
    )
    .leftJoin(
      storeVariants,
      and(eq(storeVariants.storeId, basket.storeId), eq(storeVariants.variantId, variants.id)),
    )
    .where(eq(basketLines.basketToken, basket.token))
    .orderBy(asc(basketLines.position));

  return rows.map((row) => {
    const listPrice = row.unitPrice ?? 0;
    const salePrice = row.discountPrice ?? listPrice;
    const addOnPriceMinor = row.line.addOnRelationId ? (row.addOnPrice ?? 0) : 0;
    return {
      id: row.line.id,
      itemId: row.item.id,
      variantId: row.item.variantId,
      productId: row.item.productId,
      name: localized(row.productName, basket.culture),
      color: localized(row.colorName, basket.culture),
      size: row.item.size,
      url: row.url ?? undefined,
      imagePath: productFirstImagePath(row.uploadedSrc, row.kind, row.colorHex),
      categories: row.categoryNames ?? [],
      quantity: row.line.quantity,
      unitPrice: listPrice + addOnPriceMinor,
      unitDiscount: Math.max(0, listPrice - salePrice),
      addedUnitPrice: row.line.addedUnitPrice,
      addOnPrice: addOnPriceMinor,
      addOnRelationId: row.line.addOnRelationId,
      addOns: row.line.addOns,
      stockState: row.item.stockState,
      stockQuantity: row.item.stockQuantity,
      // A product made draft or archived after it was added is not sold: its line is not priced
      // (left out of the totals, and checkout refuses it naming the product).
      priced: row.unitPrice !== null && row.productStatus === 'active',
    };
  });
}

/** Everything the add-to-basket check needs about one item, in a currency. */
export interface ItemForSale {
  itemId: string;
  productId: string;
  clubId: string;
  name: string;
  size: string;
  stockState: StockState;
  stockQuantity: number;
  priced: boolean;
}

/** Loads an item for the add-to-basket checks, or undefined. */
export async function loadItemForSale(
  db: Db,
  itemId: string,
  currency: string,
  culture: string,
): Promise<ItemForSale | undefined> {
  const [row] = await db
    .select({
      item: items,
      clubId: products.clubId,
      name: products.name,
      price: variantPrices.unitPrice,
    })
    .from(items)
    // Only an active product is sold (a draft or archived one is not: its item is unknown here).
    .innerJoin(products, and(eq(products.id, items.productId), eq(products.status, 'active')))
    .leftJoin(
      variantPrices,
      and(eq(variantPrices.variantId, items.variantId), eq(variantPrices.currency, currency)),
    )
    .where(eq(items.id, itemId))
    .limit(1);
  if (!row) return undefined;
  return {
    itemId: row.item.id,
    productId: row.item.productId,
    clubId: row.clubId,
    name: localized(row.name, culture),
    size: row.item.size,
    stockState: row.item.stockState,
    stockQuantity: row.item.stockQuantity,
    priced: row.price !== null,
  };
}

/** What `loadItemForBasket` looks up. */
export interface ItemForBasketQuery {
  itemId: string;
  basketToken: string;
  /** The line key of the add (item, add-on relation, personalisation). */
  lineKey: string;
  /** `product_add_ons.id` of a personalised add, else null. */
  relationId: string | null;
  currency: string;
  culture: string;
}

/**
 * Everything an add to basket checks, in one statement: the item for sale, the add-on its
 * product offers under the relation id (when one is given), and the quantities the basket holds
 * already of the item (any personalisation) and of this very line. Undefined for an unknown item.
 */
export async function loadItemForBasket(db: Db, query: ItemForBasketQuery) {
  const [row] = await db
    .select({
      item: items,
      clubId: products.clubId,
      name: products.name,
      price: variantPrices.unitPrice,
      addOnType: addOns.type,
      addOnPlayers: addOns.players,
      itemQuantity: sql<number>`(select coalesce(sum(${basketLines.quantity}), 0)::int from ${basketLines}
        where ${basketLines.basketToken} = ${query.basketToken} and ${basketLines.itemId} = ${items.id})`,
      lineQuantity: sql<number>`(select coalesce(sum(${basketLines.quantity}), 0)::int from ${basketLines}
        where ${basketLines.basketToken} = ${query.basketToken} and ${basketLines.lineKey} = ${query.lineKey})`,
    })
    .from(items)
    // Only an active product is sold (a draft or archived one is not: its item is unknown here).
    .innerJoin(products, and(eq(products.id, items.productId), eq(products.status, 'active')))
    .leftJoin(
      variantPrices,
      and(eq(variantPrices.variantId, items.variantId), eq(variantPrices.currency, query.currency)),
    )
    .leftJoin(
      productAddOns,
      and(eq(productAddOns.id, query.relationId ?? ''), eq(productAddOns.productId, items.productId)),
    )
    .leftJoin(addOns, eq(addOns.id, productAddOns.addOnId))
    .where(eq(items.id, query.itemId))
    .limit(1);
  if (!row) return undefined;
  const item: ItemForSale = {
    itemId: row.item.id,
    productId: row.item.productId,
    clubId: row.clubId,
    name: localized(row.name, query.culture),
    size: row.item.size,
    stockState: row.item.stockState,
    stockQuantity: row.item.stockQuantity,
    priced: row.price !== null,
  };
  return {
    item,
    offeredAddOn:
      query.relationId !== null && row.addOnType !== null && row.addOnPlayers !== null
        ? { type: row.addOnType, players: row.addOnPlayers }
        : undefined,
    inBasket: { itemQuantity: Number(row.itemQuantity), lineQuantity: Number(row.lineQuantity) },
  };
}

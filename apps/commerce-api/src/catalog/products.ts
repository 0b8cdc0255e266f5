/**
 * Product reads: a product with its colour variants and sizes (the contract's `variants`), prices
 * in the request's currency, stock and preorder info, personalisation add-ons and breadcrumb.
 */
import { descriptionText } from '@clubshop/validation';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import {
  addOnPrices,
  addOns,
  items,
  productAddOns,
  products,
  type StockState,
  storeVariants,
  variantPrices,
  variants,
} from '../db/tables/catalog.ts';
import { productFirstImagePath, productImageUrl, publicAssetUrl } from '../shared/media-urls.ts';
import { categoryTrail } from './categories.ts';
import { money, productPrice } from './price.ts';
import { uploadedImagesOf } from './uploaded-images.ts';

type ItemRow = typeof items.$inferSelect;

/** Availability of a set of items: in stock if any is, else preorder if any is, else sold out. */
export function availabilityOf(rows: Array<{ stockState: StockState }>): StockState {
  if (rows.some((row) => row.stockState === 'InStock')) return 'InStock';
  if (rows.some((row) => row.stockState === 'InPreorderStock')) return 'InPreorderStock';
  return 'OutOfStock';
}

/**
 * The preorder of a set of items: the earliest expected delivery date. No text: a shop words
 * and formats the date in the shopper's language (`message` is for a catalogue's own free text,
 * which the demo catalogue has none of).
 */
function preorderOf(rows: ItemRow[]) {
  const dates = rows
    .filter((row) => row.stockState === 'InPreorderStock' && row.preorderDate)
    .map((row) => row.preorderDate as string)
    .sort();
  const date = dates[0];
  return date ? { expectedDeliveryDate: date } : undefined;
}

/** Stock of a set of items (a colour, or a single size). */
export function stockOf(rows: ItemRow[]) {
  const availability = availabilityOf(rows);
  const preorder = availability === 'InPreorderStock' ? preorderOf(rows) : undefined;
  return {
    availability,
    quantity: rows.reduce((sum, row) => sum + (row.stockState === 'OutOfStock' ? 0 : row.stockQuantity), 0),
    ...(preorder ? { preorder } : {}),
  };
}

/** Options of `loadProducts`. */
export interface LoadProductOptions {
  /** Colour variant whose url, colour and price the product shows (default: its first colour). */
  colourVariantId?: string;
}

/**
 * Loads products of the site's club with everything the contract's Product holds; unknown ids
 * and other clubs' products are left out, and so are draft and archived ones (not sold, not
 * reachable). Unlisted products are included (reachable by id/url).
 */
export async function loadProducts(
  db: Db,
  site: SiteContext,
  productIds: string[],
  options: LoadProductOptions = {},
) {
  if (productIds.length === 0) return [];
  const productRows = await db
    .select()
    .from(products)
    .where(
      and(inArray(products.id, productIds), eq(products.clubId, site.clubId), eq(products.status, 'active')),
    );
  if (productRows.length === 0) return [];
  const ids = productRows.map((row) => row.id);
  const [variantRows, itemRows, listingRows, relationRows, uploadedImages] = await Promise.all([
    db.select().from(variants).where(inArray(variants.productId, ids)).orderBy(asc(variants.sortOrder)),
    db.select().from(items).where(inArray(items.productId, ids)).orderBy(asc(items.sizeOrder)),
    db
      .select({ variantId: storeVariants.variantId, url: storeVariants.url })
      .from(storeVariants)
      .where(and(eq(storeVariants.storeId, site.storeId), inArray(storeVariants.productId, ids))),
    db
      .select({
        id: productAddOns.id,
        productId: productAddOns.productId,
        addOn: addOns,
        price: addOnPrices.price,
      })
      .from(productAddOns)
      .innerJoin(addOns, eq(addOns.id, productAddOns.addOnId))
      .leftJoin(addOnPrices, and(eq(addOnPrices.addOnId, addOns.id), eq(addOnPrices.currency, site.currency)))
      .where(inArray(productAddOns.productId, ids)),
    uploadedImagesOf(db, ids),
  ]);
  const priceRows = variantRows.length
    ? await db
        .select()
        .from(variantPrices)
        .where(
          and(
            inArray(
              variantPrices.variantId,
              variantRows.map((row) => row.id),
            ),
            eq(variantPrices.currency, site.currency),
          ),
        )
    : [];
  const urlOf = new Map(listingRows.map((row) => [row.variantId, row.url]));
  const priceOf = new Map(priceRows.map((row) => [row.variantId, row]));
  const culture = site.culture;

  const result = [];
  for (const id of productIds) {
    const product = productRows.find((row) => row.id === id);
    if (!product) continue;
    const colours = variantRows.filter((row) => row.productId === id);
    const chosen = colours.find((row) => row.id === options.colourVariantId) ?? colours[0];
    if (!chosen) continue;
    const trail = await categoryTrail(db, site.storeId, product.categoryKey);
    const leaf = trail.at(-1);
    const name = product.name[culture] ?? product.name.en ?? id;
    const description = product.description[culture] ?? product.description.en ?? '';
    // Uploaded pictures when staff gave some (served resized by /images), else the generated ones.
    const uploadedOfProduct = uploadedImages.get(id) ?? [];
    const firstUpload = uploadedOfProduct[0];
    const uploaded = uploadedOfProduct.map((image) => ({
      url: publicAssetUrl(image.src, originPlaceholder),
      altText: image.alt || name,
      title: name,
      focal: image.focal,
    }));
    const colourVariants = colours.flatMap((colour) => {
      const price = priceOf.get(colour.id);
      const colourPrice = productPrice(price?.unitPrice ?? 0, price?.discountPrice, site.currency);
      const colorName = colour.colorName[culture] ?? colour.colorName.en ?? colour.slug;
      return itemRows
        .filter((item) => item.variantId === colour.id)
        .map((item) => ({
          id: item.id,
          productId: id,
          sku: item.ean,
          url: urlOf.get(colour.id) ?? '',
          colorName,
          colorCode: colour.colorHex,
          size: item.size,
          price: colourPrice,
          stock: stockOf([item]),
          // The colour's first picture, as its basket line shows it (productFirstImagePath).
          images: [
            {
              url: publicAssetUrl(
                productFirstImagePath(firstUpload?.src, product.kind, colour.colorHex),
                originPlaceholder,
              ),
              altText: firstUpload ? firstUpload.alt || name : `${name} ${colorName}`,
            },
          ],
        }));
    });
    const chosenItems = itemRows.filter((item) => item.variantId === chosen.id);
    const chosenPrice = priceOf.get(chosen.id);
    const chosenColour = chosen.colorName[culture] ?? chosen.colorName.en ?? chosen.slug;
    result.push({
      id,
      name,
      url: urlOf.get(chosen.id) ?? '',
      description,
      breadcrumb: {
        ...(leaf ? { parent: { id: leaf.id, name: leaf.name, url: leaf.url } } : {}),
        items: trail.map((row) => ({ id: row.id, name: row.name, url: row.url })),
      },
      price: productPrice(chosenPrice?.unitPrice ?? 0, chosenPrice?.discountPrice, site.currency),
      attributes: {
        colorName: chosenColour,
        ...(chosenItems.length === 1 && chosenItems[0] ? { sizeNumber: chosenItems[0].size } : {}),
        isUnlisted: product.isUnlisted,
      },
      metaTitle: name,
      // The description is rich text; the meta description its words, without markup.
      metaDescription: descriptionText(description).slice(0, 160),
      categoryIds: leaf ? [leaf.id] : [],
      images:
        uploaded.length > 0
          ? uploaded
          : [1, 2].map((view) => ({
              url: productImageUrl(originPlaceholder, product.kind, chosen.colorHex, view),
              altText: `${name} ${chosenColour}`,
              title: name,
              focal: { top: 50, left: 50 },
            })),
      stock: stockOf(chosenItems),
      variants: colourVariants,
      addOns: relationRows
        .filter((row) => row.productId === id)
        .map((row) => ({
          id: row.id,
          type: row.addOn.type,
          name: row.addOn.name[culture] ?? row.addOn.name.en ?? row.addOn.type,
          price: money(row.price ?? 0, site.currency),
          ...(row.addOn.type === 'Player'
            ? { players: row.addOn.players, numberMin: 1, numberMax: 99 }
            : { nameMaxLength: 12, numberMin: 1, numberMax: 99 }),
        })),
    });
  }
  return result;
}

/**
 * Image urls are written with this origin and replaced by the app's public origin on the way out
 * (`withOrigin`), so the loaders need not know where the API runs.
 */
export const originPlaceholder = '__ORIGIN__';

/** Replaces the origin placeholder in every string of a JSON value. */
export function withOrigin<T>(value: T, origin: string): T {
  return JSON.parse(JSON.stringify(value).replaceAll(originPlaceholder, origin)) as T;
}

/** The item (a colour in a size) with this id, if it belongs to the site's club. */
export async function findItem(db: Db, site: SiteContext, itemId: string) {
  const [row] = await db
    .select({ item: items, clubId: products.clubId })
    .from(items)
    .innerJoin(products, and(eq(products.id, items.productId), eq(products.status, 'active')))
    .where(eq(items.id, itemId));
  return row && row.clubId === site.clubId ? row.item : undefined;
}

/** Preorder info of a product: its availability and the earliest expected delivery. */
export async function productPreorder(db: Db, site: SiteContext, productId: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.clubId, site.clubId), eq(products.status, 'active')));
  if (!product) return undefined;
  const rows = await db.select().from(items).where(eq(items.productId, productId));
  const availability = availabilityOf(rows);
  const preorder = availability === 'InPreorderStock' ? preorderOf(rows) : undefined;
  return { productId, availability, ...(preorder ? { preorder } : {}) };
}

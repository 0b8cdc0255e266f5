/**
 * The catalogue of a club in the database, read and written as `CatalogueProduct`s. A product is
 * found by its handle (`product_details`), a size by its SKU (an item's id): upsert by handle and
 * SKU. A new product's id is made from the handle (`<club>-<handle>`); one that has an id already
 * (the demo seed's `nb-p1001`) keeps it. A colour's id is `<product>-<colour slug>`.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { storedSizeOrder } from '../catalog/sizes.ts';
import { bulkDelete, bulkInsert, inList } from '../db/bulk-rows.ts';
import { type Db, queryRows } from '../db/database.ts';
import { categories, items, products, variantPrices, variants } from '../db/tables/catalog.ts';
import { sites } from '../db/tables/content.ts';
import type { CatalogueCategory, CatalogueProduct, CatalogueVariant, Texts } from './model.ts';
import { productDetails, productImages } from './tables.ts';
import { slugify } from './values.ts';

/** The id a new product of the club with this handle gets. */
export function productIdOf(clubId: string, handle: string): string {
  return `${clubId}-${handle}`;
}

/**
 * The ids of the club's products with these handles: the one each has (a seeded demo product's id
 * is not made from its handle), else the id a new one gets (`productIdOf`).
 */
export async function productIdsOf(
  db: Db,
  clubId: string,
  handles: readonly string[],
): Promise<Map<string, string>> {
  const ids = new Map(handles.map((handle) => [handle, productIdOf(clubId, handle)]));
  if (handles.length === 0) return ids;
  const rows = await db
    .select({ handle: productDetails.handle, productId: productDetails.productId })
    .from(productDetails)
    .where(and(eq(productDetails.clubId, clubId), inList(productDetails.handle, handles)));
  for (const row of rows) ids.set(row.handle, row.productId);
  return ids;
}

/** The id of the club's product with this handle (see `productIdsOf`). */
export async function productIdOfHandle(db: Db, clubId: string, handle: string): Promise<string> {
  return (await productIdsOf(db, clubId, [handle])).get(handle) ?? productIdOf(clubId, handle);
}

/** Every product of a club that has a handle (imported or created through the admin API), by handle. */
export async function readCatalogue(
  db: Db,
  clubId: string,
  handles?: readonly string[],
): Promise<Map<string, CatalogueProduct>> {
  const details = await db
    .select()
    .from(productDetails)
    .where(
      handles
        ? and(eq(productDetails.clubId, clubId), inList(productDetails.handle, handles))
        : eq(productDetails.clubId, clubId),
    );
  details.sort((a, b) => (a.handle < b.handle ? -1 : a.handle > b.handle ? 1 : 0));
  const result = new Map<string, CatalogueProduct>();
  if (details.length === 0) return result;
  const ids = details.map((detail) => detail.productId);
  const productRows = await db.select().from(products).where(inList(products.id, ids));
  const variantRows = (await db.select().from(variants).where(inList(variants.productId, ids))).sort(
    (a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1),
  );
  const variantIds = variantRows.map((variant) => variant.id);
  const itemRows = (await db.select().from(items).where(inList(items.variantId, variantIds))).sort(
    (a, b) => a.sizeOrder - b.sizeOrder || (a.id < b.id ? -1 : 1),
  );
  const priceRows = (
    await db.select().from(variantPrices).where(inList(variantPrices.variantId, variantIds))
  ).sort((a, b) => (a.currency < b.currency ? -1 : 1));
  const imageRows = (await db.select().from(productImages).where(inList(productImages.productId, ids))).sort(
    (a, b) => a.position - b.position,
  );
  // Grouped once: filtering the whole lists per product would be quadratic in a big catalogue.
  const group = <T>(rows: readonly T[], key: (row: T) => string) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(key(row));
      if (list) list.push(row);
      else map.set(key(row), [row]);
    }
    return map;
  };
  const variantsOf = group(variantRows, (row) => row.productId);
  const itemsOf = group(itemRows, (row) => row.variantId);
  const pricesOf = group(priceRows, (row) => row.variantId);
  const imagesOf = group(imageRows, (row) => row.productId);
  const productById = new Map(productRows.map((row) => [row.id, row]));
  for (const detail of details) {
    const product = productById.get(detail.productId);
    if (!product) continue;
    result.set(detail.handle, {
      handle: detail.handle,
      name: sortedTexts(product.name),
      description: sortedTexts(product.description),
      category: product.categoryKey,
      kind: product.kind,
      vendor: detail.vendor,
      tags: detail.tags,
      listed: !product.isUnlisted,
      status: product.status,
      seoTitle: sortedTexts(detail.seoTitle),
      seoDescription: sortedTexts(detail.seoDescription),
      variants: (variantsOf.get(product.id) ?? []).map((variant) => ({
        colour: sortedTexts(variant.colorName),
        colorHex: variant.colorHex,
        prices: Object.fromEntries(
          (pricesOf.get(variant.id) ?? []).map((price) => [
            price.currency,
            { price: price.unitPrice, discount: price.discountPrice },
          ]),
        ),
        items: (itemsOf.get(variant.id) ?? []).map((item) => ({
          sku: item.sku,
          size: item.size,
          stock: item.stockQuantity,
          preorderDate: item.preorderDate,
          ean: item.ean,
        })),
      })),
      images: (imagesOf.get(product.id) ?? []).map((image) => ({ src: image.src, alt: image.altText })),
    });
  }
  return result;
}

/** Texts with their cultures in order (so two equal documents compare equal as JSON). */
export function sortedTexts(texts: Texts): Texts {
  return Object.fromEntries(Object.entries(texts).sort(([a], [b]) => a.localeCompare(b)));
}

/** The sites of a club: storeId, culture, currency. */
export async function sitesOfClub(db: Db, clubId: string) {
  return db
    .select({
      storeId: sites.storeId,
      culture: sites.culture,
      currency: sites.currency,
      rootCategoryId: sites.rootCategoryId,
    })
    .from(sites)
    .where(eq(sites.clubId, clubId))
    .orderBy(asc(sites.storeId));
}

/** Creates the categories a file names that a site of the club lacks (under the site's root). */
export async function ensureCategories(
  db: Db,
  clubId: string,
  wanted: readonly CatalogueCategory[],
): Promise<number> {
  let created = 0;
  for (const site of await sitesOfClub(db, clubId)) {
    const existing = await db
      .select({ key: categories.key })
      .from(categories)
      .where(eq(categories.storeId, site.storeId));
    const known = new Set(existing.map((row) => row.key));
    for (const [index, category] of wanted.entries()) {
      if (known.has(category.key)) continue;
      const name = category.name[site.culture] ?? Object.values(category.name)[0] ?? category.key;
      await db.insert(categories).values({
        id: `${site.storeId}-c-${category.key.replace(/\//g, '-')}`,
        storeId: site.storeId,
        parentId: site.rootCategoryId,
        key: category.key,
        name,
        url: `/${slugify(name) || category.key}/`,
        metaTitle: name,
        metaDescription: name,
        depth: 1,
        sortOrder: 1000 + index,
      });
      known.add(category.key);
      created++;
    }
  }
  return created;
}

/** The category keys every site of a club has. */
export async function categoryKeysOfClub(db: Db, clubId: string): Promise<Set<string>> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`select c.key from categories c join sites s on s.store_id = c.store_id where s.club_id = ${clubId}
        group by c.key having count(*) = (select count(*) from sites where club_id = ${clubId})`,
  );
  return new Set(rows.map((row) => row.key));
}

/** The id and slug of a colour variant of a product. */
export function variantIdOf(productId: string, variant: CatalogueVariant, index: number) {
  const colourName = variant.colour.en ?? Object.values(variant.colour)[0] ?? '';
  const slug = slugify(colourName) || `colour-${index + 1}`;
  return { id: `${productId}-${slug}`, slug };
}

/**
 * Writes products whole (insert or update by handle and SKU), one statement per table and
 * 5,000 rows (`bulkInsert`): call in a transaction. Variants and sizes a product no longer lists
 * are kept (baskets and orders may point at them).
 */
export async function writeProducts(
  db: Db,
  clubId: string,
  entries: ReadonlyArray<{ product: CatalogueProduct; sortOrder: number }>,
  now: Date,
): Promise<void> {
  const productRows: Array<typeof products.$inferInsert> = [];
  const detailRows: Array<typeof productDetails.$inferInsert> = [];
  const imageRows: Array<typeof productImages.$inferInsert> = [];
  const variantRows: Array<typeof variants.$inferInsert> = [];
  const priceRows: Array<typeof variantPrices.$inferInsert> = [];
  const itemRows: Array<typeof items.$inferInsert> = [];
  const ids = await productIdsOf(
    db,
    clubId,
    entries.map(({ product }) => product.handle),
  );
  const itemIds = await itemIdsOf(
    db,
    clubId,
    entries.flatMap(({ product }) =>
      product.variants.flatMap((variant) => variant.items.map((item) => item.sku)),
    ),
  );
  const newItemRows: Array<typeof items.$inferInsert> = [];
  for (const { product, sortOrder } of entries) {
    const id = ids.get(product.handle) ?? productIdOf(clubId, product.handle);
    productRows.push({
      id,
      clubId,
      categoryKey: product.category,
      kind: product.kind,
      name: product.name,
      description: product.description,
      slug: Object.fromEntries(Object.keys(product.name).map((culture) => [culture, product.handle])),
      isUnlisted: !product.listed,
      status: product.status,
      sortOrder,
      createdAt: now,
    });
    detailRows.push({
      productId: id,
      clubId,
      handle: product.handle,
      vendor: product.vendor,
      tags: product.tags,
      seoTitle: product.seoTitle,
      seoDescription: product.seoDescription,
    });
    for (const [index, image] of product.images.entries()) {
      imageRows.push({ productId: id, position: index + 1, src: image.src, altText: image.alt });
    }
    for (const [index, variant] of product.variants.entries()) {
      const { id: variantId, slug } = variantIdOf(id, variant, index);
      variantRows.push({
        id: variantId,
        productId: id,
        colorName: variant.colour,
        colorHex: variant.colorHex,
        slug,
        sortOrder: index,
      });
      for (const [currency, money] of Object.entries(variant.prices)) {
        priceRows.push({ variantId, currency, unitPrice: money.price, discountPrice: money.discount });
      }
      for (const item of variant.items) {
        const known = itemIds.known.get(item.sku);
        (known ? itemRows : newItemRows).push({
          id: known ?? itemIds.newId(item.sku),
          clubId,
          sku: item.sku,
          variantId,
          productId: id,
          size: item.size,
          sizeOrder: storedSizeOrder(item.size),
          stockQuantity: item.stock,
          // A size with a delivery date is sold for preorder, beyond its stock (which counts
          // down as it sells: basket/stock-rules.ts, payment/order-service.ts), as the demo's
          // preorder sizes are; stock on hand without a date is in stock.
          stockState: item.preorderDate ? 'InPreorderStock' : item.stock > 0 ? 'InStock' : 'OutOfStock',
          preorderDate: item.preorderDate,
          ean: item.ean,
        });
      }
    }
  }
  // One statement per table (decision 0038: 10,000 products in seconds, not minutes).
  // An existing product keeps its place, age and addresses (a demo product's slugs are not its
  // handle; an imported one's are, whatever is written again).
  await bulkInsert(db, products, productRows, {
    target: ['id'],
    action: 'update',
    keep: ['sortOrder', 'createdAt', 'slug'],
  });
  await bulkInsert(db, productDetails, detailRows, { target: ['productId'], action: 'update' });
  await bulkDelete(
    db,
    productImages,
    productImages.productId,
    productRows.map((row) => row.id),
  );
  await bulkInsert(db, productImages, imageRows);
  await bulkInsert(db, variants, variantRows, { target: ['id'], action: 'update' });
  await bulkDelete(
    db,
    variantPrices,
    variantPrices.variantId,
    variantRows.map((row) => row.id),
  );
  await bulkInsert(db, variantPrices, priceRows);
  await bulkInsert(db, items, itemRows, { target: ['id'], action: 'update' });
  // A new SKU's row is inserted, never upserted: its id cannot overwrite another club's item.
  await bulkInsert(db, items, newItemRows);
}

/**
 * The ids of the club's items by SKU (`known`), and the id a new SKU gets: the SKU itself, or
 * `<club>-<sku>` when another club's item has that id (SKUs are unique per club, item ids in the
 * installation).
 */
async function itemIdsOf(db: Db, clubId: string, skus: readonly string[]) {
  const known = new Map<string, string>();
  if (skus.length === 0) return { known, newId: (sku: string) => sku };
  const rows = await db
    .select({ id: items.id, sku: items.sku })
    .from(items)
    .where(and(eq(items.clubId, clubId), inList(items.sku, skus)));
  for (const row of rows) known.set(row.sku, row.id);
  const fresh = skus.filter((sku) => !known.has(sku));
  const taken = new Set(
    fresh.length === 0
      ? []
      : (await db.select({ id: items.id }).from(items).where(inList(items.id, fresh))).map((row) => row.id),
  );
  return { known, newId: (sku: string) => (taken.has(sku) ? `${clubId}-${sku}` : sku) };
}

/** SKUs of the file that belong to another product of the shop (not this handle's). */
export async function skusOfOtherProducts(
  db: Db,
  clubId: string,
  wanted: ReadonlyArray<{ sku: string; handle: string }>,
) {
  if (wanted.length === 0) return new Map<string, string>();
  // The club's items only: another club's product with the same SKU is none of this club's business.
  const rows = await db
    .select({ sku: items.sku, productId: items.productId })
    .from(items)
    .where(
      and(
        eq(items.clubId, clubId),
        inList(
          items.sku,
          wanted.map((entry) => entry.sku),
        ),
      ),
    );
  const owner = new Map(rows.map((row) => [row.sku, row.productId]));
  const ids = await productIdsOf(db, clubId, [...new Set(wanted.map((entry) => entry.handle))]);
  const clash = new Map<string, string>();
  for (const entry of wanted) {
    const productId = owner.get(entry.sku);
    if (productId && productId !== ids.get(entry.handle)) clash.set(entry.sku, productId);
  }
  return clash;
}

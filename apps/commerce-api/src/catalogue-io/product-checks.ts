/**
 * What a product edit must satisfy beyond its schema (`productSchema` of our JSON format, the
 * one rule of a product's shape): its category is in the site's tree, its SKUs are unique in the
 * product and not another product's, its colours give distinct variants, its sizes are not
 * repeated, its uploaded images are the club's, and it has a price in the currency of every site of the club (a site lists only
 * what it can price). Each failure names the field it is about.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';
import { mediaFiles } from '../db/tables/images.ts';
import type { ErrorItem } from '../shared/api-error.ts';
import { ApiError } from '../shared/api-error.ts';
import { sitesOfClub, skusOfOtherProducts, variantIdOf } from './catalogue-store.ts';
import type { CatalogueProduct } from './model.ts';

const invalid = (field: string, message: string): ErrorItem => ({
  field,
  message,
  code: 'Admin.Error.Invalid',
});

/** Refuses (400, or 409 for a SKU of another product) a product that breaks a rule above. */
export async function checkProduct(
  db: Db,
  site: { storeId: string; clubId: string },
  product: CatalogueProduct,
): Promise<void> {
  const errors: ErrorItem[] = [];
  const [category] = await db
    .select({ key: categories.key })
    .from(categories)
    .where(and(eq(categories.storeId, site.storeId), eq(categories.key, product.category)));
  if (!category) errors.push(invalid('category', `category ${product.category} is not in the site's tree`));

  const currencies = [...new Set((await sitesOfClub(db, site.clubId)).map((clubSite) => clubSite.currency))];
  const skus = new Set<string>();
  const variantIds = new Set<string>();
  for (const [v, variant] of product.variants.entries()) {
    const { id } = variantIdOf('', variant, v);
    if (variantIds.has(id))
      errors.push(invalid(`variants.${v}.colour`, 'two variants have the same colour name'));
    variantIds.add(id);
    for (const currency of currencies) {
      if (!variant.prices[currency])
        errors.push(invalid(`variants.${v}.prices.${currency}`, `a price in ${currency} is required`));
    }
    for (const [currency, money] of Object.entries(variant.prices)) {
      if (money.discount !== null && money.discount >= money.price)
        errors.push(invalid(`variants.${v}.prices.${currency}.discount`, 'discount must be below the price'));
    }
    const sizes = new Set<string>();
    for (const [i, item] of variant.items.entries()) {
      if (skus.has(item.sku))
        errors.push(invalid(`variants.${v}.items.${i}.sku`, `SKU ${item.sku} is twice`));
      if (sizes.has(item.size))
        errors.push(invalid(`variants.${v}.items.${i}.size`, `size ${item.size} is twice in the variant`));
      skus.add(item.sku);
      sizes.add(item.size);
    }
  }
  const uploads = product.images.map((image) => image.src).filter((src) => src.startsWith('/images/'));
  if (uploads.length > 0) {
    const known = await db
      .select({ key: mediaFiles.key })
      .from(mediaFiles)
      .where(
        and(
          eq(mediaFiles.clubId, site.clubId),
          inArray(
            mediaFiles.key,
            uploads.map((src) => src.slice(8)),
          ),
        ),
      );
    const keys = new Set(known.map((row) => `/images/${row.key}`));
    for (const [index, image] of product.images.entries()) {
      if (image.src.startsWith('/images/') && !keys.has(image.src))
        errors.push(invalid(`images.${index}.src`, `${image.src} is not an image uploaded to this club`));
    }
  }
  if (errors.length > 0) throw new ApiError(400, errors);

  const taken = await skusOfOtherProducts(
    db,
    site.clubId,
    [...skus].map((sku) => ({ sku, handle: product.handle })),
  );
  if (taken.size > 0) {
    throw new ApiError(
      409,
      product.variants.flatMap((variant, v) =>
        variant.items.flatMap((item, i) => {
          const owner = taken.get(item.sku);
          return owner
            ? [
                {
                  field: `variants.${v}.items.${i}.sku`,
                  message: `SKU ${item.sku} belongs to the product ${owner}`,
                  code: 'Admin.Error.Exists',
                },
              ]
            : [];
        }),
      ),
    );
  }
}

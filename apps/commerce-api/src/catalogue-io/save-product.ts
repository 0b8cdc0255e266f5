/**
 * One product written the way an import writes it, for the admin API's product edits: the
 * texts filled for every culture of the club, rich text sanitised, the rows written by
 * `writeProducts` (the one writer of products) and the club's listing rows rebuilt. Call inside
 * the edit's transaction.
 */
import { eq, max } from 'drizzle-orm';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import type { Db } from '../db/database.ts';
import { products } from '../db/tables/catalog.ts';
import { readCatalogue, sitesOfClub, writeProducts } from './catalogue-store.ts';
import { type ImportSite, normaliseJsonProduct, sanitised } from './import-catalogue.ts';
import type { CatalogueProduct } from './model.ts';

/** The site a product edit is made on (the product belongs to its club). */
export type EditSite = Pick<ImportSite, 'storeId' | 'clubId' | 'culture' | 'currency'>;

/** A product of the club by handle, as imports and exports see it; undefined when none. */
export async function readProduct(db: Db, clubId: string, handle: string) {
  return (await readCatalogue(db, clubId, [handle])).get(handle);
}

/**
 * Writes `product` whole (created, or replacing what its handle has) and answers it as read back.
 * A new product goes last in the club's order; an existing one keeps its place.
 */
export async function saveProduct(
  tx: Db,
  site: EditSite,
  product: CatalogueProduct,
  now: Date,
): Promise<CatalogueProduct> {
  const cultures = [...new Set((await sitesOfClub(tx, site.clubId)).map((clubSite) => clubSite.culture))];
  const normalised = sanitised(
    normaliseJsonProduct(product, cultures, { ...site, hostName: '' } satisfies ImportSite),
  );
  const [last] = await tx
    .select({ value: max(products.sortOrder) })
    .from(products)
    .where(eq(products.clubId, site.clubId));
  await writeProducts(tx, site.clubId, [{ product: normalised, sortOrder: (last?.value ?? 0) + 1 }], now);
  await refreshStoreVariants(tx, site.clubId);
  const saved = await readProduct(tx, site.clubId, product.handle);
  if (!saved) throw new Error(`The product ${product.handle} was written but cannot be read back`);
  return saved;
}

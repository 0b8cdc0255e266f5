/**
 * Which pages a write changed, as the cache tags the storefront files them under (api-sdk's
 * `contract/page-cache-tags.ts`; decision 0097): the one place a write's scope becomes tags, for
 * the page caches in front (page-cache-purger.ts), the storefront servers' shared answers and kept
 * pages (the change stream, changes-routes.ts) alike.
 *
 * - a product's price, stock, pictures or texts: the product's tag (its page and every page that
 *   shows its card), the listing tags of its category and the categories above it on each site
 *   of its club (their order, filters and counts may change), and those sites' search tag;
 * - a sale (the stock of some colour variants): the products' tags only, as before (at a kit
 *   launch there are many sales a second, and every page that shows the product carries its tag);
 * - a category: its subtree's category and listing tags, and the listings above it;
 * - a site's settings, theme, texts, content, shipping: the site's tag;
 * - a club (an import): the tags of each of its sites;
 * - nothing known (a write by SQL behind the API's back, a change feed that was interrupted, a
 *   deploy): every page (`clubshop`).
 */
import {
  categoryTag,
  everyPageTag,
  listingTag,
  productTag,
  searchTag,
  siteTag,
} from '@clubshop/api-sdk/contract';
import { inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { categories, products, variants } from '../db/tables/catalog.ts';
import { sites } from '../db/tables/content.ts';

/** What a write changed (any members; the tags are their union). */
export interface PurgeScope {
  /** Products whose price, stock, pictures, texts or category changed. */
  productIds?: readonly string[];
  /** The same, by their handles in a club (the admin's address of a product). */
  productHandles?: { clubId: string; handles: readonly string[] };
  /** Colour variants whose stock changed (a sale, a cancelled order). */
  variantIds?: readonly string[];
  /** Categories edited (their subtrees). */
  categoryIds?: readonly string[];
  /** Sites whose settings, theme, texts, content or shipping changed. */
  storeIds?: readonly string[];
  /** Clubs whose every site changed (a catalogue import, a new site). */
  clubIds?: readonly string[];
}

/** Whether `scope` names nothing (then nothing known changed: every page goes). */
export function isEmptyScope(scope: PurgeScope): boolean {
  return (
    !scope.productIds?.length &&
    !scope.productHandles?.handles.length &&
    !scope.variantIds?.length &&
    !scope.categoryIds?.length &&
    !scope.storeIds?.length &&
    !scope.clubIds?.length
  );
}

/** The category keys a product with leaf `key` is listed under: the leaf, its ancestors, the root. */
function listedUnder(key: string): string[] {
  const keys = [''];
  const parts = key.split('/').filter((part) => part !== '');
  for (let end = 1; end <= parts.length; end += 1) keys.push(parts.slice(0, end).join('/'));
  return keys;
}

/** The tags of products `productIds`: theirs, their listings' on their clubs' sites, those sites' search. */
async function productTags(db: Db, productIds: readonly string[], tags: Set<string>): Promise<void> {
  const rows = await db
    .select({ id: products.id, clubId: products.clubId, categoryKey: products.categoryKey })
    .from(products)
    .where(inArray(products.id, [...productIds]));
  for (const id of productIds) tags.add(productTag(id));
  const clubIds = [...new Set(rows.map((row) => row.clubId))];
  if (clubIds.length === 0) return;
  const clubSites = await db
    .select({ storeId: sites.storeId, clubId: sites.clubId })
    .from(sites)
    .where(inArray(sites.clubId, clubIds));
  for (const site of clubSites) tags.add(searchTag(site.storeId));
  const storeIds = clubSites.map((site) => site.storeId);
  const keys = [...new Set(rows.flatMap((row) => listedUnder(row.categoryKey)))];
  if (storeIds.length === 0) return;
  const listed = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${inArray(categories.storeId, storeIds)} and ${inArray(categories.key, keys)}`);
  for (const category of listed) tags.add(listingTag(category.id));
}

/** The tags of categories `categoryIds`: their subtrees' category and listing tags, the listings above. */
async function categoryTags(db: Db, categoryIds: readonly string[], tags: Set<string>): Promise<void> {
  const ids = sql.join(
    categoryIds.map((id) => sql`${id}::text`),
    sql`, `,
  );
  const below = await queryRows<{ id: string }>(
    db,
    sql`with recursive below(id) as (
          select id from categories where id in (${ids})
          union
          select c.id from categories c join below b on c.parent_id = b.id)
        select id from below`,
  );
  const above = await queryRows<{ id: string }>(
    db,
    sql`with recursive above(id, parent_id) as (
          select id, parent_id from categories where id in (${ids})
          union
          select c.id, c.parent_id from categories c join above a on c.id = a.parent_id)
        select id from above`,
  );
  for (const id of categoryIds) {
    tags.add(categoryTag(id));
    tags.add(listingTag(id));
  }
  for (const { id } of below) {
    tags.add(categoryTag(id));
    tags.add(listingTag(id));
  }
  for (const { id } of above) tags.add(listingTag(id));
}

/** The tags of the products whose colour variants are `variantIds`. */
async function stockTags(db: Db, variantIds: readonly string[], tags: Set<string>): Promise<void> {
  const rows = await db
    .selectDistinct({ productId: variants.productId })
    .from(variants)
    .where(inArray(variants.id, [...variantIds]));
  for (const row of rows) tags.add(productTag(row.productId));
}

/**
 * The cache tags of the pages `scope` may have changed (see the module comment); `['clubshop']`
 * for an empty scope. Rejects when the database cannot say (the caller then purges every page).
 */
export async function purgeTagsOf(db: Db, scope: PurgeScope): Promise<string[]> {
  if (isEmptyScope(scope)) return [everyPageTag];
  const tags = new Set<string>();
  const productIds = [...(scope.productIds ?? [])];
  if (scope.productHandles?.handles.length) {
    const { clubId, handles } = scope.productHandles;
    const rows = await queryRows<{ id: string }>(
      db,
      sql`select p.id from products p join product_details d on d.product_id = p.id
          where p.club_id = ${clubId} and d.handle in (${sql.join(
            handles.map((handle) => sql`${handle}`),
            sql`, `,
          )})`,
    );
    for (const row of rows) productIds.push(row.id);
  }
  if (productIds.length) await productTags(db, productIds, tags);
  if (scope.variantIds?.length) await stockTags(db, scope.variantIds, tags);
  if (scope.categoryIds?.length) await categoryTags(db, scope.categoryIds, tags);
  for (const storeId of scope.storeIds ?? []) tags.add(siteTag(storeId));
  if (scope.clubIds?.length) {
    const clubSites = await db
      .select({ storeId: sites.storeId })
      .from(sites)
      .where(inArray(sites.clubId, [...scope.clubIds]));
    for (const site of clubSites) tags.add(siteTag(site.storeId));
  }
  return [...tags];
}

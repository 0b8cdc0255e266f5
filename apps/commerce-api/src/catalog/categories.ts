/** Category reads of a site. */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { SiteContext } from '../app-env.ts';
import type { Db } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';

type CategoryRow = typeof categories.$inferSelect;

/** A category as the contract shows it. */
export function toCategory(row: CategoryRow, rootCategoryId: string) {
  return {
    id: row.id,
    ...(row.parentId && row.parentId !== rootCategoryId ? { parentId: row.parentId } : {}),
    name: row.name,
    url: row.url,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
  };
}

/** Every category of the site (the root left out), parents first. */
export async function listCategories(db: Db, site: SiteContext) {
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, site.storeId), ne(categories.key, '')))
    .orderBy(asc(categories.depth), asc(categories.sortOrder));
  return rows.map((row) => toCategory(row, site.rootCategoryId));
}

/** One category of the site, by id. */
export async function findCategory(db: Db, site: SiteContext, id: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, site.storeId), eq(categories.id, id)));
  return row;
}

/** The category at a site path (`/men/shirts/`). */
export async function findCategoryByUrl(
  db: Db,
  site: SiteContext,
  url: string,
): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, site.storeId), eq(categories.url, url)));
  return row;
}

/** The categories along a club-wide key (`men`, `men/shirts`, `men/shirts/home`), root first. */
export async function categoryTrail(db: Db, storeId: string, key: string): Promise<CategoryRow[]> {
  const parts = key.split('/');
  const keys = parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  const rows = await db
    .select()
    .from(categories)
    .where(and(eq(categories.storeId, storeId), inArray(categories.key, keys)));
  return rows.sort((a, b) => a.depth - b.depth);
}

/**
 * The catalogue's sitemaps (`GET /api/categories/sitemap`, `GET /api/products/sitemap`): a page
 * of a site's category addresses (the tree's order, its root left out) and of its listed
 * products' addresses (the listing's order, with when each was added), and how many there are.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/database.ts';
import { categories } from '../db/tables/catalog.ts';

/** A page (`pageSize` from page 1) of the site's category addresses, and their count. */
export async function categorySitemapPage(db: Db, storeId: string, page: number, pageSize: number) {
  const where = and(eq(categories.storeId, storeId), ne(categories.key, ''));
  const [rows, count] = await Promise.all([
    db
      .select({ url: categories.url })
      .from(categories)
      .where(where)
      .orderBy(asc(categories.depth), asc(categories.sortOrder), asc(categories.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(categories, where),
  ]);
  return { rows, count };
}

/** A page (`pageSize` from page 1) of the site's listed products' addresses, and their count. */
export async function productSitemapPage(db: Db, storeId: string, page: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    queryRows<{ url: string; created_at: Date | string }>(
      db,
      sql`select url, created_at from store_variants where store_id = ${storeId} and not is_unlisted
          order by sort_order limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from store_variants where store_id = ${storeId} and not is_unlisted`,
    ),
  ]);
  return {
    rows: rows.map((row) => ({ url: row.url, lastModified: new Date(row.created_at).toISOString() })),
    count: count[0]?.count ?? 0,
  };
}

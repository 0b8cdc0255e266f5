/** The content pages of a site's sitemap, for the shop's routes (`routes/content-routes.ts`). */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { pages } from '../db/tables/content.ts';

/**
 * A page (`pageSize` paths from page 1) of the site's content pages a search engine may index
 * (not redirects), by path, and how many there are.
 */
export async function sitemapPages(db: Db, storeId: string, page: number, pageSize: number) {
  const where = and(eq(pages.storeId, storeId), eq(pages.status, 200), eq(pages.robotsIndex, true));
  const [rows, count] = await Promise.all([
    db
      .select({ url: pages.path })
      .from(pages)
      .where(where)
      .orderBy(asc(pages.path))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.$count(pages, where),
  ]);
  return { rows, count };
}

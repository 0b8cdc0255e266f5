/** A site's stored row by its StoreId, for the admin API's site routes (`admin/admin-route.ts`'s guard). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { sites } from '../db/tables/content.ts';

/** The row of the site `storeId`, or undefined when there is none. */
export async function siteRowOf(db: Db, storeId: string): Promise<typeof sites.$inferSelect | undefined> {
  const [site] = await db.select().from(sites).where(eq(sites.storeId, storeId));
  return site;
}

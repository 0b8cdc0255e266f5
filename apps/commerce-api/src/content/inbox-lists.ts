/**
 * The club inbox lists of a site for the admin API: contact messages and newsletter signups,
 * newest first, a page of them or all (for CSV).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customerServiceMessages } from '../db/tables/content';
import { newsletterSignups } from '../db/tables/users';

/** A page (`limit`/`offset`) of a site's contact messages and how many there are; all of them without `page`. */
export async function contactMessagesOf(db: Db, storeId: string, page?: { limit: number; offset: number }) {
  const where = eq(customerServiceMessages.storeId, storeId);
  const query = db
    .select()
    .from(customerServiceMessages)
    .where(where)
    .orderBy(desc(customerServiceMessages.id));
  if (!page) return { items: await query, total: undefined };
  const [total] = await db.select({ n: count() }).from(customerServiceMessages).where(where);
  return { items: await query.limit(page.limit).offset(page.offset), total: total?.n ?? 0 };
}

/** A page (`limit`/`offset`) of a site's newsletter signups and how many there are; all of them without `page`. */
export async function newsletterSignupsOf(db: Db, storeId: string, page?: { limit: number; offset: number }) {
  const where = eq(newsletterSignups.storeId, storeId);
  const query = db.select().from(newsletterSignups).where(where).orderBy(desc(newsletterSignups.id));
  if (!page) return { items: await query, total: undefined };
  const [total] = await db.select({ n: count() }).from(newsletterSignups).where(where);
  return { items: await query.limit(page.limit).offset(page.offset), total: total?.n ?? 0 };
}

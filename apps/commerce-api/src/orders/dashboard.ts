/**
 * The back office's dashboard figures (`GET /admin/api/dashboard`): per site, today's orders and
 * revenue, and the sizes running low. "Today" is the current calendar day in UTC (sites have no
 * time zone of their own yet). Revenue is the total of today's orders that are not cancelled,
 * less what was refunded of them, in minor units of the site's currency.
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { items, storeVariants } from '../db/tables/catalog';
import { clubs, sites } from '../db/tables/content';
import { orders } from '../payment/tables';
import { orderRefunds } from './tables';

/**
 * A size on sale with this many units or fewer left is low in stock (sold-out sizes are not
 * listed: the seed and real shops have many, and they would push out the ones still selling).
 */
export const LOW_STOCK_THRESHOLD = 5;
/** At most this many low-stock sizes per site, fewest first. */
export const LOW_STOCK_LIMIT = 20;

/** The start of `now`'s calendar day in UTC and of the next. */
export function utcDay(now: Date): { start: Date; end: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** One site's figures. */
export interface SiteFigures {
  siteId: string;
  name: string;
  currency: string;
  today: { orders: number; revenue: number };
  lowStock: Array<{ productId: string; sku: string; name: string; size: string; stock: number }>;
}

/** The figures of the sites `storeIds` (every site when undefined), in the sites' order. */
export async function dashboardFigures(
  db: Db,
  storeIds: readonly string[] | undefined,
  now: Date,
): Promise<SiteFigures[]> {
  const rows = await db
    .select({
      storeId: sites.storeId,
      currency: sites.currency,
      country: sites.countryName,
      club: clubs.siteName,
    })
    .from(sites)
    .innerJoin(clubs, eq(clubs.id, sites.clubId))
    .where(storeIds ? inArray(sites.storeId, storeIds.length > 0 ? [...storeIds] : ['']) : undefined)
    .orderBy(asc(sites.sortOrder), asc(sites.storeId));
  const { start, end } = utcDay(now);
  const figures: SiteFigures[] = [];
  for (const site of rows) {
    const today = and(
      eq(orders.storeId, site.storeId),
      gte(orders.createdAt, start),
      lt(orders.createdAt, end),
      ne(orders.status, 'Cancelled'),
    );
    const [sold] = await db
      .select({
        orders: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
      })
      .from(orders)
      .where(today);
    const [refunded] = await db
      .select({ amount: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(today);
    const low = await db
      .select({
        productId: items.productId,
        sku: items.sku,
        name: storeVariants.name,
        color: storeVariants.colorName,
        size: items.size,
        stock: items.stockQuantity,
      })
      .from(items)
      .innerJoin(storeVariants, eq(storeVariants.variantId, items.variantId))
      .where(
        and(
          eq(storeVariants.storeId, site.storeId),
          eq(items.stockState, 'InStock'),
          gt(items.stockQuantity, 0),
          lte(items.stockQuantity, LOW_STOCK_THRESHOLD),
        ),
      )
      .orderBy(asc(items.stockQuantity), asc(items.id))
      .limit(LOW_STOCK_LIMIT);
    figures.push({
      siteId: site.storeId,
      name: `${site.club} ${site.country}`,
      currency: site.currency,
      today: { orders: sold?.orders ?? 0, revenue: (sold?.revenue ?? 0) - (refunded?.amount ?? 0) },
      lowStock: low.map((row) => ({
        productId: row.productId,
        sku: row.sku,
        name: row.color ? `${row.name} (${row.color})` : row.name,
        size: row.size,
        stock: row.stock,
      })),
    });
  }
  return figures;
}

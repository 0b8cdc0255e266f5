/**
 * The back office's dashboard figures (`GET /admin/api/dashboard`): per site, today's orders and
 * revenue, and the sizes running low. "Today" is the current calendar day in UTC (sites have no
 * time zone of their own yet). Revenue is the total of today's orders that are not cancelled,
 * less what was refunded of them, in minor units of the site's currency. Beside today, the
 * figures of a period (`day`, `week` from Monday, `month`; UTC; issue 40 item 8): sales and
 * orders per day of it, and its top products by units sold.
 */
import { and, asc, eq, gt, gte, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { items, storeVariants } from '../db/tables/catalog';
import { clubs, sites } from '../db/tables/content';
import { orderLines, orders } from '../payment/tables';
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

/** The periods of the dashboard. */
export const dashboardPeriods = ['day', 'week', 'month'] as const;
/** A period of the dashboard: the current UTC day, ISO week (from Monday) or calendar month. */
export type DashboardPeriod = (typeof dashboardPeriods)[number];
/** How many top products a period lists per site. */
export const TOP_PRODUCTS_LIMIT = 5;

/** The current `period` around `now` (UTC): its first instant and the first after it. */
export function periodOf(period: DashboardPeriod, now: Date): { start: Date; end: Date } {
  const day = utcDay(now);
  if (period === 'day') return day;
  if (period === 'week') {
    const start = new Date(day.start.getTime() - ((day.start.getUTCDay() + 6) % 7) * 86_400_000);
    return { start, end: new Date(start.getTime() + 7 * 86_400_000) };
  }
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return { start, end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}

/** One site's figures of a period: per day, in total, and its top products by units sold. */
export interface PeriodFigures {
  orders: number;
  revenue: number;
  /** Every day of the period, empty ones too (`YYYY-MM-DD`). */
  days: Array<{ date: string; orders: number; revenue: number }>;
  topProducts: Array<{ productId: string; name: string; quantity: number; revenue: number }>;
}

/** One site's figures. */
export interface SiteFigures {
  siteId: string;
  name: string;
  currency: string;
  today: { orders: number; revenue: number };
  /** The period asked for (`period` of the answer). */
  period: PeriodFigures;
  lowStock: Array<{ productId: string; sku: string; name: string; size: string; stock: number }>;
}

/** The period's figures of one site (orders not cancelled, less their refunds). */
async function periodFigures(
  db: Db,
  storeId: string,
  range: { start: Date; end: Date },
): Promise<PeriodFigures> {
  const inPeriod = and(
    eq(orders.storeId, storeId),
    gte(orders.createdAt, range.start),
    lt(orders.createdAt, range.end),
    ne(orders.status, 'Cancelled'),
  );
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const sold = await db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      revenue: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(orders)
    .where(inPeriod)
    .groupBy(day);
  const refunded = await db
    .select({ date: day, amount: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(inPeriod)
    .groupBy(day);
  const quantity = sql<number>`sum(${orderLines.quantity})::int`;
  const top = await db
    .select({
      productId: orderLines.productId,
      name: sql<string>`min(${orderLines.name})`,
      quantity,
      revenue: sql<number>`sum(${orderLines.quantity} * (${orderLines.unitPrice} - ${orderLines.unitDiscount}))::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(inPeriod)
    .groupBy(orderLines.productId)
    .orderBy(sql`${quantity} desc`, asc(orderLines.productId))
    .limit(TOP_PRODUCTS_LIMIT);
  const days: PeriodFigures['days'] = [];
  for (let at = range.start.getTime(); at < range.end.getTime(); at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10);
    const row = sold.find((entry) => entry.date === date);
    const back = refunded.find((entry) => entry.date === date)?.amount ?? 0;
    days.push({ date, orders: row?.orders ?? 0, revenue: (row?.revenue ?? 0) - back });
  }
  return {
    orders: days.reduce((sum, entry) => sum + entry.orders, 0),
    revenue: days.reduce((sum, entry) => sum + entry.revenue, 0),
    days,
    topProducts: top,
  };
}

/**
 * The figures of the sites `storeIds` (every site when undefined), in the sites' order, with
 * those of the current `period` (default: the day).
 */
export async function dashboardFigures(
  db: Db,
  storeIds: readonly string[] | undefined,
  now: Date,
  period: DashboardPeriod = 'day',
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
  const range = periodOf(period, now);
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
      period: await periodFigures(db, site.storeId, range),
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

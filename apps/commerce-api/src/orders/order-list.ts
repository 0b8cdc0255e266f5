/**
 * The admin order list's data (`GET /admin/api/orders`): the orders of a member's sites, found by
 * any part of the order number, the shopper's e-mail or name (any case; `soren@` finds
 * søren@…, `CS-10` finds CS-1042), of one status, placed in a date range (calendar days in UTC,
 * both ends included); a page of them, or all of them (up to {@link ORDER_EXPORT_LIMIT}) for the
 * CSV export.
 */
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { OrderRow } from '../payment/order-view';
import { type OrderStatus, orders } from '../payment/tables';
import { toMajor } from '../pricing/money';
import { refundableOf, refundsOf } from './admin-order-view';
import { shipmentsOf } from './shipments';

/** At most this many orders in one CSV export (newest first). */
export const ORDER_EXPORT_LIMIT = 10_000;

/** What the list is asked for. */
export interface OrderFilters {
  /** The sites to look in: undefined for every site. */
  storeIds: readonly string[] | undefined;
  status?: OrderStatus | undefined;
  q?: string | undefined;
  /** `YYYY-MM-DD`, UTC, included. */
  from?: string | undefined;
  /** `YYYY-MM-DD`, UTC, included. */
  to?: string | undefined;
}

/** `text` for a `like` pattern: its `%`, `_` and `\` match themselves. */
export function likeEscaped(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Folds a text for search: lower case, letters without their accents, and the Nordic letters
 * an e-mail address spells out (`ø` → `o`, `æ` → `ae`, `å` → `a`, `ß` → `ss`), so `soren`
 * finds Søren and `søren` finds soren@….
 */
export function searchFolded(text: string): string {
  return text
    .toLowerCase()
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** The same folding in SQL (`translate` for one-letter swaps, `replace` for the two-letter ones). */
export function foldedSql(column: SQL): SQL {
  // Upper-case letters too: `lower` leaves non-ASCII letters alone under the C locale.
  const from = 'øåäöüéèêáàíóúñçØÅÄÖÜÉÈÊÁÀÍÓÚÑÇ';
  const to = 'oaaoueeeaaiouncoaaoueeeaaiounc';
  return sql`replace(replace(replace(lower(translate(${column}, ${from}, ${to})), 'æ', 'ae'), 'Æ', 'ae'), 'ß', 'ss')`;
}

function whereOf(filters: OrderFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.storeIds
      ? inArray(orders.storeId, filters.storeIds.length > 0 ? [...filters.storeIds] : [''])
      : undefined,
  ];
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, new Date(`${filters.from}T00:00:00Z`)));
  if (filters.to) {
    const end = new Date(`${filters.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, end));
  }
  const q = filters.q?.trim();
  if (q) {
    const pattern = `%${likeEscaped(searchFolded(q))}%`;
    const name = sql`coalesce(${orders.billingAddress} ->> 'firstName', '') || ' ' || coalesce(${orders.billingAddress} ->> 'lastName', '')`;
    conditions.push(
      sql`(${foldedSql(sql`${orders.orderNumber}`)} like ${pattern}
        or ${foldedSql(sql`coalesce(${orders.billingAddress} ->> 'email', '')`)} like ${pattern}
        or ${foldedSql(name)} like ${pattern})`,
    );
  }
  return and(...conditions);
}

/** One page of the orders the filters find, newest first, and how many they find in all. */
export async function findOrders(
  db: Db,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = whereOf(filters);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
  return { rows, total: total?.n ?? 0 };
}

/** One order by id, or undefined. */
export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The refunds and shipments of a page of orders, by order id. */
export async function staffChangesOf(db: Db, orderIds: readonly string[]) {
  const [refunds, shipments] = await Promise.all([refundsOf(db, orderIds), shipmentsOf(db, orderIds)]);
  return { refunds, shipments };
}

/** The columns of the orders CSV, in order. */
export const orderCsvColumns = [
  'orderNumber',
  'createdAt',
  'storeId',
  'status',
  'email',
  'name',
  'currency',
  'total',
  'refunded',
  'quantity',
  'paymentMethod',
  'shippingMethod',
  'shipped',
  'trackingNumbers',
] as const;

/** The orders the filters find (newest first, up to {@link ORDER_EXPORT_LIMIT}) as CSV rows; amounts in major units. */
export async function orderCsvRows(db: Db, filters: OrderFilters): Promise<Array<Record<string, unknown>>> {
  const { rows } = await findOrders(db, filters, { limit: ORDER_EXPORT_LIMIT, offset: 0 });
  const { refunds, shipments } = await staffChangesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const ofOrder = refunds.get(row.id) ?? [];
    const parcels = shipments.get(row.id) ?? [];
    return {
      orderNumber: row.orderNumber,
      createdAt: row.createdAt,
      storeId: row.storeId,
      status: row.status,
      email: row.billingAddress.email ?? '',
      name: [row.billingAddress.firstName, row.billingAddress.lastName].filter(Boolean).join(' '),
      currency: row.currency,
      total: toMajor(row.total).toFixed(2),
      refunded: toMajor(row.total - refundableOf(row, ofOrder)).toFixed(2),
      quantity: row.quantity,
      paymentMethod: row.paymentMethodName,
      shippingMethod: row.shippingMethodName,
      shipped: parcels.length > 0 ? parcels[parcels.length - 1]?.createdAt : '',
      trackingNumbers: parcels.map((parcel) => `${parcel.carrier} ${parcel.trackingNumber}`).join('; '),
    };
  });
}

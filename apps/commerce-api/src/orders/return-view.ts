/**
 * Returns of orders as the APIs read them (the admin order, the shopper's order): kept apart from
 * `returns.ts` (which writes them) so the order views do not import the write.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type OrderReturnRow, orderReturns } from './tables';

/** A return as the admin API shows it (amount in minor units). */
export function presentReturn(row: OrderReturnRow) {
  return {
    id: row.id,
    orderId: row.orderId,
    lines: row.lines,
    reason: row.reason,
    amount: row.amount,
    refundId: row.refundId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The returns of one order, oldest first. */
export function returnsOfOrder(db: Db, orderId: string): Promise<OrderReturnRow[]> {
  return db
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.createdAt), asc(orderReturns.id));
}

/** How many of each order line (by id) came back in `returns`. */
export function returnedByLine(returns: readonly OrderReturnRow[]): Map<string, number> {
  const returned = new Map<string, number>();
  for (const row of returns)
    for (const line of row.lines) returned.set(line.lineId, (returned.get(line.lineId) ?? 0) + line.quantity);
  return returned;
}

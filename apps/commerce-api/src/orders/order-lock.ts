/** Reading an order under its row lock, for the changes staff make to it (status, refunds, shipments). */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { OrderRow } from '../payment/order-view';
import { orders } from '../payment/tables';
import { notFound } from '../shared/api-error';

/** The order `orderId`, locked for the caller's transaction; 404 when there is none. */
export async function lockOrder(tx: Db, orderId: string): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound({ message: 'No such order', code: 'Admin.Error.NotFound' });
  return order;
}

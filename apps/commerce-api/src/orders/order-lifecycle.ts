/**
 * Moving an order along its lifecycle (`status-moves.ts`), in one transaction under the order's
 * row lock: the `If-Match` check, the move (an illegal one is a 409 that changes nothing), on
 * cancellation the stock and the voucher uses given back and what is left of the payment
 * refunded through the payment provider, the audit row, and the mail to the shopper in the
 * order's culture. The catalogue cache is dropped once stock came back.
 *
 * A move to the status the order already has changes nothing and answers the order as it is,
 * whatever `If-Match` says (decision 0095): a double click on "Mark complete", or a retry after
 * a lost answer, gets the state it asked for, not a false "someone else changed this".
 */
import { eq } from 'drizzle-orm';
import { releaseVouchers } from '../basket/voucher-release.ts';
import type { Db } from '../db/database';
import { linesOf, type OrderRow } from '../payment/order-view';
import { type OrderStatus, orders } from '../payment/tables';
import { ApiError } from '../shared/api-error';
import { checkIfMatch } from '../shared/etag';
import { recordAudit } from '../staff/audit';
import { etagSubject, refundableOf, refundsOfOrder } from './admin-order-view';
import type { OrderChangeContext } from './order-change-context';
import { lockOrder } from './order-lock';
import { makeRefund } from './refunds';
import { shipmentsOfOrder } from './shipments';
import { mailClubName, statusChangeMail } from './status-mail';
import { mayMove } from './status-moves';
import { returnStock } from './stock-return';

/** What a status change needs besides the database. */
export type StatusChangeContext = OrderChangeContext;

/** The 409 of a move the lifecycle does not allow, naming both statuses. */
export function illegalStatusChange(from: OrderStatus, to: OrderStatus): ApiError {
  return new ApiError(409, [
    {
      message: `An order cannot move from ${from} to ${to}`,
      code: 'order.illegal-status-change',
      field: 'status',
      params: { from, to },
    },
  ]);
}

/** Moves an order to `to`; resolves with the order as it is now. */
export async function changeOrderStatus(
  db: Db,
  orderId: string,
  to: OrderStatus,
  ifMatch: string,
  context: StatusChangeContext,
): Promise<OrderRow> {
  const { order, variantIds } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const before = await lockOrder(tx, orderId);
    context.allowSite(before.storeId);
    // Already there (a double click, a retry): nothing to do, and nothing to warn about.
    if (before.status === to) return { order: before, variantIds: [] };
    const refunds = await refundsOfOrder(tx, orderId);
    checkIfMatch(ifMatch, etagSubject(before, refunds, await shipmentsOfOrder(tx, orderId)));
    if (!mayMove(before.status, to)) throw illegalStatusChange(before.status, to);

    let returned: string[] = [];
    let refunded = 0;
    if (to === 'Cancelled') {
      returned = await returnStock(tx, await linesOf(tx, before.id));
      // The order kept its basket's voucher reservations: a cancelled order gives them back.
      await releaseVouchers(tx, before.basketToken);
      // Every order was paid: what is not refunded yet goes back. The key is the order's own, so
      // the provider refunds it once even if this is retried; a provider that refuses rolls the
      // whole cancellation back.
      const rest = refundableOf(before, refunds);
      if (rest > 0) {
        await makeRefund(tx, before, `cancel-${before.id}`, rest, 'cancelled', rest, context);
        refunded = rest;
      }
    }
    const [after] = await tx.update(orders).set({ status: to }).where(eq(orders.id, orderId)).returning();
    if (!after) throw new Error('order update returned nothing');
    await recordAudit(tx, context.actor, context.now, {
      action: 'status',
      entity: 'order',
      entityId: orderId,
      storeId: after.storeId,
      before: { status: before.status },
      after: {
        status: to,
        ...(to === 'Cancelled' ? { stockReturned: true, vouchersReturned: true, refunded } : {}),
      },
    });
    if (after.billingAddress.email) {
      await context.mailer.send(
        statusChangeMail(
          after,
          to,
          await context.texts(tx, after.culture),
          refunded,
          await mailClubName(tx, after.storeId),
        ),
        tx,
      );
    }
    return { order: after, variantIds: returned };
  });
  if (variantIds.length > 0) context.catalogue.invalidateCatalogue(variantIds);
  return order;
}

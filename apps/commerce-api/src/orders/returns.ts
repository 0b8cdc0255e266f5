/**
 * Returns of orders (issue 40): staff record which lines (and how many of each) a shopper sent
 * back, and why. In one transaction under the order's row lock: the returned sizes go back to
 * stock, their amount (what the lines cost, less their discount, at most what is left to refund)
 * is refunded through the payment provider the refund route uses, the return and its audit row
 * are stored and the shopper is mailed. Like a refund, a return is asked for with an
 * `Idempotency-Key`: the same key again answers the return it made (a double click restocks and
 * refunds once). A refund alone never restocks: goods come back by a return.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { linesOf, type OrderLineRow } from '../payment/order-view';
import { ApiError } from '../shared/api-error';
import { recordAudit } from '../staff/audit';
import { refundableOf, refundsOfOrder } from './admin-order-view';
import type { OrderChangeContext } from './order-change-context';
import { lockOrder } from './order-lock';
import { makeRefund } from './refunds';
import { presentReturn, returnedByLine, returnsOfOrder } from './return-view';
import { mailClubName, returnMail } from './status-mail';
import { returnStock } from './stock-return';
import { type OrderReturnRow, orderReturns, type ReturnedLine } from './tables';

/** What staff ask for: the lines that came back (each once, at least one) and why. */
export interface ReturnInput {
  lines: ReturnedLine[];
  reason?: string | undefined;
}

/** What a return needs besides the database. */
export type ReturnContext = OrderChangeContext;

/** What `quantity` of an order line cost the shopper, minor units (its discount off). */
export function valueOfReturned(line: OrderLineRow, quantity: number): number {
  return (line.unitPrice - line.unitDiscount) * quantity;
}

function sameRequest(earlier: OrderReturnRow, orderId: string, input: ReturnInput): boolean {
  if (earlier.orderId !== orderId || earlier.lines.length !== input.lines.length) return false;
  return input.lines.every((line) =>
    earlier.lines.some((made) => made.lineId === line.lineId && made.quantity === line.quantity),
  );
}

/**
 * Records a return of an order once per `idempotencyKey`; `created` is false when the key had
 * made the return before (the answer is that return).
 */
export async function returnOrderLines(
  db: Db,
  orderId: string,
  idempotencyKey: string,
  input: ReturnInput,
  context: ReturnContext,
): Promise<{ orderReturn: ReturnType<typeof presentReturn>; created: boolean }> {
  const { orderReturn, created, variantIds } = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await lockOrder(tx, orderId);
    context.allowSite(order.storeId);
    const [earlier] = await tx
      .select()
      .from(orderReturns)
      .where(eq(orderReturns.idempotencyKey, idempotencyKey))
      .limit(1);
    if (earlier) {
      if (!sameRequest(earlier, orderId, input))
        throw new ApiError(409, [
          {
            message: 'This Idempotency-Key was used for another return: use a new key for a new return',
            code: 'order.idempotency-key-reused',
          },
        ]);
      return { orderReturn: earlier, created: false, variantIds: [] as string[] };
    }
    if (order.status === 'Cancelled') {
      // A cancellation gave all the stock back and refunded what was left.
      throw new ApiError(409, [
        {
          message: 'A cancelled order cannot take a return: its stock and payment were given back',
          code: 'order.not-returnable',
          field: 'status',
          params: { status: order.status },
        },
      ]);
    }
    const lines = await linesOf(tx, orderId);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const returned = returnedByLine(await returnsOfOrder(tx, orderId));
    const coming: OrderLineRow[] = [];
    let value = 0;
    for (const [index, asked] of input.lines.entries()) {
      const line = byId.get(asked.lineId);
      if (!line)
        throw new ApiError(400, [
          {
            message: `lines[${index}]: no such line in this order`,
            code: 'order.no-such-line',
            field: `lines[${index}].lineId`,
          },
        ]);
      const left = line.quantity - (returned.get(line.id) ?? 0);
      if (asked.quantity > left)
        throw new ApiError(409, [
          {
            message: `lines[${index}]: at most ${left} of this line can be returned (${line.quantity} bought)`,
            code: 'order.return-too-many',
            field: `lines[${index}].quantity`,
            params: { left, bought: line.quantity },
          },
        ]);
      coming.push({ ...line, quantity: asked.quantity });
      value += valueOfReturned(line, asked.quantity);
    }
    const variantIds = await returnStock(tx, coming);
    // The lines' worth, but never more than is left of the payment (an earlier refund may have
    // given some back already); the key of the refund is the return's, so a retry refunds once.
    const rest = refundableOf(order, await refundsOfOrder(tx, orderId));
    const amount = Math.min(value, Math.max(rest, 0));
    const refund =
      amount > 0
        ? await makeRefund(
            tx,
            order,
            `return-${idempotencyKey}`,
            amount,
            input.reason ?? 'return',
            rest,
            context,
          )
        : undefined;
    const [row] = await tx
      .insert(orderReturns)
      .values({
        id: crypto.randomUUID(),
        orderId,
        idempotencyKey,
        lines: input.lines,
        reason: input.reason ?? null,
        amount,
        refundId: refund?.id ?? null,
        staffId: context.actor.staffId ?? null,
        createdAt: context.now,
      })
      .returning();
    if (!row) throw new Error('return insert returned nothing');
    await recordAudit(tx, context.actor, context.now, {
      action: 'return',
      entity: 'order',
      entityId: orderId,
      storeId: order.storeId,
      before: { refundable: rest },
      after: { returnId: row.id, lines: input.lines, refunded: amount, stockReturned: true },
    });
    if (order.billingAddress.email) {
      await context.mailer.send(
        returnMail(
          order,
          coming,
          amount,
          await context.texts(tx, order.culture),
          await mailClubName(tx, order.storeId),
        ),
        tx,
      );
    }
    return { orderReturn: row, created: true, variantIds };
  });
  if (variantIds.length > 0) context.catalogue.invalidateCatalogue(variantIds);
  return { orderReturn: presentReturn(orderReturn), created };
}

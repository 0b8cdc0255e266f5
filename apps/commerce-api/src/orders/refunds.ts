/**
 * Refunds of orders. A refund is asked for with an `Idempotency-Key`: the same key again answers
 * the refund it made (never a second one), and the key with another order or amount is a 409.
 * Under the order's row lock it checks what is left to refund, asks the payment provider (passing
 * the key on, so the provider also refunds once), stores the refund and its audit row, all in
 * one transaction: a provider that refuses leaves nothing behind.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { OrderRow } from '../payment/order-view';
import { ApiError } from '../shared/api-error';
import { recordAudit } from '../staff/audit';
import { presentRefund, refundableOf, refundsOfOrder } from './admin-order-view';
import type { OrderChangeContext } from './order-change-context';
import { lockOrder } from './order-lock';
import { mailClubName, refundMail } from './status-mail';
import { type OrderRefundRow, orderRefunds } from './tables';

/** What staff ask for: an amount in minor units (the rest when left out), and why. */
export interface RefundInput {
  amount?: number | undefined;
  reason?: string | undefined;
}

/** What a refund needs besides the database. */
export type RefundContext = Omit<OrderChangeContext, 'catalogue'>;

function refundRefused(message: string, code: string, params?: Record<string, string | number>): ApiError {
  return new ApiError(409, [{ message, code, field: 'amount', ...(params ? { params } : {}) }]);
}

/**
 * Refunds (part of) an order once per `idempotencyKey`; `created` is false when the key had
 * made the refund before (the answer is that refund).
 */
export async function refundOrder(
  db: Db,
  orderId: string,
  idempotencyKey: string,
  input: RefundInput,
  context: RefundContext,
): Promise<{ refund: ReturnType<typeof presentRefund>; created: boolean }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const order = await lockOrder(tx, orderId);
    context.allowSite(order.storeId);
    // Looked for under the lock: a parallel request with the same key has committed by now.
    const [earlier] = await tx
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.idempotencyKey, idempotencyKey))
      .limit(1);
    if (earlier) return { refund: presentRefund(sameRequest(earlier, orderId, input)), created: false };

    const refunds = await refundsOfOrder(tx, orderId);
    const rest = refundableOf(order, refunds);
    const amount = input.amount ?? rest;
    if (rest <= 0) {
      throw refundRefused('This order is refunded in full', 'order.refund-nothing-left', { refundable: 0 });
    }
    if (amount > rest) {
      throw refundRefused(`At most ${rest} (minor units) is left to refund`, 'order.refund-too-large', {
        refundable: rest,
      });
    }
    const refund = await makeRefund(tx, order, idempotencyKey, amount, input.reason, rest, context);
    if (order.billingAddress.email) {
      await context.mailer.send(
        refundMail(
          order,
          amount,
          await context.texts(tx, order.culture),
          await mailClubName(tx, order.storeId),
        ),
        tx,
      );
    }
    return { refund: presentRefund(refund), created: true };
  });
}

/**
 * Gives `amount` of a locked order back through the payment provider (the key passed on, so the
 * provider also refunds once), and stores the refund and its audit row, in the caller's
 * transaction. `rest` is what was left to refund before. Mails nothing: the caller says it.
 */
export async function makeRefund(
  tx: Db,
  order: OrderRow,
  idempotencyKey: string,
  amount: number,
  reason: string | undefined,
  rest: number,
  context: Pick<RefundContext, 'actor' | 'now' | 'payments'>,
): Promise<OrderRefundRow> {
  const made = context.payments.refund
    ? await context.payments.refund({
        orderId: order.id,
        basketToken: order.basketToken,
        storeId: order.storeId,
        amount,
        currency: order.currency,
        idempotencyKey,
        reason,
        db: tx,
      })
    : { providerRefundId: null };
  const [refund] = await tx
    .insert(orderRefunds)
    .values({
      id: crypto.randomUUID(),
      orderId: order.id,
      idempotencyKey,
      amount,
      currency: order.currency,
      reason: reason ?? null,
      provider: context.payments.id,
      providerRefundId: made.providerRefundId,
      staffId: context.actor.staffId ?? null,
      createdAt: context.now,
    })
    .returning();
  if (!refund) throw new Error('refund insert returned nothing');
  await recordAudit(tx, context.actor, context.now, {
    action: 'refund',
    entity: 'order',
    entityId: order.id,
    storeId: order.storeId,
    before: { refundable: rest },
    after: { refundId: refund.id, amount, refundable: rest - amount },
  });
  return refund;
}

/** The earlier refund of a key, or a 409 when the key is reused for another request. */
function sameRequest(earlier: OrderRefundRow, orderId: string, input: RefundInput): OrderRefundRow {
  const sameAmount = input.amount === undefined || input.amount === earlier.amount;
  if (earlier.orderId !== orderId || !sameAmount) {
    throw new ApiError(409, [
      {
        message: 'This Idempotency-Key was used for another refund: use a new key for a new refund',
        code: 'order.idempotency-key-reused',
      },
    ]);
  }
  return earlier;
}

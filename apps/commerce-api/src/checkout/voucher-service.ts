/**
 * Vouchers on baskets. Adding a code checks the rules (`voucher-rules.ts`). A code with limited
 * redemptions is not counted when it is added (many baskets may hold it) but when its basket is
 * sent to payment: `reserveVouchers` raises the count with one conditional UPDATE
 * (`... where redemption_count < max_redemptions`), which the database applies atomically, so a
 * single-use code shared by many baskets at once is reserved by exactly one. A cancelled payment
 * gives the reservation back.
 */
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { refuse } from '../basket/basket-refusal';
import { assertOpen, lockBasket } from '../basket/basket-service';
import { giveBackVoucher } from '../basket/voucher-release.ts';
import type { Db } from '../db/database';
import { basketVouchers, vouchers } from '../db/tables/checkout';
import { apiMessage } from '../messages/api-messages.ts';
import { loadBasketView } from '../pricing/basket-view';
import { basketVoucherRules } from '../pricing/basket-vouchers.ts';
import { normaliseVoucherCode, voucherProblem } from '../pricing/voucher-rules';
import { ApiError } from '../shared/api-error.ts';

/** Puts a code on a basket; a refused code is a 4xx naming why (field `voucherCode`). */
export async function addVoucher(db: Db, token: string, typedCode: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, token);
    assertOpen(basket);
    const code = normaliseVoucherCode(typedCode);
    // A code sold by another site is unknown here (decision 0049).
    const [voucher] = await tx
      .select()
      .from(vouchers)
      .where(and(eq(vouchers.code, code), or(isNull(vouchers.storeId), eq(vouchers.storeId, basket.storeId))))
      .limit(1);
    const view = await loadBasketView(tx, basket, now, 'transaction');
    const goodsValue = view.totals.subTotal - view.totals.lineDiscountTotal;
    const problem = voucherProblem(voucher, typedCode, {
      now,
      currency: basket.currency,
      onBasket: view.vouchers,
      goodsValue,
    });
    if (problem) {
      const status = !voucher ? 404 : problem.code === 'Api.Error.VoucherUsed' ? 409 : 400;
      throw new ApiError(status, [{ ...problem, field: 'voucherCode' }]);
    }
    await tx.insert(basketVouchers).values({ basketToken: token, code, addedAt: now });
  });
}

/** Takes a code off a basket (and gives back its reservation); 404 when it is not on it. */
export async function removeVoucher(db: Db, token: string, typedCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await lockBasket(tx, token);
    assertOpen(basket);
    const code = normaliseVoucherCode(typedCode);
    const [removed] = await tx
      .delete(basketVouchers)
      .where(and(eq(basketVouchers.basketToken, token), eq(basketVouchers.code, code)))
      .returning();
    if (!removed) {
      throw new ApiError(404, [apiMessage('Api.Error.VoucherNotOnBasket', { code }, 'voucherCode')]);
    }
    if (removed.reservedAt) await giveBackVoucher(tx, code);
  });
}

/**
 * Reserves one redemption of every limited code on a basket that does not hold one yet. Runs
 * inside the caller's transaction: a code already used up refuses, and the transaction (with
 * every reservation made so far) rolls back.
 */
export async function reserveVouchers(tx: Db, token: string): Promise<void> {
  const held = await basketVoucherRules(tx, token);
  for (const voucher of held) {
    if (voucher.maxRedemptions === null || voucher.reserved) continue;
    const reserved = await tx
      .update(vouchers)
      .set({ redemptionCount: sql`${vouchers.redemptionCount} + 1` })
      .where(
        and(eq(vouchers.code, voucher.code), sql`${vouchers.redemptionCount} < ${vouchers.maxRedemptions}`),
      )
      .returning({ code: vouchers.code });
    if (reserved.length === 0) {
      throw refuse(apiMessage('Api.Error.VoucherUsed', { code: voucher.code }, 'voucherCode'));
    }
    await tx
      .update(basketVouchers)
      .set({ reservedAt: sql`now()` })
      .where(and(eq(basketVouchers.basketToken, token), eq(basketVouchers.code, voucher.code)));
  }
}

/**
 * Giving back the voucher reservations of a basket: the redemption a code counted when the
 * basket went to payment is returned when the payment is cancelled, the order is cancelled, or the
 * basket is merged into another one. In the basket's domain (decision 0037: the basket comes
 * first), so the basket, the checkout, payment and orders all release with the same function.
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { basketVouchers, vouchers } from '../db/tables/checkout.ts';

/** Gives back every reservation a basket holds (its payment was cancelled). */
export async function releaseVouchers(tx: Db, token: string): Promise<void> {
  const released = await tx
    .update(basketVouchers)
    .set({ reservedAt: null })
    .where(and(eq(basketVouchers.basketToken, token), isNotNull(basketVouchers.reservedAt)))
    .returning({ code: basketVouchers.code });
  for (const { code } of released) await giveBackVoucher(tx, code);
}

/** Gives back one redemption of a code (never below 0). */
export async function giveBackVoucher(tx: Db, code: string): Promise<void> {
  await tx
    .update(vouchers)
    .set({ redemptionCount: sql`greatest(${vouchers.redemptionCount} - 1, 0)` })
    .where(eq(vouchers.code, code));
}

/**
 * The vouchers a basket holds, with their rules and whether a redemption is reserved for it: what
 * the basket's totals (`basket-view.ts`) and the reservations (checkout/voucher-service.ts) read.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { basketVouchers, vouchers } from '../db/tables/checkout.ts';
import type { VoucherRule } from './voucher-rules.ts';

/** A voucher on a basket, with the text shown for it. */
export type BasketVoucherRule = VoucherRule & { description: string; reserved: boolean };

/** The vouchers on a basket, in the order added. */
export async function basketVoucherRules(db: Db, token: string): Promise<BasketVoucherRule[]> {
  const rows = await db
    .select({ voucher: vouchers, reservedAt: basketVouchers.reservedAt })
    .from(basketVouchers)
    .innerJoin(vouchers, eq(vouchers.code, basketVouchers.code))
    .where(eq(basketVouchers.basketToken, token))
    .orderBy(asc(basketVouchers.addedAt), asc(basketVouchers.code));
  return rows.map(({ voucher, reservedAt }) => ({ ...voucher, reserved: reservedAt !== null }));
}

/**
 * Voucher rules: whether a code may go on a basket, and what it does there. Pure; the queries
 * that reserve a single-use code atomically live in `voucher-service.ts`.
 */
import type { ApiErrorItem } from '@clubshop/api-sdk/contract';
import { apiMessage } from '../messages/api-messages.ts';
import { type Minor, toMajor } from './money';
import type { VoucherEffect } from './totals';

/** A voucher as stored (see `tables.ts`). */
export interface VoucherRule {
  code: string;
  kind: 'percentage' | 'fixed' | 'freeShipping';
  /** For `percentage`: 1..100. */
  percent: number | null;
  /** For `fixed`: minor units per currency code (a code has a value only where it is sold). */
  amounts: Record<string, Minor> | null;
  validFrom: Date | null;
  validUntil: Date | null;
  /** null: unlimited; 1: single use. */
  maxRedemptions: number | null;
  /** Redemptions reserved so far (by baskets sent to payment) or completed. */
  redemptionCount: number;
  /** Whether it may share a basket with other codes (both it and they must be stackable). */
  stackable: boolean;
  /** The least goods value it needs, minor units per currency; null: none. */
  minimumOrderValue: Record<string, Minor> | null;
}

/** The least goods value a voucher needs in a currency: 0 for none, undefined where it is not sold. */
export function minimumOrder(voucher: VoucherRule, currency: string): Minor | undefined {
  if (voucher.minimumOrderValue === null) return 0;
  return voucher.minimumOrderValue[currency];
}

/** The most vouchers one basket holds. */
export const MAX_VOUCHERS_PER_BASKET = 3;

/** Normalises what a shopper typed: codes are case-insensitive and ignore surrounding spaces. */
export function normaliseVoucherCode(input: string): string {
  return input.trim().toUpperCase();
}

/** Why a voucher cannot be used, as an error for the shopper (with its code); null when it can. */
export function voucherProblem(
  voucher: VoucherRule | undefined,
  typedCode: string,
  context: {
    now: Date;
    currency: string;
    onBasket: readonly VoucherRule[];
    /** The basket's goods value after sale prices, before vouchers (minor units). */
    goodsValue: Minor;
  },
): ApiErrorItem | null {
  const shown = normaliseVoucherCode(typedCode);
  const about = { code: shown };
  if (shown === '') return apiMessage('Api.Error.VoucherEmpty');
  if (!voucher) return apiMessage('Api.Error.VoucherNotFound', about);
  if (context.onBasket.some((v) => v.code === voucher.code))
    return apiMessage('Api.Error.VoucherOnBasket', about);
  if (voucher.validFrom && context.now < voucher.validFrom)
    return apiMessage('Api.Error.VoucherNotYetValid', about);
  if (voucher.validUntil && context.now >= voucher.validUntil)
    return apiMessage('Api.Error.VoucherExpired', about);
  if (voucher.maxRedemptions !== null && voucher.redemptionCount >= voucher.maxRedemptions)
    return apiMessage('Api.Error.VoucherUsed', about);
  if (voucher.kind === 'fixed' && voucher.amounts?.[context.currency] === undefined)
    return apiMessage('Api.Error.VoucherNotInShop', about);
  const minimum = minimumOrder(voucher, context.currency);
  if (minimum === undefined) return apiMessage('Api.Error.VoucherNotInShop', about);
  if (context.onBasket.some((v) => v.kind === voucher.kind)) return apiMessage(oneOfKind[voucher.kind]);
  if (context.onBasket.length > 0 && (!voucher.stackable || context.onBasket.some((v) => !v.stackable)))
    return apiMessage('Api.Error.VoucherNotStackable', about);
  if (context.goodsValue < minimum)
    return apiMessage('Api.Error.VoucherMinimumOrder', {
      ...about,
      amount: { amount: toMajor(minimum), currency: context.currency },
    });
  if (context.onBasket.length >= MAX_VOUCHERS_PER_BASKET)
    return apiMessage('Api.Error.VoucherMax', { max: MAX_VOUCHERS_PER_BASKET });
  return null;
}

const oneOfKind = {
  percentage: 'Api.Error.VoucherOnePercentage',
  fixed: 'Api.Error.VoucherOneAmount',
  freeShipping: 'Api.Error.VoucherOneFreeShipping',
} as const;

/** Whether a voucher on a basket still holds when the order is placed (dates and currency only). */
export function voucherStillValid(voucher: VoucherRule, now: Date, currency: string): boolean {
  if (voucher.validFrom && now < voucher.validFrom) return false;
  if (voucher.validUntil && now >= voucher.validUntil) return false;
  if (voucher.kind === 'fixed' && voucher.amounts?.[currency] === undefined) return false;
  if (minimumOrder(voucher, currency) === undefined) return false;
  return true;
}

/**
 * Whether the basket's goods still reach the voucher's minimum order value (lines may have
 * been removed since it was added): below it the voucher takes nothing off, and the basket
 * cannot be sent to payment until the shopper adds goods or removes the code.
 */
export function minimumOrderMet(voucher: VoucherRule, currency: string, goodsValue: Minor): boolean {
  return goodsValue >= (minimumOrder(voucher, currency) ?? Number.POSITIVE_INFINITY);
}

/** What a voucher does to a basket in a currency. */
export function voucherEffect(voucher: VoucherRule, currency: string): VoucherEffect {
  switch (voucher.kind) {
    case 'percentage':
      return { code: voucher.code, kind: 'percentage', percent: clampPercent(voucher.percent ?? 0) };
    case 'fixed':
      return { code: voucher.code, kind: 'fixed', amount: voucher.amounts?.[currency] ?? 0 };
    case 'freeShipping':
      return { code: voucher.code, kind: 'freeShipping' };
  }
}

function clampPercent(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/**
 * A basket as the contract shows it: lines priced from the catalogue, vouchers and totals with
 * the chosen shipping method. Loaded fresh for every answer.
 */
import type {
  Basket,
  BasketLine,
  BasketPriceChange,
  BasketSummary,
  BasketVoucher,
} from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { checkouts } from '../db/tables/checkout';
import { type BasketVoucherRule, basketVoucherRules } from './basket-vouchers.ts';
import { defaultShippingMethod } from './default-shipping-method.ts';
import { shapeLine } from './line-shape.ts';
import { toMajor } from './money';
import { moneyText } from './money.ts';
import { type BasketRow, loadPricedLines, type PricedLine } from './priced-lines';
import {
  type CheckoutRow,
  destinationCountry,
  type ShippingMethodRow,
  shippingCharge,
  shippingMethodsFor,
} from './shipping';
import { type BasketTotals, computeTotals } from './totals';
import { minimumOrderMet, voucherEffect, voucherStillValid } from './voucher-rules';

/** Everything known about a basket at one moment. */
export interface BasketView {
  basket: BasketRow;
  lines: PricedLine[];
  vouchers: BasketVoucherRule[];
  checkout: CheckoutRow | undefined;
  /** Methods that ship to the current destination in the basket's currency. */
  shippingMethods: ShippingMethodRow[];
  /**
   * The method the basket is priced with: the chosen one when it still ships to the destination,
   * else the default one (`defaultShippingMethod`), so the cart shows what checkout will charge.
   */
  shippingMethod: ShippingMethodRow | undefined;
  /** Whether the shopper chose `shippingMethod` (false: it is the default). */
  shippingMethodChosen: boolean;
  totals: BasketTotals;
}

/**
 * Where a basket view is read: through the pool (reads go out at once, each on a connection of
 * its own) or inside a transaction (one connection: the reads go one after the other, as the
 * connection would queue them anyway; node-postgres deprecates overlapping queries on a client).
 */
export type ReadConnection = 'pool' | 'transaction';

/** Runs the reads at once through the pool, one after the other in a transaction. */
async function readAll<T extends readonly unknown[]>(
  connection: ReadConnection,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (connection === 'pool') return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

/**
 * Loads a basket's lines, vouchers, checkout state and totals. Through the pool every read goes
 * out at once, the shipping methods for the basket's own country among them (where a basket ships
 * until its checkout names an address elsewhere): on PostgreSQL each waits for the database once,
 * not one after the other; only a checkout with another destination reads its methods afterwards.
 */
export async function loadBasketView(
  db: Db,
  basket: BasketRow,
  now: Date,
  connection: ReadConnection = 'pool',
): Promise<BasketView> {
  const siteDestination = destinationCountry(basket, undefined);
  const [lines, vouchers, [checkout], siteMethods] = await readAll(connection, [
    () => loadPricedLines(db, basket),
    () => basketVoucherRules(db, basket.token),
    () => db.select().from(checkouts).where(eq(checkouts.basketToken, basket.token)).limit(1),
    () => shippingMethodsFor(db, siteDestination, basket.currency, basket.storeId),
  ] as const);
  return composeView(db, basket, now, { lines, vouchers, checkout, siteMethods });
}

/**
 * The view of a basket just created (`createBasket`): no lines, vouchers or checkout can exist
 * yet, so only the shipping methods of its site's country are read. The same view
 * {@link loadBasketView} would load for it, one query instead of four.
 */
export async function newBasketView(db: Db, basket: BasketRow, now: Date): Promise<BasketView> {
  const siteMethods = await shippingMethodsFor(
    db,
    destinationCountry(basket, undefined),
    basket.currency,
    basket.storeId,
  );
  return composeView(db, basket, now, { lines: [], vouchers: [], checkout: undefined, siteMethods });
}

/** A basket's view from what was read of it: the destination's methods, the prices and totals. */
async function composeView(
  db: Db,
  basket: BasketRow,
  now: Date,
  read: {
    lines: PricedLine[];
    vouchers: BasketVoucherRule[];
    checkout: CheckoutRow | undefined;
    siteMethods: ShippingMethodRow[];
  },
): Promise<BasketView> {
  const { lines, vouchers, checkout, siteMethods } = read;
  const siteDestination = destinationCountry(basket, undefined);
  const destination = destinationCountry(basket, checkout);
  const shippingMethods =
    destination === siteDestination
      ? siteMethods
      : await shippingMethodsFor(db, destination, basket.currency, basket.storeId);
  const chosenMethod = shippingMethods.find((method) => method.id === checkout?.shippingMethodId);
  const shippingMethod = chosenMethod ?? defaultShippingMethod(shippingMethods);
  // A code that has expired since it was added, or whose minimum order value the goods no
  // longer reach, no longer discounts (basket checkout says why).
  const goodsValue = lines
    .filter((line) => line.priced)
    .reduce((sum, line) => sum + (line.unitPrice - line.unitDiscount) * line.quantity, 0);
  const effects = vouchers
    .filter(
      (voucher) =>
        voucherStillValid(voucher, now, basket.currency) &&
        minimumOrderMet(voucher, basket.currency, goodsValue),
    )
    .map((voucher) => voucherEffect(voucher, basket.currency));
  const totals = computeTotals(
    lines.filter((line) => line.priced),
    effects,
    shippingMethod ? shippingCharge(shippingMethod, basket.currency) : null,
  );
  return {
    basket,
    lines,
    vouchers,
    checkout,
    shippingMethods,
    shippingMethod,
    shippingMethodChosen: chosenMethod !== undefined,
    totals,
  };
}

/** A priced line as the contract shows it (its image site-relative: see `withPublicAssetUrls`). */
export function presentLine(line: PricedLine, currency: string): BasketLine {
  return shapeLine({ ...line, imageUrl: line.imagePath }, currency);
}

/**
 * What a voucher does, in the basket's culture (`Voucher.Description.*` dictionary rows): "10 %
 * off your order", "€5.00 off your order", "Free shipping".
 */
export function voucherDescription(
  voucher: BasketVoucherRule,
  basket: Pick<BasketRow, 'currency' | 'culture'>,
  t: Translate,
): string {
  const effect = voucherEffect(voucher, basket.currency);
  switch (effect.kind) {
    case 'percentage':
      return t('Voucher.Description.Percentage', { percent: effect.percent });
    case 'fixed':
      return t('Voucher.Description.Fixed', {
        amount: moneyText(effect.amount, basket.currency, basket.culture),
      });
    case 'freeShipping':
      return t('Voucher.Description.FreeShipping');
  }
}

/** The vouchers with what each takes off, described in the basket's culture. */
export function presentVouchers(view: BasketView, t: Translate): BasketVoucher[] {
  return view.vouchers.map((voucher) => {
    const applied = view.totals.vouchers.find((entry) => entry.code === voucher.code);
    return {
      code: voucher.code,
      description: voucherDescription(voucher, view.basket, t),
      discount: { amount: toMajor(applied?.discount ?? 0), currency: view.basket.currency },
    };
  });
}

/** The basket of the contract (texts in the basket's culture through `t`). */
export function presentBasket(view: BasketView, t: Translate): Basket {
  return {
    token: view.basket.token,
    storeId: view.basket.storeId,
    currency: view.basket.currency,
    lines: view.lines.map((line) => presentLine(line, view.basket.currency)),
    vouchers: presentVouchers(view, t),
  };
}

/**
 * The lines whose unit price (less its discount) differs from what it was when they were added
 * (decision 0078); lines the catalogue no longer prices, or added before the price was kept, are
 * not among them.
 */
export function priceChanges(view: BasketView): BasketPriceChange[] {
  const money = (minor: number) => ({ amount: toMajor(minor), currency: view.basket.currency });
  return view.lines.flatMap((line) => {
    const now = line.unitPrice - line.unitDiscount;
    if (!line.priced || line.addedUnitPrice === null || line.addedUnitPrice === now) return [];
    return [
      { lineId: line.id, name: line.name, addedUnitPrice: money(line.addedUnitPrice), unitPrice: money(now) },
    ];
  });
}

/** The summary of the contract: quantity, token and totals, and the prices that moved if any. */
export function presentSummary(view: BasketView): BasketSummary {
  const currency = view.basket.currency;
  const money = (minor: number) => ({ amount: toMajor(minor), currency });
  const changes = priceChanges(view);
  return {
    token: view.basket.token,
    quantity: view.totals.quantity,
    totals: {
      subTotal: money(view.totals.subTotal),
      discountTotal: money(view.totals.discountTotal),
      shippingTotal: money(view.totals.shippingTotal),
      total: money(view.totals.total),
    },
    ...(changes.length > 0 ? { priceChanges: changes } : {}),
  };
}

/**
 * Shipping methods: which ones a site offers to a country, what they cost in a currency, and how
 * the chosen one enters the totals. A site offers its own methods and the shared ones (no site,
 * decision 0049); countries without methods of their own get the international ones (country `*`).
 */
import type { ShippingMethod } from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type checkouts, shippingMethods } from '../db/tables/checkout';
import { type Minor, toMajor } from './money';
import { moneyText } from './money.ts';
import type { BasketRow } from './priced-lines';
import { localized } from './priced-lines';
import type { ShippingCharge } from './totals';

/** A shipping method as stored. */
export type ShippingMethodRow = typeof shippingMethods.$inferSelect;
/** A checkout state as stored. */
export type CheckoutRow = typeof checkouts.$inferSelect;

/** Country code of methods that ship anywhere without methods of their own. */
export const INTERNATIONAL = '*';

/**
 * Where the parcel goes: the shipping address's country when one is in use, else the billing
 * address's, else the site's country.
 */
export function destinationCountry(basket: BasketRow, checkout: CheckoutRow | undefined): string {
  const country = checkout?.shippingAddress?.country || checkout?.billingAddress?.country || basket.country;
  return country.trim().toUpperCase();
}

/** The zip code drop points are searched near: the custom one, else the delivery address's. */
export function destinationZipCode(checkout: CheckoutRow | undefined): string | undefined {
  return (
    checkout?.customZipCode ||
    checkout?.shippingAddress?.zipCode ||
    checkout?.billingAddress?.zipCode ||
    undefined
  );
}

/**
 * The methods the site `storeId` offers to a country (its own and the shared ones), sold in a
 * currency, in their sort order.
 */
export async function shippingMethodsFor(
  db: Db,
  country: string,
  currency: string,
  storeId: string,
): Promise<ShippingMethodRow[]> {
  const all = await methodsTo(db, country.toUpperCase(), storeId);
  const own = all.length > 0 ? all : await methodsTo(db, INTERNATIONAL, storeId);
  return own.filter((method) => method.prices[currency] !== undefined);
}

function methodsTo(db: Db, country: string, storeId: string): Promise<ShippingMethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(
      and(
        eq(shippingMethods.country, country),
        or(isNull(shippingMethods.storeId), eq(shippingMethods.storeId, storeId)),
      ),
    )
    .orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id));
}

/** The price rules of a method in a currency. */
export function shippingCharge(method: ShippingMethodRow, currency: string): ShippingCharge {
  return { price: method.prices[currency] ?? 0, freeFrom: method.freeFrom?.[currency] ?? null };
}

/**
 * The methods as the contract shows them, priced for this basket: a method whose threshold the
 * goods reach (or any, with a free-shipping voucher) shows 0. Names and delivery times are the
 * method's own per culture; the description ("2-4 Werktage. Kostenlos ab 59,80 €.") is made of
 * dictionary rows (`Checkout.Shipping.Description*`) with the threshold as money.
 */
export function presentShippingMethods(
  methods: readonly ShippingMethodRow[],
  context: {
    currency: string;
    culture: string;
    goodsTotal: Minor;
    freeShipping: boolean;
    selectedId: string | null;
    t: Translate;
  },
): ShippingMethod[] {
  return methods.map((method) => {
    const charge = shippingCharge(method, context.currency);
    const free = context.freeShipping || (charge.freeFrom !== null && context.goodsTotal >= charge.freeFrom);
    const deliveryTime = localized(method.deliveryTime, context.culture);
    const description =
      charge.freeFrom === null
        ? context.t('Checkout.Shipping.Description', { deliveryTime })
        : context.t('Checkout.Shipping.DescriptionFreeFrom', {
            deliveryTime,
            amount: moneyText(charge.freeFrom, context.currency, context.culture),
          });
    return {
      id: method.id,
      name: localized(method.name, context.culture),
      description,
      carrier: method.carrier,
      price: { amount: toMajor(free ? 0 : charge.price), currency: context.currency },
      requiresDropPoint: method.hasDropPoints,
      selected: method.id === context.selectedId,
    };
  });
}

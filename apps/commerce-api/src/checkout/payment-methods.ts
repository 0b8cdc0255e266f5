/** Payment methods offered for a billing country. */
import type { PaymentMethod } from '@clubshop/api-sdk/contract';
import type { Translate } from '@clubshop/i18n/core';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentMethods } from '../db/tables/checkout';

/** A payment method as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The methods offered for a country (those limited to other countries left out), in display order. */
export async function paymentMethodsFor(db: Db, country: string): Promise<PaymentMethodRow[]> {
  const all = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder));
  const wanted = country.toUpperCase();
  return all.filter((method) => method.countries === null || method.countries.includes(wanted));
}

/**
 * The name of a payment method in a culture: its `PaymentMethod.<id>` dictionary row (e.g.
 * "Karte (Visa, Mastercard)"), else the stored name.
 */
export function paymentMethodName(method: Pick<PaymentMethodRow, 'id' | 'name'>, t: Translate): string {
  const key = `PaymentMethod.${method.id}`;
  const name = t(key);
  return name === key ? method.name : name;
}

/** The methods as the contract shows them, named in the culture of `t`. */
export function presentPaymentMethods(methods: readonly PaymentMethodRow[], t: Translate): PaymentMethod[] {
  return methods.map((method) => ({ id: method.id, name: paymentMethodName(method, t) }));
}

/** Payment methods offered for a billing country. */
import type { PaymentMethod } from '@clubshop/api-sdk/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { paymentMethods } from './tables';

/** A payment method as stored. */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** The methods offered for a country (those limited to other countries left out), in display order. */
export async function paymentMethodsFor(db: Db, country: string): Promise<PaymentMethodRow[]> {
  const all = await db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder));
  const wanted = country.toUpperCase();
  return all.filter((method) => method.countries === null || method.countries.includes(wanted));
}

/** The methods as the contract shows them. */
export function presentPaymentMethods(methods: readonly PaymentMethodRow[]): PaymentMethod[] {
  return methods.map((method) => ({ id: method.id, name: method.name }));
}

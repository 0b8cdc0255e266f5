/**
 * The shipping method a basket is priced with before the shopper chooses one: what the cart's
 * summary charges and the method checkout opens with, so the cart never says "Free" and then
 * checkout charges (issue 45). It is the first of the site's methods in the staff's sort order
 * that needs no drop point (a drop point is a choice only the shopper can make), else the first.
 */
import type { ShippingMethodRow } from './shipping.ts';

/**
 * The method `methods` (already in sort order, those that ship to the destination in the
 * basket's currency) are priced with when none is chosen; `undefined` when none ships there.
 *
 * @example
 * const method = chosen ?? defaultShippingMethod(view.shippingMethods);
 */
export function defaultShippingMethod(methods: readonly ShippingMethodRow[]): ShippingMethodRow | undefined {
  return methods.find((method) => !method.hasDropPoints) ?? methods[0];
}

/**
 * The statuses of an order (docs/product/requirements.md#entities), in the order of its lifecycle:
 * `Open` → `Confirmed` → `Complete`, or `Open` / `Confirmed` → `Cancelled`. The one list every side
 * reads (decision 0082): the shop contract's schema, the admin API and its client, the database
 * column's type, the labels of `@clubshop/i18n` and `@clubshop/ui-kit`.
 *
 * @example
 * ```ts
 * import { isOrderStatusValue, orderStatuses } from '@clubshop/validation';
 * orderStatuses.includes('Open'); // true
 * ```
 */
export const orderStatuses = ['Open', 'Confirmed', 'Complete', 'Cancelled'] as const;

/** One status of an order (see {@link orderStatuses}). */
export type OrderStatus = (typeof orderStatuses)[number];

/** `true` when `value` is one of the {@link orderStatuses}. */
export function isOrderStatusValue(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (orderStatuses as readonly string[]).includes(value);
}

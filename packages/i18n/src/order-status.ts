import type { Translate } from './translate.ts';

/** The order statuses of docs/product/requirements.md#entities. */
export const ORDER_STATUSES = ['Confirmed', 'Open', 'Cancelled', 'Complete'] as const;

/** An order status: Confirmed, Open, Cancelled or Complete. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The dictionary alias of each order status's label (docs/product/requirements.md#entities:
 * `User.Orders.*`).
 */
export const ORDER_STATUS_LABEL_KEYS = {
  Confirmed: 'User.Orders.Confirmed',
  Open: 'User.Orders.Open',
  Cancelled: 'User.Orders.Cancelled',
  Complete: 'User.Orders.Complete',
} as const satisfies Record<OrderStatus, string>;

/** One of the values of {@link ORDER_STATUS_LABEL_KEYS}. */
export type OrderStatusLabelKey = (typeof ORDER_STATUS_LABEL_KEYS)[OrderStatus];

/** Whether a value (say, from an API response) is one of the known order statuses. */
export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The dictionary alias of an order status's label: `Open` -> `User.Orders.Open`. */
export function orderStatusLabelKey(status: OrderStatus): OrderStatusLabelKey {
  return ORDER_STATUS_LABEL_KEYS[status];
}

/**
 * The translated label of an order status. A missing translation shows the alias
 * (`User.Orders.Open`), like every other `t` call.
 */
export function orderStatusLabel(status: OrderStatus, t: Translate): string {
  return t(orderStatusLabelKey(status));
}

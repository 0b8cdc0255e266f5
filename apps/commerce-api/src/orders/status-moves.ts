/**
 * The order lifecycle (docs/product/requirements.md#entities, issue 27), the one place its moves
 * are written: `Open` → `Confirmed` → `Complete`, and `Open` or `Confirmed` → `Cancelled`.
 * `Complete` and `Cancelled` are final. The admin API answers each order's `nextStatuses` from
 * here, so the back office offers only the moves the API will take.
 */
import { type OrderStatus, orderStatuses } from '@clubshop/validation';

const moves: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Open: ['Confirmed', 'Cancelled'],
  Confirmed: ['Complete', 'Cancelled'],
  Complete: [],
  Cancelled: [],
};

/** Every order status, in lifecycle order (`@clubshop/validation`'s list). */
export { orderStatuses };

/** The statuses an order in `from` may move to (none from a final status). */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return moves[from];
}

/** `true` when an order may move from `from` to `to` (never to the status it has). */
export function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  return moves[from].includes(to);
}

'use client';

import { useI18n } from '@clubshop/i18n';
import type { OrderStatus } from '@clubshop/validation';
import './order-status-label.css';

/** The order statuses of docs/product/requirements.md#entities (`orderStatuses` of `@clubshop/validation`). */
export type OrderStatusValue = OrderStatus;

/** Props of {@link OrderStatusLabel}. */
export interface OrderStatusLabelProps {
  status: OrderStatusValue;
}

/**
 * An order's status as a small badge with its translated label (`User.Orders.<status>`). The
 * colour follows the status, the text carries the meaning.
 */
export function OrderStatusLabel({ status }: OrderStatusLabelProps) {
  const { orderStatusLabel } = useI18n();
  return (
    <span className="cs-order-status" data-status={status}>
      {orderStatusLabel(status)}
    </span>
  );
}

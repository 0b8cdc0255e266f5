import type { OrderStatus as Status } from '@clubshop/api-sdk';
import { orderStatusLabel, useTranslation } from '@clubshop/i18n';

/** An order's status as its label (User.Orders.Confirmed, .Open, .Cancelled, .Complete). */
export function OrderStatus({ status }: { status: Status }) {
  const t = useTranslation();
  return (
    <span className={`sf-order-status sf-order-status--${status.toLowerCase()}`} data-status={status}>
      {orderStatusLabel(status, t)}
    </span>
  );
}

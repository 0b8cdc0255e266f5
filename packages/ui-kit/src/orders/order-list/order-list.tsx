'use client';

import { useI18n } from '@clubshop/i18n';
import type { MoneyAmount } from '../../catalogue/price/money.ts';
import { Link } from '../../primitives/link/link.tsx';
import { Spinner } from '../../primitives/spinner/spinner.tsx';
import { OrderStatusLabel, type OrderStatusValue } from '../order-status-label/order-status-label.tsx';
import { useOrderDate } from './order-date.ts';
import './order-list.css';

/** An order in the history (the contract's order list item). */
export interface OrderListItemData {
  id: string;
  orderNumber: string;
  /** ISO 8601 timestamp. */
  createdAt: string;
  status: OrderStatusValue;
  quantity?: number | undefined;
  total: MoneyAmount;
}

/** Props of {@link OrderList}. */
export interface OrderListProps {
  orders: readonly OrderListItemData[];
  /**
   * Where an order's page is; default `/user/order-history/{id}/`
   * (docs/product/requirements.md#routes).
   */
  hrefForOrder?: ((order: OrderListItemData) => string) | undefined;
  loading?: boolean | undefined;
}

/**
 * The order history: one row per order with date, number (a link to the order), status, items
 * and total. Newest first as the API sends them.
 *
 * Dictionary keys: `User.Orders.Empty`, `User.Orders.Loading`, `User.Orders.Date`,
 * `User.Orders.Number`, `User.Orders.Status`, `User.Orders.Items`, `User.Orders.Total`,
 * `User.Orders.<status>`, `Date.Month.*`.
 */
export function OrderList({
  orders,
  hrefForOrder = (order) => `/user/order-history/${order.id}/`,
  loading = false,
}: OrderListProps) {
  const { t, formatMoney } = useI18n();
  const orderDate = useOrderDate();
  if (loading) return <Spinner label={t('User.Orders.Loading')} />;
  if (orders.length === 0) return <p className="cs-order-list__empty">{t('User.Orders.Empty')}</p>;
  return (
    <table className="cs-order-list">
      <thead>
        <tr>
          <th scope="col">{t('User.Orders.Date')}</th>
          <th scope="col">{t('User.Orders.Number')}</th>
          <th scope="col">{t('User.Orders.Status')}</th>
          <th scope="col">{t('User.Orders.Items')}</th>
          <th scope="col">{t('User.Orders.Total')}</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td data-label={t('User.Orders.Date')}>
              <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
            </td>
            <th scope="row" data-label={t('User.Orders.Number')}>
              <Link href={hrefForOrder(order)}>{order.orderNumber}</Link>
            </th>
            <td data-label={t('User.Orders.Status')}>
              <OrderStatusLabel status={order.status} />
            </td>
            <td data-label={t('User.Orders.Items')}>{order.quantity ?? ''}</td>
            <td data-label={t('User.Orders.Total')} className="cs-order-list__total">
              {formatMoney(order.total.amount, order.total.currency ?? undefined)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Orders: the order history, an order's lines and summary, and the status label. */

export { OrderLines, type OrderLinesProps } from './order-lines/order-lines.tsx';
export { useOrderDate } from './order-list/order-date.ts';
export { OrderList, type OrderListItemData, type OrderListProps } from './order-list/order-list.tsx';
export {
  OrderStatusLabel,
  type OrderStatusLabelProps,
  type OrderStatusValue,
} from './order-status-label/order-status-label.tsx';
export {
  OrderSummary,
  type OrderSummaryData,
  type OrderSummaryProps,
} from './order-summary/order-summary.tsx';

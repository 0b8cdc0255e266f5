/** Orders: the order history, an order's lines and summary, and the status label. */

export { OrderLines, type OrderLinesProps } from './order-lines/OrderLines.tsx';
export { OrderList, type OrderListItemData, type OrderListProps } from './order-list/OrderList.tsx';
export { useOrderDate } from './order-list/order-date.ts';
export {
  OrderStatusLabel,
  type OrderStatusLabelProps,
  type OrderStatusValue,
} from './order-status-label/OrderStatusLabel.tsx';
export {
  OrderSummary,
  type OrderSummaryData,
  type OrderSummaryProps,
} from './order-summary/OrderSummary.tsx';

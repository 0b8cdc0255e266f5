// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { useOrderDate } from '../orders/order-list/order-date.ts';
export { OrderList, type OrderListItemData, type OrderListProps } from '../orders/order-list/order-list.tsx';

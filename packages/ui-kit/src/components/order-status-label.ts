// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  OrderStatusLabel,
  type OrderStatusLabelProps,
  type OrderStatusValue,
} from '../orders/order-status-label/order-status-label.tsx';

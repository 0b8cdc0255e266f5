// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  OrderSummary,
  type OrderSummaryData,
  type OrderSummaryProps,
} from '../orders/order-summary/order-summary.tsx';

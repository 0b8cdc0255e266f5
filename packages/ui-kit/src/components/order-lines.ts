// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { OrderLines, type OrderLinesProps } from '../orders/order-lines/order-lines.tsx';

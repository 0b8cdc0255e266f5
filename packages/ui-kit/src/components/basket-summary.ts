// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  BasketSummary,
  type BasketSummaryProps,
  type BasketTotalsData,
} from '../basket/basket-summary/basket-summary.tsx';

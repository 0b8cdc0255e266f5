// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export {
  StockAvailability,
  type StockAvailabilityProps,
} from '../catalogue/stock-availability/stock-availability.tsx';
export { isPurchasable, type StockStatus } from '../catalogue/stock-availability/stock-status.ts';

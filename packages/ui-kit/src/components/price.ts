// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { isDiscounted, type MoneyAmount } from '../catalogue/price/money.ts';
export { Price, type PriceProps } from '../catalogue/price/price.tsx';

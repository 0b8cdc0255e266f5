// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { ProductCard, type ProductCardProps } from '../catalogue/product-card/product-card.tsx';
export type { ProductSummary } from '../catalogue/product-card/product-summary.ts';

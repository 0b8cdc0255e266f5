// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { ProductList, type ProductListProps } from '../catalogue/product-list/product-list.tsx';

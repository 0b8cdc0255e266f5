// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { Sorting, type SortingProps, type SortOption } from '../catalogue/sorting/sorting.tsx';

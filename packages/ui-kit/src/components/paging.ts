// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { type PageSlot, pageWindow } from '../catalogue/paging/page-window.ts';
export { Paging, type PagingProps } from '../catalogue/paging/paging.tsx';

// Written by tooling/component-entries.ts from the area indexes (the build keeps it current).
export { BasketLink, type BasketLinkProps } from '../header/basket-link/basket-link.tsx';
export { basketLinkTiming } from '../header/basket-link/basket-link-timing.ts';

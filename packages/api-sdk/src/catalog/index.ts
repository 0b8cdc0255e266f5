/** Catalogue helpers. */
export * from './size-order.ts';

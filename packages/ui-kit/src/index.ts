/**
 * @packageDocumentation
 * Presentational, accessible React components of the ClubShop storefront. Data arrives as props,
 * events leave as callbacks; styles come from the club theme's CSS custom properties.
 * Each area has its own barrel; this file only re-exports them.
 */
export * from './basket/index.ts';
export * from './catalogue/index.ts';
export * from './feedback/index.ts';
export * from './footer/index.ts';
export * from './forms/index.ts';
export * from './header/index.ts';
export * from './newsletter/index.ts';
export * from './orders/index.ts';
export * from './overlay/index.ts';
export * from './primitives/index.ts';

/**
 * The ClubShop contract: valibot schemas and inferred types for every call of
 * docs/product/requirements.md#api-calls and every entity of docs/product/requirements.md#entities.
 * Also exported as `@clubshop/api-sdk/contract`.
 * See `CONTRACT.md` of the package for the call-by-call table.
 */
export * from './basket.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './common.ts';
export * from './content.ts';
export * from './dictionary.ts';
export * from './error-codes.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './issue-codes.ts';
export * from './page-cache-tags.ts';
export * from './search-params.ts';
export * from './settings.ts';
export * from './sort-keys.ts';
export * from './users.ts';

/** @packageDocumentation The ClubShop commerce contract (valibot schemas and types) and a typed ky client for every call. */
export * from './catalog/index.ts';
export * from './client/index.ts';
export * from './contract/index.ts';
export * from './errors/index.ts';
export * from './transport/index.ts';

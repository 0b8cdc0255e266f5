/** @packageDocumentation The ClubShop commerce contract (valibot schemas and types) and a typed ky client for every call. */
export * from './contract/index.ts';

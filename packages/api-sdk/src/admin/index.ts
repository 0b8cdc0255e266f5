/**
 * @packageDocumentation `@clubshop/api-sdk/admin`: a typed client of the admin API
 * (`/admin/api/`, decision 0038) for back offices, with the shop client's errors and
 * the query keys of every admin query (`adminQueryKeys`).
 */
export * from './admin-client.ts';
export * from './admin-errors.ts';
export * from './admin-query-keys.ts';
export * from './admin-roles.ts';
export * from './admin-schemas.ts';
export * from './admin-types.ts';

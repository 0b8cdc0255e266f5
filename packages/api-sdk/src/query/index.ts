/**
 * `@clubshop/api-sdk/query`: TanStack Query v5 keys and option factories (needs the optional
 * peer `@tanstack/query-core`; no React).
 */
export * from './query-keys.ts';
export * from './query-options.ts';

/** The transport core: every call's headers, refresh, errors and response check. */
export * from './api-hosts.ts';
export * from './headers.ts';
export * from './refresh-coordinator.ts';
export * from './transport.ts';
export * from './types.ts';

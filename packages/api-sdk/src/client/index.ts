/** The typed client, by domain. */
export * from './basket-client.ts';
export * from './catalog-client.ts';
export * from './checkout-client.ts';
export * from './client-context-from-settings.ts';
export * from './content-client.ts';
export * from './create-client.ts';
export * from './users-client.ts';

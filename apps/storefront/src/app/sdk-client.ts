/**
 * The api-sdk client with its transport (ky), contract schemas (valibot) and every domain: a chunk
 * of its own that the entry starts loading at boot (see storefront-client.ts for why).
 */
export { createClient } from '@clubshop/api-sdk';

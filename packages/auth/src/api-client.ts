import type { ClubShopClient } from '@clubshop/api-sdk';

/**
 * The part of the api-sdk client (`createClient()` of `@clubshop/api-sdk`) that auth, basket and
 * checkout call: users, basket and checkout. A whole `ClubShopClient` fits.
 */
export type ApiClient = Pick<ClubShopClient, 'users' | 'basket' | 'checkout'>;

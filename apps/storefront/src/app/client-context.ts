import type { ClubShopClient } from '@clubshop/api-sdk';
import { useApiClient } from '@clubshop/auth';

/**
 * The api client of the storefront: content, catalogue, users, basket, checkout. `<App>` gives
 * the whole client to the one provider auth, basket and checkout read it from
 * (`ApiClientProvider`, which types it as the part they call): the storefront reads the same.
 */
export function useStorefrontClient(): ClubShopClient {
  return useApiClient() as ClubShopClient;
}

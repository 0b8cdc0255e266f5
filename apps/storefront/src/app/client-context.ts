import type { ClubShopClient } from '@clubshop/api-sdk';
import { createContext, useContext } from 'react';

/** The storefront's full api client (auth, basket and checkout get the same one through ApiClientProvider). */
export const StorefrontClientContext = createContext<ClubShopClient | undefined>(undefined);

/** The api client of the storefront: content, catalogue, users, basket, checkout. */
export function useStorefrontClient(): ClubShopClient {
  const client = useContext(StorefrontClientContext);
  if (!client) throw new Error('No storefront api client: render inside <App>.');
  return client;
}

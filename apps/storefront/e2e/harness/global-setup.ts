/**
 * Starts what the journeys drive, once for the whole run: the commerce API on a loopback port with
 * a freshly seeded database, and the storefront's production build served by its production
 * server, pointed at that API (see `shop-server.ts`).
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startShop, storefrontDir } from './shop-server.ts';

/**
 * Ports and build folder: fixed by default; E2E_API_PORT, E2E_STOREFRONT_PORT and E2E_OUT_DIR move
 * them, so two checkouts (or two people on one machine) can run the journeys at the same time.
 */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 4174);
const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

/** What the journeys get through `inject('shop')`. */
export interface ShopUnderTest {
  apiUrl: string;
  /** The four API hosts the storefront was started with: a forwarder each (`api-forwarder.ts`). */
  apiHosts: { content: string; catalog: string; user: string; basket: string };
  storefrontPort: number;
  /** The harness control server (content page writes). */
  controlUrl: string;
  sites: Array<{
    club: string;
    country: string;
    url: string;
    culture: string;
    currency: string;
    storeId: string;
    rootCategoryId: string;
  }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopUnderTest;
  }
}

export default async function setup(project: TestProject) {
  const shop = await startShop({
    apiPort: E2E_API_PORT,
    storefrontPort: E2E_STOREFRONT_PORT,
    outDir: join(storefrontDir, E2E_OUT_DIR),
    // Every journey runs against the four API hosts apart, as a club with four services has them.
    fourApiHosts: true,
  });
  project.provide('shop', {
    apiUrl: shop.apiUrl,
    apiHosts: shop.apiHosts,
    storefrontPort: shop.storefrontPort,
    controlUrl: shop.controlUrl,
    sites: shop.sites,
  });
  return shop.close;
}

/**
 * Starts what the journeys drive, once for the whole run: a shop per worker (`workers.ts`), each the
 * commerce API on a loopback port with a freshly seeded database of its own (a process of its own,
 * not this one: `api-process.ts`) and the storefront's production build served by its production
 * server, pointed at that API (see `shop-server.ts`). The storefront is built once for them all.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildStorefront, startShop, storefrontDir } from './shop-server.ts';
import type { ShopUnderTest } from './shop-under-test.ts';
import { E2E_WORKERS, shopPorts } from './workers.ts';

/**
 * The build folder: `dist-e2e` by default; E2E_OUT_DIR moves it, and E2E_API_PORT and
 * E2E_STOREFRONT_PORT the ports (`workers.ts`), so two checkouts (or two people on one machine)
 * can run the journeys at the same time.
 */
const E2E_OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist-e2e';

export default async function setup(project: TestProject) {
  const outDir = join(storefrontDir, E2E_OUT_DIR);
  // One build for every shop (E2E_REUSE_BUILD=1: the last one, as `startShop` would), then the
  // shops side by side, each serving it.
  const reuse = process.env.E2E_REUSE_BUILD === '1' && existsSync(join(outDir, 'server', 'server.js'));
  if (!reuse) await buildStorefront(outDir);
  const shops = await Promise.all(
    Array.from({ length: E2E_WORKERS }, (_, index) =>
      startShop({
        ...shopPorts(index),
        outDir,
        reuseBuild: true,
        // Every journey runs against the four API hosts apart, as a club with four services has them.
        fourApiHosts: true,
      }),
    ),
  );
  project.provide(
    'shops',
    shops.map(
      (shop): ShopUnderTest => ({
        apiUrl: shop.apiUrl,
        apiHosts: shop.apiHosts,
        storefrontPort: shop.storefrontPort,
        controlUrl: shop.controlUrl,
        sites: shop.sites,
      }),
    ),
  );
  return async () => {
    await Promise.all(shops.map((shop) => shop.close()));
  };
}

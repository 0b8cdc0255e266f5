/**
 * Starts what the journeys drive, once for the whole run: the commerce API on a loopback port with
 * a freshly seeded database, and the storefront's production build behind Vite's preview server
 * (the same security headers as production), built against that API.
 */
import { join } from 'node:path';
import { startTestServer } from '@clubshop/commerce-api/testing';
import { build, preview } from 'vite';
import type { TestProject } from 'vitest/node';

export const E2E_API_PORT = 4100;
export const E2E_STOREFRONT_PORT = 4174;

export interface ShopUnderTest {
  apiUrl: string;
  storefrontPort: number;
  sites: Array<{ club: string; country: string; url: string; culture: string; currency: string }>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopUnderTest;
  }
}

export default async function setup(project: TestProject) {
  const appDir = join(import.meta.dirname, '..', '..');
  const outDir = join(appDir, 'dist-e2e');
  const api = await startTestServer({ port: E2E_API_PORT });
  process.env.VITE_API_URL = api.baseUrl;
  await build({ root: appDir, mode: 'production', logLevel: 'warn', build: { outDir, emptyOutDir: true } });
  const server = await preview({
    root: appDir,
    logLevel: 'warn',
    build: { outDir },
    preview: { port: E2E_STOREFRONT_PORT, strictPort: true },
  });
  project.provide('shop', { apiUrl: api.baseUrl, storefrontPort: E2E_STOREFRONT_PORT, sites: api.sites });
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await api.close();
  };
}

/**
 * Starts what the back-office journey runs against: the Stripe double (`E2E_STRIPE_PORT`, default
 * 5004; the official `stripe` client talks to it, and its hosted page's Pay button sends the
 * signed webhook), the seeded commerce API paying through Stripe (in this process, on
 * `E2E_API_PORT`, default 5000) with a first owner, the production back-office server on the
 * built app (`E2E_BACKOFFICE_PORT`, default 5001), and the storefront's production server
 * (`E2E_STOREFRONT_PORT`, default 5005) on the storefront journeys' build. `vite build` of the
 * back office runs first unless `E2E_REUSE_BUILD=1` (for iterating on the journey only).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestServer } from '@clubshop/commerce-api/testing';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { stripePayments } from '../../commerce-api/src/server/payment-providers.ts';
import { createStaff } from '../../commerce-api/src/staff/staff-service.ts';
import { startStripeDouble } from '../../commerce-api/src/testing/stripe-double.ts';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../storefront/e2e/harness/shop-server.ts';
import { createBackofficeServer } from '../server/app.ts';
import { builtAfterSources } from './storefront-build.ts';

export const appDir = join(import.meta.dirname, '..');
export const ownerEmail = 'owner@journey.example';
export const staffPassword = 'journey password 1';
/** The keys a site's owner sets for Stripe (the double takes any `sk_test_` key and signs with the secret). */
export const stripeKeys = {
  secretKey: 'sk_test_journeyDoubleKey1234',
  webhookSecret: 'whsec_journeyDoubleSecret5678',
};

/** The running API and back office. */
export async function startBackoffice() {
  const apiPort = Number(process.env.E2E_API_PORT ?? 5000);
  const port = Number(process.env.E2E_BACKOFFICE_PORT ?? 5001);
  if (process.env.E2E_REUSE_BUILD !== '1') {
    const built = spawnSync('npx', ['vite', 'build'], { cwd: appDir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error('vite build of the back office failed');
  }
  const stripe = await startStripeDouble({
    port: Number(process.env.E2E_STRIPE_PORT ?? 5004),
    webhookSecret: stripeKeys.webhookSecret,
    // The signed event goes to the API's webhook route, as Stripe would send it.
    deliver: async ({ payload, signature, session }) => {
      await api.fetch(`/payment/stripe/webhook/${session.metadata.storeId}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body: payload,
      });
    },
  });
  // No keys in the environment: each site's owner sets its own (PUT …/payments/stripe).
  const api = await startTestServer({
    port: apiPort,
    payments: stripePayments({ apiBase: stripe.base, secretKey: undefined, webhookSecret: undefined }),
  });
  await createStaff(api.deps.db, { name: 'cli' }, new Date(), {
    email: ownerEmail,
    password: staffPassword,
    role: 'owner',
    sites: 'all',
  });
  const clientDir = join(appDir, 'dist/client');
  const index = await readFile(join(clientDir, 'index.html'), 'utf8');
  const app = createBackofficeServer({
    apiUrl: api.baseUrl,
    indexHtml: async () => index,
    staticFiles: serveStatic({
      root: clientDir,
      rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__none__' : path),
    }),
    logger: { error: () => undefined },
  });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const storefront = await startStorefront(api.baseUrl);
  return {
    api,
    stripe,
    url: `http://localhost:${port}`,
    /** The storefront address of a site: `http://<storeId>.localhost:<port>` (e.g. northbridge-dk). */
    storefrontUrl: (storeId: string, path = '/') =>
      `${storefront.url.replace('//localhost', `//${storeId}.localhost`)}${path}`,
    close: async () => {
      await storefront.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await stripe.close();
    },
  };
}

/**
 * The storefront's production server (its own process, as `pnpm start` runs it) against the API.
 * It serves the storefront journeys' build (`apps/storefront/dist-e2e`, made by the step before
 * this one in the test command), built again only when missing or older than a source it is
 * made from, so this step stays short.
 */
async function startStorefront(apiUrl: string) {
  const outDir = join(storefrontDir, process.env.E2E_OUT_DIR ?? 'dist-e2e');
  const server = join(outDir, 'server', 'server.js');
  if (!existsSync(server) || !(await builtAfterSources(server))) await buildStorefront(outDir);
  // As deployed: shared answers on for a minute, so an edit shows within 2 s only because the
  // storefront drops them when the API announces the change (decision 0052), not by their TTL.
  return startStorefrontProcess(outDir, Number(process.env.E2E_STOREFRONT_PORT ?? 5005), apiUrl, undefined, {
    ANSWER_CACHE_TTL_MS: '60000',
  });
}

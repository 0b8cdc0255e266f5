import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { renderPage } from '../src/entry-server.tsx';
import { createStorefrontServer } from './app.ts';
import { type ClientManifest, clientAssetsFromManifest } from './client-assets.ts';
import { readStorefrontConfig } from './config.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';

/**
 * Starts the production server over the browser build in `clientDir`: checks the configuration first (every wrong value named, exit 1),
 * reads the client build's manifest, serves until SIGTERM or SIGINT, then stops accepting, lets
 * the requests in flight finish and exits.
 */
export async function startStorefrontServer(
  env: Record<string, string | undefined>,
  clientDir: string,
): Promise<void> {
  const read = readStorefrontConfig(env);
  if (!read.ok) {
    console.error(
      `storefront: the configuration is wrong:\n${read.problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  const { config } = read;
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ClientManifest;
  let closing = false;
  const app = createStorefrontServer({
    render: renderPage,
    assets: clientAssetsFromManifest(manifest),
    apiUrl: config.apiUrl,
    trustedProxies: config.trustedProxies,
    imageOrigins: [config.apiUrl, ...config.imageOrigins],
    clientDir,
    isClosing: () => closing,
  });
  const server = serve(
    { fetch: app.fetch, port: config.port, ...(config.host ? { hostname: config.host } : {}) },
    () => console.info(`storefront: listening on http://localhost:${config.port} (API ${config.apiUrl})`),
  );
  gracefulShutdown(server, {
    timeoutMs: config.shutdownTimeoutMs,
    onClosing: () => {
      closing = true;
      console.info('storefront: closing; finishing the requests in flight');
    },
  });
}

/**
 * `pnpm --filter @clubshop/storefront dev`: the storefront with server rendering and hot reload.
 * Vite serves the source and the hot-reload client; every page is rendered by the server entry,
 * loaded through Vite on each request so an edit shows on the next reload (and components hot
 * reload in place). The configuration is the production server's (PORT, API_URL, ...).
 */
import { createServer } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { createServer as createViteServer } from 'vite';
import type * as ServerEntry from '../src/entry-server.tsx';
import { createStorefrontServer } from './app.ts';
import { developmentAssets } from './client-assets.ts';
import { apiOriginsOf, readStorefrontConfig } from './config.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';

const read = readStorefrontConfig(process.env);
if (!read.ok) {
  console.error(
    `storefront: the configuration is wrong:\n${read.problems.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
const { config } = read;
const httpServer = createServer();
const vite = await createViteServer({
  root: new URL('..', import.meta.url).pathname,
  server: { middlewareMode: true, hmr: { server: httpServer } },
  appType: 'custom',
});
const app = createStorefrontServer({
  render: async (request) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
    return entry.renderPage(request);
  },
  renderSiteFile: async (request) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
    return entry.renderSiteFile(request);
  },
  act: async (request) => {
    const entry = (await vite.ssrLoadModule('/src/entry-server.tsx')) as typeof ServerEntry;
    return entry.runFormAction(request);
  },
  assets: developmentAssets,
  development: true,
  apiUrl: config.apiUrl,
  apiHosts: config.apiHosts,
  trustedProxies: config.trustedProxies,
  imageOrigins: [...apiOriginsOf(config), ...config.imageOrigins],
  // The API's test payment page (the checkout posted without JavaScript is redirected there).
  paymentOrigins: apiOriginsOf(config),
  logger: {
    error: (message: unknown, error?: unknown) => {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      console.error(message, error);
    },
    warn: (...data: unknown[]) => console.warn(...data),
  },
});
const listener = getRequestListener(app.fetch);
httpServer.on('request', (request, response) => {
  vite.middlewares(request, response, () => void listener(request, response));
});
httpServer.listen(config.port, config.host, () => {
  console.info(`storefront (development, server-rendered): http://localhost:${config.port}`);
});
gracefulShutdown(httpServer, { timeoutMs: 2_000, onClosing: () => void vite.close() });

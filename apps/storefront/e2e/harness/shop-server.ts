/**
 * The shop the journeys (and the Lighthouse benchmark) drive: the commerce API on a loopback port
 * with a freshly seeded database, and the storefront's production build behind Vite's preview
 * server (the production security headers), built against that API. One function, so the
 * journeys' global setup and `bench/lighthouse/run.mjs` build and serve the same way.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { startTestServer, type TestSite } from '@clubshop/commerce-api/testing';
import { build, preview } from 'vite';

/** Options of {@link startShop}. */
export interface StartShopOptions {
  apiPort: number;
  storefrontPort: number;
  /** Where the production build goes (emptied first). */
  outDir: string;
}

/** A running shop. */
export interface RunningShop {
  apiUrl: string;
  storefrontPort: number;
  /** Loopback address of the harness control server (content writes; see `content-pages.ts`). */
  controlUrl: string;
  sites: TestSite[];
  close: () => Promise<void>;
}

/** The storefront app's folder. */
export const storefrontDir = join(import.meta.dirname, '..', '..');

/** A page the control server writes: site-relative path with trailing slash, content blocks. */
export interface ContentPageWrite {
  storeId: string;
  path: string;
  title: string;
  blocks: Array<Record<string, unknown>>;
}

/** A SQL string literal (standard_conforming_strings is on in PGlite and PostgreSQL). */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * Builds the storefront for production against `apiUrl`. Vitest sets NODE_ENV=test, and Vite
 * takes `process.env.NODE_ENV` over the mode for the bundle's define: without this the journeys
 * would drive React's development build. Restored afterwards, so nothing else sees the change.
 */
export async function buildStorefront(apiUrl: string, outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  process.env.VITE_API_URL = apiUrl;
  try {
    await build({
      root: storefrontDir,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Starts the API, builds the storefront against it and serves the build. */
export async function startShop(options: StartShopOptions): Promise<RunningShop> {
  const api = await startTestServer({ port: options.apiPort });
  // The preview server's CSP (vite.config.ts) allows the API origin it reads from here.
  process.env.VITE_API_URL = api.baseUrl;
  // E2E_REUSE_BUILD=1 serves the last build as it is (same fixed API port): for iterating on the
  // journeys themselves, never for CI.
  if (process.env.E2E_REUSE_BUILD !== '1' || !existsSync(join(options.outDir, 'index.html'))) {
    await buildStorefront(api.baseUrl, options.outDir);
  }
  const server = await preview({
    root: storefrontDir,
    logLevel: 'warn',
    build: { outDir: options.outDir },
    preview: { port: options.storefrontPort, strictPort: true },
  });

  // The journeys run in workers, the database lives here: a loopback-only control server lets a
  // journey write a content page (e.g. hostile rich text) the content service then serves.
  const control = createServer((request, response) => {
    if (request.method !== 'PUT' || request.url !== '/pages') {
      response.writeHead(404).end();
      return;
    }
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    request.on('end', () => {
      const page = JSON.parse(body) as ContentPageWrite;
      const id = `${page.storeId}-e2e-${page.path.replace(/\W+/g, '-')}`;
      const blocks = JSON.stringify(page.blocks);
      const statement = `insert into pages (id, store_id, path, template, content_alias, title, status, seo_title, seo_description, canonical_url, blocks)
        values (${literal(id)}, ${literal(page.storeId)}, ${literal(page.path)}, 'contentPage', 'contentPage', ${literal(page.title)}, 200, ${literal(page.title)}, ${literal(page.title)}, ${literal(page.path)}, ${literal(blocks)}::jsonb)
        on conflict (store_id, path) do update set title = excluded.title, blocks = excluded.blocks`;
      api.database.db.execute(statement).then(
        () => response.writeHead(204).end(),
        (error: unknown) => response.writeHead(500).end(String(error)),
      );
    });
  });
  const controlPort = await new Promise<number>((resolve) => {
    control.listen(0, '127.0.0.1', () => {
      const address = control.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });

  const closeServer = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));
  return {
    apiUrl: api.baseUrl,
    storefrontPort: options.storefrontPort,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    sites: api.sites,
    close: async () => {
      await closeServer(control);
      await closeServer(server.httpServer as Server);
      await api.close();
    },
  };
}

/**
 * The shop the journeys (and the benchmarks) drive: the commerce API on a loopback port with a
 * freshly seeded database, and the storefront's production build served by its production server
 * (`node dist/server/server.js`, a process of its own), pointed at that API. One function, so the
 * journeys' global setup and the benchmarks build and serve the same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { ApiHosts } from '@clubshop/api-sdk';
import { startTestServer, type TestSite } from '@clubshop/commerce-api/testing';
import { build } from 'vite';
import { type ApiForwarder, startApiForwarder } from './api-forwarder.ts';

/** Options of {@link startShop}. */
export interface StartShopOptions {
  apiPort: number;
  storefrontPort: number;
  /** Where the production build goes (emptied first). */
  outDir: string;
  /** Serve the build already in `outDir` as it is (for iterating on journeys or a bench). */
  reuseBuild?: boolean;
  /**
   * Give the storefront the four API hosts apart (`CONTENT_API_URL`…), each a forwarder of its
   * own in front of the API (`api-forwarder.ts`), as a club with four services runs it.
   */
  fourApiHosts?: boolean;
}

/** A running shop. */
export interface RunningShop {
  apiUrl: string;
  /** The four hosts the storefront was given (each `apiUrl` unless `fourApiHosts`). */
  apiHosts: ApiHosts;
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
 * Builds the storefront for production into `outDir` (the browser's files in `client/`, the
 * server in `server/server.js`), as `pnpm --filter @clubshop/storefront build` does. Vitest sets
 * NODE_ENV=test, and Vite takes `process.env.NODE_ENV` over the mode for the bundle's define:
 * without this the journeys would drive React's development build. Restored afterwards.
 */
export async function buildStorefront(outDir: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: storefrontDir,
      mode: 'production',
      logLevel: 'warn',
      build: { outDir: join(outDir, 'client'), emptyOutDir: true },
    });
    await build({
      root: storefrontDir,
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'server/main.ts', outDir: join(outDir, 'server'), emptyOutDir: true },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

/** Waits until the server at `url` answers its health check (or fails after `timeoutMs`). */
async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the storefront server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the storefront server did not answer ${url}/healthz within ${timeoutMs} ms`);
}

/**
 * Starts the production storefront server of the build in `outDir` on `port`, against the API at
 * `apiUrl`, as its own process (exactly what `pnpm start` runs); resolves when it is healthy.
 */
export async function startStorefrontProcess(
  outDir: string,
  port: number,
  apiUrl: string,
  apiHosts?: ApiHosts,
  /** More of its configuration (e.g. `ANSWER_CACHE_TTL_MS`). */
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number | undefined; close: () => Promise<void> }> {
  const child = spawn(process.execPath, [join(outDir, 'server', 'server.js')], {
    cwd: storefrontDir,
    // Its request log (a line per request) would bury the test output: warnings and errors only,
    // unless LOG_LEVEL asks for more.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      API_URL: apiUrl,
      ...(apiHosts
        ? {
            CONTENT_API_URL: apiHosts.content,
            CATALOG_API_URL: apiHosts.catalog,
            USER_API_URL: apiHosts.user,
            BASKET_API_URL: apiHosts.basket,
          }
        : {}),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    pid: child.pid,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Starts the API, builds the storefront and serves the build with its production server. */
export async function startShop(options: StartShopOptions): Promise<RunningShop> {
  const api = await startTestServer({ port: options.apiPort });
  // E2E_REUSE_BUILD=1 serves the last build as it is: for iterating on the journeys themselves,
  // and for scripts/test-all.mjs, which points E2E_OUT_DIR at the build its build step just made.
  // Never a build of older code.
  const reuse = options.reuseBuild ?? process.env.E2E_REUSE_BUILD === '1';
  if (!reuse || !existsSync(join(options.outDir, 'server', 'server.js'))) {
    await buildStorefront(options.outDir);
  }
  const forwarders: ApiForwarder[] = options.fourApiHosts
    ? await Promise.all([0, 1, 2, 3].map(() => startApiForwarder(api.baseUrl)))
    : [];
  const [content, catalog, user, basket] = forwarders.map((forwarder) => forwarder.url);
  const apiHosts: ApiHosts =
    content && catalog && user && basket
      ? { content, catalog, user, basket }
      : { content: api.baseUrl, catalog: api.baseUrl, user: api.baseUrl, basket: api.baseUrl };
  const storefront = await startStorefrontProcess(
    options.outDir,
    options.storefrontPort,
    api.baseUrl,
    options.fourApiHosts ? apiHosts : undefined,
  );

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
    apiHosts,
    storefrontPort: options.storefrontPort,
    controlUrl: `http://127.0.0.1:${controlPort}`,
    sites: api.sites,
    close: async () => {
      await closeServer(control);
      await storefront.close();
      await Promise.all(forwarders.map((forwarder) => forwarder.close()));
      await api.close();
    },
  };
}

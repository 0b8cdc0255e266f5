/**
 * The shop the journeys (and the benchmarks) drive: the commerce API on a loopback port with a
 * freshly seeded database (a process of its own, `api-process.ts`), and the storefront's production
 * build served by its production server (`node dist/server/server.js`, another process), pointed
 * at that API. One function, so the journeys' global setup and the benchmarks build and serve the
 * same way.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ApiHosts } from '@clubshop/api-sdk';
import type { TestSite } from '@clubshop/commerce-api/testing';
import { build } from 'vite';
import { READY_MARK, type ShopApiAddresses } from './api-process-protocol.ts';

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
  /** Loopback address of the harness control server (content writes; see `control-server.ts`). */
  controlUrl: string;
  sites: TestSite[];
  close: () => Promise<void>;
}

/** The storefront app's folder. */
export const storefrontDir = join(import.meta.dirname, '..', '..');

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

/**
 * Starts a shop's API side (`api-process.ts`: the API, its forwarders, the control server) as a
 * process of its own, as deployed; resolves with its addresses once everything listens.
 */
async function startApiProcess(
  apiPort: number,
  fourApiHosts: boolean,
  timeoutMs = 180_000,
): Promise<ShopApiAddresses & { close: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@clubshop/source', join(import.meta.dirname, 'api-process.ts')],
    {
      cwd: storefrontDir,
      env: { ...process.env, SHOP_API_PORT: String(apiPort), SHOP_FOUR_API_HOSTS: fourApiHosts ? '1' : '0' },
      // stdin stays open while this process lives: the API process stops when it closes.
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  let closing = false;
  const close = () =>
    new Promise<void>((resolve) => {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // An API that dies mid-run fails the journeys after it with refused connections: say why here.
  child.once('exit', (code, signal) => {
    if (!closing) console.error(`the shop API on port ${apiPort} exited with ${code ?? signal}`);
  });
  const lines = createInterface({ input: child.stdout as NonNullable<typeof child.stdout> });
  try {
    const addresses = await new Promise<ShopApiAddresses>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the shop API on port ${apiPort} did not start within ${timeoutMs} ms`)),
        timeoutMs,
      );
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the shop API on port ${apiPort} exited with ${code ?? signal} before it listened`));
      });
      lines.on('line', (line) => {
        if (line.startsWith(READY_MARK)) {
          clearTimeout(timer);
          resolve(JSON.parse(line.slice(READY_MARK.length)) as ShopApiAddresses);
        } else {
          // Its own output (warnings of its log) goes where it went when the API ran in here.
          process.stdout.write(`${line}\n`);
        }
      });
    });
    return { ...addresses, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Starts a shop: its API side in a process of its own (`api-process.ts`: the API with a freshly
 * seeded database, the four host forwarders when asked, the control server), builds the
 * storefront unless asked to reuse the last build, and serves the build with its production
 * server, pointed at that API.
 */
export async function startShop(options: StartShopOptions): Promise<RunningShop> {
  const api = await startApiProcess(options.apiPort, options.fourApiHosts ?? false);
  try {
    // E2E_REUSE_BUILD=1 serves the last build as it is: for iterating on the journeys themselves,
    // and for scripts/test-all.mjs, which points E2E_OUT_DIR at the build its build step just made.
    // Never a build of older code.
    const reuse = options.reuseBuild ?? process.env.E2E_REUSE_BUILD === '1';
    if (!reuse || !existsSync(join(options.outDir, 'server', 'server.js'))) {
      await buildStorefront(options.outDir);
    }
    const storefront = await startStorefrontProcess(
      options.outDir,
      options.storefrontPort,
      api.apiUrl,
      options.fourApiHosts ? api.apiHosts : undefined,
    );
    return {
      apiUrl: api.apiUrl,
      apiHosts: api.apiHosts,
      storefrontPort: options.storefrontPort,
      controlUrl: api.controlUrl,
      sites: api.sites,
      close: async () => {
        await storefront.close();
        await api.close();
      },
    };
  } catch (error) {
    await api.close();
    throw error;
  }
}

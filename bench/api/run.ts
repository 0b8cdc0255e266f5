/**
 * API benchmark. Starts the commerce API as its own process (`node --import tsx src/main.ts`,
 * NODE_ENV=production, with the localhost site rules on so unlabelled requests find the default
 * site) on a loopback port over a warm seeded database (the bench runs `migrate` and `seed-demo`
 * first; `start` does neither in production), waits until it answers,
 * warms every scenario up, then drives it with autocannon from this process (a second process, so
 * the load generator does not steal the server's event loop) and writes requests/s, p50 and p99
 * per scenario, with the machine and its load average, to bench/results/api.json.
 *
 *   pnpm --filter @clubshop/commerce-api bench
 *
 * Environment:
 *   BENCH_SECONDS      seconds per scenario (default 10); BENCH_WARMUP_SECONDS (default 3)
 *   BENCH_CONNECTIONS  concurrent connections (default 50)
 *   BENCH_ONLY         comma-separated scenario names to run (default: all)
 *   DATABASE_URL       run on this PostgreSQL database (seeded by the first start when empty)
 *                      instead of PGlite; PGlite data is kept in BENCH_DATA_DIR (default: a folder
 *                      under the OS temp dir keyed by the seed sources and SEED_PRODUCTS)
 *   SEED_PRODUCTS      catalogue size of a database the bench seeds (default 480)
 *   API_BENCH_PORT     the cached server's port, the uncached one's the next (default: free ports)
 *
 * Scenarios: settings, content resolve (a category path), category listing, search with two
 * filters, add to basket. The API caches finished catalogue answers (listing, search, content)
 * for 30 s, so after the warm-up a repeated request is a cache hit; the "(uncached)" scenarios run
 * on a second server started with CATALOGUE_CACHE_TTL_MS=0, where every request is computed:
 * listing and search from the sites' in-memory listings, content resolve from the database. They
 * are content resolve, the category listing, the same search, 250 different searches in turn (terms, sizes,
 * filters, sorts, categories, pages) and, with one connection, the search again (the latency of
 * a single uncached search with no queue in front of it). Both servers load every site's listing
 * at start; the bench waits for them to go idle first.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { seedKey } from '../../apps/commerce-api/src/testing/snapshot.ts';
import { machineOfRun } from '../support/results-file.ts';
import { searchSizes, searchTerms } from './shopper-searches.ts';

const appDir = fileURLToPath(new URL('../../apps/commerce-api/', import.meta.url));
const resultsFile = fileURLToPath(new URL('../results/api.json', import.meta.url));

// autocannon is a dev dependency of the app; resolve it from there (bench/ has no node_modules).
const autocannon = createRequire(join(appDir, 'package.json'))('autocannon') as (
  options: Record<string, unknown>,
) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}

interface BenchRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Called before each request (autocannon's setupRequest), e.g. to vary the path. */
  setupRequest?: (request: BenchRequest) => BenchRequest;
  /** Called with each response (autocannon's onResponse), e.g. to count refused basket adds. */
  onResponse?: (status: number, body: string) => void;
}

interface Scenario {
  name: string;
  request: BenchRequest;
  /** Concurrent connections of this scenario (default BENCH_CONNECTIONS). */
  connections?: number;
  /** Target of the issue, and a check of the measured row against it. */
  target?: { text: string; minRps?: number; maxP99Ms?: number };
  /** Counted refusals (HTTP 200 with success false), e.g. add to basket beyond stock. */
  refusals?: () => number;
}

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY?.split(',').map((name) => name.trim());
const databaseUrl = process.env.DATABASE_URL;
const seedProducts = Number(process.env.SEED_PRODUCTS ?? 480);
const dataDir =
  process.env.BENCH_DATA_DIR ?? join(tmpdir(), `clubshop-bench-pglite-${seedProducts}-${seedKey()}`);
const logDir = join(tmpdir(), 'clubshop-bench-logs');
mkdirSync(logDir, { recursive: true });

/** Servers started so far: with `API_BENCH_PORT`, the n-th takes that port + n. */
let serversStarted = 0;

/** A port for the next server: `API_BENCH_PORT` and the next, else one the system has free. */
function freePort(): Promise<number> {
  const base = Number(process.env.API_BENCH_PORT);
  if (Number.isInteger(base) && base > 0) return Promise.resolve(base + serversStarted++);
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function loadAverage(): number[] {
  return loadavg().map((value) => Math.round(value * 100) / 100);
}

/** User + system CPU seconds of a process, from /proc/<pid>/stat (Linux; USER_HZ = 100). */
function processCpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** The environment of every API process of the bench. */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // Production rules, but mails stay in the database, the test payment page stays, and
    // requests without a StoreId find the default site (the scenarios below send none).
    JWT_SECRET: process.env.JWT_SECRET ?? 'bench-secret-0123456789-0123456789-0123',
    MAIL_TRANSPORT: 'database',
    PAYMENT_PROVIDER: 'test-page',
    LOCALHOST_SITES: 'true',
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(seedProducts),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }),
    ...extra,
  };
}

/** Runs a command of the API (`migrate`, `seed-demo`) to its end. */
async function runCommand(command: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--conditions=@clubshop/source', '--import', 'tsx', 'src/main.ts', command],
    {
      cwd: appDir,
      env: serverEnv({}),
      stdio: 'inherit',
    },
  );
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} exited with ${code}`);
}

/** Starts `src/main.ts` in its own process and resolves once /ready answers. */
async function startServer(label: string, env: Record<string, string>) {
  const port = await freePort();
  const log = join(logDir, `${label}.log`);
  const out = createWriteStream(log);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@clubshop/source', '--import', 'tsx', 'src/main.ts', 'start'],
    {
      cwd: appDir,
      env: serverEnv({ PORT: String(port), ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // A first start on an empty database migrates and seeds (minutes for 100,000 products).
  for (;;) {
    if (exited) throw new Error(`the API exited before it answered; see ${log}`);
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60 * 60_000)
      throw new Error(`the API did not start within an hour; see ${log}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.info(
    `${label}: API ready on ${baseUrl} after ${((Date.now() - started) / 1000).toFixed(1)} s (log ${log})`,
  );
  return {
    baseUrl,
    /** CPU seconds the server process has used (Linux /proc), undefined elsewhere. */
    cpuSeconds: () => processCpuSeconds(child.pid),
    stop: async () => {
      if (exited) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await done;
    },
  };
}

async function getJson<T>(baseUrl: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

const searchPath =
  '/api/products/search?Term=shirt&Filters.MultipleFilters=size:m&Filters.BitFilters=inStock:true&PageSize=24';

/**
 * Searches as many shoppers make them: terms of one and two words (whole and begun), sizes,
 * in-stock and price filters, every sort, categories and later pages, 250 different requests in
 * turn, so an uncached server computes each of them again and again over its whole catalogue.
 */
function variedSearchPaths(categoryIds: string[]): string[] {
  const terms = searchTerms;
  const sizes = searchSizes;
  const sorts = ['', 'price', 'name', 'newest'];
  const paths: string[] = [];
  for (let index = 0; index < 250; index++) {
    const query = new URLSearchParams();
    const term = terms[index % terms.length] as string;
    if (term) query.set('Term', term);
    query.set('Filters.MultipleFilters', `size:${sizes[index % sizes.length]}`);
    if (index % 2 === 0) query.set('Filters.BitFilters', 'inStock:true');
    if (index % 7 === 0) query.set('Filters.RangeFilters', 'price:10:60');
    const sort = sorts[index % sorts.length] as string;
    if (sort) query.set('Filters.SortOptions', sort);
    if (index % 3 === 0) query.set('Sorting', 'desc');
    if (index % 5 === 0 && categoryIds.length > 0)
      query.set('CategoryId', categoryIds[index % categoryIds.length] as string);
    query.set('Page', String(1 + (index % 3)));
    query.set('PageSize', '24');
    paths.push(`/api/products/search?${query}`);
  }
  return paths;
}

/** Reads ids from the running API and builds the scenarios. */
async function scenariosFor(baseUrl: string): Promise<{ cached: Scenario[]; uncached: Scenario[] }> {
  const categories = await getJson<Array<{ id: string; url: string }>>(baseUrl, '/api/categories');
  const category = categories.find((entry) => entry.url.endsWith('/shirts/')) ?? categories[0];
  if (!category) throw new Error('no categories: is the database seeded?');

  // Add to basket: a pool of baskets and in-stock items, one (basket, item) pair per request, so
  // no basket is locked by two requests at once and no item runs out of stock during the run.
  const inStock = await getJson<{ products: Array<{ variantId?: string; availability: string }> }>(
    baseUrl,
    '/api/products/search?Filters.BitFilters=inStock:true&PageSize=48',
  );
  const items = inStock.products
    .filter((product) => product.availability === 'InStock' && product.variantId)
    .map((product) => product.variantId as string);
  const tokens: string[] = [];
  for (let index = 0; index < 200; index++) {
    const created = await getJson<{ summary: { token: string } }>(baseUrl, '/api/baskets', {
      method: 'POST',
    });
    tokens.push(created.summary.token);
  }
  let next = 0;
  let refused = 0;
  const addToBasket: BenchRequest = {
    method: 'POST',
    path: `/api/baskets/${tokens[0]}`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (request) => {
      const index = next++;
      return {
        ...request,
        path: `/api/baskets/${tokens[index % tokens.length]}`,
        body: JSON.stringify({
          productId: items[Math.floor(index / tokens.length) % items.length],
          quantity: 1,
        }),
      };
    },
    onResponse: (status, body) => {
      if (status === 200 && body.startsWith('{"success":false')) refused++;
    },
  };

  const variedPaths = variedSearchPaths(categories.map((entry) => entry.id));
  let nextVaried = 0;
  const variedSearch: BenchRequest = {
    method: 'GET',
    path: variedPaths[0] as string,
    setupRequest: (request) => ({
      ...request,
      path: variedPaths[nextVaried++ % variedPaths.length] as string,
    }),
  };
  // Every one of them must answer (a 400 would be measured as fast and wrong).
  for (const path of variedPaths) await getJson(baseUrl, path);

  const fast = { text: '>= 3000 req/s, p99 <= 25 ms', minRps: 3000, maxP99Ms: 25 };
  const search = {
    text:
      databaseUrl && seedProducts >= 100_000
        ? 'p99 <= 150 ms (100,000 products, PostgreSQL)'
        : 'p99 <= 50 ms',
    maxP99Ms: databaseUrl && seedProducts >= 100_000 ? 150 : 50,
  };
  return {
    cached: [
      {
        name: 'settings',
        request: {
          method: 'GET',
          path: `/api/settings?url=${encodeURIComponent('http://riverside-dk.localhost:5173/')}`,
        },
        target: fast,
      },
      {
        name: 'content resolve',
        request: { method: 'GET', path: `/api/content?url=${encodeURIComponent(category.url)}` },
        target: fast,
      },
      {
        name: 'category listing',
        request: { method: 'GET', path: `/api/products/category/${category.id}?page=1&pageSize=24` },
      },
      { name: 'search with two filters', request: { method: 'GET', path: searchPath }, target: search },
      { name: 'add to basket', request: addToBasket, refusals: () => refused },
    ],
    uncached: [
      // No target: a site has a bounded set of paths, so in service nearly every content answer
      // is a cache hit (the row above); this is what the first visit of a path costs.
      {
        name: 'content resolve (uncached)',
        request: { method: 'GET', path: `/api/content?url=${encodeURIComponent(category.url)}` },
      },
      {
        name: 'category listing (uncached)',
        request: { method: 'GET', path: `/api/products/category/${category.id}?page=1&pageSize=24` },
      },
      {
        name: 'search with two filters (uncached)',
        request: { method: 'GET', path: searchPath },
        target: search,
      },
      { name: 'varied searches (uncached)', request: variedSearch, target: search },
      // One shopper at a time: the latency of one uncached search with nothing queued before it
      // (the 50-connection row above measures throughput: p99 there is mostly waiting in line).
      {
        name: 'search with two filters (uncached; 1 connection)',
        request: { method: 'GET', path: searchPath },
        connections: 1,
      },
    ],
  };
}

/** Runs one scenario: a warm-up, then the measured run. */
async function run(server: { baseUrl: string; cpuSeconds: () => number | undefined }, scenario: Scenario) {
  const { baseUrl } = server;
  const { setupRequest, onResponse, ...request } = scenario.request;
  const autocannonRequest = {
    ...request,
    ...(setupRequest ? { setupRequest } : {}),
    ...(onResponse
      ? { onResponse: (status: number, body: string | Buffer) => onResponse(status, String(body)) }
      : {}),
  };
  const scenarioConnections = scenario.connections ?? connections;
  const options = {
    url: baseUrl,
    connections: scenarioConnections,
    pipelining: 1,
    requests: [autocannonRequest],
  };
  if (warmupSeconds > 0) await autocannon({ ...options, duration: warmupSeconds });
  const refusedBefore = scenario.refusals?.() ?? 0;
  const loadBefore = loadAverage();
  const cpuBefore = server.cpuSeconds();
  const outcome = await autocannon({ ...options, duration: seconds });
  const cpuAfter = server.cpuSeconds();
  // CPU time of the server per answered request: what the numbers would be on an idle core
  // (1000 / this = requests/s one core can serve), whatever else the machine is doing.
  const cpuMsPerRequest =
    cpuBefore !== undefined && cpuAfter !== undefined && outcome.requests.total > 0
      ? Math.round(((cpuAfter - cpuBefore) * 1000 * 100) / outcome.requests.total) / 100
      : undefined;
  const row = {
    name: scenario.name,
    connections: scenarioConnections,
    requestsPerSecond: Math.round(outcome.requests.average),
    p50Ms: outcome.latency.p50,
    p90Ms: outcome.latency.p90,
    p99Ms: outcome.latency.p99,
    maxMs: outcome.latency.max,
    requests: outcome.requests.total,
    non2xx: outcome.non2xx,
    errors: outcome.errors,
    timeouts: outcome.timeouts,
    ...(scenario.refusals ? { refusals: scenario.refusals() - refusedBefore } : {}),
    ...(cpuMsPerRequest !== undefined
      ? {
          serverCpuMsPerRequest: cpuMsPerRequest,
          serverCpuShare: Math.round((((cpuAfter ?? 0) - (cpuBefore ?? 0)) / seconds) * 100) / 100,
        }
      : {}),
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAverage(),
    ...(scenario.target
      ? {
          target: scenario.target.text,
          met:
            outcome.requests.total > 0 &&
            outcome.errors === 0 &&
            outcome.timeouts === 0 &&
            outcome.non2xx === 0 &&
            (scenario.target.minRps === undefined || outcome.requests.average >= scenario.target.minRps) &&
            (scenario.target.maxP99Ms === undefined || outcome.latency.p99 <= scenario.target.maxP99Ms),
        }
      : {}),
  };
  console.info(
    `${row.name.padEnd(36)} ${String(row.requestsPerSecond).padStart(6)} req/s  p50 ${row.p50Ms} ms  p99 ${row.p99Ms} ms  cpu/req ${row.serverCpuMsPerRequest ?? '?'} ms  non2xx ${row.non2xx}  errors ${row.errors}  load ${row.loadAverageBefore.join(' ')}${'met' in row ? (row.met ? '  target met' : '  TARGET MISSED') : ''}`,
  );
  return row;
}

const label = `${databaseUrl ? 'postgres' : 'pglite'}-${seedProducts}`;
const startedAt = new Date().toISOString();
const loadAtStart = loadAverage();
console.info(
  `bench ${label}: ${connections} connections, ${seconds} s per scenario (warm-up ${warmupSeconds} s), load ${loadAtStart.join(' ')}`,
);
const results: Array<Awaited<ReturnType<typeof run>>> = [];

/**
 * Waits until the server is idle (under 5% of a core for a second, at most a minute): after a
 * first start PGlite is still writing the seeded data to its folder and V8 is still compiling,
 * which would be billed to the first scenario.
 */
async function settle(server: { cpuSeconds: () => number | undefined }) {
  const until = Date.now() + 60_000;
  let before = server.cpuSeconds();
  while (before !== undefined && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = server.cpuSeconds();
    if (now === undefined || now - before < 0.05) return;
    before = now;
  }
}

// `start` in production seeds neither PostgreSQL nor the embedded PGlite (it answers 404 until a
// site exists): the demo clubs come from `seed-demo`, which skips a seeded database.
await runCommand('migrate');
await runCommand('seed-demo');
const main = await startServer(`${label}-cached`, {});
let uncachedScenarios: Scenario[] = [];
try {
  const { cached, uncached } = await scenariosFor(main.baseUrl);
  uncachedScenarios = uncached;
  await settle(main);
  for (const scenario of cached) {
    if (!only || only.includes(scenario.name)) results.push(await run(main, scenario));
  }
} finally {
  await main.stop();
}
const wanted = uncachedScenarios.filter((scenario) => !only || only.includes(scenario.name));
if (wanted.length > 0) {
  const uncachedServer = await startServer(`${label}-uncached`, { CATALOGUE_CACHE_TTL_MS: '0' });
  try {
    await settle(uncachedServer);
    for (const scenario of wanted) results.push(await run(uncachedServer, scenario));
  } finally {
    await uncachedServer.stop();
  }
}

const entry = {
  label,
  date: startedAt,
  database: databaseUrl ? 'postgres' : 'pglite',
  seedProducts,
  connections,
  seconds,
  warmupSeconds,
  machine: { ...machineOfRun(), platform: `${process.platform} ${process.arch}` },
  loadAverageAtStart: loadAtStart,
  results,
};

// One entry per database and catalogue size: the latest run of each replaces the one before.
let previous: { runs?: Array<{ label: string }> } = {};
try {
  previous = JSON.parse(readFileSync(resultsFile, 'utf8')) as typeof previous;
} catch {
  // first run
}
const runs = [...(previous.runs ?? []).filter((other) => other.label !== label), entry].sort((a, b) =>
  a.label.localeCompare(b.label),
);
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
const partial = `${resultsFile}.${process.pid}.tmp`;
writeFileSync(partial, `${JSON.stringify({ runs }, null, 2)}\n`);
renameSync(partial, resultsFile);
console.info(`wrote ${resultsFile} (${label})`);

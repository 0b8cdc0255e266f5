/**
 * Load benchmark of the deployed shape (issue 14): the compiled API (`node dist/main.js start`,
 * NODE_ENV=production) under 200 concurrent shoppers mixing browsing, search and add to basket
 * for 30 s, on the embedded PGlite database (one instance) and on PostgreSQL with two instances
 * (half the shoppers each, as a load balancer would send them); then the staleness between the
 * two instances after a write: the last unit of a product sold through one, how long the other
 * still shows it in stock (probes during the load and on a quiet system).
 *
 *   pnpm --filter @clubshop/commerce-api bench:load
 *
 * Environment:
 *   LOAD_CLIENTS   concurrent shoppers (default 200)      LOAD_SECONDS  measured seconds (default 30)
 *   LOAD_ONLY      pglite or postgres (default both)      LOAD_WARMUP_SECONDS (default 5)
 *   DATABASE_URL   a PostgreSQL server to create the bench database on (default: a throwaway
 *                  cluster of its own on a port of 4200-4299, like the operations suite)
 *   MAX_IN_FLIGHT, MAX_QUEUE_MS, DATABASE_POOL_SIZE, CATALOGUE_CACHE_TTL_MS: passed to the API
 *
 * Staleness: the first instance sells the last unit of a product; the second is then asked
 * (search with the in-stock filter, the category listing, the product: three requests at once,
 * again every 20 ms) until all three show it sold out; reported as the time to that answer and
 * the number of rounds (1: the first requests sent after the sale already showed it sold out).
 *
 * Each shopper repeats a visit: settings, dictionary, a category page (content), its listing, a
 * search (one of 40 terms and filters), a product, add to basket (its own basket, a new one every
 * 10 adds) and the basket. Every request has a 10 s timeout; a 503 with Retry-After makes that
 * shopper wait as long before its next request, as a browser would. Results (per kind: p50, p90,
 * p99, max; requests/s; 503s; other 5xx; timeouts; the load average; the cores the bench, each
 * API instance and PostgreSQL used) go to bench/results/api-load.json and are printed. The API
 * instances write their JSON request logs as in production; the bench reads and drops them
 * unparsed (parsing them cost its own process CPU on this shared machine).
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ApiProcess,
  appDir,
  productionEnv,
  runToEnd,
  startApi,
  stopApi,
} from '../../apps/commerce-api/test/ops/support/api-process.ts';
import { startCluster } from '../../apps/commerce-api/test/ops/support/cluster.ts';
import {
  type Fetcher,
  prepareLastUnit,
  type Staleness,
  sellLastUnit,
  shownStock,
  untilSoldOut,
} from '../../apps/commerce-api/test/support/last-unit.ts';
import { freePort } from '../../apps/commerce-api/test/support/ports.ts';
import { queryAt } from '../../apps/commerce-api/test/support/sql.ts';
import { loadAverage, type Sample, samplesByKind, sleep } from '../support/load-samples.ts';
import { machineOfRun, writeLatestResults } from '../support/results-file.ts';
import { cpuSecondsOf, postgresCpuSeconds } from './process-cpu.ts';
import { searchSizes, searchTerms } from './shopper-searches.ts';

const clients = Number(process.env.LOAD_CLIENTS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 30);
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 5);
const only = process.env.LOAD_ONLY;
const timeoutMs = 10_000;
const resultsFile = fileURLToPath(new URL('../results/api-load.json', import.meta.url));

interface Site {
  storeId: string;
  url: string;
  categories: Array<{ id: string; url: string }>;
  products: string[];
  items: string[];
}

/** A keep-alive HTTP client per instance: one socket per shopper at most. */
function clientFor(baseUrl: string) {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  return (method: string, path: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; body: string; retryAfter?: number }>((resolve, reject) => {
      const request = httpRequest(
        {
          host: url.hostname,
          port: url.port,
          method,
          path,
          agent,
          headers: {
            Accept: 'application/json',
            ...headers,
            ...(body ? { 'Content-Type': 'application/json' } : {}),
          },
          timeout: timeoutMs,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const retryAfter = Number(response.headers['retry-after']);
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              ...(Number.isFinite(retryAfter) ? { retryAfter } : {}),
            });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })));
      request.on('error', reject);
      request.end(body);
    });
}

/** What shoppers need of the catalogue: per site, categories, products and in-stock items. */
async function catalogueOf(baseUrl: string): Promise<Site[]> {
  const call = clientFor(baseUrl);
  const get = async (path: string, storeId?: string) => {
    const answer = await call('GET', path, storeId ? { StoreId: storeId } : {});
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body) as unknown;
  };
  const sites: Site[] = [];
  for (const storeId of ['northbridge-gb', 'riverside-de', 'harbour-dk', 'northbridge-dk', 'riverside-gb']) {
    const categories = ((await get('/api/categories', storeId)) as Array<{ id: string; url: string }>).slice(
      0,
      12,
    );
    const search = (await get(
      '/api/products/search?PageSize=100&Filters.BitFilters=inStock:true',
      storeId,
    )) as {
      products: Array<{ id: string; variantId?: string }>;
    };
    sites.push({
      storeId,
      url: `http://${storeId}.localhost:5173/`,
      categories,
      products: search.products.map((product) => product.id),
      items: search.products.map((product) => product.variantId).filter((id): id is string => Boolean(id)),
    });
  }
  return sites;
}

const terms = searchTerms;
const sizes = searchSizes;

/** The i-th search of a shopper: a term, a size, sometimes in stock only, a sort, a page. */
function searchPath(index: number): string {
  const query = new URLSearchParams();
  const term = terms[index % terms.length] as string;
  if (term) query.set('Term', term);
  if (index % 2 === 0) query.set('Filters.MultipleFilters', `size:${sizes[index % sizes.length]}`);
  if (index % 3 === 0) query.set('Filters.BitFilters', 'inStock:true');
  if (index % 4 === 1) query.set('Filters.SortOptions', 'price');
  query.set('Page', String(1 + (index % 2)));
  query.set('PageSize', '24');
  return `/api/products/search?${query}`;
}

/** Runs the shoppers against the instances (round-robin) for warm-up + measured seconds. */
async function drive(instances: ApiProcess[], sites: Site[]) {
  const samples: Sample[] = [];
  const calls = instances.map((api) => clientFor(api.baseUrl));
  let measuring = false;
  let running = true;
  let refused = 0;

  const shopper = async (index: number) => {
    const call = calls[index % calls.length] as ReturnType<typeof clientFor>;
    const site = sites[index % sites.length] as Site;
    const headers = { StoreId: site.storeId };
    let basket = '';
    let adds = 0;
    const send = async (kind: string, method: string, path: string, body?: unknown) => {
      const started = performance.now();
      let sample: Sample;
      let text = '';
      try {
        const answer = await call(
          method,
          path,
          headers,
          body === undefined ? undefined : JSON.stringify(body),
        );
        text = answer.body;
        sample = {
          kind,
          ms: performance.now() - started,
          status: answer.status,
          ...(answer.retryAfter !== undefined ? { retryAfter: answer.retryAfter } : {}),
        };
      } catch (error) {
        sample = {
          kind,
          ms: performance.now() - started,
          status: 0,
          error: (error as { code?: string }).code ?? 'error',
        };
      }
      if (measuring) samples.push(sample);
      // A 503 says when to come back: wait as a browser would.
      if (sample.status === 503) await sleep((sample.retryAfter ?? 1) * 1000);
      else if (sample.status === 0) await sleep(100);
      return { sample, text };
    };
    for (let visit = index; running; visit += clients) {
      const category = site.categories[visit % site.categories.length] as { id: string; url: string };
      await send('settings', 'GET', `/api/settings?url=${encodeURIComponent(site.url)}`);
      await send('dictionary', 'GET', '/api/dictionary/dictionariesbyculture');
      await send('content', 'GET', `/api/content?url=${encodeURIComponent(category.url)}`);
      await send(
        'listing',
        'GET',
        `/api/products/category/${category.id}?page=${1 + (visit % 2)}&pageSize=24`,
      );
      await send('search', 'GET', searchPath(visit));
      await send('product', 'GET', `/api/products/${site.products[visit % site.products.length]}`);
      if (!basket || adds >= 10) {
        const created = await send('basket', 'POST', '/api/baskets');
        basket =
          created.sample.status === 201
            ? (JSON.parse(created.text) as { summary: { token: string } }).summary.token
            : '';
        adds = 0;
      }
      if (basket) {
        const added = await send('add to basket', 'POST', `/api/baskets/${basket}`, {
          productId: site.items[(visit * 7) % site.items.length],
          quantity: 1,
        });
        if (added.text.startsWith('{"success":false')) refused++;
        adds++;
        await send('basket', 'GET', `/api/baskets/${basket}`);
      }
    }
  };

  const shoppers = Array.from({ length: clients }, (_, index) => shopper(index));
  await sleep(warmupSeconds * 1000);
  const loadBefore = loadAverage();
  measuring = true;
  const started = performance.now();
  return {
    samples,
    loadBefore,
    startedAt: started,
    refused: () => refused,
    stop: async () => {
      measuring = false;
      const elapsed = (performance.now() - started) / 1000;
      running = false;
      await Promise.all(shoppers);
      return elapsed;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number);
}

function summarize(samples: Sample[], elapsedSeconds: number) {
  return samplesByKind(samples).map(({ kind, of, sorted }) => {
    return {
      kind,
      requests: of.length,
      requestsPerSecond: Math.round(of.length / elapsedSeconds),
      p50Ms: percentile(sorted, 50),
      p90Ms: percentile(sorted, 90),
      p99Ms: percentile(sorted, 99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      explicit503: of.filter((sample) => sample.status === 503).length,
      other5xx: of.filter((sample) => sample.status >= 500 && sample.status !== 503).length,
      timeouts: of.filter((sample) => sample.error === 'timeout').length,
      errors: of.filter((sample) => sample.error && sample.error !== 'timeout').length,
      over10s: of.filter((sample) => sample.ms >= timeoutMs).length,
    };
  });
}

function print(label: string, rows: ReturnType<typeof summarize>) {
  console.info(`\n${label}`);
  console.info('kind              req/s   p50    p90    p99    max   503  5xx  t/o  err');
  for (const row of rows) {
    console.info(
      `${row.kind.padEnd(16)} ${String(row.requestsPerSecond).padStart(6)} ${String(row.p50Ms).padStart(5)} ${String(row.p90Ms).padStart(6)} ${String(row.p99Ms).padStart(6)} ${String(row.maxMs).padStart(6)} ${String(row.explicit503).padStart(5)} ${String(row.other5xx).padStart(4)} ${String(row.timeouts).padStart(4)} ${String(row.errors).padStart(4)}`,
    );
  }
}

/** Builds dist/ (what runs in production). */
function build() {
  const tsupDir = dirname(createRequire(join(appDir, 'package.json')).resolve('tsup/package.json'));
  execFileSync(process.execPath, [join(tsupDir, 'dist', 'cli-default.js')], { cwd: appDir, stdio: 'ignore' });
}

/** Settings of the API a run may change (docs/configuration.md), passed through when set. */
const tunables = ['MAX_IN_FLIGHT', 'MAX_QUEUE_MS', 'DATABASE_POOL_SIZE', 'CATALOGUE_CACHE_TTL_MS'];

const baseEnv = (extra: Record<string, string>) =>
  productionEnv({
    // The production default: one JSON log line per request (read and dropped by the bench).
    LOG_LEVEL: 'info',
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '480',
    ...Object.fromEntries(tunables.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : []))),
    ...extra,
  });

/** One measured run over these instances. */
/** CPU seconds used so far by the bench itself, each API instance and the PostgreSQL server. */
function cpuNow(instances: ApiProcess[], postgresDataDir?: string) {
  const own = process.cpuUsage();
  return {
    loadGenerator: (own.user + own.system) / 1e6,
    api: instances.map((api) => cpuSecondsOf(api.child.pid)),
    postgres: postgresCpuSeconds(postgresDataDir),
  };
}

/** Where the cores went between two `cpuNow` readings: CPU seconds per wall second of each. */
function coresUsed(before: ReturnType<typeof cpuNow>, after: ReturnType<typeof cpuNow>, seconds: number) {
  const share = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? undefined : Math.round(((to - from) / seconds) * 100) / 100;
  return {
    loadGenerator: share(before.loadGenerator, after.loadGenerator),
    api: after.api.map((to, index) => share(before.api[index], to)),
    ...(after.postgres === undefined ? {} : { postgres: share(before.postgres, after.postgres) }),
  };
}

/** One measured run over these instances. */
async function measure(
  label: string,
  instances: ApiProcess[],
  options: { staleness?: () => Promise<Staleness>; postgresDataDir?: string | undefined } = {},
) {
  const { staleness, postgresDataDir } = options;
  const sites = await catalogueOf(instances[0]?.baseUrl ?? '');
  const run = await drive(instances, sites);
  const cpuBefore = cpuNow(instances, postgresDataDir);
  const during: Staleness[] = [];
  const probeTimes = staleness ? [0.3, 0.6, 0.9].map((share) => share * seconds * 1000) : [];
  for (const at of probeTimes) {
    const wait = at - (performance.now() - run.startedAt);
    if (wait > 0) await sleep(wait);
    if (staleness) during.push(await staleness());
  }
  const rest = seconds * 1000 - (performance.now() - run.startedAt);
  if (rest > 0) await sleep(rest);
  const cpuAfter = cpuNow(instances, postgresDataDir);
  const cpuWindowSeconds = (performance.now() - run.startedAt) / 1000;
  const elapsed = await run.stop();
  const loadAfter = loadAverage();
  const cores = coresUsed(cpuBefore, cpuAfter, cpuWindowSeconds);
  const rows = summarize(run.samples, elapsed);
  print(
    `${label}: ${clients} shoppers, ${elapsed.toFixed(1)} s, load ${run.loadBefore.join(' ')} -> ${loadAfter.join(' ')}, cores used ${JSON.stringify(cores)}`,
    rows,
  );
  const quiet: Staleness[] = [];
  if (staleness) {
    await sleep(2000);
    for (let probe = 0; probe < 5; probe++) quiet.push(await staleness());
    const show = (probes: Staleness[]) =>
      probes
        .map((probe) => `${Math.round(probe.ms)} ms (${probe.polls} poll${probe.polls === 1 ? '' : 's'})`)
        .join(', ');
    console.info(`staleness between instances: under load ${show(during)}; quiet ${show(quiet)}`);
  }
  return {
    label,
    instances: instances.length,
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    addToBasketRefusals: run.refused(),
    loadAverageBefore: run.loadBefore,
    loadAverageAfter: loadAfter,
    coresUsed: cores,
    results: rows,
    ...(staleness
      ? {
          staleness: {
            underLoad: during.map((probe) => ({ ms: Math.round(probe.ms), polls: probe.polls })),
            quiet: quiet.map((probe) => ({ ms: Math.round(probe.ms), polls: probe.polls })),
          },
        }
      : {}),
  };
}

const startedAt = new Date().toISOString();
const runs: Array<Awaited<ReturnType<typeof measure>>> = [];
build();
console.info(
  `bench load: ${clients} shoppers, ${seconds} s measured after ${warmupSeconds} s, load ${loadAverage().join(' ')}`,
);

if (!only || only === 'pglite') {
  const dataDir = join(tmpdir(), `clubshop-bench-load-pglite-${process.pid}`);
  const api = await startApi(
    baseEnv({ DATA_DIR: dataDir, PORT: String(await freePort()), LOCALHOST_SITES: 'true' }),
    300_000,
    { keepLogs: false },
  );
  try {
    await sleep(3000);
    runs.push(await measure('PGlite, one instance', [api]));
  } finally {
    await stopApi(api);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!only || only === 'postgres') {
  const cluster = process.env.DATABASE_URL ? undefined : startCluster(await freePort());
  const server = process.env.DATABASE_URL ?? cluster?.url() ?? '';
  const database = `clubshop_bench_${process.pid}`;
  await queryAt(server, `create database ${database}`);
  const url = new URL(server);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const instances: ApiProcess[] = [];
  try {
    for (const command of ['migrate', 'seed-demo']) {
      const result = await runToEnd(command, baseEnv({ DATABASE_URL: databaseUrl }));
      if (result.code !== 0) throw new Error(`${command}: ${result.stderr} ${JSON.stringify(result.logs)}`);
    }
    for (let index = 0; index < 2; index++) {
      instances.push(
        await startApi(baseEnv({ DATABASE_URL: databaseUrl, PORT: String(await freePort()) }), 60_000, {
          keepLogs: false,
        }),
      );
    }
    await sleep(3000);
    const [first, second] = instances as [ApiProcess, ApiProcess];
    const fetcher =
      (api: ApiProcess): Fetcher =>
      (path, init) =>
        fetch(`${api.baseUrl}${path}`, init);
    const stores = [
      'riverside-dk',
      'harbour-gb',
      'northbridge-de',
      'riverside-gb',
      'harbour-de',
      'northbridge-gb',
      'riverside-de',
      'harbour-dk',
    ];
    let probe = 0;
    // Sells the last unit of a product through the first instance; ms until the second shows it sold out.
    const staleness = async () => {
      const unit = await prepareLastUnit(databaseUrl, stores[probe++ % stores.length] as string);
      for (let tries = 0; !(await shownStock(fetcher(second), unit)).inStockSearch && tries < 100; tries++)
        await sleep(20);
      await sellLastUnit(fetcher(first), unit);
      return untilSoldOut(fetcher(second), unit, 30_000);
    };
    runs.push(
      await measure('PostgreSQL, two instances', instances, { staleness, postgresDataDir: cluster?.dataDir }),
    );
  } finally {
    await Promise.all(instances.map((api) => stopApi(api)));
    await queryAt(server, `drop database if exists ${database} with (force)`).catch(() => {});
    cluster?.destroy();
  }
}

const entry = {
  date: startedAt,
  machine: machineOfRun(),
  runs,
};
writeLatestResults(resultsFile, entry);
console.info(`\nwrote ${resultsFile}`);

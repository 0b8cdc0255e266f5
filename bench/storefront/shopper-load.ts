/**
 * Shoppers through the storefront (issue 43, the load part): the compiled commerce API
 * (`node dist/main.js start`, NODE_ENV=production) on PostgreSQL, as the API's load bench runs it,
 * and the production storefront server (built, `WEB_CONCURRENCY` processes), each on its own
 * port; N shoppers (default 200) each walk home -> a category -> a product -> add to basket (the
 * product page's form, posted as a browser without JavaScript posts it, and its 303 followed) ->
 * the basket page -> the checkout page, then leave; a new shopper takes their place (a fresh
 * cookie jar: the pages before the add are anonymous, those after carry a basket).
 *
 *   pnpm bench:shoppers                       # both modes, 200 shoppers, 60 s each
 *   SHOPPER_MODE=paced pnpm bench:shoppers    # or flood
 *
 * Modes: `paced` (each shopper thinks 1-3 s, uniformly drawn, between two pages, as shoppers do)
 * and `flood` (no pause: far more than two cores can serve). `SHOPPER_THROUGH` says whom the pages
 * are asked of: `direct` (the default) the storefront server itself, never through Varnish (a page
 * cache in front answers the anonymous pages itself and hides the load this bench is for);
 * `varnish` the page cache as deployed in front of it (Debian's varnishd over deploy/varnish/
 * unchanged, started as the page-cache suite starts it: apps/storefront/page-cache/varnish.ts), as
 * the documented deployments run the shop; `both` one after the other on the same servers.
 *
 * Every request has a 10 s client timeout. A 503 with `Retry-After` (load shed, decision 0079)
 * makes that shopper wait as long and ask the same page again, at most 3 times, then leave. Per
 * page kind and in all: requests, p50/p95/p99/max of the answered ones, 503s with and without
 * `Retry-After`, other 5xx, timeouts, socket errors, and the CPU each process used. Written to
 * bench/results/shopper-load.json and printed. Not a test: it fails on no figure.
 *
 * Environment:
 *   SHOPPERS (200)  SHOPPER_MODE (both | paced | flood)  SHOPPER_SECONDS (60, measured)
 *   SHOPPER_THROUGH (direct | varnish | both)
 *   SHOPPER_WARMUP_SECONDS (10)  SHOPPER_PORT_BASE (5400: API +0, storefront +1, PostgreSQL +2,
 *   Varnish +3, its management port +4)
 *   WEB_CONCURRENCY (2), MAX_IN_FLIGHT, MAX_QUEUE_MS, MAX_EVENT_LOOP_LAG_MS (the storefront's;
 *   unset: its defaults)
 *   API_MAX_IN_FLIGHT, API_MAX_QUEUE_MS (the API's MAX_IN_FLIGHT / MAX_QUEUE_MS)
 *   SHOPPER_REUSE_BUILD=1 serves the last storefront build as it is (for repeated runs).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import {
  type ApiProcess,
  appDir,
  type LogLine,
  productionEnv,
  runToEnd,
  startApi,
  stopApi,
} from '../../apps/commerce-api/test/ops/support/api-process.ts';
import { startCluster } from '../../apps/commerce-api/test/ops/support/cluster.ts';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../apps/storefront/e2e/harness/shop-server.ts';
import { startVarnish, varnishMissing } from '../../apps/storefront/page-cache/varnish.ts';
import { cpuSecondsOf, postgresCpuSeconds } from '../api/process-cpu.ts';
import { childrenOf } from '../support/cpu-time.ts';
import { loadAverage, type Sample, samplesByKind, sleep } from '../support/load-samples.ts';
import { machineOfRun, writeLatestResults } from '../support/results-file.ts';

const shoppers = Number(process.env.SHOPPERS ?? 200);
const modeAsked = process.env.SHOPPER_MODE ?? 'both';
const seconds = Number(process.env.SHOPPER_SECONDS ?? 60);
const warmupSeconds = Number(process.env.SHOPPER_WARMUP_SECONDS ?? 10);
const portBase = Number(process.env.SHOPPER_PORT_BASE ?? 5400);
const workers = process.env.WEB_CONCURRENCY ?? '2';
const timeoutMs = 10_000;
const maxRetries = 3;
const apiPort = portBase;
const storefrontPort = portBase + 1;
const postgresPort = portBase + 2;
const varnishPort = portBase + 3;
const varnishAdminPort = portBase + 4;
const throughAsked = process.env.SHOPPER_THROUGH ?? 'direct';
/** Whom the pages are asked of: the storefront server itself, or Varnish in front of it. */
type Through = 'direct' | 'varnish';
const throughs = (throughAsked === 'both' ? ['direct', 'varnish'] : [throughAsked]) as Through[];
if (!throughs.every((through) => through === 'direct' || through === 'varnish'))
  throw new Error(`SHOPPER_THROUGH: direct, varnish or both, not ${throughAsked}`);
if (throughs.includes('varnish') && varnishMissing())
  throw new Error(`SHOPPER_THROUGH=varnish: ${varnishMissing()}`);
/** The port a shopper's requests go to. */
const portOf = (through: Through) => (through === 'varnish' ? varnishPort : storefrontPort);
const resultsFile = fileURLToPath(new URL('../results/shopper-load.json', import.meta.url));

/** What a shopper of one site walks through. */
interface Site {
  storeId: string;
  /** The Host a browser sends: the site's name under the port it talks to. */
  host: string;
  /** The port its requests go to (the storefront's, or Varnish's). */
  port: number;
  categories: string[];
  /** Product page paths with a variant in stock. */
  products: Array<{ path: string; variant: string }>;
}

interface Answer {
  status: number;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * One HTTP request to the storefront as a browser of `host` sends it (gzip, cookies), on the
 * shopper's own kept-alive connection (`agent`).
 */
function send(
  agent: Agent,
  port: number,
  host: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          Host: host,
          Accept: 'text/html,application/xhtml+xml',
          'Accept-Encoding': 'gzip',
          'User-Agent': 'clubshop-shopper-bench',
          ...headers,
        },
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text =
            response.headers['content-encoding'] === 'gzip'
              ? gunzipSync(raw).toString('utf8')
              : raw.toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers });
        });
        response.on('error', reject);
      },
    );
    // The client's timeout: from the request sent to the whole answer read.
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { code: 'timeout' })),
      timeoutMs,
    );
    request.on('close', () => clearTimeout(timer));
    // A kept-alive connection the server closed as it was reused says so (`ECONNRESET on reuse`).
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (request.reusedSocket && error.code && error.code !== 'timeout')
        error.code = `${error.code} on reuse`;
      reject(error);
    });
    request.end(body);
  });
}

/** The sites' categories and in-stock products, from the API (before the load). */
async function catalogueOf(apiUrl: string): Promise<Site[]> {
  const get = async (path: string, storeId: string) => {
    const response = await fetch(`${apiUrl}${path}`, {
      headers: { StoreId: storeId, Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const pathOf = (url: string) => new URL(url, 'http://x').pathname;
  const sites: Site[] = [];
  for (const storeId of ['northbridge-gb', 'riverside-de', 'harbour-dk', 'northbridge-dk', 'riverside-gb']) {
    const categories = (await get('/api/categories', storeId)) as Array<{ url: string }>;
    const search = (await get(
      '/api/products/search?PageSize=60&Filters.BitFilters=inStock:true',
      storeId,
    )) as {
      products: Array<{ url?: string; variantId?: string }>;
    };
    sites.push({
      storeId,
      host: `${storeId}.localhost:${storefrontPort}`,
      port: storefrontPort,
      categories: categories.slice(0, 12).map((category) => pathOf(category.url)),
      products: search.products.flatMap((product) =>
        product.url && product.variantId ? [{ path: pathOf(product.url), variant: product.variantId }] : [],
      ),
    });
  }
  return sites;
}

/** The `name=value` pairs of an answer's Set-Cookie headers, merged into `jar`. */
function keepCookies(jar: Map<string, string>, answer: Answer) {
  const set = answer.headers['set-cookie'];
  for (const cookie of Array.isArray(set) ? set : set ? [set] : []) {
    const pair = cookie.split(';')[0] ?? '';
    const at = pair.indexOf('=');
    if (at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
}

/** Asks one page of a walk; the answer, or undefined when the shopper leaves. */
type PageStep = (kind: string, method: string, path: string, body?: string) => Promise<Answer | undefined>;

/**
 * One shopper's walk: home, a category, a product, add to basket (the product page's form, its
 * 303 followed), the basket, the checkout; `think` between two pages. True when it got to the end.
 */
async function walkOnce(site: Site, visit: number, page: PageStep, think: () => Promise<unknown>) {
  const origin = `http://${site.host}`;
  const category = site.categories[visit % site.categories.length] as string;
  const product = site.products[(visit * 7) % site.products.length] as { path: string; variant: string };
  if (!(await page('home', 'GET', '/'))) return false;
  await think();
  if (!(await page('category', 'GET', category))) return false;
  await think();
  if (!(await page('product', 'GET', product.path))) return false;
  await think();
  const form = new URLSearchParams({ _action: 'basket.add', quantity: '1', variant: product.variant });
  const added = await page('add to basket', 'POST', product.path, form.toString());
  if (!added) return false;
  // The 303 back to the product page, followed as a browser does.
  const location = added.headers.location;
  if (added.status === 303 && typeof location === 'string') {
    if (!(await page('product after add', 'GET', new URL(location, origin).pathname))) return false;
  }
  await think();
  if (!(await page('basket', 'GET', '/cart/'))) return false;
  await think();
  return Boolean(await page('checkout', 'GET', '/checkout/'));
}

/** The request headers of a shopper's page: its cookies, and a form's as a browser posts it. */
function pageHeaders(site: Site, jar: Map<string, string>, body: string | undefined) {
  const headers: Record<string, string> = {};
  if (jar.size > 0) headers.Cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  if (body !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers.Origin = `http://${site.host}`;
    headers['Sec-Fetch-Site'] = 'same-origin';
  }
  return headers;
}

/**
 * What each kind of page costs, on the quiet servers before the load: one shopper walks `walks`
 * times, one request at a time, and the CPU the storefront (all its processes), the API and
 * PostgreSQL used during each request is added to its kind, with its latency. CPU time barely
 * depends on what else the shared machine runs; /proc counts in 10 ms ticks, so a figure is only
 * good as the average of many requests.
 */
async function profile(sites: Site[], cpu: () => CpuReading, walks: number, apiLogs: LogLine[]) {
  const kinds = new Map<
    string,
    {
      count: number;
      storefront: number;
      api: number;
      postgres: number;
      varnish: number;
      cacheHits: number;
      ms: number[];
      requestIds: string[];
    }
  >();
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  for (let visit = 0; visit < walks; visit++) {
    const site = sites[visit % sites.length] as Site;
    const jar = new Map<string, string>();
    const page: PageStep = async (kind, method, path, body) => {
      const before = cpu();
      const started = performance.now();
      const answer = await send(
        agent,
        site.port,
        site.host,
        method,
        path,
        pageHeaders(site, jar, body),
        body,
      );
      const ms = performance.now() - started;
      const after = cpu();
      keepCookies(jar, answer);
      const entry = kinds.get(kind) ?? {
        count: 0,
        storefront: 0,
        api: 0,
        postgres: 0,
        varnish: 0,
        cacheHits: 0,
        ms: [],
        requestIds: [],
      };
      // A page Varnish answered from its cache carries the request id of the miss that filled it:
      // it made no API call now.
      const cacheHit = String(answer.headers['x-cache'] ?? '').startsWith('hit');
      const requestId = answer.headers['x-request-id'];
      if (typeof requestId === 'string' && !cacheHit) entry.requestIds.push(requestId);
      if (cacheHit) entry.cacheHits++;
      entry.count++;
      entry.varnish += (after.varnish ?? 0) - (before.varnish ?? 0);
      entry.storefront += (after.storefront ?? 0) - (before.storefront ?? 0);
      entry.api += (after.api ?? 0) - (before.api ?? 0);
      entry.postgres += (after.postgres ?? 0) - (before.postgres ?? 0);
      entry.ms.push(ms);
      kinds.set(kind, entry);
      return answer.status >= 200 && answer.status < 400 ? answer : undefined;
    };
    await walkOnce(site, visit, page, async () => undefined);
  }
  agent.destroy();
  const perPage = (total: number, count: number) => Math.round((total / count) * 1000 * 10) / 10;
  // The API's request log names the storefront's request (X-Request-Id): its calls per page.
  await sleep(1000);
  const callsOf = new Map<string, string[]>();
  for (const line of apiLogs) {
    if (line.msg !== 'request' || typeof line.reqId !== 'string') continue;
    const calls = callsOf.get(line.reqId) ?? [];
    calls.push(`${line.method} ${line.path}`);
    callsOf.set(line.reqId, calls);
  }
  return [...kinds].map(([kind, entry]) => ({
    kind,
    requests: entry.count,
    apiCallsPerPage:
      Math.round(
        (entry.requestIds.reduce((sum, id) => sum + (callsOf.get(id)?.length ?? 0), 0) / entry.count) * 10,
      ) / 10,
    /** The API calls of the last page of this kind (shared answers and kept pages make some fewer). */
    apiCallsOfOne: callsOf.get(entry.requestIds.at(-1) ?? '') ?? [],
    p50Ms: percentile(
      [...entry.ms].sort((a, b) => a - b),
      50,
    ),
    /** Pages Varnish answered from its cache (through Varnish only). */
    cacheHits: entry.cacheHits,
    cpuMsPerPage: {
      storefront: perPage(entry.storefront, entry.count),
      api: perPage(entry.api, entry.count),
      postgres: perPage(entry.postgres, entry.count),
      varnish: perPage(entry.varnish, entry.count),
    },
  }));
}

/** Runs the shoppers for warm-up + measured seconds; resolves with the measured samples. */
async function drive(mode: 'paced' | 'flood', sites: Site[], cpu: () => CpuReading) {
  const samples: Sample[] = [];
  let measuring = false;
  let running = true;
  let walks = 0;
  let abandoned = 0;
  const think = () => (mode === 'paced' ? sleep(1000 + Math.random() * 2000) : Promise.resolve());

  let retriedOnReuse = 0;
  const shopper = async (index: number) => {
    // Shoppers arrive over the first two seconds, not in one burst.
    await sleep((index / shoppers) * 2000);
    // A browser's connection (one at a time: a page and then the next).
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    for (let visit = index; running; visit += shoppers) {
      const site = sites[visit % sites.length] as Site;
      const jar = new Map<string, string>();
      /** One page (retried after a 503's Retry-After); false when the shopper leaves. */
      const page: PageStep = async (kind, method, path, body) => {
        let reuseRetried = false;
        for (let attempt = 0; ; attempt++) {
          const headers = pageHeaders(site, jar, body);
          const started = performance.now();
          let sample: Sample;
          let answer: Answer | undefined;
          try {
            answer = await send(agent, site.port, site.host, method, path, headers, body);
            keepCookies(jar, answer);
            const retryAfter = Number(answer.headers['retry-after']);
            sample = {
              kind,
              ms: performance.now() - started,
              status: answer.status,
              ...(answer.headers['retry-after'] !== undefined && Number.isFinite(retryAfter)
                ? { retryAfter }
                : {}),
            };
          } catch (error) {
            const code = (error as { code?: string }).code ?? 'error';
            // A kept-alive connection the server closed just as it was reused (its idle timeout):
            // a browser sends the request again on a new one, once, and so does the shopper here.
            if (code.endsWith(' on reuse') && !reuseRetried) {
              reuseRetried = true;
              if (measuring) retriedOnReuse++;
              attempt--;
              continue;
            }
            sample = { kind, ms: performance.now() - started, status: 0, error: code };
          }
          if (measuring) samples.push(sample);
          if (sample.status === 503 && attempt < maxRetries && running) {
            await sleep((sample.retryAfter ?? 1) * 1000);
            continue;
          }
          if (sample.status >= 200 && sample.status < 400) return answer;
          if (measuring) abandoned++;
          return undefined;
        }
      };
      if (await walkOnce(site, visit, page, think)) {
        if (measuring) walks++;
      }
      await think();
    }
    agent.destroy();
  };

  const running_ = Array.from({ length: shoppers }, (_, index) => shopper(index));
  await sleep(warmupSeconds * 1000);
  const loadBefore = loadAverage();
  const cpuBefore = cpu();
  measuring = true;
  const started = performance.now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = cpu();
  const loadAfter = loadAverage();
  running = false;
  await Promise.all(running_);
  return {
    samples,
    elapsed,
    walks,
    abandoned,
    retriedOnReuse,
    loadBefore,
    loadAfter,
    cores: coresUsed(cpuBefore, cpuAfter, elapsed),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);
}

function summarize(samples: Sample[], elapsedSeconds: number) {
  return samplesByKind(samples).map(({ kind, of, sorted }) => {
    const served = of.filter((sample) => sample.status > 0 && sample.status !== 503);
    const servedSorted = served.map((sample) => sample.ms).sort((a, b) => a - b);
    const shed = of.filter((sample) => sample.status === 503);
    return {
      kind,
      requests: of.length,
      requestsPerSecond: Math.round((of.length / elapsedSeconds) * 10) / 10,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      /** The same figures of the answers that were not a 503 (the pages shoppers got). */
      servedP50Ms: percentile(servedSorted, 50),
      servedP99Ms: percentile(servedSorted, 99),
      /** The slowest 503: how long a shed request waited before it was told. */
      shedMaxMs: Math.round(Math.max(0, ...shed.map((sample) => sample.ms))),
      ok: of.filter((sample) => sample.status >= 200 && sample.status < 400).length,
      shedWithRetryAfter: shed.filter((sample) => sample.retryAfter !== undefined).length,
      shedWithoutRetryAfter: shed.filter((sample) => sample.retryAfter === undefined).length,
      /** The 503s by their Retry-After: 1 is the storefront's shedding, 5 the API's refusal passed on. */
      shedByRetryAfter: Object.fromEntries(
        [...new Set(shed.map((sample) => sample.retryAfter ?? 'none'))].map((value) => [
          String(value),
          shed.filter((sample) => (sample.retryAfter ?? 'none') === value).length,
        ]),
      ),
      other4xx: of.filter((sample) => sample.status >= 400 && sample.status < 500).length,
      other5xx: of.filter((sample) => sample.status >= 500 && sample.status !== 503).length,
      timeouts: of.filter((sample) => sample.error === 'timeout').length,
      errors: of.filter((sample) => sample.error && sample.error !== 'timeout').length,
      /** The socket errors by code (ECONNRESET…). */
      errorCodes: Object.fromEntries(
        [
          ...new Set(
            of.flatMap((sample) => (sample.error && sample.error !== 'timeout' ? [sample.error] : [])),
          ),
        ].map((code) => [code, of.filter((sample) => sample.error === code).length]),
      ),
    };
  });
}

function print(label: string, rows: ReturnType<typeof summarize>) {
  console.info(`\n${label}`);
  console.info(
    'kind                req/s    p50    p95    p99    max  served p99   ok  503+RA 503-RA  4xx  5xx  t/o  err',
  );
  for (const row of rows) {
    console.info(
      `${row.kind.padEnd(18)} ${String(row.requestsPerSecond).padStart(6)} ${String(row.p50Ms).padStart(6)} ${String(row.p95Ms).padStart(6)} ${String(row.p99Ms).padStart(6)} ${String(row.maxMs).padStart(6)} ${String(row.servedP99Ms).padStart(11)} ${String(row.ok).padStart(5)} ${String(row.shedWithRetryAfter).padStart(7)} ${String(row.shedWithoutRetryAfter).padStart(6)} ${String(row.other4xx).padStart(4)} ${String(row.other5xx).padStart(4)} ${String(row.timeouts).padStart(4)} ${String(row.errors).padStart(4)}${row.errors > 0 ? ` ${JSON.stringify(row.errorCodes)}` : ''}`,
    );
  }
}

/** CPU seconds of a process and the processes it started (the storefront's workers). */
const treeCpuSeconds = (pid: number | undefined): number | undefined =>
  pid === undefined
    ? undefined
    : (cpuSecondsOf(pid) ?? 0) +
      childrenOf(pid).reduce((sum, child) => sum + (treeCpuSeconds(child) ?? 0), 0);

interface CpuReading {
  bench: number;
  api: number | undefined;
  storefront: number | undefined;
  postgres: number | undefined;
  /** varnishd (its manager and worker), when it runs. */
  varnish: number | undefined;
}

/** Where the cores went between two readings: CPU seconds per wall second of each. */
function coresUsed(before: CpuReading, after: CpuReading, wallSeconds: number) {
  const share = (from: number | undefined, to: number | undefined) =>
    from === undefined || to === undefined ? undefined : Math.round(((to - from) / wallSeconds) * 100) / 100;
  return {
    bench: share(before.bench, after.bench),
    storefront: share(before.storefront, after.storefront),
    api: share(before.api, after.api),
    postgres: share(before.postgres, after.postgres),
    varnish: share(before.varnish, after.varnish),
  };
}

/** Builds the API's dist/ (what runs in production). */
function buildApi() {
  const tsupDir = dirname(createRequire(join(appDir, 'package.json')).resolve('tsup/package.json'));
  execFileSync(process.execPath, [join(tsupDir, 'dist', 'cli-default.js')], { cwd: appDir, stdio: 'ignore' });
}

const apiEnv = (extra: Record<string, string>) =>
  productionEnv({
    LOG_LEVEL: 'info',
    LOCALHOST_SITES: 'true',
    STOREFRONT_PORT: String(storefrontPort),
    // The storefront server is the proxy in front of the API (docs/configuration.md).
    TRUST_PROXY: '1',
    ...(process.env.API_MAX_IN_FLIGHT ? { MAX_IN_FLIGHT: process.env.API_MAX_IN_FLIGHT } : {}),
    ...(process.env.API_MAX_QUEUE_MS ? { MAX_QUEUE_MS: process.env.API_MAX_QUEUE_MS } : {}),
    ...extra,
  });

const modes = (modeAsked === 'both' ? ['paced', 'flood'] : [modeAsked]) as Array<'paced' | 'flood'>;
const startedAt = new Date().toISOString();
console.info(
  `bench shoppers: ${shoppers} shoppers, modes ${modes.join(', ')}, load ${loadAverage().join(' ')}`,
);
buildApi();
const outDir = join(storefrontDir, 'node_modules', '.cache', 'dist-shopper-bench');
if (process.env.SHOPPER_REUSE_BUILD !== '1' || !existsSync(join(outDir, 'server', 'server.js'))) {
  await buildStorefront(outDir);
}
const cluster = startCluster(postgresPort);
const databaseUrl = cluster.url('postgres');
const storefrontEnv = {
  WEB_CONCURRENCY: workers,
  // Behind Varnish the storefront believes its X-Forwarded-* (the page-cache suite's setting);
  // the shoppers send none, so the direct pages are the same either way.
  ...(throughs.includes('varnish') ? { TRUST_PROXY: '1' } : {}),
  // Warnings and errors only: the server's output is this process's (a line per request would bury it).
  LOG_LEVEL: 'warn',
  ...(process.env.MAX_IN_FLIGHT ? { MAX_IN_FLIGHT: process.env.MAX_IN_FLIGHT } : {}),
  ...(process.env.MAX_QUEUE_MS ? { MAX_QUEUE_MS: process.env.MAX_QUEUE_MS } : {}),
  ...(process.env.MAX_EVENT_LOOP_LAG_MS ? { MAX_EVENT_LOOP_LAG_MS: process.env.MAX_EVENT_LOOP_LAG_MS } : {}),
};
// The storefront's child inherits this process's environment: the API's settings stay the API's.
delete process.env.MAX_IN_FLIGHT;
delete process.env.MAX_QUEUE_MS;
delete process.env.MAX_EVENT_LOOP_LAG_MS;
let api: ApiProcess | undefined;
let storefront: Awaited<ReturnType<typeof startStorefrontProcess>> | undefined;
let varnish: Awaited<ReturnType<typeof startVarnish>> | undefined;
const runs = [];
const pageCosts: Array<Awaited<ReturnType<typeof profile>>[number] & { through: Through }> = [];
try {
  for (const command of ['migrate', 'seed-demo']) {
    const result = await runToEnd(command, apiEnv({ DATABASE_URL: databaseUrl }));
    if (result.code !== 0)
      throw new Error(`${command}: ${result.stderr} ${JSON.stringify(result.logs).slice(0, 2000)}`);
  }
  // Its request log is read during the profile only (which API calls each page made), then dropped.
  api = await startApi(apiEnv({ DATABASE_URL: databaseUrl, PORT: String(apiPort) }), 60_000);
  storefront = await startStorefrontProcess(outDir, storefrontPort, api.baseUrl, undefined, storefrontEnv);
  if (throughs.includes('varnish')) {
    varnish = await startVarnish({
      port: varnishPort,
      adminPort: varnishAdminPort,
      backendPort: storefrontPort,
      purgeToken: randomBytes(32).toString('hex'),
    });
  }
  const directSites = await catalogueOf(api.baseUrl);
  /** The sites as shoppers going through `through` ask them (Host and port). */
  const sitesFor = (through: Through) =>
    directSites.map((site) => ({
      ...site,
      host: `${site.storeId}.localhost:${portOf(through)}`,
      port: portOf(through),
    }));
  const apiPid = api.child.pid;
  const storefrontPid = storefront.pid;
  const varnishPid = varnish?.pid;
  const cpu = (): CpuReading => {
    const own = process.cpuUsage();
    return {
      bench: (own.user + own.system) / 1e6,
      api: cpuSecondsOf(apiPid),
      storefront: treeCpuSeconds(storefrontPid),
      postgres: postgresCpuSeconds(cluster.dataDir),
      varnish: treeCpuSeconds(varnishPid),
    };
  };
  for (const through of throughs) {
    const costs = await profile(
      sitesFor(through),
      cpu,
      Number(process.env.SHOPPER_PROFILE_WALKS ?? 60),
      api.logs,
    );
    console.info(
      `\nwhat a page costs (${through}, one shopper at a time, before the load): kind, p50 ms, CPU ms per page of storefront / API / PostgreSQL / Varnish, API calls per page (those of the last one), cache hits`,
    );
    for (const row of costs) {
      console.info(
        `${row.kind.padEnd(18)} ${String(row.p50Ms).padStart(5)}  ${row.cpuMsPerPage.storefront} / ${row.cpuMsPerPage.api} / ${row.cpuMsPerPage.postgres} / ${row.cpuMsPerPage.varnish}  ${row.apiCallsPerPage} (${row.apiCallsOfOne.join(', ')}) ${row.cacheHits}`,
      );
    }
    pageCosts.push(...costs.map((row) => ({ through, ...row })));
  }
  api.child.stdout?.removeAllListeners('data');
  api.child.stdout?.resume();
  api.logs.length = 0;
  for (const [through, mode] of throughs.flatMap((through) =>
    modes.map((mode) => [through, mode] as const),
  )) {
    const run = await drive(mode, sitesFor(through), cpu);
    const rows = summarize(run.samples, run.elapsed);
    print(
      `${mode} (${through}): ${shoppers} shoppers, ${run.elapsed.toFixed(1)} s measured, ${run.walks} walks completed, ${run.abandoned} abandoned, ${run.retriedOnReuse} requests sent again after a kept-alive connection closed as it was reused, load ${run.loadBefore.join(' ')} -> ${run.loadAfter.join(' ')}, cores used ${JSON.stringify(run.cores)}`,
      rows,
    );
    runs.push({
      mode,
      through,
      shoppers,
      thinkTimeMs: mode === 'paced' ? [1000, 3000] : [0, 0],
      seconds: Math.round(run.elapsed * 10) / 10,
      walksCompleted: run.walks,
      walksAbandoned: run.abandoned,
      retriedOnReuse: run.retriedOnReuse,
      loadAverageBefore: run.loadBefore,
      loadAverageAfter: run.loadAfter,
      coresUsed: run.cores,
      results: rows,
    });
    // The next mode starts on a quiet system.
    await sleep(5000);
  }
} finally {
  await varnish?.close();
  await storefront?.close();
  if (api) await stopApi(api);
  cluster.destroy();
}

const entry = {
  date: startedAt,
  machine: machineOfRun(),
  database: 'PostgreSQL (a throwaway cluster of its own)',
  storefront: {
    ...storefrontEnv,
    through: throughs.map((through) =>
      through === 'varnish'
        ? 'Varnish (deploy/varnish/, Debian varnishd) in front of the storefront server'
        : 'the storefront server directly, no page cache in front',
    ),
  },
  api: {
    MAX_IN_FLIGHT: process.env.API_MAX_IN_FLIGHT ?? 'default',
    MAX_QUEUE_MS: process.env.API_MAX_QUEUE_MS ?? 'default',
  },
  pageCosts,
  runs,
};
writeLatestResults(resultsFile, entry);
console.info(`\nwrote ${resultsFile}`);

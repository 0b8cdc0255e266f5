/**
 * Pages through Varnish (deploy/varnish/) and straight from the storefront server: pages per
 * second and latency percentiles of a category page at 50 and 500 connections each way, and the
 * hit ratio of a mix of 70 % anonymous shoppers who answered the cookie banner, 20 % with a
 * basket and 10 % logged in, over home, a category and a product page. Everything as deployed,
 * each in its own processes: the storefront's production server (one process per core, answers
 * shared for 5 s), the commerce API (api-process.ts), varnishd, and the load generator: `wrk`
 * when installed (`apt-get install wrk`), else autocannon (load-generator.ts says why wrk). Each
 * measured run follows an unmeasured warm-up on the same number of connections (Varnish starts
 * the worker threads 500 connections need, the storefront's processes compile their hot code),
 * and reports the CPU ms per page of the process that answered (../support/cpu-time.ts): unlike pages per
 * second, barely moved by whatever else the machine runs.
 * Writes bench/results/page-cache.json with the load average before and after. Not a test: it
 * never fails on a figure.
 *
 * Run from the repository root: `npx tsx --conditions=@clubshop/source bench/page-cache/page-cache.ts`.
 * PAGE_CACHE_PORT_BASE (default 4790) and the three after it; PAGE_CACHE_BENCH_SECONDS (default
 * 10) per measured run, PAGE_CACHE_BENCH_WARM_UP_SECONDS (default 3); PAGE_CACHE_BENCH_LOADER
 * (`wrk` or `autocannon`); E2E_REUSE_BUILD=1 serves the last build.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../apps/storefront/e2e/harness/shop-server.ts';
import { startVarnish, VARNISH_RUN_PARAMETERS } from '../../apps/storefront/page-cache/varnish.ts';
import { cpuMs } from '../support/cpu-time.ts';
import { startApiProcess } from './api-process.ts';
import { drive, loaderName } from './load-generator.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const base = Number(process.env.PAGE_CACHE_PORT_BASE ?? 4790);
const seconds = Number(process.env.PAGE_CACHE_BENCH_SECONDS ?? 10);
const warmUpSeconds = Number(process.env.PAGE_CACHE_BENCH_WARM_UP_SECONDS ?? 3);
const outDir = join(storefrontDir, 'dist-page-cache');
const loader = loaderName();
const workers = process.env.WEB_CONCURRENCY ?? String(availableParallelism());
const purgeToken = randomBytes(32).toString('hex');
const loadBefore = loadavg();

const api = await startApiProcess(base, {
  PAGE_CACHE_PURGE_URLS: `http://127.0.0.1:${base + 2}/`,
  PAGE_CACHE_PURGE_TOKEN: purgeToken,
  STOREFRONT_PORT: String(base + 1),
});
if (process.env.E2E_REUSE_BUILD !== '1') await buildStorefront(outDir);
const storefront = await startStorefrontProcess(outDir, base + 1, api.url, undefined, {
  HOST: '127.0.0.1',
  WEB_CONCURRENCY: workers,
  // Varnish is the one proxy in front: its Page-Cache-Fetch is believed from it alone.
  TRUST_PROXY: '1',
});
const varnish = await startVarnish({
  port: base + 2,
  adminPort: base + 3,
  backendPort: base + 1,
  purgeToken,
});

const host = (port: number) => `northbridge-gb.localhost:${port}`;
const category = '/men/shirts/';
const pages = ['/', category, '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/'];

/**
 * A warm-up on `connections`, then the measured run: the category page from `port`, with the CPU
 * ms per page of the process that answers (`pid`: the storefront, or varnishd): what a page costs
 * it whatever else the machine runs (its pages per second divided by cores is its ceiling).
 */
async function load(port: number, connections: number, pid: number | undefined, warmUp = true) {
  const options = {
    url: `http://127.0.0.1:${port}${category}`,
    headers: { host: host(port), 'accept-encoding': 'gzip' },
    connections,
  };
  if (warmUp) {
    await drive(loader, { ...options, seconds: warmUpSeconds });
    // Let what the warm-up left queued finish first (a server renders for connections gone too).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  const before = cpuMs(pid);
  const result = await drive(loader, { ...options, seconds });
  const after = cpuMs(pid);
  const pages = result.pagesPerSecond * seconds;
  const cpuMsPerPage =
    before === undefined || after === undefined || pages === 0
      ? undefined
      : Math.round(((after - before) / pages) * 1000) / 1000;
  return { ...result, cpuMsPerPage };
}

/** One GET through Varnish; resolves with its X-Cache. */
function cacheStatus(path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: base + 2, path, headers: { host: host(base + 2), cookie } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.headers['x-cache'])));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

try {
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    loader,
    seconds,
    warmUpSeconds,
    storefrontProcesses: Number(workers),
    varnishParameters: VARNISH_RUN_PARAMETERS,
    loadBefore,
  };
  for (const path of pages) await cacheStatus(path, '');
  for (const connections of [50, 500]) {
    results[`varnish-${connections}`] = await load(base + 2, connections, varnish.pid);
    // The storefront warmed up at 50; a warm-up at 500 would leave hundreds of renders queued
    // (for connections wrk has closed) in front of the measured run.
    results[`direct-${connections}`] = await load(base + 1, connections, storefront.pid, connections === 50);
  }
  // The mix: a shopper kind by weight, a page at random, 2,000 requests one after another.
  const kinds = [
    { weight: 0.7, cookie: 'clubshop_consent=all' },
    { weight: 0.2, cookie: 'clubshop_consent=all; clubshop_basket=1; clubshop_basket_token=bench-basket' },
    { weight: 0.1, cookie: 'clubshop_consent=all; clubshop_session=1; clubshop_refresh_token=bench' },
  ];
  const counts: Record<string, number> = {};
  for (let index = 0; index < 2_000; index++) {
    const draw = Math.random();
    const kind = draw < 0.7 ? kinds[0] : draw < 0.9 ? kinds[1] : kinds[2];
    const path = pages[index % pages.length] ?? '/';
    const status = await cacheStatus(path, kind?.cookie ?? '');
    counts[status] = (counts[status] ?? 0) + 1;
  }
  const hits = (counts.hit ?? 0) + (counts['hit-stale'] ?? 0);
  results.mix = { counts, hitRatio: Math.round((hits / 2_000) * 1000) / 1000 };
  results.loadAfter = loadavg();
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results', 'page-cache.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.info(JSON.stringify(results, null, 2));
} finally {
  await varnish.close();
  await storefront.close();
  await api.close();
}

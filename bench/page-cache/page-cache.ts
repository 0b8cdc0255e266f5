/**
 * Pages through Varnish (deploy/varnish/) and straight from the storefront server: pages per
 * second and latency percentiles of a category page at 50 and 500 connections each way, and the
 * hit ratio of a mix of 70 % anonymous shoppers who answered the cookie banner, 20 % with a
 * basket and 10 % logged in, over home, a category and a product page. The storefront's
 * production server in its own process (answers shared for 5 s, as deployed), the commerce API
 * in this process (PGlite), autocannon here too: all on this machine's cores. Writes
 * bench/results/page-cache.json. Not a test: it never fails on a figure.
 *
 * Run from the repository root: `npx tsx --conditions=@clubshop/source bench/page-cache/page-cache.ts`.
 * PAGE_CACHE_PORT_BASE (default 4790) and the three after it; PAGE_CACHE_BENCH_SECONDS (default 10).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../../apps/commerce-api/src/testing/index.ts';
import {
  buildStorefront,
  startStorefrontProcess,
  storefrontDir,
} from '../../apps/storefront/e2e/harness/shop-server.ts';
import { startVarnish } from '../../apps/storefront/page-cache/varnish.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const autocannon = createRequire(join(root, 'apps', 'commerce-api', 'package.json'))('autocannon') as (
  options: Record<string, unknown>,
) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}>;

const base = Number(process.env.PAGE_CACHE_PORT_BASE ?? 4790);
const seconds = Number(process.env.PAGE_CACHE_BENCH_SECONDS ?? 10);
const outDir = join(storefrontDir, 'dist-page-cache');

const api = await startTestServer({
  port: base,
  config: { pageCachePurgeUrls: [`http://127.0.0.1:${base + 2}/`] },
});
if (process.env.E2E_REUSE_BUILD !== '1') await buildStorefront(outDir);
const storefront = await startStorefrontProcess(outDir, base + 1, api.baseUrl, undefined, {
  HOST: '127.0.0.1',
});
const varnish = await startVarnish({ port: base + 2, adminPort: base + 3, backendPort: base + 1 });

const host = (port: number) => `northbridge-gb.localhost:${port}`;
const category = '/men/shirts/';
const pages = ['/', category, '/men/shirts/home-kit/classic-home-shirt-26-27-1000-navy/'];

async function load(port: number, connections: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${category}`,
    headers: { host: host(port), 'accept-encoding': 'gzip' },
    connections,
    duration: seconds,
  });
  return {
    pagesPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
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
  const results: Record<string, unknown> = { date: new Date().toISOString(), seconds, loadBefore: loadavg() };
  for (const path of pages) await cacheStatus(path, '');
  for (const connections of [50, 500]) {
    results[`direct-${connections}`] = await load(base + 1, connections);
    results[`varnish-${connections}`] = await load(base + 2, connections);
  }
  // The mix: a shopper kind by weight, a page at random, 2,000 requests one after another.
  const kinds = [
    { weight: 0.7, cookie: 'clubshop_consent=all' },
    { weight: 0.2, cookie: 'clubshop_consent=all; clubshop_basket_token=bench-basket' },
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

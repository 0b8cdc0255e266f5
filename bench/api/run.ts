/**
 * API benchmark: starts the seeded commerce API on a loopback port (PGlite snapshot, or a fresh
 * PostgreSQL database when COMMERCE_TEST_DATABASE_URL is set), drives settings, content resolve,
 * category listing, search with two filters and add to basket with autocannon (50 connections),
 * and writes requests/s and p50/p99 latency per scenario to bench/results/api.json.
 *
 *   pnpm --filter @clubshop/commerce-api bench            # BENCH_SECONDS=10 by default
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startTestServer } from '../../apps/commerce-api/src/testing/index.ts';

// autocannon is a dev dependency of the app; resolve it from there (bench/ has no node_modules).
const autocannon = createRequire(new URL('../../apps/commerce-api/package.json', import.meta.url))(
  'autocannon',
) as (options: Record<string, unknown>) => Promise<{
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}>;
type BenchRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const server = await startTestServer();
const base = server.baseUrl;

async function json(path: string, init?: RequestInit) {
  const response = await fetch(`${base}${path}`, init);
  return (await response.json()) as Record<string, unknown>;
}

const category = ((await json('/api/categories')) as unknown as Array<{ id: string; url: string }>).find(
  (c) => c.url.endsWith('/shirts/'),
);
const listing = (await json(`/api/products/category/${category?.id}?pageSize=1`)) as {
  products: Array<{ variantId?: string; url: string }>;
};
const basket = (await json('/api/baskets', { method: 'POST' })) as { summary?: { token?: string } };
const token = basket.summary?.token ?? '';
const item = listing.products[0]?.variantId ?? '';

const scenarios: Array<{ name: string; request: BenchRequest; target?: string }> = [
  {
    name: 'settings',
    request: {
      method: 'GET',
      path: `/api/settings?url=${encodeURIComponent('http://riverside-dk.localhost:5173/')}`,
    },
    target: '>= 3000 req/s, p99 <= 25 ms',
  },
  {
    name: 'content resolve',
    request: { method: 'GET', path: `/api/content?url=${encodeURIComponent(category?.url ?? '/')}` },
    target: '>= 3000 req/s, p99 <= 25 ms',
  },
  {
    name: 'category listing',
    request: { method: 'GET', path: `/api/products/category/${category?.id}?page=1&pageSize=24` },
  },
  {
    name: 'search with two filters',
    request: {
      method: 'GET',
      path: '/api/products/search?Term=shirt&Filters.MultipleFilters=size:m&Filters.BitFilters=inStock:true&PageSize=24',
    },
    target: 'p99 <= 50 ms',
  },
  {
    name: 'add to basket',
    request: {
      method: 'POST',
      path: `/api/baskets/${token}`,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: item, quantity: 1 }),
    },
  },
];

const results = [];
for (const scenario of scenarios) {
  const outcome = await autocannon({
    url: base,
    connections: 50,
    duration: seconds,
    requests: [scenario.request],
  });
  const row = {
    name: scenario.name,
    requestsPerSecond: Math.round(outcome.requests.average),
    p50Ms: outcome.latency.p50,
    p99Ms: outcome.latency.p99,
    non2xx: outcome.non2xx,
    errors: outcome.errors,
    ...(scenario.target ? { target: scenario.target } : {}),
  };
  console.info(row);
  results.push(row);
}
await server.close();

const out = fileURLToPath(new URL('../results/api.json', import.meta.url));
mkdirSync(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
writeFileSync(
  out,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      database: process.env.COMMERCE_TEST_DATABASE_URL ? 'postgres' : 'pglite',
      connections: 50,
      seconds,
      node: process.version,
      results,
    },
    null,
    2,
  )}\n`,
);
console.info(`wrote ${out}`);

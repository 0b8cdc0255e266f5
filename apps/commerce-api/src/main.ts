/**
 * `pnpm --filter @clubshop/commerce-api start`: opens the database (PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL), migrates, seeds on first start, listens on PORT (default 4000) and
 * prints every club and country's address. Closes the database on SIGINT/SIGTERM.
 */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createAppDeps } from './deps.ts';
import { listSites } from './dev/sites.ts';
import { addMissingDictionaryRows, isSeeded, seedDatabase } from './seed/run.ts';

const port = Number(process.env.PORT ?? 4000);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? fileURLToPath(new URL('../.data', import.meta.url));
const storefrontPort = Number(process.env.STOREFRONT_PORT ?? 5173);

console.info(databaseUrl ? 'commerce-api: PostgreSQL (DATABASE_URL)' : `commerce-api: PGlite in ${dataDir}`);
const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
console.info('commerce-api: migrating');
await migrateDatabase(database);
if (await isSeeded(database.db)) {
  console.info('commerce-api: data found, keeping it');
  // Texts written since this database was seeded (new dictionary keys); existing rows stay.
  const added = await addMissingDictionaryRows(database.db);
  if (added > 0) console.info(`commerce-api: ${added} new dictionary rows added`);
} else {
  const total = process.env.SEED_PRODUCTS ? Number(process.env.SEED_PRODUCTS) : undefined;
  await seedDatabase(database.db, {
    ...(total ? { totalProducts: total } : {}),
    log: (line) => console.info(`commerce-api: ${line}`),
  });
}
const catalogueCacheTtlMs = process.env.CATALOGUE_CACHE_TTL_MS;
const listingMaxAgeMs = process.env.LISTING_MAX_AGE_MS;
const deps = await createAppDeps({
  database,
  config: { publicOrigin: process.env.PUBLIC_ORIGIN ?? `http://localhost:${port}` },
  ...(catalogueCacheTtlMs ? { catalogueCacheTtlMs: Number(catalogueCacheTtlMs) } : {}),
  ...(listingMaxAgeMs ? { listingMaxAgeMs: Number(listingMaxAgeMs) } : {}),
});
const app = createApp(deps);
const server = serve({ fetch: app.fetch, port }, () => {
  console.info(`commerce-api: listening on http://localhost:${port}`);
});
const sites = await listSites(database.db, storefrontPort);
for (const site of sites) {
  console.info(`  ${site.club.padEnd(12)} ${site.country}  ${site.url}  (${site.culture}, ${site.currency})`);
}
console.info(`  default site: http://localhost:${storefrontPort}/`);

// Every site's listing (search, category pages) into memory now rather than on its first search.
const preloadStarted = performance.now();
deps.caches.listings.preload(sites.map((site) => site.storeId)).then(
  (rows) =>
    console.info(
      `commerce-api: listings of ${sites.length} sites in memory (${rows} rows, ${Math.round(performance.now() - preloadStarted)} ms)`,
    ),
  (error: unknown) =>
    console.error('commerce-api: preloading listings failed; they load on first use', error),
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.info(`commerce-api: ${signal}, closing`);
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

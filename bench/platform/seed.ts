/**
 * The platform bench's generator (issue 42 item 2): `clubs` clubs, each sold in two countries (two
 * sites) with `productsPerClub` products, written into a migrated, empty PostgreSQL database by
 * the demo seed's own generators (seed/catalogue.ts, seed/content.ts): every table a chunk of
 * rows at a time (`bulkInsert`, one JSON parameter per few thousand rows), the listing rows of
 * every site in one set-based statement at the end (`refreshStoreVariants`). Nothing is committed
 * to the repository: the same arguments give the same rows. The first three clubs are the demo's
 * (northbridge-gb stays the default site); the others are copies of them under `club<n>` ids with
 * names, codes and product ids of their own.
 */
import { refreshStoreVariants } from '../../apps/commerce-api/src/catalog/store-variants.ts';
import { openDatabase } from '../../apps/commerce-api/src/db/database.ts';
import { dictionaryItems } from '../../apps/commerce-api/src/db/tables/content.ts';
import { dictionaryRows } from '../../apps/commerce-api/src/messages/built-in-dictionary.ts';
import { bulkInsert } from '../../apps/commerce-api/src/seed/bulk-insert.ts';
import { seedCategories, seedProducts } from '../../apps/commerce-api/src/seed/catalogue.ts';
import { seedCheckout } from '../../apps/commerce-api/src/seed/checkout.ts';
import { type DemoClub, demoClubs, demoCountries } from '../../apps/commerce-api/src/seed/clubs.ts';
import { seedClubContent } from '../../apps/commerce-api/src/seed/content.ts';
import { createStaff } from '../../apps/commerce-api/src/staff/staff-service.ts';
import { queryAt } from '../../apps/commerce-api/test/support/sql.ts';

/** The two countries (sites) of every club: the British and the German one. */
export const platformCountries = demoCountries.filter(
  (country) => country.code === 'gb' || country.code === 'de',
);

/** The n-th club of the platform (0-2: the demo's own). */
export function platformClub(index: number): DemoClub {
  const template = demoClubs[index % demoClubs.length] as DemoClub;
  if (index < demoClubs.length) return template;
  return {
    ...template,
    id: `club${index}`,
    code: `c${index}`,
    siteName: `Club ${index} FC`,
    serviceCloudClubIdentifier: `club-${index}`,
    tagManager: { enabled: false },
  };
}

/** Options of {@link seedPlatform}. */
export interface PlatformSeedOptions {
  databaseUrl: string;
  clubs: number;
  productsPerClub: number;
  /** The editor the bench signs in as for its edits (an owner would need two-step sign-in). */
  owner: { email: string; password: string };
  log?: (line: string) => void;
}

/** What the generator wrote. */
export interface PlatformSeedResult {
  clubs: number;
  sites: number;
  products: number;
  listingRows: number;
  seconds: number;
}

/** Seeds the platform into the migrated, empty database at `databaseUrl`. */
export async function seedPlatform(options: PlatformSeedOptions): Promise<PlatformSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const parallel = 3;
  const database = await openDatabase({ databaseUrl: options.databaseUrl, maxConnections: parallel + 1 });
  const now = new Date('2026-11-01T09:00:00.000Z');
  try {
    const db = database.db;
    let next = 0;
    let products = 0;
    // A few clubs at once: the generator's JavaScript and PostgreSQL's inserts overlap.
    const worker = async () => {
      for (let index = next++; index < options.clubs; index = next++) {
        const club = platformClub(index);
        await seedCategories(db, club, platformCountries);
        await seedClubContent(db, club, platformCountries, index * platformCountries.length, index === 0);
        const written = await seedProducts(db, club, { count: options.productsPerClub, now });
        products += written;
        if ((index + 1) % 50 === 0) log(`seed: ${index + 1} of ${options.clubs} clubs`);
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
    log('seed: listing rows of every site (one statement)');
    await refreshStoreVariants(db);
    await bulkInsert(db, dictionaryItems, dictionaryRows());
    await seedCheckout(db);
    await createStaff(db, { name: 'platform bench' }, now, {
      email: options.owner.email,
      password: options.owner.password,
      role: 'editor',
      sites: 'all',
    });
    await queryAt(options.databaseUrl, 'analyze');
    const [counts] = await queryAt<{ sites: number; rows: number }>(
      options.databaseUrl,
      'select (select count(*)::int from sites) as sites, (select count(*)::int from store_variants) as rows',
    );
    return {
      clubs: options.clubs,
      sites: counts?.sites ?? 0,
      products,
      listingRows: counts?.rows ?? 0,
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await database.close();
  }
}

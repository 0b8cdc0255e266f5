/**
 * The seed runner: clubs, sites, categories, catalogue, content and dictionaries, in one
 * transaction (a crash leaves an empty database that the next start seeds again).
 */
import { sql } from 'drizzle-orm';
import { refreshStoreVariants } from '../catalog/store-variants.ts';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/database.ts';
import { dictionaryItems, sites } from '../db/tables/content.ts';
import { dictionaryRows } from '../messages/built-in-dictionary.ts';
import { bulkInsert } from './bulk-insert.ts';
import { seedCategories, seedProducts } from './catalogue.ts';
import { seedCheckout } from './checkout.ts';
import { demoClubs, demoCountries } from './clubs.ts';
import { seedClubContent } from './content.ts';

/** Options of `seedDatabase`. */
export interface SeedOptions {
  /** Products in the whole catalogue, split over the clubs (at least 150 each). Default 480. */
  totalProducts?: number;
  /** Progress lines (e.g. console.info). */
  log?: (line: string) => void;
  /** Reference time for createdAt and preorder dates; fixed by default so seeds are reproducible. */
  now?: Date;
}

/** Products per club for a requested total (SEED_PRODUCTS). */
export function productsPerClub(totalProducts: number | undefined): number {
  return Math.max(160, Math.ceil((totalProducts ?? 480) / demoClubs.length));
}

/** `true` when the database holds seeded sites. */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from ${sites}`);
  return (rows[0]?.count ?? 0) > 0;
}

/** Seeds an empty, migrated database. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<void> {
  const log = options.log ?? (() => {});
  const now = options.now ?? new Date('2026-11-01T09:00:00.000Z');
  const perClub = productsPerClub(options.totalProducts);
  await db.transaction(async (tx) => {
    const txDb: Db = tx;
    for (const [index, club] of demoClubs.entries()) {
      log(`seed: ${club.siteName}: categories and sites`);
      await seedCategories(txDb, club, demoCountries);
      await seedClubContent(txDb, club, demoCountries, index * demoCountries.length, index === 0);
      log(`seed: ${club.siteName}: ${perClub} products`);
      await seedProducts(txDb, club, { count: perClub, now });
      await refreshStoreVariants(txDb, club.id);
    }
    log('seed: dictionaries (en, de, da)');
    await bulkInsert(txDb, dictionaryItems, dictionaryRows());
    log('seed: shipping, payment methods, vouchers, drop points');
    await seedCheckout(txDb);
  });
  await db.execute(sql`analyze`);
  log('seed: done');
}

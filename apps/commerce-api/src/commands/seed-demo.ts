/**
 * `seed-demo`: puts the three demo clubs (sites, catalogue, content, dictionaries, checkout data)
 * into a migrated, empty database. Never run by `start` on PostgreSQL: a club's production
 * database gets the demo only when asked. (The embedded PGlite default seeds on its first start,
 * so the README's start command shows a shop at once.) On a database that holds sites already it
 * adds only the dictionary rows it lacks (texts of a newer version), never changing a row it has.
 */
import type { ServerConfig } from '../config/load-config.ts';
import { migrationStatus, withMigrationLock } from '../db/migrate.ts';
import type { Logger } from '../logging/logger.ts';
import { addMissingDictionaryRows } from '../messages/add-missing-dictionary-rows.ts';
import { isSeeded, seedDatabase } from '../seed/run.ts';
import { CommandError, describeLocation, openConfiguredDatabase } from './open-database.ts';

/** Seeds the demo data into `config`'s database. */
export async function runSeedDemo(config: ServerConfig, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config.database);
  try {
    const status = await migrationStatus(database);
    if (status.applied < status.total) {
      throw new CommandError(
        `${describeLocation(config.database)} has ${status.applied} of ${status.total} migrations: run the migrate command first`,
      );
    }
    // Under the migration lock: two seed-demo runs at once seed once.
    await withMigrationLock(database, async () => {
      if (await isSeeded(database.db)) {
        const added = await addMissingDictionaryRows(database.db);
        logger.info(
          `${describeLocation(config.database)} holds sites already: nothing seeded, ${added} new dictionary rows added`,
        );
        return;
      }
      await seedDatabase(database.db, {
        ...(config.seedProducts ? { totalProducts: config.seedProducts } : {}),
        log: (line) => logger.info(line),
      });
    });
  } finally {
    await database.close();
  }
}

/**
 * `migrate`: brings the database's schema up to date and exits. Safe to run from several
 * processes at once (an advisory lock on PostgreSQL: they take turns, the later ones find nothing
 * to do). Run it before starting new code (a deploy's first step; the compose file's migrate job).
 */
import type { ServerConfig } from '../config/load-config.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { Logger } from '../logging/logger.ts';
import { describeLocation, openConfiguredDatabase } from './open-database.ts';

/** Runs the migrations of `config`'s database. */
export async function runMigrate(config: ServerConfig, logger: Logger): Promise<void> {
  const database = await openConfiguredDatabase(config.database);
  try {
    const { applied, total } = await migrateDatabase(database);
    logger.info(
      { applied, total },
      `${describeLocation(config.database)}: ${applied} migration(s) applied, schema up to date (${total} migrations)`,
    );
  } finally {
    await database.close();
  }
}

/**
 * The database of a `clubshop` command: the one `start` would use (same variables, same
 * checks). The embedded database is migrated first; it is one process's, so it is refused while
 * `start` (or another command) holds it (src/db/data-dir-lock.ts). PostgreSQL must be migrated
 * already (`clubshop migrate`).
 */

import { CommandError, describeLocation, openConfiguredDatabase } from '../commands/open-database.ts';
import type { ServerConfig } from '../config/load-config.ts';
import type { Database } from '../db/database.ts';
import { migrateDatabase, migrationStatus } from '../db/migrate.ts';

/** Opens and checks the configured database for a command; close it when done. */
export async function openForCli(config: ServerConfig): Promise<Database> {
  let database: Database;
  try {
    database = await openConfiguredDatabase(config.database);
  } catch (error) {
    if (config.database.kind === 'pglite' && !(error instanceof CommandError)) {
      throw new CommandError(
        `cannot open ${describeLocation(config.database)} (${(error as Error).message}): stop the API first, the embedded database serves one process`,
      );
    }
    throw error;
  }
  try {
    if (database.kind === 'pglite') await migrateDatabase(database);
    else {
      const status = await migrationStatus(database);
      if (status.applied < status.total) {
        throw new CommandError(
          `${describeLocation(config.database)} has ${status.applied} of ${status.total} migrations: run clubshop migrate first`,
        );
      }
    }
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

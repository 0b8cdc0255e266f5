/**
 * Opening the configured database for a command, with a clear message when it cannot be reached
 * (instead of an error from inside the first migration query) or, embedded, when another process
 * holds it (src/db/data-dir-lock.ts).
 */
import { mkdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type DatabaseLocation, redactedDatabaseUrl } from '../config/load-config.ts';
import { type DataDirHolderKind, DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';
import { type Database, openDatabase, type QueryOptions, queryRows } from '../db/database.ts';

/** A failure of a command that is explained by its message (no stack trace needed). */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}

/** Where the database is, for log lines (no password). */
export function describeLocation(location: DatabaseLocation): string {
  return location.kind === 'postgres'
    ? `PostgreSQL at ${redactedDatabaseUrl(location.url)}`
    : `PGlite in ${location.dataDir}`;
}

/**
 * Opens the database and makes sure it answers. The embedded database is locked for `holder`
 * (the API's `start`, or a command) until it is closed: a CommandError naming the process that
 * holds it already.
 */
export async function openConfiguredDatabase(
  location: DatabaseLocation,
  holder: DataDirHolderKind = 'command',
  queries: QueryOptions = {},
): Promise<Database> {
  if (location.kind === 'pglite') return openLockedPglite(location.dataDir, holder, queries);
  const database = await openDatabase(
    {
      databaseUrl: location.url,
      maxConnections: location.poolSize,
      connectTimeoutSeconds: location.connectTimeoutSeconds,
    },
    queries,
  );
  try {
    await queryRows(database.db, sql`select 1 as ok`);
  } catch (error) {
    await database.close().catch(() => {});
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    const reason =
      cause instanceof Error
        ? `${(cause as { code?: string }).code ?? cause.name}: ${cause.message}`
        : String(cause);
    throw new CommandError(`cannot reach ${describeLocation(location)} (${reason})`);
  }
  return database;
}

/** The embedded database in `dataDir`, locked for `holder` until closed. */
async function openLockedPglite(
  dataDir: string,
  holder: DataDirHolderKind,
  queries: QueryOptions,
): Promise<Database> {
  mkdirSync(dataDir, { recursive: true });
  let lock: ReturnType<typeof lockDataDir>;
  try {
    lock = lockDataDir(dataDir, holder);
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new CommandError(error.message);
    throw error;
  }
  let database: Database;
  try {
    database = await openDatabase({ dataDir }, queries);
  } catch (error) {
    lock.release();
    throw error;
  }
  const close = database.close;
  return {
    ...database,
    close: async () => {
      try {
        await close();
      } finally {
        lock.release();
      }
    },
  };
}

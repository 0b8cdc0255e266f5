/**
 * Opening the configured database for a command, with a clear message when it cannot be reached
 * (instead of an error from inside the first migration query).
 */
import { sql } from 'drizzle-orm';
import { type DatabaseLocation, redactedDatabaseUrl } from '../config/load-config.ts';
import { type Database, openDatabase, queryRows } from '../db/database.ts';

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

/** Opens the database and makes sure it answers. */
export async function openConfiguredDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'pglite') return openDatabase({ dataDir: location.dataDir });
  const database = await openDatabase({
    databaseUrl: location.url,
    maxConnections: location.poolSize,
    connectTimeoutSeconds: location.connectTimeoutSeconds,
  });
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

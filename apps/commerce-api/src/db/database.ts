/**
 * The database handle: embedded PGlite (data kept in a folder, or in memory) by default,
 * PostgreSQL through postgres-js when a connection URL is given. Both speak the same SQL and run
 * the same migrations; the rest of the app sees one drizzle `Db`.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres, { type Sql } from 'postgres';

/** The drizzle database (or a transaction on it) every query of the app runs on. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  /** `pglite` or `postgres`. */
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for snapshots (dumpDataDir); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The postgres-js client (advisory locks on a reserved connection); undefined on PGlite. */
  postgres?: Sql;
  /** The connection URL on PostgreSQL (the change feed opens its own connection with it). */
  url?: string;
  close: () => Promise<void>;
}

/** Where the data lives. */
export type DatabaseOptions =
  | { databaseUrl: string; maxConnections?: number; connectTimeoutSeconds?: number }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob }
  | { pglite: PGlite };

/** Opens the database the options point at (no migrations; see `migrateDatabase`). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      // A server that does not answer fails the request in seconds (a 503), not after 30 s.
      connect_timeout: options.connectTimeoutSeconds ?? 5,
      onnotice: () => {},
    });
    const db = drizzlePostgres({ client }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      postgres: client,
      url: options.databaseUrl,
      close: () => client.end({ timeout: 5 }),
    };
  }
  let pglite: PGlite;
  if ('pglite' in options) pglite = options.pglite;
  else if ('dataDir' in options) {
    mkdirSync(options.dataDir, { recursive: true });
    // PGlite syncs its in-memory file system to the folder after every query and, by default,
    // waits for that before answering: tens of milliseconds per query (even a read) on a busy
    // disk. Relaxed durability lets the sync finish after the answer; close() still flushes, so
    // only a crash in the milliseconds after a write can lose it (a demo shop's data dir).
    pglite = new PGlite(options.dataDir, { relaxedDurability: true });
  } else pglite = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  await pglite.waitReady;
  const db = drizzlePglite({ client: pglite }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Runs raw SQL and returns its rows. postgres-js answers `db.execute` with an array of rows and
 * PGlite with `{ rows }`; this hides the difference.
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** `true` when the database answers. */
export async function pingDatabase(db: Db): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(db, sql`select 1 as ok`);
  return rows[0]?.ok === 1;
}

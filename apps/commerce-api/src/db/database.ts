/**
 * The database handle: embedded PGlite (data kept in a folder, or in memory) by default,
 * PostgreSQL through node-postgres (`pg`) when a connection URL is given. Both speak the same SQL
 * and run the same migrations; the rest of the app sees one drizzle `Db`.
 *
 * node-postgres rather than postgres-js: with the server stopped and started under traffic,
 * postgres-js 3.4.9 crashed the process (`TypeError: Cannot read properties of null (reading
 * 'write')`, a write scheduled after its socket closed) and left connections that never settled
 * their queries again (decision 0011). A `pg.Pool` drops a broken connection and makes a new one
 * on the next query; every failure rejects that query, which answers 503.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { pacedQueries } from './pglite-pacing.ts';
import { type QueryTracer, traceConnectionQueries, tracedPglite } from './traced-queries.ts';

/** The drizzle database (or a transaction on it) every query of the app runs on. */
export type Db = PgDatabase<PgQueryResultHKT>;

/** An open database and how to close it. */
export interface Database {
  db: Db;
  /** `pglite` or `postgres`. */
  kind: 'pglite' | 'postgres';
  /** The PGlite instance, for snapshots (dumpDataDir); undefined on PostgreSQL. */
  pglite?: PGlite;
  /** The node-postgres pool (advisory locks on one of its connections); undefined on PGlite. */
  pool?: pg.Pool;
  /** The connection URL on PostgreSQL (the change feed opens its own connection with it). */
  url?: string;
  close: () => Promise<void>;
}

/** Where the data lives. */
export type DatabaseOptions =
  | {
      databaseUrl: string;
      maxConnections?: number;
      connectTimeoutSeconds?: number;
      /** Told about errors of idle connections (the server went away); default: ignored. */
      onIdleError?: (error: Error) => void;
    }
  | { dataDir: string }
  | { memory: true; loadDataDir?: Blob }
  | { pglite: PGlite };

/** How the queries run: `traceQuery` wraps each (the started API's traces; default none). */
export interface QueryOptions {
  traceQuery?: QueryTracer | undefined;
}

/** Opens the database the options point at (no migrations; see `migrateDatabase`). */
export async function openDatabase(options: DatabaseOptions, queries: QueryOptions = {}): Promise<Database> {
  const { traceQuery } = queries;
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
      // A server that does not answer fails the request in seconds (a 503), not after minutes;
      // also the longest a query waits for a free connection of the pool.
      connectionTimeoutMillis: (options.connectTimeoutSeconds ?? 5) * 1000,
      idleTimeoutMillis: 30_000,
      keepAlive: true,
    });
    // An idle connection the server closed (a restart) emits an error on the pool: without a
    // listener Node would end the process. The pool has dropped it already.
    pool.on('error', (error) => options.onIdleError?.(error));
    // A connection checked out of the pool (a transaction between two statements, a migration's
    // lock) has no listener of the pool's: when the server dies then (SIGKILL of the postmaster:
    // "terminating connection due to unexpected postmaster exit") the error was uncaught and
    // ended the process (issue 24). Every connection keeps a listener of its own for its whole
    // life; its next query rejects ("Client has encountered a connection error"), which answers
    // 503, and the pool discards it when it is released.
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onIdleError?.(error));
      if (traceQuery) traceConnectionQueries(client, traceQuery);
    });
    const db = drizzleNodePg({ client: pool });
    return {
      db,
      kind: 'postgres',
      pool,
      url: options.databaseUrl,
      close: async () => {
        if (!pool.ended) await pool.end();
      },
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
  const db = drizzlePglite({ client: pacedQueries(traceQuery ? tracedPglite(pglite, traceQuery) : pglite) });
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
 * Runs raw SQL and returns its rows (`db.execute` answers `{ rows }` on both drivers; kept as the
 * one place that knows it).
 */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** Builds the dependencies of one app over an open database. */
import { type AppConfig, type AppDeps, type Clock, defaultConfig, systemClock } from './app-env.ts';
import { BackgroundTasks } from './background.ts';
import { ContentCaches } from './content/caches.ts';
import type { Database } from './db/database.ts';
import { loadSigningKey } from './users/access-token.ts';
import { databaseMailer } from './users/mailer.ts';

/** Options of `createAppDeps`. */
export interface AppDepsOptions {
  database: Database;
  clock?: Clock;
  config?: Partial<AppConfig>;
  /**
   * How long finished catalogue answers (content, listings, search, products) are cached, ms;
   * default the config's `cacheTtlMs`, 0 = off (the bench measures uncached queries so).
   */
  catalogueCacheTtlMs?: number;
  /**
   * How old a site's in-memory listing may get before it is reloaded in the background, ms;
   * default never (this API is the only writer of its catalogue; set it when another process
   * writes the same PostgreSQL database).
   */
  listingMaxAgeMs?: number;
}

/** The dependencies every domain's routes get (the database must be migrated). */
export async function createAppDeps(options: AppDepsOptions): Promise<AppDeps> {
  const { database } = options;
  const clock = options.clock ?? systemClock;
  const config = defaultConfig(options.config);
  return {
    db: database.db,
    database,
    clock,
    config,
    mailer: databaseMailer(database.db, clock),
    caches: new ContentCaches(
      database.db,
      config.cacheTtlMs,
      options.catalogueCacheTtlMs ?? config.cacheTtlMs,
      options.listingMaxAgeMs,
    ),
    signingKey: await loadSigningKey(database.db),
    background: new BackgroundTasks(),
  };
}

/**
 * `/health` and `/ready`, for orchestrators and load balancers:
 * - `GET /health` (liveness): the process runs and its event loop answers. Always 200 while the
 *   process lives, database or not: restarting a healthy process does not bring a database back.
 * - `GET /ready` (readiness): the database answers and has every migration this code needs, and
 *   the instance is not shutting down. 503 with the reason and Retry-After otherwise, so traffic
 *   goes to the other instances meanwhile.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { queryRows } from '../db/database.ts';
import { migrationStatus } from '../db/migrate.ts';
import { type ErrorItem, errorBody } from '../shared/api-error.ts';

/** How long `/ready` waits for the database before calling it unreachable. */
const readyTimeoutMs = 2000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The health routes, mounted at the root. */
export function healthRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Once every migration was found applied it stays so for this process (the code does not change).
  let migrated = false;

  const notReady = (error: ErrorItem) => errorBody([error]);
  const noStore = { 'Cache-Control': 'no-store' };

  app.get('/health', (c) => c.json({ ok: true }, 200, noStore));

  app.get('/ready', async (c) => {
    const retry = { ...noStore, 'Retry-After': '5' };
    if (deps.lifecycle.draining) {
      return c.json(notReady({ message: 'Shutting down', code: 'Api.Error.ShuttingDown' }), 503, retry);
    }
    try {
      await withTimeout(queryRows(deps.db, sql`select 1 as ok`), readyTimeoutMs);
      if (!migrated) {
        const status = await withTimeout(migrationStatus(deps.database), readyTimeoutMs);
        if (status.applied < status.total) {
          return c.json(
            notReady({
              message: `The database has ${status.applied} of ${status.total} migrations: run the migrate command`,
              code: 'Api.Error.NotMigrated',
            }),
            503,
            retry,
          );
        }
        migrated = true;
      }
    } catch (error) {
      deps.logger.warn({ error: (error as Error).message }, 'not ready: the database does not answer');
      return c.json(
        notReady({ message: 'The database does not answer', code: 'Api.Error.DatabaseUnavailable' }),
        503,
        retry,
      );
    }
    return c.json({ ok: true, database: deps.database.kind }, 200, noStore);
  });

  return app;
}

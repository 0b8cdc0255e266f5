/**
 * `start`: serves the API until SIGTERM/SIGINT.
 *
 * - PostgreSQL (DATABASE_URL): refuses a database that is not migrated (run `migrate` first) and
 *   never seeds (`seed-demo` does, when asked).
 * - The embedded PGlite default (no DATABASE_URL): migrates, and seeds the demo clubs into an
 *   empty database, so the README's start command shows a shop at once; in production never
 *   (and production needs DATA_DIR set to use it at all: src/config/load-config.ts).
 *
 * Then it listens, starts the change feed and mail delivery, prints the sites and loads every
 * site's listing. On SIGTERM/SIGINT it stops gracefully: /ready turns 503, no new connections,
 * the requests in flight finish (SHUTDOWN_TIMEOUT_MS at most), background work stops, the pool
 * closes, exit code 0.
 */

import { createApp } from '../app.ts';
import type { ServerConfig } from '../config/load-config.ts';
import { migrateDatabase, migrationStatus } from '../db/migrate.ts';
import { createAppDeps } from '../deps.ts';
import { listSites } from '../dev/sites.ts';
import { AdmissionGate } from '../http/admission.ts';
import type { Logger } from '../logging/logger.ts';
import { addMissingDictionaryRows } from '../messages/add-missing-dictionary-rows.ts';
import { ApiMetrics } from '../metrics/api-metrics.ts';
import { isSeeded, seedDatabase } from '../seed/run.ts';
import { startHttpServer } from '../server/http-server.ts';
import { paymentProvider } from '../server/payment-providers.ts';
import { startServices } from '../server/services.ts';
import type { ApiTracing } from '../server/tracing.ts';
import { CommandError, describeLocation, openConfiguredDatabase } from './open-database.ts';

/** A started API: how to stop it (what the signal handlers call). */
export interface RunningApi {
  port: number;
  stop: (reason: string) => Promise<void>;
}

/**
 * Opens, checks (or on PGlite prepares) the database and serves; with `tracing` (src/main.ts), a
 * span per request and per query (decision 0103).
 */
export async function runStart(
  config: ServerConfig,
  logger: Logger,
  tracing?: ApiTracing,
): Promise<RunningApi> {
  logger.info(`database: ${describeLocation(config.database)}`);
  if (tracing?.exporting) logger.info('traces: exported by OTLP (OTEL_EXPORTER_OTLP_ENDPOINT)');
  const database = await openConfiguredDatabase(config.database, 'api', {
    traceQuery: tracing?.traceQuery,
  });
  try {
    if (database.kind === 'pglite') {
      await migrateDatabase(database);
      if (await isSeeded(database.db)) {
        logger.info('data found, keeping it');
        // Texts written since this database was seeded (new dictionary keys); existing rows stay.
        const added = await addMissingDictionaryRows(database.db);
        if (added > 0) logger.info(`${added} new dictionary rows added`);
      } else if (config.production) {
        // A club's production database never gets the demo clubs: `clubshop init` makes its shop.
        logger.warn(
          'the database holds no sites: every request answers 404 until there is one (clubshop init creates your shop; see docs/launch-your-shop.md)',
        );
      } else {
        await seedDatabase(database.db, {
          ...(config.seedProducts ? { totalProducts: config.seedProducts } : {}),
          log: (line) => logger.info(line),
        });
      }
    } else {
      const status = await migrationStatus(database);
      if (status.applied < status.total) {
        throw new CommandError(
          `${describeLocation(config.database)} has ${status.applied} of ${status.total} migrations: run the migrate command first (pnpm --filter @clubshop/commerce-api migrate, or node dist/main.js migrate)`,
        );
      }
      if (!(await isSeeded(database.db))) {
        logger.warn(
          'the database holds no sites: every request answers 404 until sites exist (seed-demo adds the demo clubs)',
        );
      }
    }
    if (config.production && database.kind === 'pglite') {
      logger.warn(
        'NODE_ENV=production on the embedded PGlite database: one process only, and a crash may lose the last writes; set DATABASE_URL',
      );
    }
    if (config.production && config.paymentProvider === 'test-page') {
      logger.warn(
        'PAYMENT_PROVIDER=test-page in production: anyone can approve their own order without paying',
      );
    }
    if (config.production && !config.secretsKeyConfigured) {
      logger.warn(
        'no CLUBSHOP_SECRETS_KEY in production: sites cannot store Stripe keys of their own (the admin API answers 503)',
      );
    } else if (!config.secretsKeyConfigured) {
      logger.info('no CLUBSHOP_SECRETS_KEY: site keys are sealed under the public development key');
    }
    if (config.production && config.paymentProvider === 'none') {
      logger.warn('PAYMENT_PROVIDER=none: checkout answers 503 Api.Error.PaymentUnavailable');
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  const deps = await createAppDeps({
    database,
    logger,
    config: {
      production: config.production,
      publicOrigin: config.publicOrigin,
      trustProxy: config.trustProxy,
      allowedOrigins: config.allowedOrigins,
      adminOrigins: config.adminOrigins,
      pageCachePurgeUrls: config.pageCachePurgeUrls,
      pageCachePurgeToken: config.pageCachePurgeToken,
      metricsToken: config.metricsToken,
      mediaDir: config.mediaDir,
      mediaLegacyDir: config.mediaLegacyDir,
      importFetchAllowHosts: config.importFetchAllowHosts,
      mediaS3: config.mediaS3,
      imageUploadMaxBytes: config.imageUploadMaxBytes,
      paymentReconcileIntervalMs: config.paymentReconcileIntervalMs,
      localhostSites: config.localhostSites,
      storefrontPort: config.storefrontPort,
      storefrontOrigins: config.storefrontOrigins,
      bodyReadTimeoutMs: config.bodyReadTimeoutMs,
      importMaxBytes: config.importMaxBytes,
      secretsKey: config.secretsKey,
    },
    payments: paymentProvider(config.paymentProvider, config.stripe),
    mail: config.smtp ? { transport: 'smtp', ...config.smtp } : { transport: 'database' },
    ...(config.catalogueCacheTtlMs !== undefined ? { catalogueCacheTtlMs: config.catalogueCacheTtlMs } : {}),
    ...(config.listingMaxAgeMs !== undefined ? { listingMaxAgeMs: config.listingMaxAgeMs } : {}),
    ...(config.listingMaxSites !== undefined ? { listingMaxSites: config.listingMaxSites } : {}),
  });
  const admission = new AdmissionGate(config.maxInFlight, config.maxQueueMs);
  const metrics = new ApiMetrics({ processMetrics: true });
  metrics.watchAdmission(admission);
  if (database.pool) metrics.watchPool(database.pool);
  metrics.watchChangeSubscribers(deps.caches.changes);
  metrics.watchSignals(deps.signals);
  const app = createApp(deps, { admission, metrics, ...(tracing ? { tracing: tracing.middleware } : {}) });
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    server = await startHttpServer({
      fetch: app.fetch,
      port: config.port,
      host: config.host,
      logger,
      headersTimeoutMs: config.headersTimeoutMs,
      requestTimeoutMs: config.headersTimeoutMs + config.bodyReadTimeoutMs,
    });
  } catch (error) {
    await database.close();
    const code = (error as { code?: string }).code;
    throw new CommandError(
      code === 'EADDRINUSE'
        ? `port ${config.port} is in use: stop what listens there or set PORT`
        : `cannot listen on port ${config.port}: ${(error as Error).message}`,
    );
  }
  const services = await startServices(deps, {
    ...(config.database.kind === 'postgres'
      ? { connectTimeoutSeconds: config.database.connectTimeoutSeconds }
      : {}),
  });
  logger.info(
    {
      port: server.port,
      payments: deps.payments.id,
      mail: config.mailTransport,
      trustProxy: config.trustProxy,
      localhostSites: config.localhostSites,
    },
    `listening on http://localhost:${server.port}`,
  );

  const sites = await listSites(database.db, config);
  for (const site of sites) {
    logger.info(
      `  ${site.club.padEnd(12)} ${site.country}  ${site.url}  (${site.culture}, ${site.currency})`,
    );
  }
  if (config.localhostSites) logger.info(`  default site: http://localhost:${config.storefrontPort}/`);

  // Every site's listing (search, category pages) into memory now rather than on its first search;
  // with LISTING_MAX_SITES only that many (the first in the sites' order), the others on first use.
  const preloadStarted = performance.now();
  const preloaded = sites.slice(0, deps.caches.listings.maxSites);
  deps.caches.listings.preload(preloaded.map((site) => site.storeId)).then(
    (rows) =>
      logger.info(
        `listings of ${preloaded.length} sites in memory (${rows} rows, ${Math.round(performance.now() - preloadStarted)} ms)`,
      ),
    (error: unknown) =>
      logger.warn({ error: (error as Error).message }, 'preloading listings failed; they load on first use'),
  );

  let stopping: Promise<void> | undefined;
  return {
    port: server.port,
    stop: (reason) => {
      stopping ??= (async () => {
        logger.info(`${reason}: shutting down`);
        deps.lifecycle.draining = true;
        // The storefronts' change streams never end on their own: end them, and open none while
        // the drain lasts (a storefront reconnects within 250 ms), or the drain waits its deadline.
        deps.caches.changes.close();
        const cut = await server.stop(config.shutdownTimeoutMs);
        if (cut > 0) logger.warn({ cut }, 'requests cut at the shutdown timeout');
        await services.stop();
        await database.close();
        await tracing?.shutdown().catch(() => undefined);
        logger.info('stopped');
      })();
      return stopping;
    },
  };
}

import cluster from 'node:cluster';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSharedAnswers, renderPage, renderSiteFile, runFormAction } from '../src/entry-server.tsx';
import { DEFAULT_FORWARD_LIMITS } from './api-proxy.ts';
import { createStorefrontServer } from './app.ts';
import { type ClientManifest, clientAssetsFromManifest, type GroupedModules } from './client-assets.ts';
import { apiOriginsOf, readStorefrontConfig, type StorefrontConfig } from './config.ts';
import { dropWhatChanged, followApiChanges } from './follow-api-changes.ts';
import { gracefulShutdown } from './graceful-shutdown.ts';
import { createKeptPages } from './kept-pages.ts';
import { createStorefrontMetrics } from './metrics.ts';
import { createQuietTime } from './quiet-time.ts';
import { RenderAdmission } from './render-admission.ts';
import { createServerLogger } from './request-log.ts';
import { createSiteGate } from './site-gate.ts';
import { startStorefrontTracing } from './tracing.ts';
import { runWorkers } from './workers.ts';

/**
 * Starts the production server over the browser build in `clientDir`: checks the configuration
 * first (every wrong value named, exit 1), then runs `WEB_CONCURRENCY` processes (see
 * workers.ts), each reading the client build's manifest and serving until SIGTERM or SIGINT, then
 * it stops accepting, lets the requests in flight finish and exits.
 */
export async function startStorefrontServer(
  env: Record<string, string | undefined>,
  clientDir: string,
): Promise<void> {
  const read = readStorefrontConfig(env);
  if (!read.ok) {
    console.error(
      `storefront: the configuration is wrong:\n${read.problems.map((line) => `  ${line}`).join('\n')}`,
    );
    process.exit(1);
  }
  const { config } = read;
  await runWorkers(config.workers, () => serveStorefront(config, clientDir, env));
}

/** One process of the server: the app over the client build, on the configured port. */
async function serveStorefront(
  config: StorefrontConfig,
  clientDir: string,
  env: Record<string, string | undefined>,
): Promise<void> {
  // Traces (decision 0103): OTLP export when OTEL_EXPORTER_OTLP_ENDPOINT is set, else only the
  // callers' traceparent carried through; set up before anything logs.
  const tracing = startStorefrontTracing(env);
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as ClientManifest;
  const groupedModules = JSON.parse(
    readFileSync(join(clientDir, '.vite/grouped-modules.json'), 'utf8'),
  ) as GroupedModules;
  let closing = false;
  // Served as long again while one request refreshes an expired answer (stale-while-revalidate),
  // dropped the moment the API announces a change (follow-api-changes.ts), and kept longer while
  // every API origin's announcements reach this process.
  const followedTtlMs = Math.max(config.answerCacheFollowedTtlMs, config.answerCacheTtlMs);
  const sharedAnswers = createSharedAnswers({
    ttlMs: config.answerCacheTtlMs,
    staleMs: config.answerCacheTtlMs,
    followedTtlMs,
  });
  let followed = false;
  // The anonymous pages rendered from those answers, kept while the answers are fresh, and served
  // stale as long as they are while one request renders the page again (kept-pages.ts).
  const answersFreshForMs = () => (followed ? followedTtlMs : config.answerCacheTtlMs);
  const keptPages = createKeptPages({ freshForMs: answersFreshForMs, staleForMs: answersFreshForMs });
  const metrics = createStorefrontMetrics({ processMetrics: true });
  metrics.watchKeptPages(keptPages);
  // Which origins name a site, by the same rules (at least 1 s: every page asks it first).
  // Work for later shoppers (a kept page rendered again, a site's answer asked again) waits for
  // a quiet moment of the process (quiet-time.ts).
  const quietTime = createQuietTime();
  const siteGate = createSiteGate({
    apiUrl: config.apiHosts.content,
    ttlMs: () => Math.max(answersFreshForMs(), 1_000),
    inBackground: quietTime.whenQuiet,
  });
  if (config.answerCacheTtlMs > 0) {
    const apiOrigins = apiOriginsOf(config);
    const followedOrigins = new Set<string>();
    for (const apiUrl of apiOrigins) {
      followApiChanges({
        apiUrl,
        // Drops what the change touched, by its cache tags (decision 0097); all on a new stream.
        onChange: (tags) => {
          const keptBefore = keptPages.size;
          dropWhatChanged({ sharedAnswers, keptPages, expireSites: siteGate.expire }, tags);
          metrics.changeApplied(keptBefore - keptPages.size);
        },
        onFollowing: (following) => {
          if (following) followedOrigins.add(apiUrl);
          else followedOrigins.delete(apiUrl);
          followed = followedOrigins.size === apiOrigins.length;
          sharedAnswers.following(followed);
          metrics.following(followed);
        },
        onLost: (reason) =>
          console.warn(
            `storefront: the change stream of ${apiUrl} is down (${(reason as Error).message ?? reason}); shared answers expire by their TTL until it is back`,
          ),
      });
    }
  }
  const renderAdmission = new RenderAdmission({
    maxInFlight: config.maxInFlight,
    maxQueueMs: config.maxQueueMs,
    maxLagMs: config.maxEventLoopLagMs,
  });
  metrics.watchRenderAdmission(renderAdmission);
  const app = createStorefrontServer({
    render: renderPage,
    act: runFormAction,
    renderSiteFile,
    assets: clientAssetsFromManifest(manifest, groupedModules),
    apiUrl: config.apiUrl,
    apiHosts: config.apiHosts,
    trustedProxies: config.trustedProxies,
    imageOrigins: [...apiOriginsOf(config), ...config.imageOrigins],
    // The API's test payment page (the checkout posted without JavaScript is redirected there).
    paymentOrigins: apiOriginsOf(config),
    sharedAnswers,
    keptPages,
    clientDir,
    isClosing: () => closing,
    requestLogger: createServerLogger(config.logLevel, undefined, tracing?.logFields),
    forwardLimits: { ...DEFAULT_FORWARD_LIMITS, bodyTimeoutMs: config.bodyTimeoutMs },
    siteGate,
    quietTime,
    renderAdmission,
    metrics,
    metricsToken: config.metricsToken,
    tracing,
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.port,
      ...(config.host ? { hostname: config.host } : {}),
      // Read deadlines: a client that sends its headers or its request slowly is answered 408
      // and its connection closed, instead of holding it for Node's 5 minutes.
      serverOptions: {
        headersTimeout: config.headersTimeoutMs,
        requestTimeout: config.requestTimeoutMs,
        keepAliveTimeout: config.keepAliveTimeoutMs,
      },
    },
    () =>
      console.info(
        `storefront: listening on http://localhost:${config.port} (API ${config.apiUrl}${cluster.isWorker ? `, worker ${process.pid}` : ''})`,
      ),
  );
  gracefulShutdown(server, {
    timeoutMs: config.shutdownTimeoutMs,
    onClosing: () => {
      closing = true;
      console.info('storefront: closing; finishing the requests in flight');
    },
    // The spans still buffered go out before the process exits.
    ...(tracing ? { onClosed: tracing.shutdown } : {}),
  });
}

/**
 * Starts the production back-office server: the built app from `clientDir`, on `BACKOFFICE_PORT`
 * (default 5174), forwarding the admin API to `API_URL` (default http://localhost:4000).
 */
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { createBackofficeServer } from './app.ts';
import { tracedLogger } from './trace-log.ts';

/** The back office's settings from the environment. */
export interface BackofficeConfig {
  port: number;
  host: string;
  apiUrl: string;
  publicOrigin: string | undefined;
  /** METRICS_TOKEN: what `/metrics` asks of a peer not on loopback (unset: loopback only). */
  metricsToken: string | undefined;
}

/** Reads the settings; a bad port or address stops the start with a message naming it. */
export function loadBackofficeConfig(env: NodeJS.ProcessEnv): BackofficeConfig {
  const port = Number(env.BACKOFFICE_PORT ?? '5174');
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`BACKOFFICE_PORT must be a port number (1-65535), not ${env.BACKOFFICE_PORT}`);
  const apiUrl = env.API_URL ?? 'http://localhost:4000';
  if (!URL.canParse(apiUrl))
    throw new Error(`API_URL must be an address such as http://localhost:4000, not ${apiUrl}`);
  const publicOrigin = env.BACKOFFICE_ORIGIN;
  if (publicOrigin !== undefined && !URL.canParse(publicOrigin))
    throw new Error(
      `BACKOFFICE_ORIGIN must be an origin such as https://admin.example.com, not ${publicOrigin}`,
    );
  const metricsToken = env.METRICS_TOKEN?.trim() || undefined;
  if (metricsToken !== undefined && !/^[\x21-\x7e]{32,}$/.test(metricsToken))
    throw new Error('METRICS_TOKEN must be at least 32 printable characters without spaces');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    metricsToken,
    apiUrl,
    publicOrigin: publicOrigin ? new URL(publicOrigin).origin : undefined,
  };
}

/** Starts the server; resolves once it listens. */
export async function startBackofficeServer(env: NodeJS.ProcessEnv, clientDir: string) {
  const config = loadBackofficeConfig(env);
  const index = await readFile(join(clientDir, 'index.html'), 'utf8');
  const root = relative(process.cwd(), clientDir) || '.';
  // Loaded here, not with the module: the tests that read the settings do not load prom-client.
  const { createBackofficeMetrics } = await import('./metrics.ts');
  // Traces (decision 0103): OTLP export when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  const { startBackofficeTracing } = await import('./tracing.ts');
  const tracing = startBackofficeTracing(env);
  const app = createBackofficeServer({
    apiUrl: config.apiUrl,
    indexHtml: async () => index,
    ...(config.publicOrigin ? { publicOrigin: config.publicOrigin } : {}),
    metrics: createBackofficeMetrics({ processMetrics: true }),
    metricsToken: config.metricsToken,
    tracing,
    // Its lines about a request name the request's trace (trace-log.ts).
    ...(tracing ? { logger: tracedLogger(tracing.logFields) } : {}),
    staticFiles: serveStatic({
      root,
      // index.html is served by the app's catch-all (signed in only), never as a file.
      rewriteRequestPath: (path) => (path === '/' || path.endsWith('.html') ? '/__none__' : path),
      onFound: (path, c) => {
        if (path.includes('/assets/')) c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  console.info(`backoffice: listening on http://localhost:${config.port} (API ${config.apiUrl})`);
  const stop = () =>
    server.close(() => {
      const flushed = tracing?.shutdown().catch(() => undefined) ?? Promise.resolve();
      void flushed.then(() => process.exit(0));
    });
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  return server;
}

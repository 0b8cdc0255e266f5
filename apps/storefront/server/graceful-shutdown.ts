import cluster from 'node:cluster';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { ServerType } from '@hono/node-server';
import { SHUTDOWN_MESSAGE } from './workers.ts';

/** Options of {@link gracefulShutdown}. */
export interface GracefulShutdownOptions {
  /** How long requests in flight may take before the process exits anyway. */
  timeoutMs: number;
  /** Called once when a signal arrives (e.g. to make health checks fail). */
  onClosing?: () => void;
}

/** How often idle keep-alive connections are closed while the server drains (ms). */
const DRAIN_SWEEP_MS = 50;

/**
 * Makes every answer of `server` after `isClosing()` says so carry `Connection: close`, so a
 * keep-alive client opens its next request elsewhere instead of keeping this process busy.
 * Answers whose headers are not yet out when the stop comes get it too (`inFlight`).
 */
function closeConnectionsWhenClosing(server: Server, isClosing: () => boolean) {
  const inFlight = new Set<ServerResponse>();
  server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
    if (isClosing()) {
      response.setHeader('Connection', 'close');
      return;
    }
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  return () => {
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close');
    }
  };
}

/**
 * On SIGTERM or SIGINT: stops accepting connections, answers every request from then on with
 * `Connection: close` (a kept-alive client otherwise keeps sending; issue 24 counted 6,717
 * answers after the signal and both workers cut at the timeout), closes keep-alive connections
 * as soon as they are idle, lets the requests in flight finish (streams included), then exits 0;
 * exits 1 if they take longer than the timeout. A second signal exits at once.
 */
export function gracefulShutdown(server: ServerType, options: GracefulShutdownOptions): void {
  let closing = false;
  const closeInFlight = closeConnectionsWhenClosing(server as Server, () => closing);
  const close = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    closeInFlight();
    options.onClosing?.();
    const http = server as Server;
    const timer = setTimeout(() => {
      console.error(`storefront: requests still running after ${options.timeoutMs} ms; exiting`);
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    // A connection that answered its last request before the stop (headers without `close`)
    // goes idle after it: closed on the next sweep.
    const sweep = setInterval(() => http.closeIdleConnections(), DRAIN_SWEEP_MS);
    sweep.unref();
    http.close(() => {
      clearInterval(sweep);
      console.info(`storefront: ${signal}, every request answered; bye`);
      process.exit(0);
    });
    http.closeIdleConnections();
  };
  if (cluster.isWorker) {
    // The primary coordinates the stop (see workers.ts): a Ctrl+C reaches every process of the
    // group, so a worker leaves SIGINT to the primary and stops when it is told to.
    process.on('message', (message) => {
      if (message === SHUTDOWN_MESSAGE && !closing) close('SIGTERM');
    });
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', close);
    return;
  }
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

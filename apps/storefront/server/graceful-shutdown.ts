import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/** Options of {@link gracefulShutdown}. */
export interface GracefulShutdownOptions {
  /** How long requests in flight may take before the process exits anyway. */
  timeoutMs: number;
  /** Called once when a signal arrives (e.g. to make health checks fail). */
  onClosing?: () => void;
}

/**
 * On SIGTERM or SIGINT: stops accepting connections, closes idle keep-alive connections, lets the
 * requests in flight finish (streams included), then exits 0; exits 1 if they take longer than
 * the timeout. A second signal exits at once.
 */
export function gracefulShutdown(server: ServerType, options: GracefulShutdownOptions): void {
  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    options.onClosing?.();
    const http = server as Server;
    const timer = setTimeout(() => {
      console.error(`storefront: requests still running after ${options.timeoutMs} ms; exiting`);
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    http.close(() => {
      console.info(`storefront: ${signal}, every request answered; bye`);
      process.exit(0);
    });
    http.closeIdleConnections();
  };
  process.on('SIGTERM', close);
  process.on('SIGINT', close);
}

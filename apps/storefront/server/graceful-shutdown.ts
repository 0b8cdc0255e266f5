import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import type { ServerType } from '@hono/node-server';
import { SHUTDOWN_MESSAGE } from './workers.ts';

/** Options of {@link gracefulShutdown}. */
export interface GracefulShutdownOptions {
  /** How long requests in flight may take before the process exits anyway. */
  timeoutMs: number;
  /** Called once when a signal arrives (e.g. to make health checks fail). */
  onClosing?: () => void;
  /** Called once every request is answered, before the process exits (what must go out first). */
  onClosed?: () => Promise<void>;
  /**
   * How long a kept-alive connection must have been idle (no request in flight, no request byte
   * read) while the server stops before it is closed; default {@link IDLE_GRACE_MS}.
   */
  idleGraceMs?: number;
}

/** The default {@link GracefulShutdownOptions.idleGraceMs}. */
export const IDLE_GRACE_MS = 1_000;

/** How often the stopping server looks at its connections (ms). */
const DRAIN_SWEEP_MS = 100;

/** What the server knows of one connection. */
interface ConnectionState {
  /** Requests of it being answered now. */
  busy: number;
  /** `socket.bytesRead` when last looked at: a change is a request arriving. */
  bytesRead: number;
  /** When it last read a byte or finished an answer (`performance.now()`). */
  activeAt: number;
}

/**
 * Follows every connection of `server`: its requests in flight and the bytes it read, and gives
 * every answer after `isClosing()` says so `Connection: close`, so a keep-alive client opens its
 * next request elsewhere instead of keeping this process busy (issue 24 counted 6,717 answers
 * after the signal). Answers whose headers are not yet out when the stop comes get it too.
 */
function followConnections(server: Server, isClosing: () => boolean) {
  const connections = new Map<Socket, ConnectionState>();
  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: 0, bytesRead: socket.bytesRead, activeAt: performance.now() });
    socket.once('close', () => connections.delete(socket));
  });
  const pending = new Set<{ headersSent: boolean; setHeader: (name: string, value: string) => unknown }>();
  server.prependListener('request', (request, response) => {
    const state = connections.get(request.socket);
    if (state) state.busy++;
    if (isClosing()) response.setHeader('Connection', 'close');
    else pending.add(response);
    response.once('close', () => {
      pending.delete(response);
      if (!state) return;
      state.busy--;
      state.activeAt = performance.now();
    });
  });
  /** Says `Connection: close` on the answers whose headers are not out yet. */
  const closeInFlight = () => {
    for (const response of pending) if (!response.headersSent) response.setHeader('Connection', 'close');
  };
  /**
   * Closes the connections idle for `graceMs`: nothing in flight, and no byte read since the last
   * sweep nor for `graceMs`. Two sweeps that saw the same byte count have an I/O poll between
   * them, so a request the client already sent has been read (and counted) by then, whatever
   * stalled this process.
   */
  const closeIdle = (graceMs: number) => {
    const now = performance.now();
    for (const [socket, state] of connections) {
      const bytesRead = socket.bytesRead;
      if (state.busy > 0 || bytesRead !== state.bytesRead) {
        state.bytesRead = bytesRead;
        state.activeAt = now;
      } else if (now - state.activeAt >= graceMs) {
        socket.destroySoon();
      }
    }
  };
  return { closeInFlight, closeIdle };
}

/**
 * On SIGTERM or SIGINT: stops accepting connections, answers every request from then on (and
 * those whose answer has not started) with `Connection: close`, so a kept-alive client ends the
 * connection after that answer and opens its next one elsewhere; closes a kept-alive connection
 * only once it has been idle for `idleGraceMs` with no request byte read, lets the requests in
 * flight finish (streams included), then exits 0; exits 1 if they take longer than the timeout.
 * A second signal exits at once.
 *
 * Closing idle connections at once (Node's `server.close()` and `closeIdleConnections()`, as this
 * did) cut the requests a client had just sent on one: Node counts a connection idle until it has
 * parsed the next request, and a closed socket with unread bytes is reset (issue 43: 12-24
 * ECONNRESET per SIGTERM under load). A client asking in a loop sends its next request right after
 * an answer, so its connection is never idle that long: its request is answered with
 * `Connection: close` instead. (The API's `server/http-server.ts` waits the same way.)
 */
export function gracefulShutdown(server: ServerType, options: GracefulShutdownOptions): void {
  let closing = false;
  const http = server as Server;
  const connections = followConnections(http, () => closing);
  const idleGraceMs = options.idleGraceMs ?? IDLE_GRACE_MS;
  const close = (signal: NodeJS.Signals) => {
    if (closing) process.exit(1);
    closing = true;
    connections.closeInFlight();
    options.onClosing?.();
    const timer = setTimeout(() => {
      console.error(`storefront: requests still running after ${options.timeoutMs} ms; exiting`);
      process.exit(1);
    }, options.timeoutMs);
    timer.unref();
    const sweep = setInterval(() => connections.closeIdle(idleGraceMs), DRAIN_SWEEP_MS);
    sweep.unref();
    // Stops accepting, without Node's closing of idle connections (see above); called back when
    // the last connection has closed.
    NetServer.prototype.close.call(http, () => {
      clearInterval(sweep);
      console.info(`storefront: ${signal}, every request answered; bye`);
      const closed = options.onClosed?.().catch(() => undefined) ?? Promise.resolve();
      void closed.then(() => process.exit(0));
    });
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

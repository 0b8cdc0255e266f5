/**
 * The API's HTTP server with a graceful stop. `stop()`:
 * 1. stops accepting connections (the listening socket closes: new clients are refused at once
 *    and go to another instance) but keeps the open ones;
 * 2. lets every request in flight finish, each answer (and that of any request still arriving on
 *    an open keep-alive connection) with `Connection: close`, so the client sends nothing more
 *    on that connection and it ends cleanly after the answer;
 * 3. once nothing is in flight, closes the idle connections; after `timeoutMs` it cuts whatever
 *    is left (and says how many requests that cut).
 * Closing idle keep-alive connections first (Node's `server.close()`) would race clients that
 * are just then sending their next request on one, and closing a connection after a keep-alive
 * answer while the client sends its next request makes the kernel reset it, which can discard
 * that answer before the client has read it.
 */
import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Logger } from '../logging/logger.ts';

/** A listening server. */
export interface HttpServer {
  /** The port it listens on (useful with port 0). */
  port: number;
  /** Requests being answered now. */
  readonly inFlight: number;
  /** Stops gracefully; resolves with the number of requests cut at the timeout (0 normally). */
  stop: (timeoutMs: number) => Promise<number>;
}

/** Options of `startHttpServer`. */
export interface HttpServerOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  host?: string | undefined;
  logger: Logger;
  /** How long a client may take to send a request's headers (Node's `headersTimeout`). */
  headersTimeoutMs?: number;
  /**
   * How long a client may take to send a whole request (Node's `requestTimeout`), a backstop
   * for the body deadline of src/http/body-read.ts.
   */
  requestTimeoutMs?: number;
  /**
   * Arms the drain's deadline: calls `fire` after `ms` unless the function it answers cancels it
   * first (default: a timer). Tests pass their own to see whether the deadline was what ended a
   * stop.
   */
  scheduleDeadline?: (ms: number, fire: () => void) => () => void;
}

/** The default {@link HttpServerOptions.scheduleDeadline}: a timer. */
function timerDeadline(ms: number, fire: () => void): () => void {
  const timer = setTimeout(fire, ms);
  return () => clearTimeout(timer);
}

/** Starts listening; rejects with the listen error (a port in use, say). */
export function startHttpServer(options: HttpServerOptions): Promise<HttpServer> {
  const server = createAdaptorServer({
    fetch: options.fetch,
    // Node checks the two deadlines below every this often (default 30 s: a slow client could
    // hold its connection that much longer).
    serverOptions: { connectionsCheckingInterval: 1000 },
  }) as Server;
  // Idle keep-alive connections are dropped after 65 s, longer than the usual proxy's 60 s, so
  // a proxy never sends on a connection the API is closing. The header and request deadlines
  // count from a request's first byte (Node 18+), not from the idle time before it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = options.headersTimeoutMs ?? 10_000;
  server.requestTimeout = options.requestTimeoutMs ?? 20_000;
  const sockets = new Map<Socket, number>();
  const responses = new Set<ServerResponse>();
  let inFlight = 0;
  let draining = false;
  let onIdle: (() => void) | undefined;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, 0);
    socket.once('close', () => sockets.delete(socket));
  });
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    inFlight++;
    responses.add(response);
    sockets.set(socket, (sockets.get(socket) ?? 0) + 1);
    if (draining) response.setHeader('Connection', 'close');
    response.once('close', () => {
      inFlight--;
      responses.delete(response);
      if (sockets.has(socket)) sockets.set(socket, (sockets.get(socket) ?? 1) - 1);
      if (inFlight === 0) onIdle?.();
    });
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : options.port;
      resolve({
        port,
        get inFlight() {
          return inFlight;
        },
        stop: async (timeoutMs) => {
          draining = true;
          const atStop = inFlight;
          for (const response of responses) {
            if (!response.headersSent) response.setHeader('Connection', 'close');
          }
          // Stop accepting, without Node's closing of idle connections (see above).
          NetServer.prototype.close.call(server);
          options.logger.info({ inFlight: atStop, connections: sockets.size }, 'draining');
          let pastDeadline = false;
          let wake: () => void = () => undefined;
          const cancelDeadline = (options.scheduleDeadline ?? timerDeadline)(timeoutMs, () => {
            pastDeadline = true;
            wake();
          });
          if (inFlight > 0) {
            await new Promise<void>((done) => {
              wake = done;
              onIdle = done;
            });
          }
          // Idle connections now; busy ones close after their answer (Connection: close).
          for (const [socket, busy] of sockets) if (busy === 0) socket.destroySoon();
          while (sockets.size > 0 && !pastDeadline) {
            await new Promise((done) => {
              wake = () => done(undefined);
              setTimeout(done, 20);
            });
            for (const [socket, busy] of sockets) if (busy === 0) socket.destroySoon();
          }
          cancelDeadline();
          const cut = inFlight;
          for (const socket of sockets.keys()) socket.destroy();
          options.logger.info({ inFlightAtStop: atStop, cut }, 'drained');
          return cut;
        },
      });
    });
  });
}

/**
 * A real HTTP server on 127.0.0.1 for transport tests: it records every request and answers with
 * the test's handler. (This exercises our transport over a real socket; it does not stand in for
 * the commerce API, whose own tests live in the integration suite.)
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  json?: unknown;
  text?: string;
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>;

export interface LocalServer {
  baseUrl: string;
  requests: RecordedRequest[];
  setHandler(handler: Handler): void;
  close(): Promise<void>;
}

export async function startLocalServer(initial: Handler = () => ({ json: {} })): Promise<LocalServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      Promise.resolve(handler(recorded)).then(
        (reply) => {
          const body = reply.json === undefined ? (reply.text ?? '') : JSON.stringify(reply.json);
          outgoing.writeHead(reply.status ?? 200, {
            'content-type': reply.json === undefined ? 'text/plain' : 'application/json',
          });
          outgoing.end(body);
        },
        (error: unknown) => {
          outgoing.writeHead(500, { 'content-type': 'text/plain' });
          outgoing.end(String(error));
        },
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setHandler(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A small in-memory auth layer implementing the client's AuthAdapter, counting its calls. */
export function memoryAuth(options: {
  token: string | undefined;
  refresh: () => Promise<string | undefined>;
}) {
  const state = { token: options.token, refreshCalls: 0, logoutCalls: 0 };
  return {
    state,
    getAccessToken: () => state.token,
    async refresh() {
      state.refreshCalls += 1;
      const token = await options.refresh();
      state.token = token;
      return token;
    },
    logout() {
      state.logoutCalls += 1;
      state.token = undefined;
    },
  };
}

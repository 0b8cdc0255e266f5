/**
 * A forwarding address for one of the four API hosts (content, catalog, user, basket): the
 * journeys start the storefront with `CONTENT_API_URL`, `CATALOG_API_URL`, `USER_API_URL` and
 * `BASKET_API_URL` each on a forwarder of its own in front of the one commerce API, so a call sent
 * to the wrong host shows. Each forwarder notes the first path segment of every call it carried
 * (`/api/<segment>/…`); `GET /_forwarder/seen` answers them.
 */
import { createServer, request as httpRequest } from 'node:http';

/** A running forwarder. */
export interface ApiForwarder {
  url: string;
  close: () => Promise<void>;
}

/** Starts a forwarder to `apiUrl` on a free loopback port. */
export async function startApiForwarder(apiUrl: string): Promise<ApiForwarder> {
  const target = new URL(apiUrl);
  const seen = new Set<string>();
  const server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    if (path === '/_forwarder/seen') {
      outgoing.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify([...seen].sort()));
      return;
    }
    const segment = /^\/api\/([^/?#]+)/.exec(path)?.[1];
    if (segment) seen.add(segment.toLowerCase());
    const forwarded = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        path,
        method: incoming.method,
        headers: { ...incoming.headers, host: target.host },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import {
  createServer,
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { hostOfApiPath } from '@clubshop/api-sdk';
import { contractOperations } from '@clubshop/api-sdk/openapi';
import type { ApiHosts } from '../caller.ts';
import { excerpt } from '../recorder.ts';

/** One call the storefront made while the kit drove it: to the backend, or a page the browser loaded. */
export interface SeenCall {
  /** `GET`, `POST`, … */
  method: string;
  /** The full URL called (the backend's URL when the kit's forwarder saw it). */
  url: string;
  /** The HTTP status of the answer. */
  status: number;
  /** The contract's call (`POST /api/baskets/{token}`), when the URL is one of the contract's. */
  call?: string | undefined;
  /** The answer's body (JSON parsed, cut to 300 characters), when it had one. */
  received?: unknown;
  /** Who saw it: the kit's forwarder between the storefront server and the backend, or the browser. */
  seenBy: 'storefront server' | 'browser';
  /** When the answer ended (ms since the epoch), to tell the calls of each step apart. */
  at: number;
}

const operationPatterns = contractOperations.map((operation) => ({
  method: operation.method,
  label: `${operation.method} ${operation.path}`,
  pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, '[^/]+')}/?$`),
}));

/** The contract's call of a method and URL (`POST /api/baskets/{token}`), or undefined. */
export function contractCallOf(method: string, url: string): string | undefined {
  const { pathname } = new URL(url);
  // The most specific path first: `/api/products/search` before `/api/products/{id}`.
  const matches = operationPatterns.filter(
    (candidate) => candidate.method === method.toUpperCase() && candidate.pattern.test(pathname),
  );
  matches.sort((a, b) => (a.label.match(/\{/g)?.length ?? 0) - (b.label.match(/\{/g)?.length ?? 0));
  return matches[0]?.label;
}

/** A JSON (or text) body as the report shows it. */
export function receivedOf(text: string, contentType: string | undefined): unknown {
  if (text === '') return undefined;
  if ((contentType ?? '').includes('json')) {
    try {
      return excerpt(JSON.parse(text));
    } catch {
      // Not JSON after all: the text.
    }
  }
  return excerpt(text);
}

/** A forwarder the kit puts between the storefront server it starts and the backend. */
export interface RecordingForwarder {
  /** Its base URL (the storefront's `API_URL` and four host URLs). */
  url: string;
  close: () => Promise<void>;
}

/** Where a path goes: an `/api/` path to its host (as the storefront's table says), anything else to `other`. */
function targetOf(path: string, hosts: ApiHosts, other: string): URL {
  const host = hostOfApiPath(new URL(path, 'http://kit').pathname);
  const base = host ? hosts[host] : other;
  return new URL(`${base.replace(/\/+$/, '')}${path}`);
}

/**
 * Starts a forwarder on a free loopback port that sends every request to the backend's hosts (an
 * `/api/` path to its host by `hostOfApiPath`, `/images`, `/media`, `/payment` to `other`) and
 * notes each `/api/` call with its status and answer in `seen`, so a failed step can name the
 * backend call behind it, the storefront server's own calls (its page renders) included.
 */
export async function startRecordingForwarder(
  hosts: ApiHosts,
  other: string,
  seen: SeenCall[],
): Promise<RecordingForwarder> {
  // Agents of its own, whose connections to the backend end with it.
  const agents = { http: new HttpAgent({ keepAlive: true }), https: new HttpsAgent({ keepAlive: true }) };
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const path = incoming.url ?? '/';
    const target = targetOf(path, hosts, other);
    const headers = { ...incoming.headers, host: target.host };
    // Plain answers, so the kit can read what it notes.
    delete headers['accept-encoding'];
    const secure = target.protocol === 'https:';
    const send = secure ? httpsRequest : httpRequest;
    const agent = secure ? agents.https : agents.http;
    const forwarded = send(target, { method: incoming.method, headers, agent }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      if (!path.startsWith('/api/')) {
        answer.pipe(outgoing);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      answer.on('data', (chunk: Buffer) => {
        if (size < 65_536) chunks.push(chunk);
        size += chunk.length;
        outgoing.write(chunk);
      });
      answer.on('end', () => {
        outgoing.end();
        const method = incoming.method ?? 'GET';
        seen.push({
          method,
          url: target.href,
          status: answer.statusCode ?? 0,
          call: contractCallOf(method, target.href),
          received: receivedOf(Buffer.concat(chunks).toString('utf8'), answer.headers['content-type']),
          seenBy: 'storefront server',
          at: Date.now(),
        });
      });
    });
    forwarded.on('error', (error) => {
      seen.push({
        method: incoming.method ?? 'GET',
        url: target.href,
        status: 502,
        received: `no answer: ${error.message}`,
        seenBy: 'storefront server',
        at: Date.now(),
      });
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
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
        agents.http.destroy();
        agents.https.destroy();
      }),
  };
}

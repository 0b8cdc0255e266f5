/**
 * HTTP as a client outside the shop sends it, for the black-box rerun of issue 43: a request
 * from a chosen loopback address (127.0.0.0/8 is all this machine's, so each "client" of a
 * scenario has an address of its own, as shoppers and attackers have), with a cookie jar that
 * keeps what `Set-Cookie` said, and the answer read whole (or only its head).
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** An answer (status 0: the connection broke before an answer was read; `body` says how). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  /** Milliseconds from sending to the last byte. */
  ms: number;
}

/** What a request sends. */
export interface Ask {
  method?: string;
  headers?: Record<string, string>;
  /** A body: text, bytes or a stream (sent chunked unless a Content-Length is given). */
  body?: string | Buffer | Readable;
  /** The loopback address the request leaves from (default 127.0.0.1). */
  from?: string;
  /** The cookies sent, and kept from the answer. */
  jar?: CookieJar;
  timeoutMs?: number;
}

/** Cookies by name, as a browser keeps them for one origin. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** The `Cookie` header, or undefined when empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** Keeps the cookies of `Set-Cookie` lines (an expired or emptied one is forgotten). */
  take(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (attribute) =>
          /^\s*max-age=0\s*$/i.test(attribute) ||
          (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split('=')[1] ?? '') < Date.now()),
      );
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** Sends a request to `url` and reads the whole answer. */
export function send(url: string, ask: Ask = {}): Promise<Answer> {
  const target = new URL(url);
  const started = performance.now();
  const headers: Record<string, string> = { 'accept-encoding': 'identity', ...ask.headers };
  const cookie = ask.jar?.header();
  if (cookie && !headers.cookie) headers.cookie = cookie;
  if (typeof ask.body === 'string' || Buffer.isBuffer(ask.body)) {
    headers['content-length'] ??= String(Buffer.byteLength(ask.body));
  }
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: ask.method ?? 'GET',
        headers,
        localAddress: ask.from ?? '127.0.0.1',
        agent: false,
      },
      (response) => {
        ask.jar?.take(response.headers['set-cookie']);
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        const finish = () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        response.on('end', finish);
        // A connection closed after the answer's head (the server refused the rest of a body).
        response.on('close', finish);
        response.on('error', () => undefined);
      },
    );
    request.setTimeout(ask.timeoutMs ?? 60_000, () => {
      reject(new Error(`no answer from ${url} within ${ask.timeoutMs ?? 60_000} ms`));
      request.destroy();
    });
    let answered = false;
    request.on('response', () => {
      answered = true;
    });
    // A server that answers before the whole body came (413, 401) may close the socket while the
    // body is still being written: the answer counts, the broken write does not. When the socket
    // broke before an answer was read, the answer is status 0 with the error as its body.
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (!answered)
        resolve({
          status: 0,
          headers: {},
          body: `no answer: ${error.code ?? error.message}`,
          ms: performance.now() - started,
        });
    });
    if (ask.body === undefined) {
      request.end();
    } else if (typeof ask.body === 'string' || Buffer.isBuffer(ask.body)) {
      const bytes = Buffer.from(ask.body);
      let at = 0;
      const writeMore = () => {
        while (!answered && at < bytes.length) {
          const chunk = bytes.subarray(at, at + 64 * 1024);
          at += chunk.length;
          if (!request.write(chunk)) return void request.once('drain', writeMore);
        }
        if (!answered) request.end();
      };
      writeMore();
    } else {
      const body = ask.body;
      body.on('error', () => undefined);
      request.on('close', () => body.destroy());
      body.pipe(request);
    }
  });
}

/** JSON of an answer's body, or undefined when it is not JSON. */
export function jsonOf<T = Record<string, unknown>>(answer: Answer): T | undefined {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    return undefined;
  }
}

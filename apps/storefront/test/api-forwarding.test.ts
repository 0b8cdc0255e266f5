// @vitest-environment node
/**
 * The storefront's `/api` forwarding (server/api-proxy.ts) in front of the real commerce API:
 * hop-by-hop headers stay on their hop both ways (RFC 9110 7.6.1), a body that does not arrive in
 * time is a 408 the API never hears of, every forwarded call carries the request's id, and the
 * API's generated pictures keep their CSP on the shop's origin.
 */

import { describe, expect, test } from 'vitest';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';

/** The storefront in front of the in-process API, recording what reaches the API. */
function recordingStorefront(answerHeaders: Record<string, string> = {}) {
  const received: Request[] = [];
  const server = storefrontOverApi(api, {
    apiFetch: async (input, init) => {
      const request = new Request(input, init);
      received.push(request.clone());
      const answer = await api.fetch(request);
      const headers = new Headers(answer.headers);
      for (const [name, value] of Object.entries(answerHeaders)) headers.set(name, value);
      return new Response(answer.body, { status: answer.status, headers });
    },
    forwardLimits: { bodyTimeoutMs: 300, maxBodyBytes: 64 * 1024 },
  });
  return { server, received };
}

describe('hop-by-hop headers', () => {
  test('are not forwarded to the API: Connection and what it names, Proxy-Authorization, Forwarded, TE, Trailer, Upgrade', async () => {
    const { server, received } = recordingStorefront();
    const response = await server.fetch(
      new Request(`${shop}/api/settings?url=${encodeURIComponent(`${shop}/`)}`, {
        headers: {
          Connection: 'keep-alive, X-Hop-Secret',
          'X-Hop-Secret': 'for the next hop only',
          'Proxy-Authorization': 'Basic cHJveHk6c2VjcmV0',
          Forwarded: 'for=203.0.113.9;host=evil.example;proto=http',
          TE: 'trailers',
          Trailer: 'X-Checksum',
          Upgrade: 'websocket',
          'Keep-Alive': 'timeout=5',
          'X-Kept': 'end to end',
        },
      }),
    );
    expect(response.status).toBe(200);
    const headers = received.at(-1)?.headers;
    for (const name of [
      'connection',
      'x-hop-secret',
      'proxy-authorization',
      'forwarded',
      'te',
      'trailer',
      'upgrade',
      'keep-alive',
    ]) {
      expect(headers?.has(name), name).toBe(false);
    }
    expect(headers?.get('x-kept')).toBe('end to end');
  });

  test("are not passed back to the browser: Proxy-Authenticate, Trailer and what the API's Connection names", async () => {
    const { server } = recordingStorefront({
      Connection: 'X-Internal',
      'X-Internal': 'between the API and us',
      'Proxy-Authenticate': 'Basic realm="internal"',
      Trailer: 'X-Checksum',
      Upgrade: 'h2c',
    });
    const response = await server.fetch(
      new Request(`${shop}/api/settings?url=${encodeURIComponent(`${shop}/`)}`),
    );
    expect(response.status).toBe(200);
    for (const name of ['connection', 'x-internal', 'proxy-authenticate', 'trailer', 'upgrade']) {
      expect(response.headers.has(name), name).toBe(false);
    }
  });
});

describe('slow bodies', () => {
  test('a body that does not arrive within the deadline is a 408, and the API never hears of it', async () => {
    const { server, received } = recordingStorefront();
    let timer: ReturnType<typeof setInterval> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        // One byte every 100 ms: a drip that would take a minute.
        timer = setInterval(() => controller.enqueue(new TextEncoder().encode('{')), 100);
      },
      cancel() {
        clearInterval(timer);
      },
    });
    const started = performance.now();
    const response = await server.fetch(
      new Request(`${shop}/api/users/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        duplex: 'half',
      } as RequestInit),
    );
    clearInterval(timer);
    expect(response.status).toBe(408);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(received.filter((request) => request.url.includes('/authenticate'))).toEqual([]);
  });

  test('a body in time is forwarded whole', async () => {
    const { server, received } = recordingStorefront();
    const response = await server.fetch(
      new Request(`${shop}/api/users/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: shop },
        body: JSON.stringify({
          grant_type: 'password',
          username: 'nobody@example.com',
          password: 'wrong-pass-123',
        }),
      }),
    );
    expect(response.status).toBeLessThan(500);
    const forwarded = received.find((request) => request.url.includes('/authenticate'));
    expect(await forwarded?.json()).toMatchObject({ username: 'nobody@example.com' });
  });
});

describe('generated pictures on the shop origin', () => {
  test("keep the API's Content-Security-Policy (no script, sandbox) and nosniff (issue 43)", async () => {
    const { server } = recordingStorefront();
    for (const path of ['/media/logo/northbridge.svg', '/images/media/logo/northbridge.svg?width=96']) {
      const response = await server.fetch(new Request(`${shop}${path}`));
      expect(response.status, path).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'none'");
      expect(csp, path).toContain('sandbox');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
    }
  });
});

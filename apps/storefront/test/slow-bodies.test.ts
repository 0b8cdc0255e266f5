// @vitest-environment node
/**
 * Slow clients cannot starve other shoppers (issue 24, item 2, the storefront's side): 200 POSTs
 * through the storefront's `/api` forwarding that drip their body one byte every 2 s, while other
 * shoppers load pages and call the API. The storefront runs as in production (Node's server with
 * its read deadlines, on a loopback port); the API is the real one in process, behind an
 * admission gate of 64 requests in flight as each production instance has (a request holds its
 * slot until the API has answered, so one whose body drips holds it as long as the drip).
 */

import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, expect, test } from 'vitest';
import { createSharedAnswers } from '../src/entry-server.tsx';
import { inProcessApi } from './support/in-process-api.ts';
import { storefrontOverApi } from './support/storefront-over-api.ts';

const api = inProcessApi();
const PORT = Number(process.env.SLOW_BODIES_PORT ?? 4802);
const SLOTS = 64;
const DRIPPERS = 200;

/** The API behind an admission gate of `SLOTS` (503 at once when all are taken). */
function admitted() {
  let inFlight = 0;
  let refused = 0;
  const fetchApi = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (inFlight >= SLOTS) {
      refused++;
      return new Response('{"success":false}', { status: 503, headers: { 'Retry-After': '1' } });
    }
    inFlight++;
    try {
      const answer = await api.fetch(new Request(input, init));
      return new Response(await answer.arrayBuffer(), { status: answer.status, headers: answer.headers });
    } finally {
      inFlight--;
    }
  };
  return { fetchApi, refused: () => refused };
}

const gate = admitted();
let server: ReturnType<typeof serve> | undefined;
afterAll(() => {
  (server as Server | undefined)?.closeAllConnections();
  server?.close();
});

/** A POST whose body (100 bytes announced) arrives one byte every 2 s, on a socket of its own. */
function drip(): Socket {
  const socket = connect(PORT, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write(
    'POST /api/users/authenticate HTTP/1.1\r\nHost: northbridge-gb.localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  const timer = setInterval(() => socket.write(' '), 2_000);
  socket.on('close', () => clearInterval(timer));
  return socket;
}

/** One shopper's visit: a page and an API call; their durations and statuses. */
async function visit(origin: string): Promise<Array<{ ms: number; status: number }>> {
  const timed = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${origin}${path}`, { headers: { Host: 'northbridge-gb.localhost' } });
    await response.arrayBuffer();
    return { ms: performance.now() - started, status: response.status };
  };
  return [
    await timed('/men/shirts/'),
    await timed(`/api/settings?url=${encodeURIComponent('http://northbridge-gb.localhost/')}`),
  ];
}

/** The 99th percentile of `values`. */
function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
}

/** `visits` visits, four at a time. */
async function shoppers(origin: string, visits: number) {
  const results: Array<{ ms: number; status: number }> = [];
  for (let index = 0; index < visits; index += 4) {
    for (const answers of await Promise.all(Array.from({ length: 4 }, () => visit(origin))))
      results.push(...answers);
  }
  return results;
}

test('200 bodies dripping a byte every 2 s do not stop other shoppers: no 5xx, p99 within 3x + 100 ms', async () => {
  const app = storefrontOverApi(api, {
    apiFetch: gate.fetchApi,
    trustedProxies: 0,
    sharedAnswers: createSharedAnswers({ ttlMs: 5_000, staleMs: 5_000 }),
    forwardLimits: { bodyTimeoutMs: 10_000, maxBodyBytes: 1024 * 1024 },
  });
  server = serve({
    fetch: app.fetch,
    port: PORT,
    hostname: '127.0.0.1',
    serverOptions: { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000 },
  });
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${PORT}`;
  await shoppers(origin, 4); // warm: the first render of a page loads its code
  const baseline = await shoppers(origin, 16);

  const drippers = Array.from({ length: DRIPPERS }, drip);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const during = await shoppers(origin, 16);
  // A drip answered within the deadline: 408, never forwarded.
  const answered = await new Promise<string>((resolve) => {
    drippers[0]?.once('data', (chunk: Buffer) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
    setTimeout(() => resolve('no answer'), 12_000);
  });
  for (const socket of drippers) socket.destroy();

  const baseP99 = p99(baseline.map((answer) => answer.ms));
  const dripP99 = p99(during.map((answer) => answer.ms));
  console.info(
    `slow bodies: p99 ${baseP99.toFixed(0)} ms without, ${dripP99.toFixed(0)} ms with ${DRIPPERS} drips`,
  );
  expect(during.filter((answer) => answer.status >= 500)).toEqual([]);
  expect(gate.refused()).toBe(0);
  expect(dripP99).toBeLessThan(3 * baseP99 + 100);
  expect(answered).toBe('HTTP/1.1 408 Request Timeout');
}, 240_000);

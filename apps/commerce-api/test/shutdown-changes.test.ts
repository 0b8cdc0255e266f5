/**
 * Issue 43: the API's stop waited for its drain deadline while storefronts followed its changes.
 * The stop ends every `/changes` stream (start.ts), but a storefront reconnects within 250 ms,
 * and a connection the draining server still reads (kept alive while other requests finish)
 * took the new stream: in flight until the deadline, nobody left to end it. Here the stop must
 * be over without its deadline (the server's own deadline hook, which this test holds and fires
 * only to clean up after a stop that never ended).
 */
import { Agent, request as httpRequest, type IncomingMessage } from 'node:http';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { silentLogger } from '../src/logging/logger.ts';
import { type HttpServer, startHttpServer } from '../src/server/http-server.ts';
import { createTestApi, type TestApi } from '../src/testing/index.ts';

const PORT = Number(process.env.SHUTDOWN_CHANGES_PORT ?? 4805);
let api: TestApi;
let server: HttpServer;
/** The drain deadlines the server armed: fired only by this test (at the end, to clean up). */
const deadlines: Array<{ ms: number; fire: () => void; state: 'armed' | 'cancelled' | 'fired' }> = [];

beforeAll(async () => {
  api = await createTestApi();
  server = await startHttpServer({
    fetch: (request) => api.fetch(request),
    port: PORT,
    host: '127.0.0.1',
    logger: silentLogger,
    scheduleDeadline: (ms, fire) => {
      const deadline = { ms, fire, state: 'armed' as 'armed' | 'cancelled' | 'fired' };
      deadlines.push(deadline);
      return () => {
        if (deadline.state === 'armed') deadline.state = 'cancelled';
      };
    },
  });
}, 180_000);

afterAll(async () => {
  // A stop that never finished (the bug) is ended by its deadline here, not left hanging.
  for (const deadline of deadlines) if (deadline.state === 'armed') deadline.fire();
  await api?.close();
});

/** GET /changes on `agent`; resolves with the answer once its headers came. */
function openChanges(agent: Agent): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port: PORT, path: '/changes', agent, headers: { accept: 'text/event-stream' } },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

/** A request on `agent` whose body (10 bytes announced) has only half arrived: in flight until `finish`. */
function halfSentPost(agent: Agent): { answered: Promise<number>; finish: () => void } {
  let finish: () => void = () => undefined;
  const answered = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/api/newsletter',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': '10', StoreId: 'northbridge-gb' },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.write('{"a":');
    finish = () => request.end('"b"}');
  });
  return { answered, finish };
}

/** GET `path` on `agent`; resolves with its status once its body came. */
function getStatus(agent: Agent, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: PORT, path, agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end();
  });
}

test("a stop ends the storefronts' change streams and opens none while it drains: no deadline needed", async () => {
  const following = new Agent({ keepAlive: true, maxSockets: 1 });
  const other = new Agent({ keepAlive: true, maxSockets: 1 });
  const slow = new Agent({ keepAlive: true, maxSockets: 1 });
  const stream = await openChanges(following);
  expect(stream.statusCode).toBe(200);
  stream.setEncoding('utf8');
  let received = '';
  await new Promise<void>((resolve) =>
    stream.on('data', (text: string) => {
      received += text;
      if (received.includes('event: ready')) resolve();
    }),
  );
  const ended = new Promise<void>((resolve) => stream.once('end', () => resolve()));
  // A connection kept alive (idle) and a request still in flight when the stop begins.
  expect(await getStatus(other, '/health')).toBe(200);
  const post = halfSentPost(slow);
  // The POST's headers reached the server (the stream is the other request in flight).
  while (server.inFlight < 2) await new Promise((resolve) => setImmediate(resolve));

  // What the API's stop does (commands/start.ts).
  api.deps.lifecycle.draining = true;
  api.deps.caches.changes.close();
  const stopped = server.stop(10_000);
  await ended;
  // A storefront reconnecting on its kept connection while the drain waits for the POST gets no
  // stream (one would be in flight until the deadline): a 503 to come back to another instance.
  const reconnect = await openChanges(other);
  expect(reconnect.statusCode).toBe(503);
  reconnect.resume();
  post.finish();
  await post.answered;
  const cut = await stopped;

  expect(cut).toBe(0);
  expect(deadlines).toHaveLength(1);
  // Over before its deadline: the deadline was cancelled, never fired.
  expect(deadlines[0]?.state).toBe('cancelled');
  // The first stream was ended by the server (its whole answer came).
  expect(stream.complete).toBe(true);
  for (const agent of [following, other, slow]) agent.destroy();
}, 30_000);

/**
 * SIGTERM under load (before: 39 of 32-concurrency requests in flight were cut): the API stops
 * taking connections, answers every request it had started, and exits 0. A request the client
 * sent after that finds the port closed (ECONNREFUSED: it can go to another instance) and was
 * never seen by this one: the server's request log holds no line of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { type ApiProcess, productionEnv, startApi, stopApi } from './support/api-process.ts';
import { createDatabase } from './support/databases.ts';
import { sleep, startTraffic } from './support/traffic.ts';

let api: ApiProcess;
const tokens: string[] = [];
let itemIds: string[] = [];

beforeAll(async () => {
  const url = await createDatabase();
  api = await startApi(
    productionEnv({ DATABASE_URL: url, PORT: String(await freePort()), SHUTDOWN_TIMEOUT_MS: '15000' }),
  );
  const headers = { StoreId: 'northbridge-gb' };
  for (let client = 0; client < 32; client++) {
    const response = await fetch(`${api.baseUrl}/api/baskets`, { method: 'POST', headers });
    tokens.push(((await response.json()) as { summary: { token: string } }).summary.token);
  }
  const search = await fetch(
    `${api.baseUrl}/api/products/search?Filters.BitFilters=inStock:true&PageSize=48`,
    {
      headers,
    },
  );
  itemIds = ((await search.json()) as { products: Array<{ variantId?: string }> }).products
    .map((product) => product.variantId)
    .filter((id): id is string => Boolean(id));
});
afterAll(async () => {
  if (api) await stopApi(api);
});

describe('SIGTERM under load', () => {
  it('answers every request in flight, then exits 0; later requests are refused, not cut', async () => {
    const headers = { StoreId: 'northbridge-gb', 'Content-Type': 'application/json' };
    // 32 shoppers: add to basket (a write transaction), read the basket, search.
    const traffic = startTraffic(api.baseUrl, 32, (client, index) => {
      const token = tokens[client] as string;
      if (index % 3 === 0) {
        return {
          method: 'POST',
          path: `/api/baskets/${token}`,
          headers,
          body: JSON.stringify({ productId: itemIds[index % itemIds.length], quantity: 1 }),
        };
      }
      if (index % 3 === 1) return { method: 'GET', path: `/api/baskets/${token}`, headers };
      return { method: 'GET', path: `/api/products/search?Term=shirt&Page=${1 + (index % 3)}`, headers };
    });
    await sleep(1500);
    const signalledAt = performance.now();
    api.child.kill('SIGTERM');
    const code = await api.exited;
    const exitedAt = performance.now();
    await sleep(300);
    const outcomes = await traffic.stop();

    expect(code).toBe(0);
    const draining = api.logs.find((line) => line.msg === 'draining');
    const drained = api.logs.find((line) => line.msg === 'drained');
    // There was work in flight when the signal came, and none of it was cut.
    expect(draining?.inFlight).toBeGreaterThan(0);
    expect(drained?.cut).toBe(0);

    const logged = new Map(
      api.logs.filter((line) => line.msg === 'request').map((line) => [line.reqId as string, line.status]),
    );
    const answered = outcomes.filter((outcome) => outcome.status !== undefined);
    const failed = outcomes.filter((outcome) => outcome.error !== undefined);
    // Every request the API answered reached its client, with that status, and all were 2xx.
    for (const [id, status] of logged) {
      if (!id.startsWith('t-')) continue;
      expect(
        outcomes.find((outcome) => outcome.id === id)?.status,
        `${id}: ${JSON.stringify(outcomes.filter((outcome) => outcome.id.startsWith(id.split('-').slice(0, 3).join('-'))))} ${JSON.stringify(api.logs.filter((line) => line.reqId === id))}`,
      ).toBe(status);
    }
    expect(answered.every((outcome) => (outcome.status ?? 0) < 300)).toBe(true);
    // Every request that got no answer was never seen by the API (no log line): refused at the door.
    for (const outcome of failed) {
      expect(logged.has(outcome.id), `${outcome.id} ${outcome.error}`).toBe(false);
      expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(outcome.error);
    }
    // The drain answered requests after the signal, and clients were refused only after it.
    expect(answered.some((outcome) => outcome.endedAt > signalledAt)).toBe(true);
    expect(failed.every((outcome) => outcome.endedAt > signalledAt)).toBe(true);
    expect(failed.length).toBeGreaterThan(0);
    console.info(
      `SIGTERM: ${draining?.inFlight} in flight, ${answered.filter((o) => o.endedAt > signalledAt).length} answered after the signal, exit after ${Math.round(exitedAt - signalledAt)} ms, ${failed.length} refused (${[...new Set(failed.map((o) => o.error))].join(', ')})`,
    );
  });
});

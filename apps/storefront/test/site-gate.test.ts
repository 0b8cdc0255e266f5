// @vitest-environment node
/**
 * server/site-gate.ts over the real commerce API in process: which origins name a site is asked
 * once, reused while fresh, used stale while one request asks again in the background, never kept
 * through an outage, and asked again after a change the API announced.
 */
import type { FetchFunction } from '@clubshop/api-sdk';
import { describe, expect, test } from 'vitest';
import { createSiteGate } from '../server/site-gate.ts';
import { inProcessApi } from './support/in-process-api.ts';

const api = inProcessApi();
const shop = 'http://northbridge-gb.localhost:5173';
const nowhere = 'http://no-club.example';

/** The API's fetch, counting the calls and able to fail like an API that is down. */
function countedApi() {
  let calls = 0;
  let down = false;
  const fetchApi: FetchFunction = async (input, init) => {
    calls += 1;
    if (down) throw new TypeError('fetch failed');
    return api.fetch(input, init);
  };
  return { fetchApi, calls: () => calls, setDown: (value: boolean) => (down = value) };
}

describe('the site gate', () => {
  test('a known and an unknown origin are asked once, then answered from memory while fresh', async () => {
    let clock = 0;
    const gate = createSiteGate({ apiUrl: api.origin, ttlMs: 5_000, now: () => clock });
    const { fetchApi, calls } = countedApi();
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(await gate(nowhere, fetchApi)).toBe('unknown');
    clock = 4_999;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(await gate(nowhere, fetchApi)).toBe('unknown');
    expect(calls()).toBe(2);
  });

  test('expired, the answer is used at once while one request asks again; past twice the time, the request waits', async () => {
    let clock = 0;
    let ttlMs = 5_000;
    const gate = createSiteGate({ apiUrl: api.origin, ttlMs: () => ttlMs, now: () => clock });
    const { fetchApi, calls } = countedApi();
    await gate(shop, fetchApi);
    clock = 6_000;
    const [first, second] = await Promise.all([gate(shop, fetchApi), gate(shop, fetchApi)]);
    expect([first, second]).toEqual(['known', 'known']);
    await expect.poll(calls).toBe(2);
    // The answer asked in the background is the one kept from 6 s on.
    clock = 10_999;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(calls()).toBe(2);
    // Longer while the API's changes are followed.
    ttlMs = 60_000;
    clock = 65_000;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(calls()).toBe(2);
    // Past twice the time nothing is used: the request waits for the API's answer.
    ttlMs = 5_000;
    clock = 20_000;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(calls()).toBe(3);
  });

  test('the asking again of an expired answer goes where the server says (its quiet moments), once', async () => {
    let clock = 0;
    const later: Array<() => Promise<void>> = [];
    const gate = createSiteGate({
      apiUrl: api.origin,
      ttlMs: 5_000,
      now: () => clock,
      inBackground: (task) => later.push(task),
    });
    const { fetchApi, calls } = countedApi();
    await gate(shop, fetchApi);
    clock = 6_000;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(later).toHaveLength(1);
    expect(calls()).toBe(1);
    await later[0]?.();
    expect(calls()).toBe(2);
    clock = 10_999;
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(later).toHaveLength(1);
  });

  test('an outage is never kept, and after a change every answer is asked again behind the next request', async () => {
    const gate = createSiteGate({ apiUrl: api.origin, ttlMs: 60_000 });
    const { fetchApi, calls, setDown } = countedApi();
    setDown(true);
    expect(await gate(shop, fetchApi)).toBe('unavailable');
    setDown(false);
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(calls()).toBe(2);
    gate.expire();
    expect(await gate(shop, fetchApi)).toBe('known');
    await expect.poll(calls).toBe(3);
    expect(await gate(shop, fetchApi)).toBe('known');
    expect(calls()).toBe(3);
  });
});
